import type { Db } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";
import { type BlogPostView, toBlogPostView } from "./blog-post-view.ts";

/** A post by id for the admin side, or a 404 `blog_post_not_found` (also for an id of no post). */
export async function loadPost(db: Db, id: string): Promise<BlogPostView> {
  const row = await db.selectFrom("blog_posts").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw new AppError("not_found", "blog_post_not_found");
  return toBlogPostView(row);
}
