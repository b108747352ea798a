import type { RouterContextProvider } from "react-router";
import { data, href, redirect } from "react-router";
import type { Figure } from "../../../content/prose/resolve-figures.ts";
import { type BlogCategory, isBlogCategory } from "../../../core/blog/blog-categories.ts";
import { readingMinutes } from "../../../core/blog/reading-time.ts";
import { dateTimeFormat } from "../../../core/intl-formats.ts";
import { type Language, supportedLanguages } from "../../../core/languages.ts";
import type { BlogPostView } from "../../../server/modules/blog/blog-post-view.ts";
import { findLivePost } from "../../../server/modules/blog/find-live-post.ts";
import { listLivePosts } from "../../../server/modules/blog/list-live-posts.ts";
import type { PostSummary } from "../../../server/modules/blog/post-summary.ts";
import { relatedPosts } from "../../../server/modules/blog/related-posts.ts";
import { renderMarkdown } from "../../../server/modules/blog/render-markdown.ts";
import { translationsOf } from "../../../server/modules/blog/translations-of.ts";
import { serverContext } from "../../../server/router-context.server.ts";
import { pinnedLanguage, withLanguage } from "../../lib/keep-language.ts";
import { languageUrl } from "../../lib/seo.ts";

/**
 * What the public blog pages read (ADR 0037), through the blog's use cases. The
 * clock is read per request, so a scheduled post shows at its time. Dates are formatted here, in
 * the page's language and Paris time, so server and browser render the same text.
 */
type Context = Readonly<RouterContextProvider>;

const dbOf = (context: Context) => context.get(serverContext).services.db;

export function formatPostDate(iso: string, language: Language): string {
  return dateTimeFormat(language, { dateStyle: "long", timeZone: "Europe/Paris" }).format(new Date(iso));
}

export type PostCard = PostSummary & { date: string; href: string };

function cardOf(post: PostSummary, language: Language): PostCard {
  return { ...post, date: formatPostDate(post.publishedAt, language), href: `/blog/${post.slug}` };
}

/** /blog: the live posts of the reader's language, ten a page, optionally of one category. */
export async function blogListData(context: Context, url: URL, language: Language, now = new Date()) {
  const requested = url.searchParams.get("category");
  const category: BlogCategory | null = isBlogCategory(requested) ? requested : null;
  const pageParam = Number(url.searchParams.get("page") ?? "1");
  const page = Number.isInteger(pageParam) && pageParam >= 1 && pageParam <= 10_000 ? pageParam : 1;
  const listed = await listLivePosts(dbOf(context), { language, category, page }, now);
  return {
    category,
    page: listed.page,
    pageCount: listed.pageCount,
    total: listed.total,
    posts: listed.posts.map((post) => cardOf(post, language)),
  };
}

export type Alternate = { language: Language; href: string };

/**
 * /blog/:slug in the reader's language: the live post; an old slug answers 301 to the new one; a
 * slug of a live post in another language leads there (302, its ?lang=); a draft, a post scheduled
 * for later or an unknown slug is the site's 404.
 */
export async function blogPostData(context: Context, url: URL, language: Language, slug: string, now = new Date()) {
  const db = dbOf(context);
  const found = await findLivePost(db, language, slug, now);
  if (found && "redirectTo" in found) {
    throw redirect(`${href("/blog/:slug", { slug: found.redirectTo })}${url.search}`, 301);
  }
  if (!found) {
    for (const other of supportedLanguages.filter((l) => l !== language)) {
      const elsewhere = await findLivePost(db, other, slug, now);
      if (!elsewhere || !("post" in elsewhere)) continue;
      // A shared link in another language: the reader's own version when there is one, else that one.
      const own = (await translationsOf(db, elsewhere.post, now)).find((t) => t.language === language);
      const target = own ?? elsewhere.post;
      throw redirect(withLanguage(href("/blog/:slug", { slug: target.slug }), target.language), 302);
    }
    throw data(null, { status: 404 });
  }
  const post = found.post;
  const rendered = renderMarkdown(post.bodyMarkdown, post.language, pinnedLanguage(url));
  const translations = await translationsOf(db, post, now);
  const siteUrl = context.get(serverContext).services.siteUrl;
  const alternates: Alternate[] = [post, ...translations].map((version) => ({
    language: version.language,
    href: languageUrl(siteUrl, `/blog/${version.slug}`, version.language),
  }));
  const related = (await relatedPosts(db, post, now)).map((summary) => cardOf(summary, language));
  return {
    post: articleOf(post, language),
    html: rendered.html,
    figures: rendered.figures as Figure[],
    translations: translations.map((t) => ({
      language: t.language,
      title: t.title,
      href: withLanguage(`/blog/${t.slug}`, t.language),
    })),
    related,
    seo: {
      siteUrl,
      // The canonical follows the requested address (app/lib/seo.ts canonicalUrl, ADR 0046).
      path: `/blog/${post.slug}`,
      language: post.language,
      alternates,
      // x-default: the bare address of the English version when there is one, else of this one; it
      // negotiates (a reader of another language is sent to their translation).
      xDefault: languageUrl(siteUrl, `/blog/${(translations.find((t) => t.language === "en") ?? post).slug}`),
      jsonLd: articleJsonLd(post, siteUrl),
    },
  };
}

function articleOf(post: BlogPostView, language: Language) {
  return {
    id: post.id,
    language: post.language,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    category: post.category,
    tags: post.tags,
    authorName: post.authorName,
    date: formatPostDate(post.publishedAt ?? post.createdAt, language),
    publishedAt: post.publishedAt ?? post.createdAt,
    readingMinutes: readingMinutes(post.bodyMarkdown),
    coverImageUrl: post.coverImageUrl,
    coverAlt: post.coverAlt,
    seoTitle: post.seoTitle || post.title,
    seoDescription: post.seoDescription || post.excerpt,
  };
}

function articleJsonLd(post: BlogPostView, siteUrl: string): object {
  const url = languageUrl(siteUrl, `/blog/${post.slug}`, post.language);
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: post.title,
    description: post.seoDescription || post.excerpt,
    inLanguage: post.language,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    author: { "@type": "Organization", name: post.authorName },
    publisher: { "@type": "Organization", name: "Passerelle", url: siteUrl },
    mainEntityOfPage: url,
    url,
    ...(post.coverImageUrl ? { image: new URL(post.coverImageUrl, siteUrl).toString() } : {}),
    articleSection: post.category,
    ...(post.tags.length ? { keywords: post.tags.join(", ") } : {}),
  };
}
