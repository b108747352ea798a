import { recordAudit } from "../audit/record-audit.ts";
import type { BlogPostView } from "./blog-post-view.ts";
import { loadPost } from "./load-post.ts";
import { type BlogImageDeps, storeBlogImage } from "./store-blog-image.ts";

/**
 * Uploads a post's cover and puts it on the post; the previous cover leaves storage unless another
 * post shows it. The version is not bumped (the editor's text is untouched), so an open editor
 * keeps saving; the alternative text is a field of the editor's save.
 */
export async function setCoverImage(
  deps: BlogImageDeps,
  adminId: string,
  postId: string,
  request: Request,
  now = new Date(),
): Promise<BlogPostView> {
  await loadPost(deps.db, postId);
  const key = await storeBlogImage(deps, request);
  try {
    const { previous, post } = await deps.db.transaction().execute(async (trx) => {
      const before = await loadPost(trx, postId);
      await trx
        .updateTable("blog_posts")
        .set({ cover_image_key: key, updated_by: adminId, updated_at: now.toISOString() })
        .where("id", "=", postId)
        .execute();
      await recordAudit(
        trx,
        {
          actorId: adminId,
          action: "blog_cover_changed",
          targetType: "blog_post",
          targetId: postId,
          before: { coverImageKey: before.coverImageKey },
          after: { coverImageKey: key },
        },
        now,
      );
      const stillShown = before.coverImageKey
        ? await trx
            .selectFrom("blog_posts")
            .select("id")
            .where("cover_image_key", "=", before.coverImageKey)
            .executeTakeFirst()
        : undefined;
      return { previous: stillShown ? null : before.coverImageKey, post: await loadPost(trx, postId) };
    });
    if (previous) await deps.fileStorage.delete(previous);
    return post;
  } catch (error) {
    await deps.fileStorage.delete(key).catch(() => {});
    throw error;
  }
}
