import type { UpdateBlogPostInput } from "../../../core/blog/blog-inputs.ts";
import type { Db } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";
import { recordAudit } from "../audit/record-audit.ts";
import { auditSnapshot, type BlogPostView } from "./blog-post-view.ts";
import { loadPost } from "./load-post.ts";
import { assertSlugFree } from "./slug-taken.ts";

/**
 * Someone saved the post since the editor loaded it: the save is refused (409) with who did and
 * the version now stored, so the editor warns instead of overwriting their work (ADR 0037).
 */
export class BlogVersionConflict extends AppError {
  readonly currentVersion: number;
  readonly updatedByName: string;
  constructor(currentVersion: number, updatedByName: string) {
    super("conflict", "blog_version_conflict", [], { version: String(currentVersion), name: updatedByName });
    this.currentVersion = currentVersion;
    this.updatedByName = updatedByName;
  }
}

/**
 * Saves every field of a post (the editor's autosave and its explicit save alike) when `version`
 * is the stored one, and bumps it. The version check and the write are one conditional UPDATE,
 * so two saves racing cannot both win. A new slug leaves the old one redirecting (301) to the post.
 * The status and the publication time are not touched here (setPostStatus).
 */
export async function updatePost(
  db: Db,
  adminId: string,
  postId: string,
  input: UpdateBlogPostInput,
  now = new Date(),
): Promise<BlogPostView> {
  return db.transaction().execute(async (trx) => {
    const before = await loadPost(trx, postId);
    if (input.slug !== before.slug) await assertSlugFree(trx, before.language, input.slug, postId);
    const result = await trx
      .updateTable("blog_posts")
      .set({
        slug: input.slug,
        title: input.title,
        excerpt: input.excerpt,
        body_markdown: input.bodyMarkdown,
        cover_alt: input.coverAlt,
        category: input.category,
        tags: JSON.stringify(input.tags),
        author_name: input.authorName,
        seo_title: input.seoTitle,
        seo_description: input.seoDescription,
        version: input.version + 1,
        updated_by: adminId,
        updated_at: now.toISOString(),
      })
      .where("id", "=", postId)
      .where("version", "=", input.version)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) {
      const updater = before.updatedBy
        ? await trx.selectFrom("users").select("name").where("id", "=", before.updatedBy).executeTakeFirst()
        : undefined;
      throw new BlogVersionConflict(before.version, updater?.name ?? "?");
    }
    if (input.slug !== before.slug) {
      // The new address may be one this post had before: it is no longer a redirect.
      await trx
        .deleteFrom("blog_slug_redirects")
        .where("language", "=", before.language)
        .where("old_slug", "=", input.slug)
        .execute();
      await trx
        .insertInto("blog_slug_redirects")
        .values({ language: before.language, old_slug: before.slug, post_id: postId, created_at: now.toISOString() })
        .execute();
    }
    const after = await loadPost(trx, postId);
    await recordAudit(
      trx,
      {
        actorId: adminId,
        action: "blog_post_updated",
        targetType: "blog_post",
        targetId: postId,
        before: auditSnapshot(before),
        after: auditSnapshot(after),
      },
      now,
    );
    return after;
  });
}
