import { eligibilityDifferences, type RouteDifference } from "../../../core/eligibility/eligibility-differences.ts";
import type { EligibilityProfileData } from "../../../core/eligibility/eligibility-profile-schema.ts";
import type { Language } from "../../../core/languages.ts";
import { parisDate } from "../../../core/paris-date.ts";
import type { PlanTier } from "../../../core/plans.ts";
import type { Db } from "../../db/database.ts";
import type { SavedEligibilityAssessment } from "./eligibility-record.ts";
import { getEligibilityAssessment } from "./get-eligibility-assessment.ts";
import { saveEligibilityAssessment } from "./save-eligibility-assessment.ts";

export type EligibilityRerun = {
  assessment: SavedEligibilityAssessment;
  /** What moved since the assessment re-run: verdicts, thresholds, shortfalls. */
  differences: RouteDifference[];
  previous: { id: string; figuresDate: string; createdAt: string };
};

/**
 * Re-runs a saved assessment against today's facts (premium and done-for-you; the route's guard
 * checks the plan): the same answers, compared with the registry as it stands now on the planned
 * start — or on today, when that day has passed — saved as a new assessment beside the old one,
 * with the differences.
 */
export async function rerunEligibilityAssessment(
  db: Db,
  input: { userId: string; plan: PlanTier; id: string; language: Language },
  now = new Date(),
): Promise<EligibilityRerun> {
  const previous = await getEligibilityAssessment(db, input.userId, input.id);
  const today = parisDate(now);
  const plannedStart = previous.profile.plannedStart > today ? previous.profile.plannedStart : today;
  const profile: EligibilityProfileData = { ...previous.profile, plannedStart };
  const assessment = await saveEligibilityAssessment(
    db,
    { userId: input.userId, plan: input.plan, profile, language: input.language, rerunOf: previous.id },
    now,
  );
  return {
    assessment,
    differences: eligibilityDifferences(previous.result, assessment.result),
    previous: { id: previous.id, figuresDate: previous.figuresDate, createdAt: previous.createdAt },
  };
}
