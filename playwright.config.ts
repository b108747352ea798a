import { cpSync, existsSync, mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { defineConfig } from "@playwright/test";
import { axeScriptPath, chromiumArgs, e2eChromiumPath, e2ePdfCacheDir } from "./tests/support/e2e-browser.ts";
import { putTmpdirInMemory } from "./tests/support/memory-tmpdir.ts";

/**
 * Browser tests against the production build (`npm run build` first; this config never builds).
 *
 * Each run gets a fresh SQLite database in a new temporary directory, and the server runs from a
 * snapshot of build/ taken when the run starts, so a rebuild in the same working tree during the
 * run cannot swap the client assets under the running server. The config is evaluated again in
 * every worker process, so both are created once, in the main process, and handed down through
 * the environment (workers inherit it). Tests read E2E_DATABASE_FILE to check stored rows;
 * tests/e2e/global-teardown.ts removes both afterwards.
 */
const root = import.meta.dirname;
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;

// The server's SQLite database and build snapshot in memory (see the function); workers inherit it.
putTmpdirInMemory();

if (!process.env.E2E_DATABASE_FILE || !process.env.E2E_SERVER_DIR) {
  if (!existsSync(join(root, "build/server/index.js"))) {
    throw new Error("No production build: run `npm run build` before `npm run test:e2e`.");
  }
  const dir = mkdtempSync(join(tmpdir(), `passerelle-e2e-${Date.now()}-`));
  process.env.E2E_DATABASE_FILE = join(dir, "e2e.sqlite");
  // Inside the project, so the server build still resolves its packages from node_modules.
  const serverDir = join(root, "node_modules/.cache/passerelle-e2e", basename(dir));
  mkdirSync(serverDir, { recursive: true });
  cpSync(join(root, "build"), join(serverDir, "build"), { recursive: true });
  // axe for the walks' accessibility checks, served by this copy of the build only (support.ts).
  cpSync(join(root, "node_modules/axe-core/axe.min.js"), join(serverDir, "build/client", axeScriptPath));
  process.env.E2E_SERVER_DIR = serverDir;
}
const databaseFile = process.env.E2E_DATABASE_FILE;
const serverDir = process.env.E2E_SERVER_DIR;

export default defineConfig({
  testDir: "tests/e2e",
  // Removes the temporary database and build snapshot afterwards (E2E_KEEP_DATABASE=1 keeps them).
  globalTeardown: "./tests/e2e/global-teardown.ts",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: "list",
  timeout: 30_000,
  expect: { timeout: 5_000 },
  outputDir: "test-results",
  use: {
    browserName: "chromium",
    baseURL,
    viewport: { width: 1280, height: 800 },
    locale: "en-US",
    // Tracing costs about a quarter of the suite's CPU time: turn it on when debugging with
    // `npx playwright test --trace retain-on-failure`.
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: {
      // Chromium's headless build when installed (tests/support/e2e-browser.ts).
      executablePath: e2eChromiumPath,
      args: chromiumArgs,
    },
  },
  webServer: {
    // The project's own Node 24 (the machine's `node` may be older); same as `npx node`.
    command: `"${join(root, "node_modules/.bin/node")}" build/server/index.js`,
    cwd: serverDir,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 30_000,
    // Warnings and errors only (LOG_LEVEL below): a failed walk then shows what the server saw.
    stdout: "pipe",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    env: {
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_URL: `file:${databaseFile}`,
      LOG_LEVEL: "warn",
      FORM_RATE_LIMIT_PER_MINUTE: "1000",
      // Walks reuse a few e-mail addresses on the forms; the limits are tested in the API suites.
      FORM_RATE_LIMIT_PER_EMAIL_PER_HOUR: "1000",
      WIZARD_RATE_LIMIT_PER_MINUTE: "1000",
      // Every browser test signs in from 127.0.0.1; the limits themselves are tested in the API suites.
      AUTH_RATE_LIMIT_PER_MINUTE: "1000",
      E2E_DATABASE_FILE: databaseFile,
      PDF_CACHE_DIR: e2ePdfCacheDir,
    },
  },
});
