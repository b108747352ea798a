// The city comparison's figures of `npm run bench` (issue 13, ADR 0030): the JavaScript its route
// adds to what the home page already loads, and Lighthouse's mobile scores for a three-city
// comparison. Lighthouse is not a dependency (it weighs about 170 MB): it comes through
// `npx -y lighthouse@13.5.0`, and when it cannot run the bench says why instead of failing.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { waitForHydration } from "../../tests/e2e/hydration.ts";

export const comparisonPath = "/city-comparison?cities=paris,lyon,nice";

const chromiumFlags = [
  "--no-sandbox",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Every script Chromium requests for a page until it is hydrated and the network is quiet. */
async function scriptsOf(base: string, path: string): Promise<Set<string>> {
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: chromiumFlags });
  const urls = new Set<string>();
  try {
    const page = await browser.newPage();
    page.on("request", (request) => {
      if (request.resourceType() === "script") urls.add(request.url());
    });
    await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
    await waitForHydration(page);
  } finally {
    await browser.close();
  }
  return urls;
}

/**
 * The comparison's own JavaScript: the scripts a first visit to the comparison loads that a first
 * visit to the home page does not (the route's chunk and what only it imports), gzip level 9 as
 * the home page's first-load figure is measured. Another page's, given its path (the assistant's).
 */
export async function comparisonRouteJavaScript(base: string, path = comparisonPath) {
  const home = await scriptsOf(base, "/");
  const comparison = await scriptsOf(base, path);
  const extra = [...comparison].filter((url) => !home.has(url));
  let raw = 0;
  let gzip = 0;
  for (const url of extra) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: extra.map((url) => new URL(url).pathname), raw, gzip };
}

/** The comparison page's server-rendered HTML and the SVG in it (the map and a chart), in bytes. */
export async function comparisonPageSizes(base: string) {
  const overview = await (await fetch(`${base}${comparisonPath}`)).text();
  const costs = await (await fetch(`${base}${comparisonPath}&tab=costs`)).text();
  const svgBytes = (html: string) =>
    [...html.matchAll(/<svg\b[^>]*role="img"[\s\S]*?<\/svg>/g)].map((match) => Buffer.byteLength(match[0]));
  return {
    overviewHtml: Buffer.byteLength(overview),
    overviewHtmlGzip: gzipSync(overview, { level: 9 }).length,
    mapSvg: svgBytes(overview)[0] ?? 0,
    costsChartSvg: svgBytes(costs)[0] ?? 0,
  };
}

export type LighthouseResult = { ok: true; scores: Record<string, number> } | { ok: false; reason: string };

const categories = ["performance", "accessibility", "best-practices", "seo"];

/** Lighthouse 13.5.0, mobile (its default form factor and throttling), through npx; the comparison unless told another path. */
export async function comparisonLighthouse(
  base: string,
  timeoutMs = 300_000,
  path = comparisonPath,
): Promise<LighthouseResult> {
  const dir = mkdtempSync(join(tmpdir(), "passerelle-lighthouse-"));
  const report = join(dir, "report.json");
  const args = [
    "-y",
    "lighthouse@13.5.0",
    `${base}${path}`,
    `--chrome-flags=--headless=new ${chromiumFlags.join(" ")}`,
    `--only-categories=${categories.join(",")}`,
    "--output=json",
    `--output-path=${report}`,
    "--quiet",
  ];
  try {
    const outcome = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
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
    let parsed: { categories?: Record<string, { score: number | null }> };
    try {
      parsed = JSON.parse(readFileSync(report, "utf8"));
    } catch {
      const lastLines = outcome.stderr.trim().split("\n").slice(-3).join(" / ");
      return { ok: false, reason: `no report (exit ${outcome.code}${lastLines ? `: ${lastLines}` : ""})` };
    }
    const scores: Record<string, number> = {};
    for (const category of categories) {
      const score = parsed.categories?.[category]?.score;
      if (typeof score !== "number") return { ok: false, reason: `the report has no ${category} score` };
      scores[category] = Math.round(score * 100);
    }
    return { ok: true, scores };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs the three measures and prints them (called once from scripts/bench.ts). */
export async function benchCityComparison(base: string): Promise<void> {
  const js = await comparisonRouteJavaScript(base);
  const sizes = await comparisonPageSizes(base);
  console.log(
    `${comparisonPath} route JavaScript beyond the home page: ${(js.gzip / 1024).toFixed(1)} KiB gzip (${(js.raw / 1024).toFixed(1)} KiB raw, ${js.files.length} files; goal ≤ 25 KB gzip)`,
  );
  console.log(
    `${comparisonPath} HTML: ${(sizes.overviewHtml / 1024).toFixed(1)} KiB (${(sizes.overviewHtmlGzip / 1024).toFixed(1)} KiB gzip); map SVG ${sizes.mapSvg} B; costs chart SVG ${sizes.costsChartSvg} B`,
  );
  const lighthouse = await comparisonLighthouse(base);
  if (lighthouse.ok) {
    const scores = Object.entries(lighthouse.scores)
      .map(([category, score]) => `${category} ${score}`)
      .join(", ");
    console.log(`Lighthouse mobile ${comparisonPath}: ${scores} (goal ≥ 98 each)`);
  } else {
    console.log(`Lighthouse mobile ${comparisonPath}: not measured — ${lighthouse.reason}`);
  }
}
