import type { Db } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";

/**
 * Deletes one of the account's assessments. A free member's monthly one is emptied (its answers
 * and result are gone) but its row stays, marked deleted, so the month stays counted: deleting and
 * saving again would make the limit meaningless. Others are deleted outright.
 */
export async function deleteEligibilityAssessment(db: Db, userId: string, id: string, now = new Date()): Promise<void> {
  const row = await db
    .selectFrom("eligibility_assessments")
    .select("allowance_month")
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  if (!row) throw new AppError("not_found", "eligibility_assessment_not_found");
  if (row.allowance_month === null) {
    await db.deleteFrom("eligibility_assessments").where("id", "=", id).where("user_id", "=", userId).execute();
    return;
  }
  await db
    .updateTable("eligibility_assessments")
    .set({ profile_json: "{}", result_json: "{}", deleted_at: now.toISOString() })
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .execute();
}
