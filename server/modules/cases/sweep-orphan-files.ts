import type { ApiDeps } from "../../api-deps.ts";

/**
 * How old a file must be before the sweep may take it: far longer than an upload can last (the
 * server ends a request after 5 minutes) and than the moment between storing a file and writing its
 * row (one transaction), on this instance or any other sharing the storage (ADR 0067).
 */
export const orphanFileAgeMs = 60 * 60_000;

/** Keys looked up in the database at a time. */
const batchSize = 500;

export type SweepDeps = Pick<ApiDeps, "db" | "fileStorage">;

/**
 * Removes what a crash (SIGKILL, power cut) can leave in the uploads' storage (ADR 0067): files
 * half received in `.incoming` (or half copied beside their key), and a case's files stored whole
 * whose row was never written — which nothing else would ever remove, account deletion included,
 * since it deletes the files its rows name. The same holds for a member's own files. Only files
 * last written more than `orphanFileAgeMs` ago are candidates, so a file whose row is being written
 * right now is never touched; each candidate is deleted only when no `case_files` or
 * `member_files` row names its key.
 */
export async function sweepOrphanFiles(
  deps: SweepDeps,
  now = new Date(),
): Promise<{ leftovers: number; orphans: number }> {
  const before = new Date(now.getTime() - orphanFileAgeMs);
  const leftovers = await deps.fileStorage.removeLeftovers(before);
  let orphans = 0;
  let batch: string[] = [];
  const sweepBatch = async () => {
    if (!batch.length) return;
    const caseRows = await deps.db
      .selectFrom("case_files")
      .select("storage_key")
      .where("storage_key", "in", batch)
      .execute();
    const memberRows = await deps.db
      .selectFrom("member_files")
      .select("storage_key")
      .where("storage_key", "in", batch)
      .execute();
    const recorded = new Set([...caseRows, ...memberRows].map((row) => row.storage_key));
    for (const key of batch) {
      if (recorded.has(key)) continue;
      await deps.fileStorage.delete(key);
      orphans++;
    }
    batch = [];
  };
  for await (const key of deps.fileStorage.listOwnedFileKeys(before)) {
    batch.push(key);
    if (batch.length >= batchSize) await sweepBatch();
  }
  await sweepBatch();
  return { leftovers, orphans };
}
