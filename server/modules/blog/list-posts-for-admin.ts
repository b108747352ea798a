import { sql } from "kysely";
import type { BlogStatus } from "../../../core/blog/blog-status.ts";
import { isLive } from "../../../core/blog/blog-status.ts";
import type { Language } from "../../../core/languages.ts";
import type { Db } from "../../db/database.ts";

export type AdminPostListItem = {
  id: string;
  translationGroupId: string;
  language: Language;
  slug: string;
  title: string;
  category: string;
  status: BlogStatus;
  publishedAt: string | null;
  /** Readers see it now (a scheduled post whose time has come counts). */
  live: boolean;
  version: number;
  updatedAt: string;
  updatedByName: string | null;
};

export type AdminPostFilters = { status?: BlogStatus; language?: Language; search?: string };

/** Every post for the admin list, last edited first, filtered by status, language and words of the title. */
export async function listPostsForAdmin(
  db: Db,
  filters: AdminPostFilters,
  now = new Date(),
): Promise<AdminPostListItem[]> {
  let query = db
    .selectFrom("blog_posts")
    .leftJoin("users", "users.id", "blog_posts.updated_by")
    .select([
      "blog_posts.id",
      "blog_posts.translation_group_id",
      "blog_posts.language",
      "blog_posts.slug",
      "blog_posts.title",
      "blog_posts.category",
      "blog_posts.status",
      "blog_posts.published_at",
      "blog_posts.version",
      "blog_posts.updated_at",
      "users.name as updated_by_name",
    ])
    .orderBy("blog_posts.updated_at", "desc")
    .orderBy("blog_posts.id");
  if (filters.status) query = query.where("blog_posts.status", "=", filters.status);
  if (filters.language) query = query.where("blog_posts.language", "=", filters.language);
  const search = filters.search?.trim();
  if (search) {
    // lower() on both sides: PostgreSQL's LIKE minds case, SQLite's does not; % and _ typed are literal.
    const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where(sql<boolean>`lower(blog_posts.title) like ${pattern} escape '\\'`);
  }
  return (await query.execute()).map((row) => ({
    id: row.id,
    translationGroupId: row.translation_group_id,
    language: row.language,
    slug: row.slug,
    title: row.title,
    category: row.category,
    status: row.status,
    publishedAt: row.published_at,
    live: isLive({ status: row.status, publishedAt: row.published_at }, now),
    version: Number(row.version),
    updatedAt: row.updated_at,
    updatedByName: row.updated_by_name ?? null,
  }));
}
