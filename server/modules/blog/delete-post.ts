import type { Db } from "../../db/database.ts";
import type { FileStorage } from "../../infra/storage/file-storage.ts";
import { recordAudit } from "../audit/record-audit.ts";
import { auditSnapshot } from "./blog-post-view.ts";
import { loadPost } from "./load-post.ts";

/**
 * Deletes a post and its old addresses (they then answer 404 like any unknown post). Its cover goes
 * from storage after the commit, unless another post still shows the same image. The audit keeps
 * what the post was.
 */
export async function deletePost(
  deps: { db: Db; fileStorage: FileStorage },
  adminId: string,
  postId: string,
  now = new Date(),
): Promise<void> {
  const cover = await deps.db.transaction().execute(async (trx) => {
    const before = await loadPost(trx, postId);
    await trx.deleteFrom("blog_slug_redirects").where("post_id", "=", postId).execute();
    await trx.deleteFrom("blog_posts").where("id", "=", postId).execute();
    await recordAudit(
      trx,
      {
        actorId: adminId,
        action: "blog_post_deleted",
        targetType: "blog_post",
        targetId: postId,
        before: auditSnapshot(before),
      },
      now,
    );
    if (!before.coverImageKey) return null;
    const shared = await trx
      .selectFrom("blog_posts")
      .select("id")
      .where("cover_image_key", "=", before.coverImageKey)
      .executeTakeFirst();
    return shared ? null : before.coverImageKey;
  });
  if (cover) await deps.fileStorage.delete(cover);
}
