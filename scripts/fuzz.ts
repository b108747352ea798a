// `npm run fuzz [-- --requests N --minutes M --seed S --concurrency C --settle SECONDS --keep]`: sends malformed requests to
// every endpoint of the production build (run `npm run build` first) and fails on any 5xx or if
// the server dies. Endpoints come from the route tables (Hono's, better-auth's, React Router's),
// so a new endpoint is fuzzed without editing this script. See docs/decisions/0020-fuzzing-every-endpoint.md.
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../server/config.ts";
import { bootRuntime } from "../server/runtime.ts";
import { addAdminBlogExamples } from "./fuzz/admin-blog-examples.ts";
import { addAssistantExamples } from "./fuzz/assistant-examples.ts";
import { addBackOfficeExamples } from "./fuzz/back-office-examples.ts";
import { addCaseExamples } from "./fuzz/case-examples.ts";
import { addCaseItemExamples } from "./fuzz/case-item-examples.ts";
import { addCityComparisonExamples } from "./fuzz/city-comparison-examples.ts";
import { addSitemapExamples, discoverEndpoints, type Endpoint } from "./fuzz/discover-endpoints.ts";
import { addEligibilityExamples } from "./fuzz/eligibility-examples.ts";
import { createFuzzAccounts, type FuzzAccount, signIn } from "./fuzz/fuzz-accounts.ts";
import { nestedJsonRequests } from "./fuzz/nested-json-requests.ts";
import { type FuzzContext, planRequest } from "./fuzz/plan-request.ts";
import { printReport } from "./fuzz/print-report.ts";
import { randomFor } from "./fuzz/random.ts";
import { send } from "./fuzz/raw-request.ts";
import { logErrors, loggedServerErrors, replayFailures } from "./fuzz/replay-failures.ts";
import { startServer } from "./fuzz/server-process.ts";
import { settledRss } from "./fuzz/settled-memory.ts";
import { Tally } from "./fuzz/tally.ts";

const { values } = parseArgs({
  options: {
    seed: { type: "string", default: "1" },
    minutes: { type: "string", default: "3" },
    requests: { type: "string", default: "10000" },
    concurrency: { type: "string", default: "4" },
    // Seconds the server is left idle after the run before its memory is read again (0: skip).
    settle: { type: "string", default: "30" },
    keep: { type: "boolean", default: false },
  },
});
const seed = Number(values.seed);
const maxRequests = Number(values.requests);
const deadline = Date.now() + Number(values.minutes) * 60_000;
const concurrency = Number(values.concurrency);
const settleSeconds = Number(values.settle);
if (![seed, maxRequests, concurrency, settleSeconds].every(Number.isInteger) || !(deadline > Date.now())) {
  console.error("Usage: npm run fuzz -- [--requests N] [--minutes M] [--seed S] [--concurrency C] [--settle SECONDS]");
  process.exit(2);
}
if (!existsSync("build/server/index.js")) {
  console.error("No production build found: run `npm run build` first.");
  process.exit(2);
}

const dataDir = mkdtempSync(join(tmpdir(), "passerelle-fuzz-"));
// The server's own database and secret, prepared in-process first: the API's route table is read
// from a runtime booted on it, and the fuzz accounts are created in it. Then the runtime is shut
// down and the production build starts on the same file.
const database = { url: `file:${join(dataDir, "fuzz.sqlite")}`, authSecret: randomBytes(32).toString("base64url") };
const runtime = await bootRuntime(
  loadConfig({
    NODE_ENV: "production",
    DATABASE_URL: database.url,
    BETTER_AUTH_SECRET: database.authSecret,
    LOG_LEVEL: "silent",
  }),
);
let endpoints: Endpoint[];
let accounts: FuzzAccount[];
try {
  endpoints = await discoverEndpoints(runtime);
  accounts = await createFuzzAccounts(runtime);
  await addCaseExamples(runtime, endpoints, accounts);
  await addCaseItemExamples(runtime, endpoints);
  await addAdminBlogExamples(runtime, endpoints, accounts);
  await addBackOfficeExamples(runtime, endpoints, accounts);
  await addAssistantExamples(runtime, endpoints, accounts);
  await addCityComparisonExamples(runtime, endpoints, accounts);
  await addEligibilityExamples(runtime, endpoints, accounts);
} finally {
  await runtime.shutdown();
}
const server = await startServer(dataDir, database);
const stopOnSignal = async () => {
  await server.stop();
  process.exit(130);
};
process.once("SIGINT", stopOnSignal);
process.once("SIGTERM", stopOnSignal);

