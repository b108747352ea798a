import type { Db } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";

/**
 * Deletes one run of this account, for good. Only the owner's row can match: another account's
 * run answers 404 like a missing one and stays untouched.
 */
export async function deleteAssessment(db: Db, userId: string, id: string): Promise<void> {
  const result = await db
    .deleteFrom("assessments")
    .where("id", "=", id.toLowerCase())
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) !== 1) throw new AppError("not_found", "assessment_not_found");
}
