import { supportedLanguages } from "../../core/languages.ts";
import { serverContext } from "../../server/router-context.server.ts";
import { blogSitemapEntries } from "../features/blog/blog-feed.server.ts";
import { languageUrl } from "../lib/seo.ts";
import { siteUrlOf } from "../lib/site-url.server.ts";
import type { Route } from "./+types/sitemap-xml";
import { publicPagePaths } from "./public-pages.server.ts";

const escapeXml = (value: string) => value.replaceAll("&", "&amp;").replaceAll("<", "&lt;");

/** One <url> per language version, each listing all its alternates (hreflang). */
export async function loader({ context }: Route.LoaderArgs) {
  const siteUrl = siteUrlOf(context);
  const entries = publicPagePaths().flatMap((path) => {
    const alternates = [
      ...supportedLanguages.map(
        (language) =>
          `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(languageUrl(siteUrl, path, language))}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(languageUrl(siteUrl, path))}"/>`,
    ].join("");
    return supportedLanguages.map(
      (language) => `<url><loc>${escapeXml(languageUrl(siteUrl, path, language))}</loc>${alternates}</url>`,
    );
  });
  // Live blog posts, each with its own slug per language (ADR 0037).
  entries.push(...(await blogSitemapEntries(context.get(serverContext).services.db, siteUrl)));
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
