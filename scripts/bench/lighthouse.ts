// Lighthouse is not a dependency (it weighs about 170 MB): it comes through `npx -y
// lighthouse@13.5.0`, pinned so two reports compare, and when it cannot run the report says why
// instead of failing. Mobile is its default form factor and throttling: what the report measures.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromiumFlags } from "./first-load.ts";
import { progress, type Report } from "./report.ts";
import { type BenchRoute, inLanguage } from "./routes.ts";

export const lighthouseCategories = ["performance", "accessibility", "best-practices", "seo"] as const;

export type LighthouseResult =
  | {
      ok: true;
      /** 0-100 per category, as Lighthouse shows them. */
      scores: Record<(typeof lighthouseCategories)[number], number>;
      lcpMs: number;
      tbtMs: number;
      cls: number;
    }
  | { ok: false; reason: string };

type LighthouseJson = {
  categories?: Record<string, { score: number | null }>;
  audits?: Record<string, { numericValue?: number; errorMessage?: string }>;
  runtimeError?: { code?: string; message?: string };
};

function runNpx(args: string[], timeoutMs: number): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn("npx", args, {
      env: { ...process.env, CHROME_PATH: "/usr/bin/chromium" },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr = `${stderr}${chunk}`.slice(-4000);
    });
    const timer = setTimeout(() => child.kill("SIGTERM"), timeoutMs);
    child.on("error", (error) => {
      clearTimeout(timer);
      resolve({ code: -1, stderr: error.message });
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

/** One Lighthouse 13.5.0 mobile run on `url`: the four categories, LCP, TBT and CLS. */
export async function lighthouse(url: string, timeoutMs = 300_000): Promise<LighthouseResult> {
  const dir = mkdtempSync(join(tmpdir(), "passerelle-lighthouse-"));
  const report = join(dir, "report.json");
  try {
    const outcome = await runNpx(
      [
        "-y",
        "lighthouse@13.5.0",
        url,
        `--chrome-flags=--headless=new ${chromiumFlags.join(" ")}`,
        `--only-categories=${lighthouseCategories.join(",")}`,
        "--output=json",
        `--output-path=${report}`,
        "--quiet",
      ],
      timeoutMs,
    );
    let parsed: LighthouseJson;
    try {
      parsed = JSON.parse(readFileSync(report, "utf8"));
    } catch {
      const lastLines = outcome.stderr.trim().split("\n").slice(-3).join(" / ");
      return { ok: false, reason: `no report (exit ${outcome.code}${lastLines ? `: ${lastLines}` : ""})` };
    }
    const scores = {} as Record<(typeof lighthouseCategories)[number], number>;
    for (const category of lighthouseCategories) {
      const score = parsed.categories?.[category]?.score;
      if (typeof score !== "number")
        return { ok: false, reason: `the report has no ${category} score${whyNoScore(parsed)}` };
      scores[category] = Math.round(score * 100);
    }
    const audit = (id: string) => parsed.audits?.[id]?.numericValue ?? Number.NaN;
    return {
      ok: true,
      scores,
      lcpMs: audit("largest-contentful-paint"),
      tbtMs: audit("total-blocking-time"),
      cls: audit("cumulative-layout-shift"),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** What Lighthouse says went wrong: its runtime error, or the first audit that could not be computed. */
function whyNoScore(parsed: LighthouseJson): string {
  const failedAudit = Object.entries(parsed.audits ?? {}).find(([, audit]) => audit.errorMessage);
  const why = parsed.runtimeError?.code ?? (failedAudit ? `${failedAudit[0]}: ${failedAudit[1].errorMessage}` : "");
  return why ? ` (${why.slice(0, 160)})` : "";
}

export type LighthouseRow = {
  route: BenchRoute;
  address: string;
  /** The run with the median performance score, or why none gave scores. */
  result: LighthouseResult;
  /** Every run's performance score, in run order (the spread the median was taken from). */
  performanceScores: number[];
  /** Runs that gave no scores (each was run again once). */
  failedRuns: number;
};

/**
 * How many Lighthouse runs each address gets (`BENCH_LIGHTHOUSE_RUNS`, default 3). One run's TBT
 * moves by hundreds of milliseconds on a shared two-core machine (the same build of the Arabic
 * visa page read 83 to 99), so the report gives the median run, as Lighthouse's own guidance on
 * variability advises.
 */
export function lighthouseRuns(value = process.env.BENCH_LIGHTHOUSE_RUNS): number {
  const runs = Number(value ?? 3);
  return Number.isInteger(runs) && runs >= 1 && runs <= 15 ? runs : 3;
}

/** The run with the median performance score (the lower middle for an even count); null for none. */
export function medianRun<Run extends { scores: { performance: number } }>(runs: readonly Run[]): Run | null {
  if (runs.length === 0) return null;
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? null;
}

/**
 * Each page in English then Arabic (`?lang=en`, `?lang=ar`: the right-to-left page and its font),
 * `runs` runs an address, one at a time.
 */
export async function measureLighthouse(
  base: string,
  routes: BenchRoute[],
  runs = lighthouseRuns(),
): Promise<LighthouseRow[]> {
  const rows: LighthouseRow[] = [];
  for (const route of routes) {
    for (const language of ["en", "ar"]) {
      const address = inLanguage(language === "ar" ? (route.arabicPath ?? route.path) : route.path, language);
      const scored: Extract<LighthouseResult, { ok: true }>[] = [];
      let failedRuns = 0;
      let lastFailure: LighthouseResult = { ok: false, reason: "not run" };
      for (let run = 1; run <= runs; run++) {
        progress(`Lighthouse ${address} (${run}/${runs})`);
        // A run without scores happens now and then in headless Chromium (the same page scores on
        // the next run): such a run is run once more, and the report counts them.
        let result = await lighthouse(`${base}${address}`);
        if (!result.ok) {
          failedRuns++;
          result = await lighthouse(`${base}${address}`);
        }
        if (result.ok) scored.push(result);
        else lastFailure = result;
      }
      rows.push({
        route,
        address,
        result: medianRun(scored) ?? lastFailure,
        performanceScores: scored.map((result) => result.scores.performance),
        failedRuns,
      });
    }
  }
  return rows;
}

export function reportLighthouse(report: Report, rows: LighthouseRow[]): void {
  report.heading("Lighthouse mobile");
  report.paragraph(
    "Lighthouse 13.5.0 (`npx -y lighthouse@13.5.0`, Chromium headless), mobile form factor and its simulated throttling. Each line is the run with the median performance score of several (`BENCH_LIGHTHOUSE_RUNS`, default 3; every run's score in the last column); a run that gave no scores was run again, and the address says how many did. " +
      "LCP = largest contentful paint, TBT = total blocking time (both simulated on a slow phone), CLS = cumulative layout shift. " +
      "A blog article with no Arabic version is measured in Arabic by the blog's list (its address says so).",
  );
  report.table(
    ["page", "address", "performance", "accessibility", "best-practices", "seo", "LCP ms", "TBT ms", "CLS", "runs"],
    rows.map(({ route, address, result, performanceScores, failedRuns }) =>
      result.ok
        ? [
            route.name,
            `\`${address}\`${failedRuns > 0 ? ` (${failedRuns} run(s) again)` : ""}`,
            result.scores.performance,
            result.scores.accessibility,
            result.scores["best-practices"],
            result.scores.seo,
            result.lcpMs.toFixed(0),
            result.tbtMs.toFixed(0),
            result.cls.toFixed(3),
            performanceScores.join(", "),
          ]
        : [route.name, `\`${address}\``, `not measured: ${result.reason}`, "", "", "", "", "", "", ""],
    ),
    "llrrrrrrrl",
  );
  report.paragraph(
    "Goals: performance 100 on home and visa pages (97 / 95 before the performance work of ADRs 0046-0056), ≥ 98 on the Arabic home with CLS < 0.02 (88 and 0.179 before); SEO 100 on every page; ≥ 98 in every category on the blog post and the city comparison.",
  );
}
