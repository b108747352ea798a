import { Agent, request } from "node:http";
import { percentile } from "./percentile.ts";
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

/** What the slices of one line add up to. */
type Tally = { latencies: number[]; failed: number; cacheHits: number; seconds: number };

/**
 * Closed-loop load: `concurrency` clients, each sending its next request as soon as its last one
 * is answered, for `durationMs`, then waiting for the answers still on their way; added to
 * `tally`. Requests per second is what the server sustains with that many requests in flight
 * (answers over the time until the last one, which keeps the server busy to the end: the requests
 * still in flight are served together); the latencies are each request's, send to last byte.
 */
async function closedLoopSlice(
  agent: Agent,
  url: string,
  options: { concurrency: number; durationMs: number; headers?: Record<string, string> },
  tally: Tally,
): Promise<void> {
  const until = performance.now() + options.durationMs;
  const client = async () => {
    while (performance.now() < until) {
      const sent = performance.now();
      const answer = await get(agent, url, options.headers ?? {});
      if (!answer.ok) {
        tally.failed++;
        continue;
      }
      tally.latencies.push(performance.now() - sent);
      if (answer.hit) tally.cacheHits++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: options.concurrency }, client));
  tally.seconds += (performance.now() - started) / 1000;
}

function summary(concurrency: number, tally: Tally): Throughput {
  const latencies = [...tally.latencies].sort((a, b) => a - b);
  return {
    concurrency,
    requests: latencies.length,
    failed: tally.failed,
    rps: latencies.length / tally.seconds,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    cacheHits: tally.cacheHits,
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
 * The addresses of the throughput section at each level of concurrency: the server's cheapest
 * answer (`/api/health`) against a page from the cache, the home page, a page rendered for every
 * request, and one for a signed-in member (which no cache may serve). Each line's time is cut into
 * one-second slices taken in turn (health, then each page, again and again): on a shared machine
 * the load from elsewhere comes and goes within seconds, and interleaving gives every address the
 * same share of it, so the ratios to health stay meaningful when the absolute figures are not.
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
  const slices = Math.max(1, Math.round(options.durationMs / 1000));
  const rows: ThroughputRow[] = [];
  for (const concurrency of options.concurrencies) {
    const tallies = targets.map((): Tally => ({ latencies: [], failed: 0, cacheHits: 0, seconds: 0 }));
    for (let slice = 0; slice < slices; slice++) {
      for (const [index, target] of targets.entries()) {
        // Fresh connections per slice: an idle kept-alive one may be closed by the server (its
        // keep-alive timeout) while the other addresses' slices run, and fail the next request.
        const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
        const sliceOptions = { concurrency, durationMs: options.durationMs / slices, headers: target.headers };
        try {
          await closedLoopSlice(agent, `${base}${target.path}`, sliceOptions, tallies[index] as Tally);
        } finally {
          agent.destroy();
        }
      }
    }
    const results = tallies.map((tally) => summary(concurrency, tally));
    const health = results[0]?.rps ?? Number.NaN;
    for (const [index, target] of targets.entries()) {
      const result = results[index] as Throughput;
      rows.push({ target, result, ratio: result.rps / health });
    }
  }
  return rows;
}

export function reportThroughput(report: Report, rows: ThroughputRow[], durationMs: number): void {
  report.heading("Throughput");
  report.paragraph(
    `Closed loop: N clients, each sending its next GET when the last one is answered, ${durationMs / 1000} s per line in one-second slices taken in turn with the other lines of the same concurrency, ` +
      "`accept-encoding: gzip, br`, bodies read to the end. req/s = answers over the time the slices took; latency from send to last byte. " +
      "Ratio = the page's req/s over `/api/health`'s at the same concurrency. " +
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
    "Goal: ratio ≥ 0.5 for anonymous visitors of public pages (the cached page, the home page) at 16 concurrent; before the performance work of ADRs 0046-0056, 0.077 for the home page and 0.08 for a visa page.",
  );
}
