import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { href, useSearchParams } from "react-router";
import { Link } from "../components/ui/link.tsx";
import { AdminNav } from "../features/admin/admin-nav.tsx";
import { TimeZoneNote } from "../features/admin/time-zone-note.tsx";
import { editorAction } from "../features/admin-blog/editor-action.server.ts";
import { editorViewOf, newEditorView, postForEditing } from "../features/admin-blog/editor-loader.server.ts";
import { removeLocalCopy } from "../features/admin-blog/local-copy.ts";
import { PostEditor } from "../features/admin-blog/post-editor.tsx";
import { newPostKey } from "../features/admin-blog/use-autosave.ts";
import { getI18n, getLocale } from "../i18n/i18next-middleware.server.ts";
import { accountPageSeo } from "../lib/account-seo.server.ts";
import { seoMeta } from "../lib/seo.ts";
import { guardedUser } from "../lib/viewer.server.ts";
import type { Route } from "./+types/admin-blog-editor";

const notices = ["created", "saved", "updated", "published", "scheduled", "unpublished", "translated"] as const;

/**
 * /admin/blog/new and /admin/blog/:id: the editor with its live preview,
 * autosave and local copy (ADR 0039). Administrators only, no-store (private path), never indexed.
 */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const admin = guardedUser(context);
  const { t } = getI18n(context);
  const language = getLocale(context);
  const view = params.id
    ? editorViewOf(await postForEditing(context, params.id), language)
    : newEditorView(context, url, admin.name);
  const done = url.searchParams.get("done");
  const title = view.post ? t("adminBlog.editTitle", { title: view.values.title }) : t("adminBlog.newTitle");
  return {
    view,
    title,
    statusText: view.post
      ? view.post.status === "scheduled" && view.post.publishedAtText
        ? t("adminBlog.scheduledFor", { date: view.post.publishedAtText })
        : view.post.status === "published" && view.post.publishedAtText
          ? t("adminBlog.publishedOn", { date: view.post.publishedAtText })
          : t(`adminBlog.status.${view.post.status}`)
      : null,
    notice: notices.find((n) => n === done) ? t(`adminBlog.notices.${done as (typeof notices)[number]}`) : null,
    seo: accountPageSeo(context, url.pathname, title, t("adminBlog.metaDescription")),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => seoMeta(loaderData?.seo, location);

export async function action({ request, context, url, params }: Route.ActionArgs) {
  return editorAction({ request, context, url, postId: params.id ?? null });
}

export default function AdminBlogEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const { view } = loaderData;
  const created = search.get("done") === "created";
  // The new post's local copy has done its work once the post exists on the server.
  useEffect(() => {
    if (created) removeLocalCopy(newPostKey, 0);
  }, [created]);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <AdminNav />
      <Link to={href("/admin/blog")} className="font-semibold text-brand-700 underline underline-offset-4">
        {t("adminBlog.back")}
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-900">{loaderData.title}</h1>
      {view.post ? (
        <p className="mt-2 text-slate-700">
          {t(`adminBlog.languages.${view.post.language}`)} · {loaderData.statusText}
        </p>
      ) : null}
      <TimeZoneNote />
      <div
        role="status"
        className={loaderData.notice ? "mt-4 rounded-lg bg-emerald-50 p-3 font-medium text-emerald-900" : "sr-only"}
      >
        {loaderData.notice}
      </div>
      {/* A new key per stored version: after a form post the editor starts again from what is stored. */}
      <PostEditor
        key={`${view.post?.id ?? "new"}:${view.post?.version ?? 0}:${view.post?.status ?? ""}`}
        view={view}
        actionData={actionData && "values" in actionData ? actionData : undefined}
        confirmDelete={search.get("confirm") === "delete"}
      />
    </div>
  );
}
