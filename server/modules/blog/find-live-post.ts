import type { Language } from "../../../core/languages.ts";
import type { Db } from "../../db/database.ts";
import { type BlogPostView, toBlogPostView } from "./blog-post-view.ts";
import { whereLive } from "./live-posts.ts";

export type LivePostLookup = { post: BlogPostView } | { redirectTo: string } | null;

/**
 * What a reader asking for /blog/<slug> in a language gets: the live post, the current slug of a
 * live post that used to have this one (301), or null (the site's 404) — a draft, a post scheduled
 * for later and an unknown slug are the same "not found".
 */
export async function findLivePost(
  db: Db,
  language: Language,
  slug: string,
  now = new Date(),
): Promise<LivePostLookup> {
  const row = await whereLive(
    db.selectFrom("blog_posts").selectAll().where("language", "=", language).where("slug", "=", slug),
    now,
  ).executeTakeFirst();
  if (row) return { post: toBlogPostView(row) };
  const moved = await whereLive(
    db
      .selectFrom("blog_slug_redirects")
      .innerJoin("blog_posts", "blog_posts.id", "blog_slug_redirects.post_id")
      .select("blog_posts.slug")
      .where("blog_slug_redirects.language", "=", language)
      .where("blog_slug_redirects.old_slug", "=", slug),
    now,
  ).executeTakeFirst();
  return moved ? { redirectTo: moved.slug } : null;
}
