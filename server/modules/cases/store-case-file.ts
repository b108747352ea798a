import { rm } from "node:fs/promises";
import { safeDownloadName } from "../../../core/uploads.ts";
import type { ApiDeps } from "../../api-deps.ts";
import type { Db } from "../../db/database.ts";
import { receiveUpload } from "../../http/receive-upload.ts";
import { asStorageFullRefusal } from "../../http/storage-full.ts";
import { newCaseFileKey } from "../../infra/storage/file-storage.ts";
import type { OpenedCase } from "./case-access.ts";
import type { CaseFileRow } from "./case-file-view.ts";

export type StoreDeps = Pick<ApiDeps, "db" | "fileStorage" | "logger">;

/**
 * The one way a file joins a case (ADR 0033, 0034): received while it streams and checked by its
 * bytes (receiveUpload: JPG, PNG or PDF, 10 MB), stored under a key our code makes
 * (`cases/<case>/<random uuid>` — never a name the sender chose), then recorded in one transaction
 * with whatever else the upload changes (`record`). If that transaction fails, the stored object
 * is deleted again, so storage never keeps a file no row points to; a refused upload never
 * reached storage at all.
 */
export async function storeCaseFile(
  deps: StoreDeps,
  opened: OpenedCase,
  request: Request,
  placement: { documentRequestId: string | null },
  record: (trx: Db, row: CaseFileRow) => Promise<void>,
  now = new Date(),
): Promise<CaseFileRow> {
  const upload = await receiveUpload(request, { tempDir: deps.fileStorage.tempDir });
  const key = newCaseFileKey(opened.plan.id);
  try {
    await deps.fileStorage.putFile(key, upload.tempPath, { contentType: upload.contentType, size: upload.size });
  } catch (error) {
    // putFile consumes the temp file even when it fails; removing it again is harmless.
    await rm(upload.tempPath, { force: true });
    // A full disk or bucket volume: a 507 to try again later, not a 500 (ADR 0067).
    throw asStorageFullRefusal(error);
  }
  const row: CaseFileRow = {
    id: crypto.randomUUID(),
    plan_id: opened.plan.id,
    document_request_id: placement.documentRequestId,
    message_id: null,
    storage_key: key,
    file_name: safeDownloadName(upload.originalName, upload.contentType),
    content_type: upload.contentType,
    size_bytes: upload.size,
    sha256: upload.sha256,
    uploaded_by: opened.viewer.id,
    created_at: now.toISOString(),
  };
  try {
    await deps.db.transaction().execute(async (trx) => {
      await trx.insertInto("case_files").values(row).execute();
      await record(trx, row);
    });
  } catch (error) {
    await deps.fileStorage.delete(key).catch((deleteError: unknown) => {
      deps.logger.error({ err: deleteError, key }, "could not delete the object of a case file that was not recorded");
    });
    throw error;
  }
  return row;
}
