import type { APIRequestContext } from "@playwright/test";
import { baseUrl, expect, type Language, languageCookie, test } from "./support.ts";

/**
 * Every internal link a visitor can reach from the home page answers.
 *
 * Breadth-first from the home page over every same-origin `<a href>` found in the server-rendered
 * HTML, in each language: English as a cookie, French and Arabic from `/?lang=fr` and `/?lang=ar`
 * with no cookie at all, as a search engine or a shared link arrives. Those two walks also check
 * that the language stays (ADR 0087): every page reached answers in it (`<html lang>`), and every
 * link to one of our pages carries its `?lang=`. It goes through the API request context, not a browser: about a
 * hundred pages are fetched in a few seconds, and every link that exists only after JavaScript
 * runs is also in the server's HTML (the pages render on the server first). Form actions are not
 * links and are skipped; so are `mailto:`, `tel:` and other schemes, and other origins. A 404 or
 * any 5xx fails the test, naming the page that linked to it. Later issues keep it green.
 */

/** Above this many kinds of address something generates links without end (a query that grows). */
const maxPages = 600;
/** Requests in flight at once: enough to be quick, few enough for the two-core machines. */
const concurrency = 6;

type Found = { url: string; status: number; from: string };
type Unpinned = { href: string; from: string };

const entities: Record<string, string> = { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">", "#39": "'" };

