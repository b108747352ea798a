import { rm } from "node:fs/promises";
import type { ApiDeps } from "../../api-deps.ts";
import type { Db } from "../../db/database.ts";
import type { MemberFilesTable } from "../../db/schema.ts";
import { asStorageFullRefusal } from "../../http/storage-full.ts";
import { newMemberFileKey } from "../../infra/storage/file-storage.ts";

export type MemberFileRow = MemberFilesTable;
export type MemberFileDeps = Pick<ApiDeps, "db" | "fileStorage" | "logger">;

/** A file on this server's disk, checked and ready to keep: an upload received, a letter printed. */
export type FileToKeep = {
  tempPath: string;
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
};

/**
 * The one way a member's own file (outside any case) is kept: stored under a key our code makes
 * (`members/<user>/<uuid>`), then its row written in one transaction with whatever else makes the
 * file count (`record`). If that transaction fails the stored object is deleted again, and a crash
 * between the two leaves a file the orphan sweep removes (it lists `members/` as well as `cases/`).
 * The temp file is consumed whatever happens.
 */
export async function storeMemberFile(
  deps: MemberFileDeps,
  userId: string,
  file: FileToKeep,
  kind: MemberFileRow["kind"],
  title: string | null,
  record: (trx: Db, row: MemberFileRow) => Promise<void> = async () => {},
  now = new Date(),
): Promise<MemberFileRow> {
  const key = newMemberFileKey(userId);
  try {
    await deps.fileStorage.putFile(key, file.tempPath, { contentType: file.contentType, size: file.size });
  } catch (error) {
    await rm(file.tempPath, { force: true });
    throw asStorageFullRefusal(error);
  }
  const row: MemberFileRow = {
    id: crypto.randomUUID(),
    user_id: userId,
    kind,
    title,
    storage_key: key,
    file_name: file.fileName,
    content_type: file.contentType,
    size_bytes: file.size,
    sha256: file.sha256,
    created_at: now.toISOString(),
  };
  try {
    await deps.db.transaction().execute(async (trx) => {
      await trx.insertInto("member_files").values(row).execute();
      await record(trx, row);
    });
  } catch (error) {
    await deleteStoredObjects(deps, [key]);
    throw error;
  }
  return row;
}

/** Deletes stored objects whose rows are gone; a failure is logged, the sweep cannot see it (no row). */
export async function deleteStoredObjects(deps: MemberFileDeps, keys: string[]): Promise<void> {
  for (const key of keys) {
    await deps.fileStorage.delete(key).catch((error: unknown) => {
      deps.logger.error({ err: error, key }, "could not delete the stored object of a member file");
    });
  }
}

/**
 * Deletes the row of one of the account's files (inside the caller's transaction) and gives its
 * storage key, for `deleteStoredObjects` once the transaction is committed; null when the account
 * has no such file.
 */
export async function deleteMemberFileRow(db: Db, userId: string, fileId: string): Promise<string | null> {
  const deleted = await db
    .deleteFrom("member_files")
    .where("id", "=", fileId)
    .where("user_id", "=", userId)
    .returning("storage_key")
    .executeTakeFirst();
  return deleted?.storage_key ?? null;
}
