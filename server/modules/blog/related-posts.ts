import type { Db } from "../../db/database.ts";
import { type BlogPostView, toBlogPostView } from "./blog-post-view.ts";
import { whereLive } from "./live-posts.ts";
import { type PostSummary, toPostSummary } from "./post-summary.ts";

/**
 * Up to three live posts of the same language to read next: those sharing the category or tags,
 * the most shared first (the category counts as much as two tags), then the newest.
 */
export async function relatedPosts(db: Db, post: BlogPostView, now = new Date(), count = 3): Promise<PostSummary[]> {
  const rows = await whereLive(
    db.selectFrom("blog_posts").selectAll().where("language", "=", post.language).where("id", "!=", post.id),
    now,
  )
    .orderBy("published_at", "desc")
    .limit(200)
    .execute();
  const tags = new Set(post.tags);
  return rows
    .map(toBlogPostView)
    .map((other) => ({
      other,
      score: (other.category === post.category ? 2 : 0) + other.tags.filter((tag) => tags.has(tag)).length,
    }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, count)
    .map(({ other }) => toPostSummary(other));
}