/** Every `<a>` of an HTML document with an `href`, entity-decoded, with its `hreflang`, in document order. */
function anchors(html: string): { href: string; hreflang: string | null }[] {
  const found: { href: string; hreflang: string | null }[] = [];
  const attribute = (tag: string, name: string) => {
    const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(tag);
    const raw = match?.[1] ?? match?.[2] ?? match?.[3];
    return raw?.replace(/&(amp|quot|apos|lt|gt|#39);/g, (_, entity: string) => entities[entity] ?? "");
  };
  for (const [tag] of html.matchAll(/<a\b[^>]*>/gi)) {
    const href = attribute(tag, "href");
    if (href !== undefined) found.push({ href, hreflang: attribute(tag, "hreflang") ?? null });
  }
  return found;
}

/** The `href` of every `<a>` in an HTML document, entity-decoded, in document order. */
function anchorHrefs(html: string): string[] {
  return anchors(html).map((anchor) => anchor.href);
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

/**
 * One page is fetched per kind of address: its path and the names of its query's parameters.
 * `/login?redirectTo=/visa/x` for each of the 28 visa pages, or each pair of cities to compare,
 * is the same page with other values; fetching them all made a walk of some 1,500 pages for the
 * same links. Every fetched page's links are still all checked.
 */
function kindOf(target: string): string {
  const url = new URL(target);
  return `${url.pathname}?${[...new Set(url.searchParams.keys())].sort().join("&")}`;
}

/** A link to one of our pages (not the API, built assets or a file such as a feed or a PDF). */
function isPageLink(target: string): boolean {
  const { pathname } = new URL(target);
  return !pathname.startsWith("/api/") && !pathname.startsWith("/assets/") && !/\.[a-z0-9]+$/i.test(pathname);
}

type Crawl = { pages: number; broken: Found[]; unpinned: Unpinned[]; otherLanguage: Found[] };

/**
 * `how`: "cookie" walks with the language cookie from "/"; "address" walks from `/?lang=…` with
 * no cookie, and notes every page link without that `?lang=` and every page in another language.
 */
async function crawl(request: APIRequestContext, language: Language, how: "cookie" | "address"): Promise<Crawl> {
  const origin = new URL(baseUrl()).origin;
  const start = new URL(how === "cookie" ? "/" : `/?lang=${language}`, origin).href;
  const headers: Record<string, string> = how === "cookie" ? { cookie: `${languageCookie}=${language}` } : {};
  const seen = new Map<string, string>([[kindOf(start), "(start)"]]);
  const broken: Found[] = [];
  const unpinned: Unpinned[] = [];
  const otherLanguage: Found[] = [];
  let frontier = [start];

  while (frontier.length > 0) {
    const next: string[] = [];
    const queue = [...frontier];
    const worker = async () => {
      for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
        const from = seen.get(kindOf(url)) ?? "?";
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
        const html = await response.text();
        if (how === "address" && /<html[^>]*\slang="([^"]*)"/.exec(html)?.[1] !== language) {
          otherLanguage.push({ url: landed, status, from });
        }
        for (const { href, hreflang } of anchors(html)) {
          const target = internalTarget(href, landed, origin);
          if (target !== null && how === "address" && isPageLink(target)) {
            // A link to a translation (`hreflang`) names its own language; every other keeps the walk's.
            const expected = hreflang ?? language;
            if (new URL(target).searchParams.get("lang") !== expected) unpinned.push({ href, from: landed });
            if (expected !== language) continue;
          }
          if (target === null) continue;
          const kind = kindOf(target);
          if (seen.has(kind)) continue;
          seen.set(kind, url);
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
  return { pages: seen.size, broken, unpinned, otherLanguage };
}

test.describe("internal links", () => {
  test("the HTML link reader finds hrefs in every quoting style and skips what is not a link", () => {
    const html = `<a href="/visa">x</a><A class='y' HREF='/guide?a=1&amp;b=2'>y</A><a href=/faq>z</a>
      <a name="top">no href</a><form action="/language"><button>f</button></form><link href="/style.css">`;
    expect(anchorHrefs(html)).toEqual(["/visa", "/guide?a=1&b=2", "/faq"]);
    expect(anchors('<a hreflang="fr" href="/blog/x?lang=fr">fr</a>')).toEqual([
      { href: "/blog/x?lang=fr", hreflang: "fr" },
    ]);
    const origin = "http://127.0.0.1:1";
    expect(internalTarget("/visa#costs", `${origin}/`, origin)).toBe(`${origin}/visa`);
    expect(internalTarget("mailto:a@b.c", `${origin}/`, origin)).toBeNull();
    expect(internalTarget("https://www.service-public.fr/", `${origin}/`, origin)).toBeNull();
    expect(internalTarget("#main", `${origin}/`, origin)).toBeNull();
    expect(kindOf(`${origin}/login?redirectTo=%2Fvisa&lang=ar`)).toBe(
      kindOf(`${origin}/login?lang=ar&redirectTo=%2Fhelp`),
    );
    expect(kindOf(`${origin}/login?lang=ar`)).not.toBe(kindOf(`${origin}/login?lang=ar&redirectTo=%2Fhelp`));
    expect(isPageLink(`${origin}/city-quiz?lang=ar`)).toBe(true);
    expect(isPageLink(`${origin}/api/orders/1/guide`)).toBe(false);
    expect(isPageLink(`${origin}/blog/feed.xml?lang=ar`)).toBe(false);
  });

  const walks = [
    { language: "en", how: "cookie" },
    { language: "fr", how: "address" },
    { language: "ar", how: "address" },
  ] as const;
  for (const { language, how } of walks) {
    const title =
      how === "cookie"
        ? `every page reachable from the home page answers, in ${language}`
        : `from /?lang=${language}, every page reachable answers in ${language} and every link keeps ?lang=${language}`;
    test(title, async ({ playwright }) => {
      test.setTimeout(90_000);
      // A context of its own: no cookie from another test can choose the language for this walk.
      const request = await playwright.request.newContext({ baseURL: baseUrl() });
      const { pages, broken, unpinned, otherLanguage } = await crawl(request, language, how);
      await request.dispose();
      test.info().annotations.push({ type: "pages crawled", description: String(pages) });
      const report = broken.map((b) => `${b.status} ${b.url}\n    linked from ${b.from}`).join("\n");
      expect(broken, `${broken.length} broken link(s) in ${language}:\n${report}`).toEqual([]);
      const dropped = [...new Set(unpinned.map((u) => `${u.href}  (on ${new URL(u.from).pathname})`))].sort();
      expect(dropped, `${dropped.length} link(s) dropping ?lang=${language}`).toEqual([]);
      expect(otherLanguage.map((page) => `${page.url} (linked from ${page.from})`)).toEqual([]);
      // The site has far more than a handful of pages: a crawl that stops early is a broken crawler.
      expect(pages).toBeGreaterThan(40);
    });
  }
});
