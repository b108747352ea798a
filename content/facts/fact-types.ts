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

/** What a fact's value can be: one number, an inclusive range (1-3 months), or a date. */
export type FactValue = number | { min: number; max: number } | FactDate;

/** What a fact is and how it reads, whatever its value on a given day. */
type FactMeta = {
  unit: FactUnit;
  /** What the figure is, in each language (Arabic falls back to English until translated). */
  label: Record<Exclude<Language, "ar">, string> & { ar?: string };
  /**
   * Where the value comes from. "official" (the default): read on the official source.
   * "approximation": an official page gives it as an approximation (the net SMIC).
   * "our-estimate": no official figure exists (typical processing times, consular document
   * habits); the value is ours, the page says so visibly ("typical, from our experience — not an
   * official figure") and the source is the official page where the reader checks their case.
   * "our-reading": the rule is official but we could not confirm the amount on its official page
   * when we last checked; pages say "our reading" and the source is the page to check.
   */
  kind?: FactKind;
};

/** Where one value was read and when it was last compared with that source. */
type FactProvenance = {
  source: FactSource;
  /** ISO date (YYYY-MM-DD) when the value was last compared with its source. */
  checkedOn: string;
  /** The legal text that set the value, for the report and the note under a change. */
  basis?: string;
};

/**
 * One value of a fact and the Paris day it takes effect. The earliest period has no `from`: it
 * stands for as far back as the registry knows. A value announced for a later date is entered
 * ahead with its `from` and takes over by itself on that day (ADR 0057).
 */
export type FactPeriod = FactProvenance & { from?: string; value: FactValue };

/**
 * A figure defined by a rule on another fact — the family-reunification floors on the net SMIC,
 * the EU Blue Card on the talent reference salary — computed, never copied, so one revaluation of
 * the base moves them all on the same day. `of` is the base fact's id.
 */
export type FactDerivation = {
  of: string;
  times: number;
  /** "cent" for amounts the law states to the cent, "euro" to the nearest euro, "euro-up" upwards. */
  round: "cent" | "euro" | "euro-up";
};

/**
 * One entry of the registry (content/facts/facts.ts): a single value with its source; or its
 * history, a list of dated values; or a rule over another fact with the source of the rule.
 */
export type FactDefinition = FactMeta &
  (
    | (FactProvenance & { value: FactValue })
    | { history: readonly FactPeriod[] }
    | (FactProvenance & { derived: FactDerivation })
  );

/**
 * A figure as in force on one day: what pages, the wizard, PDFs, e-mails and the assistant show,
 * read through content/facts/fact-on.ts so the same fact never shows two values on one day.
 */
export type Fact = FactMeta &
  FactProvenance & {
    value: FactValue;
    /** The Paris day this value took effect, when the registry knows it. */
    since?: string;
    /** The value in force before `since`, when the registry has one. */
    previous?: { value: FactValue; until: string };
  };

export type FactKind = "official" | "approximation" | "our-estimate" | "our-reading";

/** A fact's kind, "official" when the registry leaves it out. */
export function kindOf(fact: object): FactKind {
  // Takes any registry entry: `satisfies` keeps each entry's own type, where `kind` may be absent.
  return "kind" in fact && typeof fact.kind === "string" ? (fact.kind as FactKind) : "official";
}
