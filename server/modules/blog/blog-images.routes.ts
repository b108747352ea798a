import { Hono } from "hono";
import type { ApiDeps } from "../../api-deps.ts";
import type { ApiEnv } from "../../http/api-env.ts";
import { openBlogImage } from "./open-blog-image.ts";

/**
 * The blog's images, public at /blog-images/<uuid> (mounted in server/index.ts). A key is never
 * reused, so browsers may keep an image for a year; anything else falls through to the site's 404.
 */
export function blogImagesRoutes(deps: Pick<ApiDeps, "fileStorage">) {
  return new Hono<ApiEnv>().get("/:id", async (c) => {
    const image = await openBlogImage(deps.fileStorage, c.req.param("id"));
    if (!image) return c.notFound();
    return c.body(image.body, 200, {
      "Content-Type": image.contentType,
      "Content-Length": String(image.size),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    });
  });
}
