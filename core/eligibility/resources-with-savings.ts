import type { EligibilityProfile } from "./eligibility-profile.ts";
import type { Reason } from "./eligibility-result.ts";

/**
 * Monthly resources as the routes that accept savings count them: the student's ("your own
 * savings, a scholarship, or a sponsor's commitment"), the intern's, the visitor's, the
 * entrepreneur's first application and the innovative project's ("a salary, fundraising, a grant
 * or your savings"): the regular monthly amount plus the savings spread over the stay — its length
 * when given, a year otherwise (the length of a first long-stay visa or permit). Family
 * reunification and the artist's route count income only and do not use this.
 */

export const defaultStayMonths = 12;

export type MonthlyResources = { value: number | null; savings?: { total: number; months: number } };

export function resourcesWithSavings(profile: EligibilityProfile): MonthlyResources {
  const { monthlyResourcesEur, savingsEur, stayMonths } = profile;
  if (savingsEur === null || savingsEur <= 0) return { value: monthlyResourcesEur };
  const months = stayMonths !== null && stayMonths > 0 ? stayMonths : defaultStayMonths;
  const value = Math.round(((monthlyResourcesEur ?? 0) + savingsEur / months) * 100) / 100;
  return { value, savings: { total: savingsEur, months } };
}

/** The reason for those resources, saying which savings it counted. */
export function withSavings(reason: Reason, resources: MonthlyResources): Reason {
  return resources.savings ? { ...reason, savings: resources.savings } : reason;
}
