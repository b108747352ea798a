import type { Db } from "../../db/database.ts";
import { type SavedEligibilityAssessment, toSavedAssessment } from "./eligibility-record.ts";

/** The account's saved detailed assessments, newest first; bounded to the last 100. */
export async function listEligibilityAssessments(db: Db, userId: string): Promise<SavedEligibilityAssessment[]> {
  const rows = await db
    .selectFrom("eligibility_assessments")
    .selectAll()
    .where("user_id", "=", userId)
    .where("deleted_at", "is", null)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(100)
    .execute();
  return rows.map(toSavedAssessment);
}
