import { createHash, randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Db } from "../../db/database.ts";
import { type MemberFileDeps, type MemberFileRow, storeMemberFile } from "./store-member-file.ts";

/**
 * Keeps a file our code made for the member (a letter) among their own files: its bytes are
 * written to the storage's temp folder (0600), then stored and recorded like an upload. `record`
 * runs in the same transaction (to drop the oldest beyond a cap, say).
 */
export async function keepGeneratedFile(
  deps: MemberFileDeps,
  userId: string,
  file: { bytes: Uint8Array; fileName: string; contentType: string },
  kind: MemberFileRow["kind"],
  title: string,
  record?: (trx: Db, row: MemberFileRow) => Promise<void>,
  now = new Date(),
): Promise<MemberFileRow> {
  await mkdir(deps.fileStorage.tempDir, { recursive: true });
  const tempPath = join(deps.fileStorage.tempDir, `generated-${randomUUID()}`);
  await writeFile(tempPath, file.bytes, { mode: 0o600 });
  return storeMemberFile(
    deps,
    userId,
    {
      tempPath,
      fileName: file.fileName,
      contentType: file.contentType,
      size: file.bytes.byteLength,
      sha256: createHash("sha256").update(file.bytes).digest("hex"),
    },
    kind,
    title,
    record,
    now,
  );
}
