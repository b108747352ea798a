import { readdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";

/**
 * Removes the files directly in `dir` last written before `before` whose name `matches`; returns how
 * many went. A missing folder holds nothing; a file that goes in the meantime is not an error.
 * By last write (mtime), not by creation: a file still being written is never old (ADR 0067).
 */
export async function removeFilesWrittenBefore(
  dir: string,
  before: Date,
  matches: (name: string) => boolean = () => true,
): Promise<number> {
  let removed = 0;
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    if (!entry.isFile() || !matches(entry.name)) continue;
    const path = join(dir, entry.name);
    const written = await stat(path).catch(() => null);
    if (!written || written.mtime >= before) continue;
    await rm(path, { force: true });
    removed++;
  }
  return removed;
}
