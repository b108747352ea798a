import type { BlogCategory } from "../../../core/blog/blog-categories.ts";
import type { Language } from "../../../core/languages.ts";
import type { Db } from "../../db/database.ts";
import { toBlogPostView } from "./blog-post-view.ts";
import { whereLive } from "./live-posts.ts";
import { type PostSummary, toPostSummary } from "./post-summary.ts";

export const livePostsPerPage = 10;

export type LivePostsPage = {
  posts: PostSummary[];
  /** 1-based; a page past the last is empty (the page says so), never an error. */
  page: number;
  pageCount: number;
  total: number;
};

/** The posts readers see in a language, newest first, optionally of one category, ten a page. */
export async function listLivePosts(
  db: Db,
  options: { language: Language; category?: BlogCategory | null; page?: number; perPage?: number },
  now = new Date(),
): Promise<LivePostsPage> {
  const perPage = options.perPage ?? livePostsPerPage;
  const page = Math.max(1, Math.floor(options.page ?? 1));
  let base = whereLive(db.selectFrom("blog_posts").where("language", "=", options.language), now);
  if (options.category) base = base.where("category", "=", options.category);
  const counted = await base.select((eb) => eb.fn.countAll<string | number>().as("total")).executeTakeFirst();
  const total = Number(counted?.total ?? 0);
  const rows = await base
    .selectAll()
    .orderBy("published_at", "desc")
    .orderBy("id")
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  return {
    posts: rows.map((row) => toPostSummary(toBlogPostView(row))),
    page,
    pageCount: Math.max(1, Math.ceil(total / perPage)),
    total,
  };
}
