import type { Language } from "../../../core/languages.ts";
import type { Db } from "../../../server/db/database.ts";
import { listEveryLivePost } from "../../../server/modules/blog/list-every-live-post.ts";
import { listLivePosts } from "../../../server/modules/blog/list-live-posts.ts";
import { languageUrl } from "../../lib/seo.ts";

/**
 * The blog's Atom feed per language and its sitemap entries (ADR 0037). Every address is absolute,
 * built from PUBLIC_URL (siteUrl), never from the request's Host header. Live posts only.
 */
const escapeXml = (value: string) =>
  value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

export const feedSize = 20;

export async function atomFeed(
  db: Db,
  options: { siteUrl: string; language: Language; title: string; subtitle: string },
  now = new Date(),
): Promise<string> {
  const { siteUrl, language } = options;
  const { posts } = await listLivePosts(db, { language, perPage: feedSize }, now);
  const self = new URL(`/blog/feed.xml?lang=${language}`, siteUrl).toString();
  const updated = posts.reduce(
    (latest, post) => (post.updatedAt > latest ? post.updatedAt : latest),
    posts[0]?.publishedAt ?? "1970-01-01T00:00:00.000Z",
  );
  const entries = posts.map((post) => {
    const url = languageUrl(siteUrl, `/blog/${post.slug}`, language);
    return [
      "<entry>",
      `<id>${escapeXml(url)}</id>`,
      `<title>${escapeXml(post.title)}</title>`,
      `<link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `<published>${post.publishedAt}</published>`,
      `<updated>${post.updatedAt > post.publishedAt ? post.updatedAt : post.publishedAt}</updated>`,
      `<author><name>${escapeXml(post.authorName)}</name></author>`,
      `<category term="${escapeXml(post.category)}"/>`,
      `<summary>${escapeXml(post.excerpt)}</summary>`,
      "</entry>",
    ].join("");
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${language}">`,
    `<id>${escapeXml(self)}</id>`,
    `<title>${escapeXml(options.title)}</title>`,
    `<subtitle>${escapeXml(options.subtitle)}</subtitle>`,
    `<link rel="self" type="application/atom+xml" href="${escapeXml(self)}"/>`,
    `<link rel="alternate" type="text/html" href="${escapeXml(languageUrl(siteUrl, "/blog", language))}"/>`,
    `<updated>${updated}</updated>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}

/** One <url> per live post, with hreflang to its live translations (and itself). */
export async function blogSitemapEntries(db: Db, siteUrl: string, now = new Date()): Promise<string[]> {
  const posts = await listEveryLivePost(db, now);
  const groups = Map.groupBy(posts, (post) => post.translationGroupId);
  return posts.map((post) => {
    const versions = groups.get(post.translationGroupId) ?? [post];
    const alternates = versions
      .map(
        (version) =>
          `<xhtml:link rel="alternate" hreflang="${version.language}" href="${escapeXml(languageUrl(siteUrl, `/blog/${version.slug}`, version.language))}"/>`,
      )
      .join("");
    const lastmod = post.updatedAt > (post.publishedAt ?? "") ? post.updatedAt : post.publishedAt;
    return `<url><loc>${escapeXml(languageUrl(siteUrl, `/blog/${post.slug}`, post.language))}</loc><lastmod>${lastmod}</lastmod>${alternates}</url>`;
  });
}
