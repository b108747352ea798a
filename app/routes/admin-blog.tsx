import { useTranslation } from "react-i18next";
import { href } from "react-router";
import { serverContext } from "../../server/router-context.server.ts";
import { buttonClasses } from "../components/ui/button.tsx";
import { Link } from "../components/ui/link.tsx";
import { AdminNav } from "../features/admin/admin-nav.tsx";
import { TimeZoneNote } from "../features/admin/time-zone-note.tsx";
import { PostList } from "../features/admin-blog/post-list.tsx";
import { postListView } from "../features/admin-blog/post-list-view.server.ts";
import { getI18n, getLocale } from "../i18n/i18next-middleware.server.ts";
import { accountPageSeo } from "../lib/account-seo.server.ts";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/admin-blog";

/**
 * /admin/blog: every post, filtered by status and language and searched by title
 * through the address, with its translations. Administrators only; private path, so no-store
 * (server/http/private-answers.ts), and never indexed.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { t } = getI18n(context);
  const db = context.get(serverContext).services.db;
  return {
    view: await postListView(db, url, getLocale(context)),
    notice: url.searchParams.get("done") === "deleted" ? t("adminBlog.notices.deleted") : null,
    seo: accountPageSeo(context, "/admin/blog", t("adminBlog.title"), t("adminBlog.metaDescription")),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => seoMeta(loaderData?.seo, location);

export default function AdminBlog({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <AdminNav />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900">{t("adminBlog.title")}</h1>
        <Link to={href("/admin/blog/new")} className={buttonClasses()}>
          {t("adminBlog.newPost")}
        </Link>
      </div>
      <TimeZoneNote />
      <div
        role="status"
        className={loaderData.notice ? "mt-4 rounded-lg bg-emerald-50 p-3 font-medium text-emerald-900" : "sr-only"}
      >
        {loaderData.notice}
      </div>
      <PostList view={loaderData.view} />
    </div>
  );
}
