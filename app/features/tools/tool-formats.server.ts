import { dateTimeFormat, numberFormat } from "../../../core/intl-formats.ts";
import type { Language } from "../../../core/languages.ts";

/**
 * How the calculators' figures read in the reader's language, formatted once on the server so the
 * server and the browser show the same text (their Intl data may differ) and no formatting code
 * travels to the browser.
 */
export function toolFormats(language: Language) {
  const euros = numberFormat(language, { style: "currency", currency: "EUR", maximumFractionDigits: 0 });
  const number = numberFormat(language);
  const percent = numberFormat(language, { style: "percent", maximumFractionDigits: 0 });
  const unit = (name: "month" | "week") => numberFormat(language, { style: "unit", unit: name, unitDisplay: "long" });
  const months = unit("month");
  const weeks = unit("week");
  const date = dateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" });
  const shortMonth = dateTimeFormat(language, { month: "short", timeZone: "UTC" });
  return {
    euros: (amount: number) => euros.format(amount),
    number: (value: number) => number.format(value),
    /** A share given as a fraction: 0.75 → "75 %". */
    share: (fraction: number) => percent.format(fraction),
    /** A whole percentage: 53 → "53 %". */
    percent: (value: number) => percent.format(value / 100),
    months: (count: number) => months.format(count),
    weeks: (count: number) => weeks.format(count),
    /** An ISO date ("2027-09-01") as "1 September 2027", read in UTC so it never shifts a day. */
    date: (iso: string) => date.format(new Date(`${iso}T00:00:00Z`)),
    shortMonth: (iso: string) => shortMonth.format(new Date(`${iso}T00:00:00Z`)),
    /** "×1.25" style multiples are shown as shares: 1.25 → "125 %". */
    multiple: (factor: number) => percent.format(factor),
  };
}

export type ToolFormats = ReturnType<typeof toolFormats>;
