import type { BlogStatus } from "../../../core/blog/blog-status.ts";
import { blogStatuses } from "../../../core/blog/blog-status.ts";
import { isLanguage, type Language } from "../../../core/languages.ts";
import type { Db } from "../../../server/db/database.ts";
import { listPostsForAdmin } from "../../../server/modules/blog/list-posts-for-admin.ts";
import { formatAdminDateTime } from "../../lib/admin-date-time.ts";
import { blogEditorLanguages } from "./editor-loader.server.ts";

export type PostListRow = {
  id: string;
  title: string;
  language: Language;
  status: BlogStatus;
  /** Formatted in the page's language, Paris time: when a scheduled post goes live. */
  publishedAtText: string | null;
  updatedAtText: string;
  updatedByName: string | null;
  translations: { id: string; language: Language }[];
  missingLanguages: Language[];
};

export type PostListView = {
  rows: PostListRow[];
  filters: { status: BlogStatus | null; language: Language | null; search: string };
};

/**
 * /admin/blog's list: the filters read from the address (links and a GET form, so they work
 * without JavaScript and can be bookmarked); each row with its translations, found among all posts
 * whatever the filters, so a filtered list still links every language version.
 */
export async function postListView(db: Db, url: URL, pageLanguage: Language): Promise<PostListView> {
  const statusParam = url.searchParams.get("status");
  const languageParam = url.searchParams.get("language");
  const status = (blogStatuses as readonly string[]).includes(statusParam ?? "") ? (statusParam as BlogStatus) : null;
  const language = isLanguage(languageParam) ? languageParam : null;
  const search = (url.searchParams.get("q") ?? "").trim().slice(0, 140);
  const [rows, all] = await Promise.all([
    listPostsForAdmin(db, {
      status: status ?? undefined,
      language: language ?? undefined,
      search: search || undefined,
    }),
    listPostsForAdmin(db, {}),
  ]);
  const groups = Map.groupBy(all, (post) => post.translationGroupId);
  return {
    filters: { status, language, search },
    rows: rows.map((post) => {
      const siblings = (groups.get(post.translationGroupId) ?? []).filter((p) => p.id !== post.id);
      const present = new Set<string>([post.language, ...siblings.map((p) => p.language)]);
      return {
        id: post.id,
        title: post.title,
        language: post.language,
        status: post.status,
        publishedAtText: post.publishedAt ? formatAdminDateTime(post.publishedAt, pageLanguage, "long") : null,
        updatedAtText: formatAdminDateTime(post.updatedAt, pageLanguage, "long"),
        updatedByName: post.updatedByName,
        translations: siblings.map((p) => ({ id: p.id, language: p.language })),
        missingLanguages: blogEditorLanguages.filter((l) => !present.has(l)),
      };
    }),
  };
}
