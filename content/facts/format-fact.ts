import type { Language } from "../../core/languages.ts";
import { type Fact, type FactUnit, kindOf } from "./fact-types.ts";

type Value = Fact["value"];

const per: Record<"hour" | "day" | "month" | "year", Record<Language, string>> = {
  hour: { en: "per hour", fr: "de l'heure", ar: "للساعة" },
  day: { en: "per day", fr: "par jour", ar: "يوميًا" },
  month: { en: "per month", fr: "par mois", ar: "شهريًا" },
  year: { en: "per year", fr: "par an", ar: "سنويًا" },
};

const estimateWord: Record<Language, string> = { en: "estimate", fr: "estimation", ar: "تقدير" };

const durationUnit: Partial<Record<FactUnit, string>> = {
  days: "day",
  weeks: "week",
  months: "month",
  years: "year",
  millimetres: "millimeter",
};

function formatNumber(value: Value, format: Intl.NumberFormat): string {
  return typeof value === "number" ? format.format(value) : format.formatRange(value.min, value.max);
}

function isWhole(value: Value): boolean {
  return typeof value === "number"
    ? Number.isInteger(value)
    : Number.isInteger(value.min) && Number.isInteger(value.max);
}

/** A registry figure as a person reads it, e.g. "€1,823.03 per month", "2–4 weeks (estimate)". */
export function formatFact(fact: Fact, language: Language): string {
  const { value, unit } = fact;
  let text: string;
  if (unit.startsWith("eur")) {
    const money = new Intl.NumberFormat(language, {
      style: "currency",
      currency: "EUR",
      minimumFractionDigits: isWhole(value) ? 0 : 2,
      maximumFractionDigits: isWhole(value) ? 0 : 2,
    });
    const period = unit.split("-per-")[1] as keyof typeof per | undefined;
    text = period ? `${formatNumber(value, money)} ${per[period][language]}` : formatNumber(value, money);
  } else if (durationUnit[unit]) {
    const format = new Intl.NumberFormat(language, {
      style: "unit",
      unit: durationUnit[unit],
      unitDisplay: unit === "millimetres" ? "short" : "long",
    });
    text = formatNumber(value, format);
  } else if (unit === "multiplier") {
    text = `${formatNumber(value, new Intl.NumberFormat(language, { maximumFractionDigits: 2 }))}×`;
  } else {
    text = formatNumber(value, new Intl.NumberFormat(language));
  }
  // A bare count ("2 blank pages") reads badly with a suffix; its source line still says estimate.
  return kindOf(fact) !== "official" && unit !== "count" ? `${text} (${estimateWord[language]})` : text;
}

/** "22 November 2026" / "22 novembre 2026", for "Checked on" lines. */
export function formatCheckedOn(isoDate: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
