import { Hono } from "hono";
import type { ApiDeps } from "../../api-deps.ts";
import { noStore } from "../../http/no-store.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import { validateJson } from "../../http/validate-json.ts";
import { type AccountEnv, requireUser } from "../auth/guards.ts";
import { notificationPreferencesSchema } from "./email-frequency.ts";
import { emailFrequencyOf } from "./get-email-frequency.ts";
import { setEmailFrequency } from "./set-email-frequency.ts";

/**
 * /api/account/notification-preferences: how the signed-in person hears of their case by e-mail,
 * `{ emailFrequency: "immediate" | "daily" }` (ADR 0035). Mounted before /api/account.
 */
export function notificationPreferencesRoutes(deps: ApiDeps) {
  const writes = rateLimit(deps.rateLimiter, "notification-preferences", deps.config.FORM_RATE_LIMIT_PER_MINUTE);
  return new Hono<AccountEnv>()
    .use(noStore())
    .use(requireUser(deps))
    .get("/", async (c) => c.json({ emailFrequency: await emailFrequencyOf(deps.db, c.get("user").id) }))
    .put("/", writes, async (c) => {
      const { emailFrequency } = await validateJson(c, notificationPreferencesSchema);
      return c.json({ emailFrequency: await setEmailFrequency(deps.db, c.get("user").id, emailFrequency) });
    });
}
