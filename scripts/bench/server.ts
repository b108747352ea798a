import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";
import { freePort } from "../../server/testing/free-port.ts";
import { productionServerEnv, waitForHealth } from "../../server/testing/production-server.ts";
import { startCommand } from "../../server/testing/start-command.ts";

export type BenchServer = {
  base: string;
  /** The server's Node process: its memory is the report's RSS. */
  pid: number;
  /** The bench's own throwaway SQLite database (the signed-in measure marks its account verified there). */
  databaseFile: string;
  stop(): void;
};

/**
 * The production build started as `npm start` starts it — the same Node flags (the young
 * generation's cap, ADR 0049), the same environment (`NODE_ENV=production`, the allocator's
 * setting) — on a free loopback port, with a fresh
 * database and PDF cache in a temporary folder that `stop` removes. Its own process group, so
 * `stop` ends the server and anything it started (the PDF printing process).
 *
 * It runs from a copy of build/ (as the browser tests do, playwright.config.ts): a rebuild in the
 * same working tree during the minutes the report takes cannot swap the client assets under it.
 * The copy is taken under the build lock when `flock` exists, so it is never half a build.
 */
export async function startBenchServer(): Promise<BenchServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "passerelle-bench-"));
  const databaseFile = join(dataDir, "bench.sqlite");
  // Inside the project, so the server build still resolves its packages from node_modules.
  const serverDir = resolve("node_modules/.cache/passerelle-bench", basename(dataDir));
  mkdirSync(serverDir, { recursive: true });
  snapshotBuild(join(serverDir, "build"));
  if (!existsSync(join(serverDir, "build/server/index.js"))) {
    rmSync(serverDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error("No production build found: run `npm run build` first.");
  }
  const start = startCommand();
  const child: ChildProcess = spawn(process.execPath, [...start.flags, "build/server/index.js"], {
    cwd: serverDir,
    // The checkout measure sends hundreds of purchases, the throughput measure thousands of pages,
    // from one address: the limits have their own tests.
    env: productionServerEnv(port, `file:${databaseFile}`, {
      ...start.env,
      FORM_RATE_LIMIT_PER_MINUTE: "1000000",
      PDF_CACHE_DIR: join(dataDir, "pdf-cache"),
      UPLOADS_DIR: join(dataDir, "uploads"),
    }),
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const pid = child.pid;
  const stop = () => {
    try {
      if (pid) process.kill(-pid, "SIGTERM");
    } catch {}
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(serverDir, { recursive: true, force: true });
  };
  if (!pid) {
    stop();
    throw new Error("the server did not start");
  }
  const base = `http://127.0.0.1:${port}`;
  if (await waitForHealth(base, 200)) return { base, pid, databaseFile, stop };
  stop();
  throw new Error("the server did not answer /api/health within 20 s");
}

function snapshotBuild(target: string): void {
  if (!existsSync("build")) return;
  try {
    execFileSync("flock", ["/tmp/passerelle-build.lock", "cp", "-R", "build", target], { stdio: "pipe" });
  } catch (error) {
    // No `flock` on this machine: copy without the lock.
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    cpSync("build", target, { recursive: true });
  }
}
