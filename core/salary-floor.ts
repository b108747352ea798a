/**
 * How a monthly income band compares with a salary floor set as a gross amount per year (the
 * talent – qualified employee and EU Blue Card thresholds). Pure: the floor is passed in, read
 * from the facts registry one layer up (docs/decisions/0023).
 *
 * The band compared here is already gross: the wizard's net band is converted with URSSAF's
 * rules first (core/net-gross.ts, ADR 0058), then its monthly bounds times 12 are compared with the
 * annual floor as it is. Resources floors (net a month) are compared with the net band directly.
 */

/** A monthly income band in EUR: `max` null means no upper bound ("over 6,000"). */
export type MonthlyRange = { min: number; max: number | null };

export type FloorFit = "above" | "straddles" | "below";

export const monthsPerYear = 12;

/** The annual floor as a monthly amount, rounded up to the euro: 39,582 € a year → 3,299 € a month. */
export function monthlyOfAnnual(annualEur: number): number {
  return Math.ceil(annualEur / monthsPerYear);
}

/**
 * "above": even the band's lowest income reaches the floor (lower bound × 12 ≥ floor);
 * "below": even its highest stays under it (upper bound × 12 < floor);
 * "straddles": part of the band is under the floor and part reaches it.
 */
export function floorFit(band: MonthlyRange, annualFloorEur: number): FloorFit {
  if (band.min * monthsPerYear >= annualFloorEur) return "above";
  if (band.max !== null && band.max * monthsPerYear < annualFloorEur) return "below";
  return "straddles";
}

/** The same reading for a floor per month in the band's own unit (net resources against a net floor). */
export function floorFitMonthly(band: MonthlyRange, monthlyFloorEur: number): FloorFit {
  if (band.min >= monthlyFloorEur) return "above";
  if (band.max !== null && band.max < monthlyFloorEur) return "below";
  return "straddles";
}
