import type { Db } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";

/**
 * Refuses a slug another post of the language holds, or one that still redirects to another post
 * (its old address must keep leading there). The unique index is the last word; this gives the
 * editor a sentence beside the field instead of a bare conflict.
 */
export async function assertSlugFree(db: Db, language: string, slug: string, ownPostId: string | null): Promise<void> {
  const holder = await db
    .selectFrom("blog_posts")
    .select("id")
    .where("language", "=", language as "en")
    .where("slug", "=", slug)
    .executeTakeFirst();
  const redirect = await db
    .selectFrom("blog_slug_redirects")
    .select("post_id")
    .where("language", "=", language)
    .where("old_slug", "=", slug)
    .executeTakeFirst();
  const takenBy = holder?.id ?? redirect?.post_id;
  if (takenBy !== undefined && takenBy !== ownPostId) {
    throw new AppError("conflict", "blog_slug_taken", [{ field: "slug", messageKey: "blog_slug_taken" }]);
  }
}
