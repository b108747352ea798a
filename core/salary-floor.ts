/**
 * How a monthly income band compares with a salary floor set as a gross amount per year (the
 * talent – qualified employee and EU Blue Card thresholds). Pure: the floor is passed in, read
 * from the facts registry one layer up (docs/decisions/0023).
 *
 * The conversion is the plain one, stated so a reader can check it: the band's monthly bounds
 * times 12, compared with the annual floor as it is. The band is what the visitor earns per
 * month; no net-to-gross ratio is applied, because none is official (contributions vary with the
 * status and the contract) — the band's amounts are read as if they were gross. That errs on the
 * careful side: a net income read as gross looks smaller than it is, so a band can be called
 * "straddling" (score capped) when its gross would clear the floor, never the other way round.
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
