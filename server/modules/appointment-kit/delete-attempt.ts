import { isUuid } from "../../../core/uuid.ts";
import { AppError } from "../../http/app-error.ts";
import { deleteMemberFileRow, deleteStoredObjects, type MemberFileDeps } from "../member-files/store-member-file.ts";
import { ownedAttempt } from "./owned-attempt.ts";

/** Removes one attempt and its screenshot (row, then the stored object once the rows are gone). */
export async function deleteAttempt(deps: MemberFileDeps, userId: string, attemptId: string): Promise<void> {
  if (!isUuid(attemptId)) throw new AppError("not_found", "attempt_not_found");
  const keys = await deps.db.transaction().execute(async (trx) => {
    const attempt = await ownedAttempt(trx, userId, attemptId);
    if (!attempt) throw new AppError("not_found", "attempt_not_found");
    await trx.deleteFrom("appointment_attempts").where("id", "=", attemptId).execute();
    if (!attempt.screenshot_file_id) return [];
    const key = await deleteMemberFileRow(trx, userId, attempt.screenshot_file_id);
    return key ? [key] : [];
  });
  await deleteStoredObjects(deps, keys);
}
