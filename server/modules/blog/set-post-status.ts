import type { SetBlogStatusInput } from "../../../core/blog/blog-inputs.ts";
import { canApplyStatusAction, statusAfter } from "../../../core/blog/blog-status.ts";
import type { Db } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";
import { recordAudit } from "../audit/record-audit.ts";
import { auditSnapshot, type BlogPostView } from "./blog-post-view.ts";
import { loadPost } from "./load-post.ts";

/**
 * Publish now, schedule at a time, or take back to draft (core/blog/blog-status.ts says which moves
 * a status allows). Publishing keeps a date already passed (a post unpublished for a fix comes back
 * with its first date) and otherwise takes now. The content's version is not bumped: a status is
 * not an edit, so an editor open on the post can keep saving.
 */
export async function setPostStatus(
  db: Db,
  adminId: string,
  postId: string,
  input: SetBlogStatusInput,
  now = new Date(),
): Promise<BlogPostView> {
  return db.transaction().execute(async (trx) => {
    const before = await loadPost(trx, postId);
    if (!canApplyStatusAction(before.status, input.action)) throw new AppError("conflict", "blog_status_not_allowed");
    let publishedAt = before.publishedAt;
    if (input.action === "publish") {
      const hadPastDate = publishedAt !== null && Date.parse(publishedAt) <= now.getTime();
      if (!hadPastDate) publishedAt = now.toISOString();
    } else if (input.action === "schedule") {
      const at = new Date(input.publishAt ?? "");
      if (at.getTime() <= now.getTime()) {
        throw new AppError("bad_request", "blog_publish_at_past", [
          { field: "publishAt", messageKey: "blog_publish_at_past" },
        ]);
      }
      publishedAt = at.toISOString();
    }
    await trx
      .updateTable("blog_posts")
      .set({
        status: statusAfter(input.action),
        published_at: publishedAt,
        updated_by: adminId,
        updated_at: now.toISOString(),
      })
      .where("id", "=", postId)
      .execute();
    const after = await loadPost(trx, postId);
    await recordAudit(
      trx,
      {
        actorId: adminId,
        action: `blog_post_${input.action === "publish" ? "published" : input.action === "schedule" ? "scheduled" : "unpublished"}`,
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