/** The run itself; returns whether it failed. The server is stopped whatever happens. */
async function fuzz(): Promise<{ failed: boolean; serverErrors: number; alive: boolean }> {
  const base = `http://127.0.0.1:${server.port}`;
  const sitemapPages = await addSitemapExamples(endpoints, base);
  const first = await signIn(base, accounts, "127.0.0.2");
  const context: FuzzContext = { port: server.port, sessions: first.cookies };
  for (const problem of first.problems) console.log(`signed-in requests limited: ${problem}`);
  console.log(
    `Fuzzing ${endpoints.length} endpoints (${sitemapPages} sitemap pages as real values, ${context.sessions.length} signed-in sessions) on ${base}, server pid ${server.pid}`,
  );

  const tally = new Tally();
  const started = Date.now();
  const rssBefore = server.rssMiB();
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, server.rssMiB() || 0);
  }, 200);
  let next = 0;
  let stoppedBy = `${maxRequests} requests`;

  async function worker() {
    for (;;) {
      if (!server.alive()) {
        stoppedBy = "the server died";
        return;
      }
      if (Date.now() > deadline) {
        stoppedBy = `the ${values.minutes}-minute bound`;
        return;
      }
      const index = next++;
      if (index >= maxRequests) return;
      // Fuzzed requests sign out and revoke sessions now and then: sign in again regularly.
      if (index > 0 && index % 250 === 0) {
        const fresh = await signIn(base, accounts, `127.0.${Math.floor(index / 250) % 250}.3`);
        if (fresh.cookies.length) context.sessions = fresh.cookies;
      }
      const planned = planRequest(endpoints, index, randomFor(seed, index), context);
      const response = await send(server.port, planned.request, planned.timeoutMs);
      tally.record({ index, planned, response });
      if (tally.sent % 1000 === 0) console.log(`  ${tally.sent} requests, ${tally.serverErrors} answered 5xx`);
    }
  }

  await Promise.all(Array.from({ length: concurrency }, worker));
  // Then both deeply nested JSON shapes to every endpoint that takes a body, in turn.
  if (server.alive()) {
    const nested = nestedJsonRequests(endpoints, seed, maxRequests, context);
    for (const [offset, planned] of nested.entries()) {
      const response = await send(server.port, planned.request, planned.timeoutMs);
      tally.record({ index: maxRequests + offset, planned, response });
    }
    console.log(`  ${nested.length} deeply nested JSON bodies sent to every endpoint that takes a body`);
  }
  clearInterval(sampler);

  let healthAfter = "no answer";
  try {
    const health = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5000) });
    healthAfter = String(health.status);
  } catch (error) {
    healthAfter = `no answer (${(error as Error).message})`;
  }
  const rssAfter = server.rssMiB();
  const alive = server.alive() && healthAfter === "200";
  const replayed = alive ? await replayFailures(tally.serverErrorExamples, server) : [];
  const rssSettled = alive && settleSeconds > 0 ? await settledRss(server, settleSeconds) : undefined;
  printReport(
    tally,
    {
      seed,
      seconds: (Date.now() - started) / 1000,
      endpoints: endpoints.length,
      concurrency,
      stoppedBy,
      alive,
      exitReason: server.exitReason() ?? (alive ? undefined : `health check: ${healthAfter}`),
      healthAfter,
      rssBefore,
      rssPeak: Math.max(rssPeak, rssAfter || 0),
      rssAfter,
      rssSettled: rssSettled === undefined ? undefined : { mib: rssSettled, seconds: settleSeconds },
      loggedServerErrors: loggedServerErrors(server.logFile),
    },
    replayed,
    logErrors(server.logFile),
  );
  return { failed: tally.serverErrors > 0 || !alive, serverErrors: tally.serverErrors, alive };
}

let result: Awaited<ReturnType<typeof fuzz>>;
try {
  result = await fuzz();
} finally {
  await server.stop();
}
const { failed, serverErrors, alive } = result;
if (failed) {
  console.log(
    `\nFAILED: ${serverErrors} answers were 5xx${alive ? "" : ", and the server did not survive"}. Replay with --seed ${seed}; the server log is kept in ${dataDir}.`,
  );
} else if (values.keep) {
  console.log(`\nThe database and server log are kept in ${dataDir}.`);
} else {
  rmSync(dataDir, { recursive: true, force: true });
}
if (!failed) console.log("\nOK: no 5xx, and the server stayed up.");
process.exit(failed ? 1 : 0);
