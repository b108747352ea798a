import { dateTimeFormat, numberFormat, relativeTimeFormat } from "../../core/intl-formats.ts";
import type { Language } from "../../core/languages.ts";
import { formatFileSize } from "./file-size.ts";

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/**
 * How the client area's dates, sizes and shares read in the page's language, formatted once on
 * the server (the browser's Intl data may differ, which would break hydration) and in UTC, the
 * zone the rows are stored in, so a due date never shifts a day.
 */
export function caseFormats(language: Language, now: Date) {
  const longDate = dateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" });
  const mediumDate = dateTimeFormat(language, { dateStyle: "medium", timeZone: "UTC" });
  const dateTime = dateTimeFormat(language, { dateStyle: "long", timeStyle: "short", timeZone: "UTC" });
  const monthYear = dateTimeFormat(language, { month: "long", year: "numeric", timeZone: "UTC" });
  const relative = relativeTimeFormat(language, { numeric: "auto" });
  const percent = numberFormat(language, { style: "percent", maximumFractionDigits: 0 });
  const at = (iso: string) => new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  return {
    /** A day ("2026-12-03") or a moment, as "3 December 2026". */
    date: (iso: string) => longDate.format(at(iso)),
    /** A calendar step's day, or its month ("April 2027") when the day stands for its month. */
    stepDay: (iso: string, month?: boolean) => (month ? monthYear : longDate).format(at(iso)),
    /** A moment with its time (UTC), for a tooltip beside a relative date. */
    dateTime: (iso: string) => dateTime.format(at(iso)),
    /** How long ago: "5 minutes ago", "yesterday", up to a week; older ones as "3 Dec 2026". */
    ago: (iso: string) => {
      const elapsed = now.getTime() - at(iso).getTime();
      if (elapsed < minute) return relative.format(0, "second");
      if (elapsed < hour) return relative.format(-Math.floor(elapsed / minute), "minute");
      if (elapsed < day) return relative.format(-Math.floor(elapsed / hour), "hour");
      if (elapsed < 7 * day) return relative.format(-Math.floor(elapsed / day), "day");
      return mediumDate.format(at(iso));
    },
    /** A whole percentage: 40 → "40 %". */
    percent: (value: number) => percent.format(value / 100),
    size: (count: number) => formatFileSize(language, count),
  };
}

export type CaseFormats = ReturnType<typeof caseFormats>;
