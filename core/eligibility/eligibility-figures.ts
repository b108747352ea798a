/**
 * The thresholds the engine compares a profile with, read from the facts registry one layer up
 * (content/eligibility/eligibility-figures.ts) on the profile's planned start date: core/ cannot
 * import content/, and a test can hand the engine any day's figures.
 */

/** The registry facts the engine reads. Each is a threshold of one or more routes. */
export const thresholdIds = [
  "smic.monthly-gross",
  "smic.monthly-net",
  "talent.qualified-employee.min-annual-salary",
  "eu-blue-card.min-annual-salary",
  "eu-blue-card.min-contract-length",
  "talent.company-representative.min-annual-salary",
  "talent.artist.min-monthly-resources",
  "student.min-monthly-resources",
  "investor.min-investment",
  "family-reunification.min-residence",
  "family-reunification.min-residence-algerian",
  "family-reunification.resources-two-three",
  "family-reunification.resources-four-five",
  "family-reunification.resources-six-plus",
  "working-holiday.age",
  "working-holiday.age-extended",
  "au-pair.age",
  "schengen.short-stay-max-days",
] as const;
export type ThresholdId = (typeof thresholdIds)[number];

export type ThresholdValue = number | { min: number; max: number };

/** One registry figure as it stands on the planned start date, and its next announced value. */
export type Threshold = {
  value: ThresholdValue;
  /** The registry's unit (eur-per-month, eur-per-year, months, years, eur, days). */
  unit: string;
  sourceUrl: string;
  checkedOn: string;
  /** The next value announced after the planned start date, if the registry has one. */
  next: { from: string; value: ThresholdValue } | null;
};

export type EligibilityFigures = {
  /** The day the figures are in force on (the profile's planned start). */
  date: string;
  thresholds: Readonly<Record<ThresholdId, Threshold>>;
  /** Countries where Campus France's « Études en France » procedure comes before a student visa. */
  etudesEnFranceCountries: ReadonlySet<string>;
};

export function amountOf(figures: EligibilityFigures, id: ThresholdId): number {
  const { value } = figures.thresholds[id];
  if (typeof value !== "number") throw new Error(`${id} is a range, not an amount`);
  return value;
}

export function rangeOf(figures: EligibilityFigures, id: ThresholdId): { min: number; max: number } {
  const { value } = figures.thresholds[id];
  if (typeof value === "number") throw new Error(`${id} is an amount, not a range`);
  return value;
}
