import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { blogCategories } from "../../core/blog/blog-categories.ts";
import { Link } from "../components/ui/link.tsx";
import { blogListData, type PostCard } from "../features/blog/blog-pages.server.ts";
import { getI18n, getLocale } from "../i18n/i18next-middleware.server.ts";
import { keepLanguage } from "../lib/keep-language.ts";
import { seoMeta } from "../lib/seo.ts";
import { siteUrlOf } from "../lib/site-url.server.ts";
import type { Route } from "./+types/blog";

/** /blog: the live posts in the reader's language, category links and pages. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const language = getLocale(context);
  const { t } = getI18n(context);
  const list = await blogListData(context, url, language);
  const query = new URLSearchParams();
  if (list.category) query.set("category", list.category);
  if (list.page > 1) query.set("page", String(list.page));
  const path = `/blog${query.size ? `?${query}` : ""}`;
  return {
    ...list,
    seo: {
      title: `${list.category ? `${t(`blog.categories.${list.category}`)} · ` : ""}${t("blog.title")} · Passerelle`,
      description: t("blog.metaDescription"),
      siteUrl: siteUrlOf(context),
      path,
      language,
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => [
  ...seoMeta(loaderData?.seo, location),
  {
    tagName: "link",
    rel: "alternate",
    type: "application/atom+xml",
    title: "Passerelle",
    href: `/blog/feed.xml?lang=${loaderData?.seo.language ?? "en"}`,
  },
];

function PostCardView({ post }: { post: PostCard }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {post.coverImageUrl && (
        <img
          src={post.coverImageUrl}
          alt={post.coverAlt}
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
          className="aspect-video w-full object-cover"
        />
      )}
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-sm font-medium text-brand-700">{t(`blog.categories.${post.category}`)}</p>
        <h2 className="text-xl font-semibold text-slate-900">
          <Link to={keepLanguage(post.href, location)} prefetch="none" className="underline-offset-4 hover:underline">
            {post.title}
          </Link>
        </h2>
        <p className="flex-1 text-slate-700">{post.excerpt}</p>
        <p className="text-sm text-slate-600">
          <time dateTime={post.publishedAt}>{post.date}</time>
          {" · "}
          {t("blog.readingTime", { count: post.readingMinutes })}
        </p>
      </div>
    </li>
  );
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { posts, category, page, pageCount } = loaderData;
  const location = useLocation();
  const hrefFor = (options: { category?: string | null; page?: number }) => {
    const query = new URLSearchParams();
    if (options.category) query.set("category", options.category);
    if (options.page && options.page > 1) query.set("page", String(options.page));
    return keepLanguage(`/blog${query.size ? `?${query}` : ""}`, location);
  };
  const chip = (active: boolean) =>
    `inline-block rounded-full border px-3 py-1 text-sm font-medium ${
      active
        ? "border-brand-700 bg-brand-700 text-white"
        : "border-slate-300 bg-white text-slate-800 hover:border-brand-600"
    }`;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{t("blog.title")}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{t("blog.intro")}</p>

      <nav aria-label={t("blog.categoriesLabel")} className="mt-8">
        <ul className="flex flex-wrap gap-2">
          <li>
            <Link
              to={hrefFor({})}
              className={chip(category === null)}
              aria-current={category === null ? "page" : undefined}
            >
              {t("blog.allCategories")}
            </Link>
          </li>
          {blogCategories.map((name) => (
            <li key={name}>
              <Link
                to={hrefFor({ category: name })}
                className={chip(category === name)}
                aria-current={category === name ? "page" : undefined}
              >
                {t(`blog.categories.${name}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {posts.length === 0 ? (
        <p className="mt-10 text-slate-700">{category ? t("blog.emptyCategory") : t("blog.empty")}</p>
      ) : (
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {posts.map((post) => (
            <PostCardView key={post.id} post={post} />
          ))}
        </ul>
      )}

      {pageCount > 1 && (
        <nav aria-label={t("blog.pagination")} className="mt-10 flex items-center justify-between gap-4">
          {page > 1 ? (
            <Link
              to={hrefFor({ category, page: page - 1 })}
              rel="prev"
              className="font-semibold text-brand-700 underline"
            >
              {t("blog.previous")}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-slate-700">{t("blog.pageOf", { page, count: pageCount })}</span>
          {page < pageCount ? (
            <Link
              to={hrefFor({ category, page: page + 1 })}
              rel="next"
              className="font-semibold text-brand-700 underline"
            >
              {t("blog.next")}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}

      <p className="mt-10 text-sm">
        <a
          href={`/blog/feed.xml?lang=${loaderData.seo.language}`}
          className="text-brand-700 underline underline-offset-2"
        >
          {t("blog.feed")}
        </a>
      </p>
    </div>
  );
}
