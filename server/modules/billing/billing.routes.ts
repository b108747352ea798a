import { Hono } from "hono";
import type { ApiDeps } from "../../api-deps.ts";
import { type AccountEnv, requireUser } from "../auth/guards.ts";
import { billingOverview } from "./billing-overview.ts";
import { billingPortalUrl } from "./billing-portal.ts";
import { cancelSubscription } from "./cancel-subscription.ts";

/**
 * The signed-in user's billing (ADR 0028): GET /api/billing (subscription, orders, invoices), POST
 * /api/billing/portal (the provider's customer portal), POST /api/billing/cancel (stop renewing at
 * the end of the period). Only ever the caller's own rows.
 */
export function billingRoutes(deps: ApiDeps) {
  return new Hono<AccountEnv>()
    .use(requireUser(deps))
    .get("/", async (c) => c.json(await billingOverview(deps.db, c.get("user").id)))
    .post("/portal", async (c) => c.json({ url: await billingPortalUrl(deps, c.get("user").id, c.get("language")) }))
    .post("/cancel", async (c) => c.json(await cancelSubscription(deps, c.get("user").id)));
}
