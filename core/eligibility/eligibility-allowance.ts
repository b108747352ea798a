import { addMonths } from "../calculators/iso-date.ts";
import type { PlanTier } from "../plans.ts";

/**
 * How many detailed assessments an account may save (ADR 0078): one per calendar month in Paris on
 * the free plan, unlimited on premium and done-for-you. The month is the Paris one: a free member
 * who saved on 31 December at 23:30 in Paris may save again at 00:00 on 1 January.
 */

export function allowanceMonthOf(parisDay: string): string {
  return parisDay.slice(0, 7);
}

/** The first Paris day of the month after `parisDay`'s: when a free member may save the next one. */
export function nextAllowanceDay(parisDay: string): string {
  return addMonths(`${allowanceMonthOf(parisDay)}-01`, 1);
}

export function unlimitedAssessments(plan: PlanTier): boolean {
  return plan === "premium" || plan === "dfy";
}

/** Premium and done-for-you members re-run a saved assessment against today's facts. */
export const rerunPlan: PlanTier = "premium";
