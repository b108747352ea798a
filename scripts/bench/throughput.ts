import { Agent, request } from "node:http";
import { ms, type Report } from "./report.ts";

export type Throughput = {
  concurrency: number;
  requests: number;
  /** Answers that were not 2xx, or connections that failed: not counted in req/s. */
  failed: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers served from the page cache (`x-page-cache: hit`) among the successful ones. */
  cacheHits: number;
};

/** p-th percentile of measured milliseconds (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

// What a browser sends: the server may answer gzip or Brotli, as it would to a visitor.
const browserHeaders = { "accept-encoding": "gzip, br", "accept-language": "en" };

/**
 * One GET over a kept-alive connection; the body is read to its end but not decoded. node:http
 * rather than fetch, which would decompress every body in this process, on the same two cores as
 * the server: the load generator should cost as little as it can.
 */
function get(agent: Agent, url: string, headers: Record<string, string>): Promise<{ ok: boolean; hit: boolean }> {
  return new Promise((resolve) => {
    const outgoing = request(url, { agent, headers: { ...browserHeaders, ...headers } }, (response) => {
      const status = response.statusCode ?? 0;
      const hit = response.headers["x-page-cache"] === "hit";
      response.resume();
      response.on("end", () => resolve({ ok: status >= 200 && status < 300, hit }));
      response.on("error", () => resolve({ ok: false, hit: false }));
    });
    outgoing.on("error", () => resolve({ ok: false, hit: false }));
    outgoing.end();
  });
}

/**
 * Closed-loop load: `concurrency` clients, each sending its next request as soon as its last one
 * is answered, for `durationMs`. Requests per second is what the server sustains at that many
 * requests in flight; the latencies are each request's, send to last byte.
 */
export async function closedLoop(
  base: string,
  path: string,
  options: { concurrency: number; durationMs: number; headers?: Record<string, string> },
): Promise<Throughput> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency });
  const latencies: number[] = [];
  let failed = 0;
  let cacheHits = 0;
  const until = performance.now() + options.durationMs;
  const client = async () => {
    while (performance.now() < until) {
      const sent = performance.now();
      const answer = await get(agent, `${base}${path}`, options.headers ?? {});
      if (!answer.ok) {
        failed++;
        continue;
      }
      latencies.push(performance.now() - sent);
      if (answer.hit) cacheHits++;
    }
  };
  const started = performance.now();
  try {
    await Promise.all(Array.from({ length: options.concurrency }, client));
  } finally {
    agent.destroy();
  }
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    concurrency: options.concurrency,
    requests: latencies.length,
    failed,
    rps: latencies.length / seconds,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    cacheHits,
  };
}

/** A few sequential requests first, so the measure is not about a cold path (the first render, an empty cache). */
export async function warmUp(base: string, path: string, headers: Record<string, string> = {}, times = 20) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (let i = 0; i < times; i++) await get(agent, `${base}${path}`, headers);
  } finally {
    agent.destroy();
  }
}

type Target = { name: string; path: string; headers?: Record<string, string> };
export type ThroughputRow = { target: Target; result: Throughput; ratio: number };

/**
 * The addresses of the throughput section at each level of concurrency, `/api/health` first
 * at each level so every page's ratio compares with a health figure taken moments before: the
 * server's cheapest answer against a page from the cache, one rendered for every request, and one
 * for a signed-in member (which no cache may serve).
 */
export async function measureThroughput(
  base: string,
  pages: { cachedPath: string; homePath: string; uncachedPath: string; signedInPath: string; cookie: string },
  options: { durationMs: number; concurrencies: number[] },
): Promise<ThroughputRow[]> {
  const targets: Target[] = [
    { name: "health", path: "/api/health" },
    { name: "cached public page", path: pages.cachedPath },
    // The first figure was the home page's ratio: the bare, language-negotiating address.
    { name: "home page", path: pages.homePath },
    { name: "uncached page", path: pages.uncachedPath },
    { name: "signed-in page", path: pages.signedInPath, headers: { cookie: pages.cookie } },
  ];
  for (const target of targets) await warmUp(base, target.path, target.headers);
  const rows: ThroughputRow[] = [];
  for (const concurrency of options.concurrencies) {
    let health = Number.NaN;
    for (const target of targets) {
      const result = await closedLoop(base, target.path, { ...options, concurrency, headers: target.headers });
      if (target.path === "/api/health") health = result.rps;
      rows.push({ target, result, ratio: result.rps / health });
    }
  }
  return rows;
}

export function reportThroughput(report: Report, rows: ThroughputRow[], durationMs: number): void {
  report.heading("Throughput");
  report.paragraph(
    `Closed loop: N clients, each sending its next GET when the last one is answered, ${durationMs / 1000} s per line, ` +
      "`accept-encoding: gzip, br`, bodies read to the end; latency from send to last byte. " +
      "Ratio = the page's req/s over `/api/health`'s at the same concurrency, measured just before it. " +
      "Cache hits = answers with `x-page-cache: hit`.",
  );
  report.table(
    ["page", "address", "concurrent", "req/s", "p50 ms", "p99 ms", "ratio to health", "cache hits", "failed"],
    rows.map(({ target, result, ratio }) => [
      target.name,
      `\`${target.path}\``,
      result.concurrency,
      result.rps.toFixed(0),
      ms(result.p50Ms),
      ms(result.p99Ms),
      ratio.toFixed(3),
      result.requests ? `${((result.cacheHits / result.requests) * 100).toFixed(0)} %` : "n/a",
      result.failed,
    ]),
    "llrrrrrrr",
  );
  report.paragraph(
    "Goal (issue 17): ratio ≥ 0.5 for anonymous visitors of public pages (the cached page, the home page) at 16 concurrent; before issue 17, 0.077 for the home page and 0.08 for a visa page.",
  );
}
