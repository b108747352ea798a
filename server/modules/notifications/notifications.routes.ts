import { Hono } from "hono";
import { z } from "zod";
import { isCaseId } from "../../../core/case/case-inputs.ts";
import type { ApiDeps } from "../../api-deps.ts";
import { noStore } from "../../http/no-store.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import { validateJson } from "../../http/validate-json.ts";
import { type AccountEnv, requireUser } from "../auth/guards.ts";
import { listNotifications, notificationListSize } from "./list-notifications.ts";
import { markNotificationsRead } from "./mark-notifications-read.ts";

/** POST /api/notifications/read: {} (or no body) for all, or the ids of some. */
const markReadSchema = z.object({
  ids: z
    .array(z.string({ error: "notification_ids_invalid" }).refine(isCaseId, { error: "notification_ids_invalid" }), {
      error: "notification_ids_invalid",
    })
    .max(notificationListSize * 4, { error: "notification_ids_invalid" })
    .optional(),
});

/**
 * The signed-in person's case notifications (ADR 0035): the latest 30 with the unread
 * count, each with its line in the request's language; and marking them read. Someone else's
 * notifications are out of reach: every query is bounded by the session's user.
 */
export function notificationsRoutes(deps: ApiDeps) {
  const writes = rateLimit(deps.rateLimiter, "notifications", deps.config.FORM_RATE_LIMIT_PER_MINUTE);
  return new Hono<AccountEnv>()
    .use(noStore())
    .use(requireUser(deps))
    .get("/", async (c) => c.json(await listNotifications(deps.db, c.get("user").id, c.get("language"))))
    .post("/read", writes, async (c) => {
      // A bodiless POST (no Content-Type) means "all of them".
      const input = c.req.header("content-type") ? await validateJson(c, markReadSchema) : {};
      const marked = await markNotificationsRead(deps.db, c.get("user").id, input.ids);
      const { unread } = await listNotifications(deps.db, c.get("user").id, c.get("language"));
      return c.json({ marked, unread });
    });
}
