import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";

/** Removes what playwright.config.ts created for this run: the database directory and the build snapshot. */
export default function globalTeardown(): void {
  const file = process.env.E2E_DATABASE_FILE;
  const serverDir = process.env.E2E_SERVER_DIR;
  const snapshots = join(import.meta.dirname, "../../node_modules/.cache/passerelle-e2e");
  if (serverDir && dirname(serverDir) === snapshots) {
    rmSync(serverDir, { recursive: true, force: true });
  }
  if (!file) return;
  const dir = dirname(file);
  if (dirname(dir) !== tmpdir() || !basename(dir).startsWith("passerelle-e2e-")) return;
  if (process.env.E2E_KEEP_DATABASE) {
    console.log(`E2E database kept at ${file}`);
    return;
  }
  rmSync(dir, { recursive: true, force: true });
}
