// `npm run bench`: the performance report (ADR 0051; README "Performance report"). A
// Markdown report on stdout, and in the file `BENCH_REPORT` names if set, of the production build
// on this machine, in the order it is measured:
//  1. first-load JavaScript and HTML per page (Chromium, scripts/bench/first-load.ts);
//  2. throughput at 16 and 100 concurrent clients: /api/health, a cached public page, the home
//     page, an uncached page and a signed-in page (scripts/bench/throughput.ts, session.ts);
//  3. the server's resident memory after that load and the checkout and PDF load, and again
//     10 s later, idle (memory.ts);
//  4. Lighthouse mobile, each page in English and Arabic (lighthouse.ts), after the memory reading,
//     which its browser would blur;
//  5. PDF printing: five invoices and every guide from an empty cache, time, CPU and memory of
//     the printing processes (pdf-printing.ts);
//  6. other measures of earlier issues: checkout, cached guide PDF, the comparison's SVG, the
//     assistant's retrieval, the eligibility engine (commerce.ts, city-comparison.ts, assistant.ts,
//     eligibility.ts).
// Run `npm run build` first. Figures vary with the machine: compare runs, never assert in tests.
import { execFileSync } from "node:child_process";
import { availableParallelism } from "node:os";
import { measureAssistant } from "./bench/assistant.ts";
import { comparisonSvgSizes } from "./bench/city-comparison.ts";
import { cachedGuideLatency, checkoutLatency } from "./bench/commerce.ts";
import { measureEligibility } from "./bench/eligibility.ts";
import { measureFirstLoad, reportFirstLoad } from "./bench/first-load.ts";
import { measureLighthouse, reportLighthouse } from "./bench/lighthouse.ts";
import { residentMebibytes } from "./bench/memory.ts";
import { reportOtherMeasures } from "./bench/other-measures.ts";
import { measurePdfPrinting, reportPdfPrinting } from "./bench/pdf-printing.ts";
import { createReport, progress } from "./bench/report.ts";
import { benchRoutes, inLanguage } from "./bench/routes.ts";
import { startBenchServer } from "./bench/server.ts";
import { signedInCookie } from "./bench/session.ts";
import { measureThroughput, reportThroughput } from "./bench/throughput.ts";

const durationMs = Number(process.env.BENCH_SECONDS ?? 5) * 1000;
/** The wait before the second memory reading (V8 starts its memory reducer 8 s after the load). */
const settleMs = 10_000;
const withLighthouse = process.env.BENCH_LIGHTHOUSE !== "0";

function commit(): string {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8", stdio: "pipe" }).trim();
  } catch {
    return "unknown";
  }
}

const started = performance.now();
const server = await startBenchServer();
const report = createReport();
try {
  report.heading("Passerelle performance report", 1);
  report.table(
    ["date", "commit", "Node", "CPUs", "seconds per throughput line"],
    [[new Date().toISOString(), commit(), process.version, availableParallelism(), durationMs / 1000]],
  );
  const routes = await benchRoutes(server.base);

  progress("first-load JavaScript");
  reportFirstLoad(report, await measureFirstLoad(server.base, routes));

  progress("throughput");
  const visa = routes.find((route) => route.name === "visa page")?.path ?? "/visa";
  const pages = {
    cachedPath: inLanguage(visa, "en"),
    homePath: "/",
    uncachedPath: "/visa?q=student&lang=en",
    signedInPath: "/profile",
    cookie: await signedInCookie(server.base, server.databaseFile),
  };
  reportThroughput(
    report,
    await measureThroughput(server.base, pages, { durationMs, concurrencies: [16, 100] }),
    durationMs,
  );

  progress("checkout and guide PDF");
  const checkout = await checkoutLatency(server.base);
  const guide = await cachedGuideLatency(server.base);
  report.heading("Server memory");
  const afterLoad = residentMebibytes(server.pid);
  // What the server keeps once idle: V8's memory reducer starts 8 s after the allocation stops.
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  report.table(
    ["measure", "MiB"],
    [
      ["resident memory (RSS) after the load", afterLoad.toFixed(0)],
      [`the same, ${settleMs / 1000} s later, idle`, residentMebibytes(server.pid).toFixed(0)],
    ],
    "lr",
  );
  report.paragraph(
    "Read at once after the throughput, checkout and PDF load, no forced collection (ADR 0049): garbage not yet collected is in it, and it grows with the rate of the last load, not only with what the server holds. The second line is what the server keeps once idle, without a forced collection either. Goal, on the first line: < 250 MiB (366-438 before the memory work of ADR 0049).",
  );

  if (withLighthouse) {
    const pagesForLighthouse = routes.filter((route) => route.name !== "assistant");
    reportLighthouse(report, await measureLighthouse(server.base, pagesForLighthouse));
  } else {
    report.heading("Lighthouse mobile");
    report.paragraph("Skipped (BENCH_LIGHTHOUSE=0).");
  }

  progress("PDF printing");
  // The bench's server is this process's child too: its memory is not the printing's.
  reportPdfPrinting(report, await measurePdfPrinting(server.pid));

  progress("other measures");
  const svg = await comparisonSvgSizes(server.base);
  reportOtherMeasures(report, {
    checkout,
    guide,
    svg,
    assistant: await measureAssistant(),
    eligibility: measureEligibility(),
  });
  const seconds = Math.round((performance.now() - started) / 1000);
  report.paragraph(`Report measured in ${Math.floor(seconds / 60)} min ${seconds % 60} s.`);
  report.save(process.env.BENCH_REPORT);
} finally {
  server.stop();
}
