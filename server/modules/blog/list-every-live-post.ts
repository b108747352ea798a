import type { Db } from "../../db/database.ts";
import { type BlogPostView, toBlogPostView } from "./blog-post-view.ts";
import { whereLive } from "./live-posts.ts";

/** Every live post in every language, newest first, whole: the sitemap lists each with its translations. */
export async function listEveryLivePost(db: Db, now = new Date()): Promise<BlogPostView[]> {
  const rows = await whereLive(db.selectFrom("blog_posts").selectAll(), now).orderBy("published_at", "desc").execute();
  return rows.map(toBlogPostView);
}
