import { safeDownloadName } from "../../../core/uploads.ts";
import { isUuid } from "../../../core/uuid.ts";
import { AppError } from "../../http/app-error.ts";
import { receiveUpload } from "../../http/receive-upload.ts";
import {
  deleteMemberFileRow,
  deleteStoredObjects,
  type MemberFileDeps,
  storeMemberFile,
} from "../member-files/store-member-file.ts";
import type { AttemptView } from "./attempt-view.ts";
import { ownedAttempt } from "./owned-attempt.ts";

/**
 * The screenshot that proves an attempt (what the booking page showed): received with the checks
 * of every upload (JPG, PNG or PDF by its bytes, 10 MB, no active PDF content), kept as the
 * member's own file, and set on the attempt in the same transaction. A second screenshot replaces
 * the first, whose file goes once the new one is recorded.
 */
export async function attachScreenshot(
  deps: MemberFileDeps,
  userId: string,
  attemptId: string,
  request: Request,
  now = new Date(),
): Promise<NonNullable<AttemptView["screenshot"]>> {
  const notFound = () => new AppError("not_found", "attempt_not_found");
  if (!isUuid(attemptId)) throw notFound();
  // Checked before the body is read, so a stranger's id costs no upload; checked again when recording.
  if (!(await ownedAttempt(deps.db, userId, attemptId))) throw notFound();
  const upload = await receiveUpload(request, { tempDir: deps.fileStorage.tempDir });
  const replaced: string[] = [];
  // storeMemberFile consumes the temp file, stored or not.
  const row = await storeMemberFile(
    deps,
    userId,
    {
      tempPath: upload.tempPath,
      fileName: safeDownloadName(upload.originalName, upload.contentType),
      contentType: upload.contentType,
      size: upload.size,
      sha256: upload.sha256,
    },
    "attempt-screenshot",
    null,
    async (trx, file) => {
      const attempt = await ownedAttempt(trx, userId, attemptId);
      if (!attempt) throw notFound();
      await trx
        .updateTable("appointment_attempts")
        .set({ screenshot_file_id: file.id })
        .where("id", "=", attemptId)
        .execute();
      if (attempt.screenshot_file_id) {
        const old = await deleteMemberFileRow(trx, userId, attempt.screenshot_file_id);
        if (old) replaced.push(old);
      }
    },
    now,
  );
  await deleteStoredObjects(deps, replaced);
  return { id: row.id, name: row.file_name, contentType: row.content_type, sizeBytes: row.size_bytes };
}
