import { Hono } from "hono";
import { checkoutRequestSchema } from "../../../core/checkout-request.ts";
import type { ApiDeps } from "../../api-deps.ts";
import type { ApiEnv } from "../../http/api-env.ts";
import { AppError } from "../../http/app-error.ts";
import { formLimits } from "../../http/form-limits.ts";
import { validateJson } from "../../http/validate-json.ts";
import { analyticsConsentOf } from "../analytics/analytics-consent.ts";
import { signedInUser } from "../auth/current-user.ts";
import { buyerKeyCookieHeader, buyerKeyFromCookies, mayViewOrder, newBuyerKey } from "./buyer-key.ts";
import { confirmCheckout } from "./confirm-checkout.ts";
import { startCheckout } from "./start-checkout.ts";

/**
 * POST /api/checkout opens a payment page (JSON: product, interval, email, invoiceId, attempt)
 * and answers its URL; the pages' forms reach the same use case through their actions.
 * GET /api/checkout/{sessionId} tells the buying browser (or the signed-in owner) where its order
 * stands, asking the provider if the event has not arrived yet.
 */
export function checkoutRoutes(deps: ApiDeps) {
  const limits = formLimits(deps, "checkout");
  return new Hono<ApiEnv>()
    .post("/", limits.perClient(), async (c) => {
      const input = await validateJson(c, checkoutRequestSchema);
      const signedIn = await signedInUser(deps, c.req.raw.headers);
      const buyerKey = buyerKeyFromCookies(c.req.header("cookie")) ?? newBuyerKey();
      const { orderId, url } = await startCheckout(deps, input, {
        user: signedIn?.user ?? null,
        language: c.get("language"),
        buyerKey,
        analytics: analyticsConsentOf(c.req.raw.headers),
      });
      c.header("set-cookie", buyerKeyCookieHeader(buyerKey, deps.siteUrl.startsWith("https:")));
      c.header("cache-control", "no-store");
      return c.json({ orderId, url }, 201);
    })
    .get("/:sessionId", async (c) => {
      const sessionId = c.req.param("sessionId");
      if (!/^[A-Za-z0-9_-]{8,255}$/.test(sessionId)) throw new AppError("not_found", "checkout_session_not_found");
      const order = await confirmCheckout(deps, sessionId);
      const userId = (await signedInUser(deps, c.req.raw.headers))?.user.id ?? null;
      if (!order || !mayViewOrder(order, { userId, buyerKey: buyerKeyFromCookies(c.req.header("cookie")) })) {
        throw new AppError("not_found", "checkout_session_not_found");
      }
      c.header("cache-control", "no-store");
      return c.json({ orderId: order.id, kind: order.kind, status: order.status });
    });
}
