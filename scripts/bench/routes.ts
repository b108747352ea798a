export const comparisonPath = "/city-comparison?cities=paris,lyon,nice";

/**
 * A page the report measures: its name in the tables, its address without a language, and the
 * address of its Arabic version when it is another (a blog article has its own slug per language).
 */
export type BenchRoute = { name: string; path: string; arabicPath?: string };

/**
 * The pages of the report, one per kind a visitor lands on. The visa page and the blog post are
 * read from the server's own sitemap (the first `/visa/<slug>` and the first English
 * `/blog/<slug>` it lists), so a renamed slug or a rewritten seed article never leaves the report
 * measuring a 404 or a redirect. Paths carry no `lang`: a browser's first visit negotiates English, as Chromium
 * asks for it; the Lighthouse and throughput measures add `?lang=` themselves.
 */
export async function benchRoutes(base: string): Promise<BenchRoute[]> {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "", base));
  const listed = (prefix: string, language: string) =>
    locations.find((url) => url.pathname.startsWith(prefix) && (url.searchParams.get("lang") ?? "en") === language)
      ?.pathname;
  const first = (prefix: string) => {
    const found = listed(prefix, "en");
    if (!found) throw new Error(`the sitemap lists no English ${prefix}<slug> page`);
    return found;
  };
  return [
    { name: "home", path: "/" },
    { name: "visa page", path: first("/visa/") },
    { name: "guide", path: "/paris-guide" },
    { name: "city comparison", path: comparisonPath },
    // No article may exist in Arabic (an English one's `?lang=ar` redirects to its `?lang=en`):
    // then the Arabic measure is the blog's list, so it still measures an Arabic page.
    { name: "blog post", path: first("/blog/"), arabicPath: listed("/blog/", "ar") ?? "/blog" },
    { name: "pricing", path: "/pricing" },
    { name: "assistant", path: "/assistant" },
    // The detailed assessment's first step.
    { name: "detailed assessment", path: "/assessment" },
  ];
}

/** The address in one language: `lang=` appended to whatever query the path has (left as written: commas stay commas). */
export function inLanguage(path: string, language: string): string {
  return `${path}${path.includes("?") ? "&" : "?"}lang=${language}`;
}
