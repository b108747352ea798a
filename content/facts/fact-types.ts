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
  | "multiplier";

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
  value: number | { min: number; max: number };
  unit: FactUnit;
  /** What the figure is, in each language (Arabic falls back to English until translated). */
  label: Record<Exclude<Language, "ar">, string> & { ar?: string };
  source: FactSource;
  /** ISO date (YYYY-MM-DD) when the value was last compared with its source. */
  checkedOn: string;
  /** True for indicative figures (e.g. typical processing times): pages say "estimate". */
  estimate?: boolean;
};
