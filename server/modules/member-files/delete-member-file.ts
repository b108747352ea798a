import { isUuid } from "../../../core/uuid.ts";
import { AppError } from "../../http/app-error.ts";
import { deleteMemberFileRow, deleteStoredObjects, type MemberFileDeps } from "./store-member-file.ts";

/**
 * Deletes one of the account's own files: its row (an attempt it proved keeps its entry, without
 * the screenshot), then the stored object. Another account's file is a 404.
 */
export async function deleteMemberFile(deps: MemberFileDeps, userId: string, fileId: string): Promise<void> {
  const notFound = () => new AppError("not_found", "member_file_not_found");
  if (!isUuid(fileId)) throw notFound();
  const deleted = await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable("appointment_attempts")
      .set({ screenshot_file_id: null })
      .where("user_id", "=", userId)
      .where("screenshot_file_id", "=", fileId)
      .execute();
    return deleteMemberFileRow(trx, userId, fileId);
  });
  if (!deleted) throw notFound();
  await deleteStoredObjects(deps, [deleted]);
}
