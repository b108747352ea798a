// `npm run bench`: measures the production build of the home page on this machine.
//  - first-load JavaScript: every script Chromium loads for the home page until it is hydrated,
//    gzip bytes (needs /usr/bin/chromium, as the browser tests do);
//  - server-rendered requests per second for "/" against "/api/health" in the same run (a ratio,
//    so the figure means something across machines);
//  - checkout-session creation with the built-in test provider (p50/p99 at 20 concurrent) and the
//    time to serve a cached guide PDF (scripts/bench/commerce.ts);
//  - the city comparison's own JavaScript beyond the home page's, its page and SVG sizes, and
//    Lighthouse mobile scores for it (scripts/bench/city-comparison.ts);
//  - Lighthouse mobile scores for a blog post (scripts/bench/blog.ts);
//  - the assistant page's own JavaScript beyond the home page's (scripts/bench/assistant-page.ts);
//  - the assistant's retrieval hit rate, its misses and time to first streamed text, in-process
//    (scripts/bench/assistant.ts; alone: `npm run bench:assistant`);
//  - resident memory of the server after the load.
// Run `npm run build` first. Figures vary with the machine: compare runs, never assert in tests.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { freePort } from "../server/testing/free-port.ts";
import { waitForHydration } from "../tests/e2e/hydration.ts";
import { benchAssistant } from "./bench/assistant.ts";
import { benchAssistantPage } from "./bench/assistant-page.ts";
import { benchBlogPost } from "./bench/blog.ts";
import { benchCityComparison } from "./bench/city-comparison.ts";
import { cachedGuideLatency, checkoutLatency } from "./bench/commerce.ts";
import { startNodeFlags } from "./bench/start-flags.ts";

const durationMs = Number(process.env.BENCH_SECONDS ?? 5) * 1000;
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);

if (!existsSync("build/server/index.js")) {
  console.error("No production build found: run `npm run build` first.");
  process.exit(1);
}

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), "passerelle-bench-"));
const base = `http://127.0.0.1:${port}`;
// Started as `npm start` starts it: the same Node flags (the young generation's cap, ADR 0049).
const server = spawn(process.execPath, [...startNodeFlags(), "build/server/index.js"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    DATABASE_URL: `file:${join(dataDir, "bench.sqlite")}`,
    LOG_LEVEL: "warn",
    // The checkout measure sends hundreds of purchases from one address: the limit has its own tests.
    FORM_RATE_LIMIT_PER_MINUTE: "1000000",
    PDF_CACHE_DIR: join(dataDir, "pdf-cache"),
  },
  stdio: ["ignore", "ignore", "inherit"],
  detached: true,
});

async function waitUntilUp() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("server did not start");
}

/**
 * Every script a real browser fetches for the home page until it is hydrated and the network is
 * quiet (the page's JavaScript starts after the first paint, and the catalogue of the page's
 * language comes after the entry): the bytes a first visit costs before the page is interactive.
 */
async function firstLoadJavaScript() {
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
  const urls = new Set<string>();
  try {
    const page = await browser.newPage();
    page.on("request", (request) => {
      if (request.resourceType() === "script") urls.add(request.url());
    });
    await page.goto(`${base}/`, { waitUntil: "networkidle" });
    await waitForHydration(page);
  } finally {
    await browser.close();
  }
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: urls.size, raw, gzip };
}

/** Closed-loop load: `concurrency` clients, each sending its next request when the last answered. */
async function requestsPerSecond(path: string) {
  const until = performance.now() + durationMs;
  let done = 0;
  let failed = 0;
  const client = async () => {
    while (performance.now() < until) {
      const response = await fetch(`${base}${path}`, { headers: { "accept-encoding": "gzip" } });
      await response.arrayBuffer();
      if (response.ok) done++;
      else failed++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, client));
  return { rps: done / ((performance.now() - started) / 1000), failed };
}

function rssMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

try {
  await waitUntilUp();
  const js = await firstLoadJavaScript();
  // Warm up both paths so the comparison is not about first-request costs.
  for (let i = 0; i < 50; i++) {
    await (await fetch(`${base}/`)).arrayBuffer();
    await (await fetch(`${base}/api/health`)).arrayBuffer();
  }
  const health = await requestsPerSecond("/api/health");
  const home = await requestsPerSecond("/");
  const checkout = await checkoutLatency(base);
  const guide = await cachedGuideLatency(base);
  const rss = server.pid ? rssMegabytes(server.pid) : Number.NaN;

  console.log(
    `Passerelle benchmark (${durationMs / 1000} s per path, ${concurrency} concurrent clients, Node ${process.version})`,
  );
  console.log(
    `home first-load JavaScript: ${(js.gzip / 1024).toFixed(1)} KiB gzip (${(js.raw / 1024).toFixed(1)} KiB raw, ${js.files} files)`,
  );
  console.log(`GET /api/health: ${health.rps.toFixed(0)} req/s${health.failed ? ` (${health.failed} failed)` : ""}`);
  console.log(`GET / (server-rendered): ${home.rps.toFixed(0)} req/s${home.failed ? ` (${home.failed} failed)` : ""}`);
  console.log(`ratio home / health: ${(home.rps / health.rps).toFixed(3)}`);
  console.log(
    `checkout-session creation (test provider, 20 concurrent, ${checkout.count} requests): p50 ${checkout.p50.toFixed(1)} ms, p99 ${checkout.p99.toFixed(1)} ms${checkout.failed ? ` (${checkout.failed} failed)` : ""}`,
  );
  console.log(
    `cached guide PDF (${(guide.bytes / 1024).toFixed(0)} KiB; first request ${guide.firstMs.toFixed(0)} ms, status ${guide.firstStatus}): p50 ${guide.p50.toFixed(1)} ms, p99 ${guide.p99.toFixed(1)} ms over ${guide.count} at 20 concurrent${guide.failed ? ` (${guide.failed} failed)` : ""}`,
  );
  console.log(`server resident memory after load: ${rss.toFixed(0)} MiB`);
  // After the memory reading: Lighthouse and its browser would only blur it.
  await benchCityComparison(base);
  await benchBlogPost(base);
  await benchAssistantPage(base);
  await benchAssistant();
} finally {
  if (server.pid) process.kill(-server.pid, "SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}
