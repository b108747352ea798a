import type { EligibilityProfile } from "../../../core/eligibility/eligibility-profile.ts";
import type { EligibilityResult } from "../../../core/eligibility/eligibility-result.ts";
import { isUuid } from "../../../core/uuid.ts";
import type { EligibilityAssessmentsTable } from "../../db/schema.ts";

/** A saved detailed assessment as the API and the pages give it to its owner. */
export type SavedEligibilityAssessment = {
  id: string;
  profile: EligibilityProfile;
  result: EligibilityResult;
  /** The Paris day whose figures were compared. */
  figuresDate: string;
  language: string;
  rerunOf: string | null;
  createdAt: string;
};

export function toSavedAssessment(row: EligibilityAssessmentsTable): SavedEligibilityAssessment {
  return {
    id: row.id,
    profile: JSON.parse(row.profile_json) as EligibilityProfile,
    result: JSON.parse(row.result_json) as EligibilityResult,
    figuresDate: row.figures_date,
    language: row.language,
    rerunOf: row.rerun_of,
    createdAt: row.created_at,
  };
}

/** Ids are UUIDs: anything else is a 400 before the database is asked. */
export function isEligibilityAssessmentId(value: string): boolean {
  return isUuid(value);
}
