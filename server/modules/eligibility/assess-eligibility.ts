import { eligibilityFiguresOn } from "../../../content/eligibility/eligibility-figures.ts";
import { type EligibilityProfileData, profileOf } from "../../../core/eligibility/eligibility-profile-schema.ts";
import type { EligibilityResult } from "../../../core/eligibility/eligibility-result.ts";
import { evaluateEligibility } from "../../../core/eligibility/evaluate-eligibility.ts";
import { parisDate } from "../../../core/paris-date.ts";

/**
 * The detailed assessment of one profile (ADR 0078), stateless: every route ranked with its
 * reasons, against the registry's figures on the planned start date (today in Paris when the
 * person gives none). What POST /api/eligibility answers and what the wizard's pages show.
 */
export function assessEligibility(data: EligibilityProfileData, now = new Date()): EligibilityResult {
  const profile = profileOf(data, parisDate(now));
  return evaluateEligibility(profile, eligibilityFiguresOn(profile.plannedStart));
}
