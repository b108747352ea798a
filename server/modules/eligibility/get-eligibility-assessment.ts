import type { Db } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";
import { type SavedEligibilityAssessment, toSavedAssessment } from "./eligibility-record.ts";

/** One of the account's own assessments; any other id (another account's included) is a 404. */
export async function getEligibilityAssessment(
  db: Db,
  userId: string,
  id: string,
): Promise<SavedEligibilityAssessment> {
  const row = await db
    .selectFrom("eligibility_assessments")
    .selectAll()
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  if (!row) throw new AppError("not_found", "eligibility_assessment_not_found");
  return toSavedAssessment(row);
}
