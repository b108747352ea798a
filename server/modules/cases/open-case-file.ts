import type { Readable } from "node:stream";
import { isCaseId } from "../../../core/case/case-inputs.ts";
import type { ApiDeps } from "../../api-deps.ts";
import { AppError } from "../../http/app-error.ts";
import type { OpenedCase } from "./case-access.ts";

export type OpenedFile = { body: Readable; name: string; contentType: string; sizeBytes: number };

/**
 * A file of a case, for its client and its team only (the case was opened: strangers already got
 * 404). A file of another case, an id that is not one, or a row whose object has gone missing are
 * all "no such file" — the same answer, whatever exists elsewhere. The bytes stream from storage;
 * nothing is read into memory.
 */
export async function openCaseFile(
  deps: Pick<ApiDeps, "db" | "fileStorage" | "logger">,
  opened: OpenedCase,
  fileId: string,
): Promise<OpenedFile> {
  const notFound = () => new AppError("not_found", "file_not_found");
  if (!isCaseId(fileId)) throw notFound();
  const row = await deps.db
    .selectFrom("case_files")
    .select(["storage_key", "file_name", "content_type", "size_bytes"])
    .where("id", "=", fileId)
    .where("plan_id", "=", opened.plan.id)
    .executeTakeFirst();
  if (!row) throw notFound();
  const stored = await deps.fileStorage.get(row.storage_key);
  if (!stored) {
    deps.logger.error({ fileId, planId: opened.plan.id }, "a case file's stored object is missing");
    throw notFound();
  }
  return { body: stored.body, name: row.file_name, contentType: row.content_type, sizeBytes: stored.size };
}
