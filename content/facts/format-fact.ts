import { dateTimeFormat, numberFormat } from "../../core/intl-formats.ts";
import type { Language } from "../../core/languages.ts";
import { type Fact, type FactKind, type FactUnit, kindOf } from "./fact-types.ts";

type Value = Fact["value"];

const per: Record<"hour" | "day" | "month" | "year", Record<Language, string>> = {
  hour: { en: "per hour", fr: "de l'heure", ar: "للساعة" },
  day: { en: "per day", fr: "par jour", ar: "يوميًا" },
  month: { en: "per month", fr: "par mois", ar: "شهريًا" },
  year: { en: "per year", fr: "par an", ar: "سنويًا" },
};

/** What follows a figure that is not an exact official value, so it never passes for one. */
const kindSuffix: Record<Exclude<FactKind, "official">, Record<Language, string>> = {
  approximation: { en: "approx.", fr: "environ", ar: "تقريبًا" },
  "our-estimate": { en: "our estimate", fr: "notre estimation", ar: "تقديرنا" },
  "our-reading": { en: "our reading", fr: "notre lecture", ar: "قراءتنا" },
};

const durationUnit: Partial<Record<FactUnit, string>> = {
  days: "day",
  weeks: "week",
  months: "month",
  years: "year",
  millimetres: "millimeter",
  minutes: "minute",
};

type NumericValue = Exclude<Value, { date: string }>;

function formatNumber(value: NumericValue, format: Intl.NumberFormat): string {
  return typeof value === "number" ? format.format(value) : format.formatRange(value.min, value.max);
}

function isWhole(value: NumericValue): boolean {
  return typeof value === "number"
    ? Number.isInteger(value)
    : Number.isInteger(value.min) && Number.isInteger(value.max);
}

const cefrLevels = ["A1", "A2", "B1", "B2", "C1", "C2"] as const;

/** "A2", or "A2–B1" for a range. */
function formatCefr(value: NumericValue): string {
  const level = (index: number) => cefrLevels[index - 1] ?? String(index);
  return typeof value === "number" ? level(value) : `${level(value.min)}–${level(value.max)}`;
}

const lastQuarter: Record<Language, (year: string, quarter: number) => string> = {
  en: (year, quarter) => `${["first", "second", "third", "last"][quarter - 1]} quarter of ${year}`,
  fr: (year, quarter) => `${["premier", "deuxième", "troisième", "dernier"][quarter - 1]} trimestre ${year}`,
  ar: (year, quarter) =>
    `${["الربع الأول", "الربع الثاني", "الربع الثالث", "الربع الأخير"][quarter - 1]} من عام ${year}`,
};

/** "12 October 2025", "November 2026", "last quarter of 2026" — as precise as the source. */
export function formatFactDate(date: string, language: Language): string {
  const quarter = /^(\d{4})-Q([1-4])$/.exec(date);
  if (quarter) return lastQuarter[language](quarter[1]!, Number(quarter[2]));
  if (/^\d{4}-\d{2}$/.test(date)) {
    return dateTimeFormat(language, { month: "long", year: "numeric", timeZone: "UTC" }).format(
      new Date(`${date}-01T00:00:00Z`),
    );
  }
  return formatCheckedOn(date, language);
}

/** A registry figure as a person reads it, e.g. "€1,823.03 per month", "2–4 weeks (estimate)". */
export function formatFact(fact: Fact, language: Language): string {
  const { value, unit } = fact;
  if (typeof value === "object" && "date" in value) return formatFactDate(value.date, language);
  let text: string;
  if (unit === "cefr-level") {
    text = formatCefr(value);
  } else if (unit === "percent") {
    const share = typeof value === "number" ? value / 100 : { min: value.min / 100, max: value.max / 100 };
    // One decimal: contribution rates such as 12.3 % must not read as 12 %.
    text = formatNumber(share, numberFormat(language, { style: "percent", maximumFractionDigits: 1 }));
  } else if (unit.startsWith("eur")) {
    const money = numberFormat(language, {
      style: "currency",
      currency: "EUR",
      minimumFractionDigits: isWhole(value) ? 0 : 2,
      maximumFractionDigits: isWhole(value) ? 0 : 2,
    });
    const period = unit.split("-per-")[1] as keyof typeof per | undefined;
    text = period ? `${formatNumber(value, money)} ${per[period][language]}` : formatNumber(value, money);
  } else if (durationUnit[unit]) {
    const format = numberFormat(language, {
      style: "unit",
      unit: durationUnit[unit],
      unitDisplay: unit === "millimetres" ? "short" : "long",
    });
    text = formatNumber(value, format);
  } else if (unit === "multiplier") {
    text = `${formatNumber(value, numberFormat(language, { maximumFractionDigits: 2 }))}×`;
  } else {
    text = formatNumber(value, numberFormat(language));
  }
  // A bare count ("2 blank pages") reads badly with a suffix; its source line still says estimate.
  const kind = kindOf(fact);
  return kind !== "official" && unit !== "count" ? `${text} (${kindSuffix[kind][language]})` : text;
}

/** "22 November 2026" / "22 novembre 2026", for "Checked on" lines. */
export function formatCheckedOn(isoDate: string, language: Language): string {
  return dateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${isoDate}T00:00:00Z`));
}
