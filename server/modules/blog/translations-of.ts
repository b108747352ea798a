import type { Db } from "../../db/database.ts";
import { type BlogPostView, toBlogPostView } from "./blog-post-view.ts";
import { whereLive } from "./live-posts.ts";

/**
 * The other language versions of a post (same translation group), in en, fr, ar order. With
 * `liveAt`, only those live at that time: what a reader may be pointed to (hreflang, language links).
 */
export async function translationsOf(
  db: Db,
  post: Pick<BlogPostView, "id" | "translationGroupId">,
  liveAt?: Date,
): Promise<BlogPostView[]> {
  let query = db
    .selectFrom("blog_posts")
    .selectAll()
    .where("translation_group_id", "=", post.translationGroupId)
    .where("id", "!=", post.id);
  if (liveAt) query = whereLive(query, liveAt);
  const order = ["en", "fr", "ar"];
  return (await query.execute())
    .map(toBlogPostView)
    .sort((a, b) => order.indexOf(a.language) - order.indexOf(b.language));
}
