import { formatFactDate } from "../../../content/facts/format-fact.ts";
import {
  allowanceMonthOf,
  nextAllowanceDay,
  unlimitedAssessments,
} from "../../../core/eligibility/eligibility-allowance.ts";
import type { EligibilityProfileData } from "../../../core/eligibility/eligibility-profile-schema.ts";
import type { Language } from "../../../core/languages.ts";
import { parisDate } from "../../../core/paris-date.ts";
import type { PlanTier } from "../../../core/plans.ts";
import type { Db } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";
import { assessEligibility } from "./assess-eligibility.ts";
import { eligibilityAllowanceOf } from "./eligibility-allowance-of.ts";
import { type SavedEligibilityAssessment, toSavedAssessment } from "./eligibility-record.ts";

export type SaveEligibilityInput = {
  userId: string;
  plan: PlanTier;
  profile: EligibilityProfileData;
  language: Language;
  /** The assessment this one re-runs (rerun-eligibility-assessment.ts). */
  rerunOf?: string | null;
};

function monthlyLimitReached(today: string, language: Language): AppError {
  return new AppError("forbidden", "eligibility_monthly_limit", [], {
    next: formatFactDate(nextAllowanceDay(today), language),
  });
}

/**
 * Computes the assessment on the server (never trusting a result sent by the browser) and saves it
 * to the account before answering. A free member's counts against the Paris month; a second in the
 * same month is refused with 403 and the day of the next — also when two saves race, through the
 * unique index of migration 0021.
 */
export async function saveEligibilityAssessment(
  db: Db,
  input: SaveEligibilityInput,
  now = new Date(),
): Promise<SavedEligibilityAssessment> {
  const today = parisDate(now);
  const unlimited = unlimitedAssessments(input.plan);
  if (!unlimited && (await eligibilityAllowanceOf(db, input.userId, input.plan, now)).used) {
    throw monthlyLimitReached(today, input.language);
  }
  const result = assessEligibility(input.profile, now);
  const row = {
    id: crypto.randomUUID(),
    user_id: input.userId,
    profile_json: JSON.stringify({ ...input.profile, plannedStart: result.date }),
    result_json: JSON.stringify(result),
    figures_date: result.date,
    language: input.language,
    allowance_month: unlimited ? null : allowanceMonthOf(today),
    rerun_of: input.rerunOf ?? null,
    deleted_at: null,
    created_at: now.toISOString(),
  };
  try {
    await db.insertInto("eligibility_assessments").values(row).execute();
  } catch (error) {
    // Another save of this month won the race to the unique index.
    if (!unlimited && (await eligibilityAllowanceOf(db, input.userId, input.plan, now)).used) {
      throw monthlyLimitReached(today, input.language);
    }
    throw error;
  }
  return toSavedAssessment(row);
}
