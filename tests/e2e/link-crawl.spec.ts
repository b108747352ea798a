import type { APIRequestContext } from "@playwright/test";
import { baseUrl, expect, type Language, languageCookie, test } from "./support.ts";

/**
 * Every internal link a visitor can reach from the home page answers.
 *
 * Breadth-first from "/" over every same-origin `<a href>` found in the server-rendered HTML, in
 * each language (the language is a cookie, so the same paths are walked three times, each with its
 * own text and its own links). It goes through the API request context, not a browser: about a
 * hundred pages are fetched in a few seconds, and every link that exists only after JavaScript
 * runs is also in the server's HTML (the pages render on the server first). Form actions are not
 * links and are skipped; so are `mailto:`, `tel:` and other schemes, and other origins. A 404 or
 * any 5xx fails the test, naming the page that linked to it. Later issues keep it green.
 */

/** Above this many distinct URLs something generates links without end (a query that grows). */
const maxPages = 1500;
/** Requests in flight at once: enough to be quick, few enough for the two-core machines. */
const concurrency = 6;

type Found = { url: string; status: number; from: string };

const entities: Record<string, string> = { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">", "#39": "'" };

/** The `href` of every `<a>` in an HTML document, entity-decoded, in document order. */
function anchorHrefs(html: string): string[] {
  const hrefs: string[] = [];
  for (const [tag] of html.matchAll(/<a\b[^>]*>/gi)) {
    const match = /\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
    const raw = match?.[1] ?? match?.[2] ?? match?.[3];
    if (raw === undefined) continue;
    hrefs.push(raw.replace(/&(amp|quot|apos|lt|gt|#39);/g, (_, name: string) => entities[name] ?? ""));
  }
  return hrefs;
}

/** The same-origin URL a link points at, without its fragment; null for anything else. */
function internalTarget(href: string, page: string, origin: string): string | null {
  const trimmed = href.trim();
  if (trimmed === "" || trimmed.startsWith("#")) return null;
  let url: URL;
  try {
    url = new URL(trimmed, page);
  } catch {
    return null;
  }
  if (url.origin !== origin || (url.protocol !== "http:" && url.protocol !== "https:")) return null;
  url.hash = "";
  return url.href;
}

async function crawl(request: APIRequestContext, language: Language): Promise<{ pages: number; broken: Found[] }> {
  const origin = new URL(baseUrl()).origin;
  const start = new URL("/", origin).href;
  const headers = { cookie: `${languageCookie}=${language}` };
  const seen = new Map<string, string>([[start, "(start)"]]);
  const broken: Found[] = [];
  let frontier = [start];

  while (frontier.length > 0) {
    const next: string[] = [];
    const queue = [...frontier];
    const worker = async () => {
      for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
        const from = seen.get(url) ?? "?";
        const response = await request.get(url, { headers, maxRedirects: 10, failOnStatusCode: false });
        const status = response.status();
        if (status === 404 || status >= 500) {
          broken.push({ url, status, from });
          continue;
        }
        // Only our own HTML pages are read for more links (not feeds, files or JSON).
        const type = response.headers()["content-type"] ?? "";
        if (status !== 200 || !type.includes("text/html")) continue;
        // A redirect's links are relative to where it landed.
        const landed = response.url();
        for (const href of anchorHrefs(await response.text())) {
          const target = internalTarget(href, landed, origin);
          if (target === null || seen.has(target)) continue;
          seen.set(target, url);
          next.push(target);
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    if (seen.size > maxPages) throw new Error(`more than ${maxPages} distinct internal URLs: links without end?`);
    // Sorted, so the walk and its report are the same from one run to the next.
    frontier = next.sort();
  }
  broken.sort((a, b) => a.url.localeCompare(b.url));
  return { pages: seen.size, broken };
}

test.describe("internal links", () => {
  test("the HTML link reader finds hrefs in every quoting style and skips what is not a link", () => {
    const html = `<a href="/visa">x</a><A class='y' HREF='/guide?a=1&amp;b=2'>y</A><a href=/faq>z</a>
      <a name="top">no href</a><form action="/language"><button>f</button></form><link href="/style.css">`;
    expect(anchorHrefs(html)).toEqual(["/visa", "/guide?a=1&b=2", "/faq"]);
    const origin = "http://127.0.0.1:1";
    expect(internalTarget("/visa#costs", `${origin}/`, origin)).toBe(`${origin}/visa`);
    expect(internalTarget("mailto:a@b.c", `${origin}/`, origin)).toBeNull();
    expect(internalTarget("https://www.service-public.fr/", `${origin}/`, origin)).toBeNull();
    expect(internalTarget("#main", `${origin}/`, origin)).toBeNull();
  });

  for (const language of ["en", "fr", "ar"] as const) {
    test(`every page reachable from the home page answers, in ${language}`, async ({ request }) => {
      test.setTimeout(60_000);
      const { pages, broken } = await crawl(request, language);
      test.info().annotations.push({ type: "pages crawled", description: String(pages) });
      const report = broken.map((b) => `${b.status} ${b.url}\n    linked from ${b.from}`).join("\n");
      expect(broken, `${broken.length} broken link(s) in ${language}:\n${report}`).toEqual([]);
      // The site has far more than a handful of pages: a crawl that stops early is a broken crawler.
      expect(pages).toBeGreaterThan(40);
    });
  }
});
