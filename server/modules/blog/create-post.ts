import type { CreateBlogPostInput } from "../../../core/blog/blog-inputs.ts";
import type { Db } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";
import { recordAudit } from "../audit/record-audit.ts";
import { auditSnapshot, type BlogPostView } from "./blog-post-view.ts";
import { loadPost } from "./load-post.ts";
import { assertSlugFree } from "./slug-taken.ts";

/**
 * A new post, always a draft at version 1. Given `translationOf`, it joins that post's
 * translation group — one version per language in a group.
 */
export async function createPost(
  db: Db,
  adminId: string,
  input: CreateBlogPostInput,
  now = new Date(),
): Promise<BlogPostView> {
  return db.transaction().execute(async (trx) => {
    let groupId: string = crypto.randomUUID();
    if (input.translationOf) {
      const original = await trx
        .selectFrom("blog_posts")
        .select("translation_group_id")
        .where("id", "=", input.translationOf)
        .executeTakeFirst();
      if (!original) {
        throw new AppError("bad_request", "blog_translation_invalid", [
          { field: "translationOf", messageKey: "blog_translation_invalid" },
        ]);
      }
      const sibling = await trx
        .selectFrom("blog_posts")
        .select("id")
        .where("translation_group_id", "=", original.translation_group_id)
        .where("language", "=", input.language)
        .executeTakeFirst();
      if (sibling) {
        throw new AppError("conflict", "blog_translation_exists", [
          { field: "language", messageKey: "blog_translation_exists" },
        ]);
      }
      groupId = original.translation_group_id;
    }
    await assertSlugFree(trx, input.language, input.slug, null);
    const stamp = now.toISOString();
    const id = crypto.randomUUID();
    await trx
      .insertInto("blog_posts")
      .values({
        id,
        translation_group_id: groupId,
        language: input.language,
        slug: input.slug,
        title: input.title,
        excerpt: input.excerpt,
        body_markdown: input.bodyMarkdown,
        cover_image_key: null,
        cover_alt: input.coverAlt,
        category: input.category,
        tags: JSON.stringify(input.tags),
        author_name: input.authorName,
        status: "draft",
        published_at: null,
        seo_title: input.seoTitle,
        seo_description: input.seoDescription,
        version: 1,
        created_by: adminId,
        updated_by: adminId,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
    const post = await loadPost(trx, id);
    await recordAudit(
      trx,
      {
        actorId: adminId,
        action: "blog_post_created",
        targetType: "blog_post",
        targetId: post.id,
        after: auditSnapshot(post),
      },
      now,
    );
    return post;
  });
}
