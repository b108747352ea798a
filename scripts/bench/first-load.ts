import { request } from "node:http";
import { gzipSync } from "node:zlib";
import { type Browser, chromium } from "@playwright/test";
import { waitForHydration } from "../../tests/e2e/hydration.ts";
import { kib, type Report } from "./report.ts";
import type { BenchRoute } from "./routes.ts";

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export type Weight = { files: number; raw: number; gzip: number };
export type PageWeight = {
  route: BenchRoute;
  /** Every script of a first visit (ADR 0048's figure for the home page). */
  javaScript: Weight;
  /** The scripts a first visit to this page loads that a first visit to the home page does not. */
  own: Weight;
  /** The server-rendered HTML: decoded size, and bytes on the wire with a browser's `accept-encoding`. */
  html: { raw: number; sent: number; encoding: string };
};

/**
 * Every script Chromium requests for a page until it is hydrated and the network is quiet (the
 * page's JavaScript starts after the first paint, and the language's catalogue after the entry):
 * what a first visit costs before the page is interactive. A fresh context per page: a cold cache.
 */
async function scriptsOf(browser: Browser, url: string): Promise<string[]> {
  const context = await browser.newContext();
  const urls = new Set<string>();
  try {
    const page = await context.newPage();
    page.on("request", (request) => {
      if (request.resourceType() === "script") urls.add(request.url());
    });
    const response = await page.goto(url, { waitUntil: "networkidle" });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    await waitForHydration(page);
  } finally {
    await context.close();
  }
  return [...urls];
}

/** Raw and gzip level 9 bytes of each script, fetched once (the same chunk serves every page). */
async function weigh(urls: string[], sizes: Map<string, { raw: number; gzip: number }>): Promise<Weight> {
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    let size = sizes.get(url);
    if (!size) {
      const body = Buffer.from(await (await fetch(url)).arrayBuffer());
      size = { raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
      sizes.set(url, size);
    }
    raw += size.raw;
    gzip += size.gzip;
  }
  return { files: urls.length, raw, gzip };
}

/** The body's length as it travels, with the given `accept-encoding` (node:http does not decode). */
function transferred(url: string, acceptEncoding: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { headers: { "accept-encoding": acceptEncoding } }, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on("end", () => resolve({ bytes, encoding: String(response.headers["content-encoding"] ?? "none") }));
      response.on("error", reject);
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

/** The first-load weight of each route, the home page first (the others' own JavaScript is what they add to it). */
export async function measureFirstLoad(base: string, routes: BenchRoute[]): Promise<PageWeight[]> {
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: chromiumFlags });
  const sizes = new Map<string, { raw: number; gzip: number }>();
  const weights: PageWeight[] = [];
  try {
    let home: Set<string> | undefined;
    for (const route of routes) {
      const scripts = await scriptsOf(browser, `${base}${route.path}`);
      home ??= new Set(scripts);
      const homeScripts = home;
      const identity = await transferred(`${base}${route.path}`, "identity");
      const sent = await transferred(`${base}${route.path}`, "gzip, br");
      weights.push({
        route,
        javaScript: await weigh(scripts, sizes),
        own: await weigh(
          scripts.filter((url) => !homeScripts.has(url)),
          sizes,
        ),
        html: { raw: identity.bytes, sent: sent.bytes, encoding: sent.encoding },
      });
    }
  } finally {
    await browser.close();
  }
  return weights;
}

/** Section "First-load JavaScript and HTML": one row per route. */
export function reportFirstLoad(report: Report, weights: PageWeight[]): void {
  report.heading("First-load JavaScript and HTML");
  report.paragraph(
    "Every script Chromium loads for a first visit (cold cache) until the page is hydrated and the network is quiet, gzip level 9; " +
      "own = the scripts of that visit that a first visit to the home page does not load. " +
      "HTML: the anonymous server-rendered page, decoded, and as sent to `accept-encoding: gzip, br`.",
  );
  report.table(
    [
      "page",
      "address",
      "JS gzip KiB",
      "JS raw KiB",
      "JS files",
      "own JS gzip KiB",
      "own JS raw KiB",
      "own files",
      "HTML KiB",
      "HTML sent KiB",
    ],
    weights.map(({ route, javaScript, own, html }) => [
      route.name,
      `\`${route.path}\``,
      kib(javaScript.gzip),
      kib(javaScript.raw),
      javaScript.files,
      kib(own.gzip),
      kib(own.raw),
      own.files,
      kib(html.raw),
      `${kib(html.sent)} (${html.encoding})`,
    ]),
    "llrrrrrrrr",
  );
  report.paragraph(
    "Goals: home ≤ 130 KiB gzip (168.9 before the work of ADR 0048; a bare React Router 8 SSR page ships 111); " +
      "city comparison and assistant own JS ≤ 25 KiB gzip; home HTML halved from 85 KB.",
  );
}
