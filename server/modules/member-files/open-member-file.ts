import type { Readable } from "node:stream";
import { isUuid } from "../../../core/uuid.ts";
import { AppError } from "../../http/app-error.ts";
import type { MemberFileDeps } from "./store-member-file.ts";

export type OpenedMemberFile = { body: Readable; name: string; contentType: string; sizeBytes: number };

/**
 * One of the account's own files, streamed from storage. Another account's file, an id that is
 * not one and a row whose object went missing all answer the same 404.
 */
export async function openMemberFile(deps: MemberFileDeps, userId: string, fileId: string): Promise<OpenedMemberFile> {
  const notFound = () => new AppError("not_found", "member_file_not_found");
  if (!isUuid(fileId)) throw notFound();
  const row = await deps.db
    .selectFrom("member_files")
    .select(["storage_key", "file_name", "content_type", "size_bytes"])
    .where("id", "=", fileId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) throw notFound();
  const stored = await deps.fileStorage.get(row.storage_key);
  if (!stored) {
    deps.logger.error({ fileId }, "a member file's stored object is missing");
    throw notFound();
  }
  return { body: stored.body, name: row.file_name, contentType: row.content_type, sizeBytes: stored.size };
}
