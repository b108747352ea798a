/**
 * The resources condition of a visa, where the registry has one, checked against the income the
 * person gives: a clear "meets" or "below", with the figures compared. Pure: the floor comes in
 * from the registry (content/calculators/resources-tests.ts).
 *
 * Two kinds of floor exist. A monthly floor (the visitor's net SMIC, the student's monthly
 * resources, family reunification by family size) is compared with the monthly income as it is.
 * A gross annual salary floor (talent – qualified employee, EU Blue Card) applies to the French
 * contract's salary; the planner compares the monthly income × 12 with it, the plain conversion
 * of core/salary-floor.ts (no net-to-gross ratio is official, so none is applied).
 */
import { monthsPerYear } from "../salary-floor.ts";

export type ResourcesFloor = { kind: "monthly"; amount: number } | { kind: "annual-salary"; amount: number };

export type ResourcesVerdict = {
  outcome: "meets" | "below";
  /** The income as compared with the floor: monthly, or monthly × 12 for an annual floor. */
  compared: number;
  floor: number;
  /** How much is missing (0 when the floor is met), in the floor's own unit. */
  shortfall: number;
};

export function checkResources(monthlyIncome: number, floor: ResourcesFloor): ResourcesVerdict {
  const compared = floor.kind === "monthly" ? monthlyIncome : monthlyIncome * monthsPerYear;
  const meets = compared >= floor.amount;
  return {
    outcome: meets ? "meets" : "below",
    compared,
    floor: floor.amount,
    shortfall: meets ? 0 : Math.ceil(floor.amount - compared),
  };
}
