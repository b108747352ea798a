import type { Language } from "../../core/languages.ts";

/** How a figure is read: the unit decides how it is formatted in each language. */
export type FactUnit =
  | "eur"
  | "eur-per-hour"
  | "eur-per-day"
  | "eur-per-month"
  | "eur-per-year"
  | "days"
  | "weeks"
  | "months"
  | "years"
  | "millimetres"
  | "count"
  | "multiplier"
  | "minutes"
  | "percent"
  /** A level of the Common European Framework of Reference: 1 = A1, 2 = A2, 3 = B1 … 6 = C2. */
  | "cefr-level"
  /** A calendar date, its value a `FactDate`. */
  | "date";

/**
 * A date as precise as the official source gives it: a day ("2025-10-12"), a month ("2026-11")
 * or a quarter ("2026-Q4", when an authority only announces a quarter).
 */
export type FactDate = { date: string };

/** One official source a figure was read from. Only the official French sites are accepted. */
export type FactSource = {
  url: string;
  /** Publisher shown next to the figure, e.g. "Service-Public.fr". */
  publisher: string;
};

/**
 * One figure the product shows about French immigration. Every page, the wizard, PDFs and the
 * assistant read figures from the registry only, so the same fact never shows two values.
 */
export type Fact = {
  /** A single value, or an inclusive range such as a processing time of 1-3 months. */
  value: number | { min: number; max: number } | FactDate;
  unit: FactUnit;
  /** What the figure is, in each language (Arabic falls back to English until translated). */
  label: Record<Exclude<Language, "ar">, string> & { ar?: string };
  source: FactSource;
  /** ISO date (YYYY-MM-DD) when the value was last compared with its source. */
  checkedOn: string;
  /**
   * Where the value comes from. "official" (the default): read on the official source.
   * "approximation": an official page gives it as an approximation (the net SMIC).
   * "our-estimate": no official figure exists (typical processing times, consular document
   * habits); the value is ours, the page says so visibly ("typical, from our experience — not an
   * official figure") and the source is the official page where the reader checks their case.
   */
  kind?: FactKind;
};

export type FactKind = "official" | "approximation" | "our-estimate";

/** A fact's kind, "official" when the registry leaves it out. */
export function kindOf(fact: object): FactKind {
  // Takes any registry entry: `satisfies` keeps each entry's own type, where `kind` may be absent.
  return "kind" in fact && typeof fact.kind === "string" ? (fact.kind as FactKind) : "official";
}
