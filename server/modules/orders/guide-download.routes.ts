import { Hono } from "hono";
import type { ApiDeps } from "../../api-deps.ts";
import type { ApiEnv } from "../../http/api-env.ts";
import { AppError } from "../../http/app-error.ts";
import { bytesBody } from "../../http/bytes-body.ts";
import { signingSecretOf } from "../auth/auth-secret.ts";
import { checkGuideLink } from "./guide-link.ts";

/**
 * GET /api/orders/{id}/guide?expires&signature: the paid guide, for a signed, unexpired link of a
 * paid order only (ADR 0028). A refund, a forged or an expired link gets a translated refusal,
 * never the file. The PDF comes from the cache, in the language the guide was bought in.
 */
export function guideDownloadRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>().get("/:id/guide", async (c) => {
    const orderId = c.req.param("id");
    const check = checkGuideLink(
      signingSecretOf(deps.config),
      orderId,
      c.req.query("expires"),
      c.req.query("signature"),
      new Date(),
    );
    if (check !== "valid") throw new AppError("forbidden", "guide_link_invalid");
    const order = await deps.db
      .selectFrom("orders")
      .select(["id", "kind", "status", "language"])
      .where("id", "=", orderId)
      .executeTakeFirst();
    if (order?.kind !== "guide" || order.status !== "paid") {
      throw new AppError("forbidden", "guide_not_available");
    }
    // Typst missing or failing: a PdfUnavailableError, answered 503 by the API's edge.
    const guide = await deps.pdfs.guide(
      "full",
      order.language === "fr" || order.language === "ar" ? order.language : "en",
    );
    return c.body(bytesBody(guide.bytes), 200, {
      "content-length": String(guide.bytes.byteLength),
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${guide.fileName}"`,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    });
  });
}
