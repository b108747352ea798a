import { isUuid } from "../../../core/uuid.ts";
import { AppError } from "../../http/app-error.ts";
import { deleteStoredObjects, type MemberFileDeps } from "../member-files/store-member-file.ts";

/** Removes one attempt and its screenshot (row, then the stored object once the rows are gone). */
export async function deleteAttempt(deps: MemberFileDeps, userId: string, attemptId: string): Promise<void> {
  if (!isUuid(attemptId)) throw new AppError("not_found", "attempt_not_found");
  const keys = await deps.db.transaction().execute(async (trx) => {
    const attempt = await trx
      .selectFrom("appointment_attempts")
      .select("screenshot_file_id")
      .where("id", "=", attemptId)
      .where("user_id", "=", userId)
      .executeTakeFirst();
    if (!attempt) throw new AppError("not_found", "attempt_not_found");
    await trx.deleteFrom("appointment_attempts").where("id", "=", attemptId).execute();
    if (!attempt.screenshot_file_id) return [];
    const file = await trx
      .deleteFrom("member_files")
      .where("id", "=", attempt.screenshot_file_id)
      .where("user_id", "=", userId)
      .returning("storage_key")
      .executeTakeFirst();
    return file ? [file.storage_key] : [];
  });
  await deleteStoredObjects(deps, keys);
}
