import { defineConfig } from "vitest/config";
import { minifiedScripts } from "./app/lib/minified-script-plugin.ts";
import { putTmpdirInMemory } from "./tests/support/memory-tmpdir.ts";

// Before the test processes start, so they inherit it.
putTmpdirInMemory();

export default defineConfig({
  // Server modules import the page starter through it (ADR 0055).
  plugins: [minifiedScripts()],
  test: {
    // Playwright specs live in tests/e2e and must never be collected by Vitest.
    include: [
      "core/**/*.test.ts",
      "content/**/*.test.ts",
      "server/**/*.test.ts",
      "app/**/*.test.ts",
      "tests/unit/**/*.test.ts",
    ],
    environment: "node",
    // Vitest's default on two cores is one worker; the API tests wait on password hashing (libuv's
    // threads), PostgreSQL and child processes, and two workers ran them in 57 % of the time.
    maxWorkers: 2,
    // A worker runs its test files one after the other in one process, importing each module once
    // (ADR 0096): importing the server's modules again for each of 253 files was 27 % of the suite,
    // 172 s against 106 s on two cores. A file that changes what its process holds for good must
    // undo it (see server/modules/health/draining.api.test.ts).
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
