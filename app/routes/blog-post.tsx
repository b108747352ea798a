import { useTranslation } from "react-i18next";
import { type MetaDescriptor, useLocation } from "react-router";
import { languageNames } from "../../core/languages.ts";
import { SourcesList } from "../components/shared/sources-list.tsx";
import { Link } from "../components/ui/link.tsx";
import { blogPostData, type PostCard } from "../features/blog/blog-pages.server.ts";
import { getLocale } from "../i18n/i18next-middleware.server.ts";
import { keepLanguage } from "../lib/keep-language.ts";
import { canonicalUrl } from "../lib/seo.ts";
import type { Route } from "./+types/blog-post";

/**
 * /blog/:slug, server-rendered (ADR 0037): the live post of the reader's language
 * (an old slug → 301, a draft or unknown slug → the site's 404), its sanitised HTML
 * (server/modules/blog/render-markdown.ts), sources of its registry figures, related posts, and
 * hreflang to its live translations. Nothing here needs JavaScript to read.
 */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  return blogPostData(context, url, getLocale(context), params.slug);
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  if (!loaderData) return [{ title: "Passerelle" }];
  const { post, seo } = loaderData;
  const canonical = canonicalUrl(seo.siteUrl, seo.path, seo.language, location);
  const title = `${post.seoTitle} · Passerelle`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: post.seoDescription },
    { property: "og:title", content: title },
    { property: "og:description", content: post.seoDescription },
    { property: "og:type", content: "article" },
    { property: "og:site_name", content: "Passerelle" },
    { property: "og:url", content: canonical },
    { property: "article:published_time", content: post.publishedAt },
    { tagName: "link", rel: "canonical", href: canonical },
    ...seo.alternates.map((alternate) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: alternate.language,
      href: alternate.href,
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: seo.xDefault },
    { "script:ld+json": seo.jsonLd },
  ];
  if (post.coverImageUrl)
    tags.push({ property: "og:image", content: new URL(post.coverImageUrl, seo.siteUrl).toString() });
  return tags;
};

/** The article's HTML: headings, paragraphs, lists, quotes, tables and code, in the site's type. */
const articleClasses = [
  "mt-8 text-lg leading-relaxed text-slate-800",
  "[&_h2]:mt-10 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-brand-900",
  "[&_h3]:mt-8 [&_h3]:scroll-mt-24 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900",
  "[&_h4]:mt-6 [&_h4]:font-semibold [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:ps-6",
  "[&_li]:mt-1 [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2",
  "[&_blockquote]:mt-4 [&_blockquote]:border-s-4 [&_blockquote]:border-brand-600 [&_blockquote]:bg-brand-50 [&_blockquote]:p-4",
  "[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_pre]:mt-4 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-100 [&_pre]:p-4",
  "[&_table]:mt-4 [&_table]:w-full [&_table]:text-base [&_th]:border-b [&_th]:border-slate-300 [&_th]:p-2 [&_th]:text-start [&_td]:border-b [&_td]:border-slate-200 [&_td]:p-2",
  "[&_img]:mt-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl [&_hr]:my-8",
  "[&_.blog-figure]:font-semibold [&_.blog-figure]:text-brand-900 [&_.blog-figure-estimate]:italic",
].join(" ");

function RelatedCard({ post }: { post: PostCard }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-5">
      <h3 className="font-semibold text-slate-900">
        <Link to={keepLanguage(post.href, location)} prefetch="none" className="underline-offset-4 hover:underline">
          {post.title}
        </Link>
      </h3>
      <p className="mt-2 text-sm text-slate-600">
        <time dateTime={post.publishedAt}>{post.date}</time>
        {" · "}
        {t("blog.readingTime", { count: post.readingMinutes })}
      </p>
    </li>
  );
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const { post, html, figures, translations, related } = loaderData;
  const direction = post.language === "ar" ? "rtl" : "ltr";
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <p className="text-sm">
        <Link to={keepLanguage("/blog", location)} className="text-brand-700 underline underline-offset-2">
          {t("blog.backToBlog")}
        </Link>
      </p>
      <header lang={post.language} dir={direction} className="mt-4">
        <p className="text-sm font-medium text-brand-700">
          <Link
            to={keepLanguage(`/blog?category=${post.category}`, location)}
            className="underline-offset-4 hover:underline"
          >
            {t(`blog.categories.${post.category}`)}
          </Link>
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{post.title}</h1>
        {post.excerpt && <p className="mt-3 text-lg text-slate-700">{post.excerpt}</p>}
      </header>
      <p className="mt-4 text-sm text-slate-600">
        {t("blog.by", { author: post.authorName })}
        {" · "}
        <time dateTime={post.publishedAt}>{t("blog.publishedOn", { date: post.date })}</time>
        {" · "}
        {t("blog.readingTime", { count: post.readingMinutes })}
      </p>
      {translations.length > 0 && (
        <p className="mt-2 text-sm text-slate-700">
          {t("blog.translations")}{" "}
          {translations.map((translation, index) => (
            <span key={translation.language}>
              {index > 0 && ", "}
              <a
                href={translation.href}
                hrefLang={translation.language}
                lang={translation.language}
                className="text-brand-700 underline"
              >
                {languageNames[translation.language].nativeName}
              </a>
            </span>
          ))}
        </p>
      )}
      {post.coverImageUrl && (
        <img
          src={post.coverImageUrl}
          alt={post.coverAlt}
          width={1200}
          height={675}
          decoding="async"
          fetchPriority="high"
          className="mt-8 aspect-video w-full rounded-2xl object-cover"
        />
      )}
      <div
        lang={post.language}
        dir={direction}
        className={articleClasses}
        // Rendered on the server by render-markdown.ts: raw HTML escaped, links and images filtered.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by construction (ADR 0037)
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {post.tags.length > 0 && (
        <div className="mt-10">
          <h2 className="text-sm font-semibold text-slate-900">{t("blog.tags")}</h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {post.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
                {tag}
              </li>
            ))}
          </ul>
        </div>
      )}
      <p
        className="mt-10 rounded-xl border-s-4 border-brand-600 bg-brand-50 p-4 text-slate-800"
        data-testid="guidance-note"
      >
        {t("blog.guidanceNote")}
      </p>
      <SourcesList figures={figures} />
      {related.length > 0 && (
        <section aria-labelledby="related-heading" className="mt-12">
          <h2 id="related-heading" className="text-xl font-bold text-brand-900">
            {t("blog.related")}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-3">
            {related.map((other) => (
              <RelatedCard key={other.id} post={other} />
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
