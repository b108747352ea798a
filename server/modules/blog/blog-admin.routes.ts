import { Hono } from "hono";
import { apiMessage } from "../../../content/messages/api-messages.ts";
import {
  createBlogPostSchema,
  isBlogPostId,
  listBlogPostsQuerySchema,
  setBlogStatusSchema,
  updateBlogPostSchema,
} from "../../../core/blog/blog-inputs.ts";
import type { ApiDeps } from "../../api-deps.ts";
import { AppError } from "../../http/app-error.ts";
import { noStore } from "../../http/no-store.ts";
import { validateJson } from "../../http/validate-json.ts";
import { type AccountEnv, requireRole } from "../auth/guards.ts";
import { blogImagePath } from "./blog-post-view.ts";
import { createPost } from "./create-post.ts";
import { deletePost } from "./delete-post.ts";
import { getPostForEditing } from "./get-post-for-editing.ts";
import { listPostsForAdmin } from "./list-posts-for-admin.ts";
import { setCoverImage } from "./set-cover-image.ts";
import { setPostStatus } from "./set-post-status.ts";
import { storeBlogImage } from "./store-blog-image.ts";
import { BlogVersionConflict, updatePost } from "./update-post.ts";

/** An id from the path that is not a post id is the same 404 as an unknown post. */
function postId(id: string): string {
  if (!isBlogPostId(id)) throw new AppError("not_found", "blog_post_not_found");
  return id;
}

/**
 * The blog's administration (ADR 0037), mounted at /api/admin/blog: administrators only (401 signed
 * out, 403 otherwise). The API answers GET and POST only, so an update is a POST to the post and a
 * deletion a POST to /delete. Every change is in the audit log (the use cases).
 *
 *   GET  /                  list (?status=&language=&search=)
 *   POST /                  create (a draft)                      → 201 { post }
 *   GET  /:id               { post, translations, updatedByName }
 *   POST /:id               update with { version, ...fields }    → { post } | 409 blog_version_conflict
 *   POST /:id/status        { action: publish|schedule|unpublish, publishAt? } → { post }
 *   POST /:id/delete        → 204
 *   POST /:id/cover         multipart `file` (JPG or PNG, 10 MB)  → { post }
 *   POST /images            multipart `file` → { key, url } for an image in the body
 */
export function blogAdminRoutes(deps: ApiDeps) {
  return new Hono<AccountEnv>()
    .use(noStore())
    .use(requireRole(deps, "admin"))
    .onError((error, c) => {
      // The editor needs the stored version and who saved it, beyond the sentence.
      if (!(error instanceof BlogVersionConflict)) throw error;
      return c.json(
        {
          error: {
            code: "conflict",
            messageKey: "blog_version_conflict",
            message: apiMessage(c.get("language"), error.messageKey, error.values),
            currentVersion: error.currentVersion,
            updatedBy: error.updatedByName,
          },
          requestId: c.get("requestId"),
        },
        409,
      );
    })
    .get("/", async (c) => {
      const parsed = listBlogPostsQuerySchema.safeParse(c.req.query());
      if (!parsed.success) throw new AppError("bad_request", "blog_filter_invalid");
      return c.json({ posts: await listPostsForAdmin(deps.db, parsed.data) });
    })
    .post("/", async (c) => {
      const input = await validateJson(c, createBlogPostSchema);
      return c.json({ post: await createPost(deps.db, c.get("user").id, input) }, 201);
    })
    .post("/images", async (c) => {
      const key = await storeBlogImage(deps, c.req.raw);
      return c.json({ key, url: blogImagePath(key) }, 201);
    })
    .get("/:id", async (c) => c.json(await getPostForEditing(deps.db, postId(c.req.param("id")))))
    .post("/:id", async (c) => {
      const id = postId(c.req.param("id"));
      const input = await validateJson(c, updateBlogPostSchema);
      return c.json({ post: await updatePost(deps.db, c.get("user").id, id, input) });
    })
    .post("/:id/status", async (c) => {
      const id = postId(c.req.param("id"));
      const input = await validateJson(c, setBlogStatusSchema);
      return c.json({ post: await setPostStatus(deps.db, c.get("user").id, id, input) });
    })
    .post("/:id/delete", async (c) => {
      await deletePost(deps, c.get("user").id, postId(c.req.param("id")));
      return c.body(null, 204);
    })
    .post("/:id/cover", async (c) => {
      const id = postId(c.req.param("id"));
      return c.json({ post: await setCoverImage(deps, c.get("user").id, id, c.req.raw) });
    });
}
