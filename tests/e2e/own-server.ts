import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../../server/testing/free-port.ts";
import { productionServerEnv, waitForHealth } from "../../server/testing/production-server.ts";
import { e2ePdfCacheDir } from "../support/e2e-browser.ts";

/**
 * The build under test as a server of its own: same snapshot of build/ as the shared server,
 * but its own database, port and settings. For walks that need what the shared server turns off,
 * such as the real per-e-mail limit (playwright.config.ts raises it so walks can reuse addresses).
 * Cookies ignore the port, so the language and consent cookies a walk sets reach it too.
 * Settings that name the server's own address (PUBLIC_URL, for the links in its e-mails) are
 * given as a function of its base URL, known only once its port is chosen.
 */
export type OwnServer = { base: string; databaseFile: string; pid: number; stop(): Promise<void> };

export async function startOwnServer(
  name: string,
  settings: Record<string, string> | ((base: string) => Record<string, string>),
): Promise<OwnServer> {
  const serverDir = process.env.E2E_SERVER_DIR ?? join(import.meta.dirname, "../..");
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `passerelle-${name}-`));
  const databaseFile = join(dataDir, `${name}.sqlite`);
  const base = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, ["build/server/index.js"], {
    cwd: serverDir,
    env: productionServerEnv(port, `file:${databaseFile}`, {
      // No guides printed at start: the site address they print is this server's own, so each
      // would print all six again, seconds of CPU taken from the walks running beside it. One a
      // walk downloads is printed then, into the shared server's cache.
      PDF_WARM_AT_START: "false",
      PDF_CACHE_DIR: e2ePdfCacheDir,
      ...(typeof settings === "function" ? settings(base) : settings),
    }),
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const exited = () => server.exitCode !== null || server.signalCode !== null;
  if (await waitForHealth(base, 100, exited)) return { base, databaseFile, pid: server.pid ?? 0, stop };
  await stop();
  throw new Error(`the ${name} server did not start`);
}
