import { mkdirSync, statfsSync } from "node:fs";

/**
 * Test scratch space (os.tmpdir(): test databases, uploads, build snapshots) in memory when the
 * machine has room there. Every SQLite commit in a test is fsynced (synchronous = FULL, as in
 * production); on a disk that was a third of the unit suite's time, on tmpfs it costs nothing.
 * What the tests check is unchanged: a killed process leaves its writes in the page cache either
 * way, and no test can pull the power. A TMPDIR set by the caller is kept.
 */
export function putTmpdirInMemory(): void {
  if (process.env.TMPDIR || process.platform !== "linux") return;
  const shm = "/dev/shm";
  try {
    const { bavail, bsize } = statfsSync(shm);
    if (bavail * bsize < 2 * 1024 ** 3) return;
  } catch {
    return;
  }
  const dir = `${shm}/passerelle-tests`;
  mkdirSync(dir, { recursive: true, mode: 0o1777 });
  process.env.TMPDIR = dir;
}
