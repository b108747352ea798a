import { Hono } from "hono";
import type { ApiDeps } from "../../api-deps.ts";
import { AppError } from "../../http/app-error.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import { feedOwner } from "./feed-owner.ts";
import { permitsCalendar } from "./permits-calendar.ts";

/**
 * GET /api/calendar/<token>.ics: a member's permit calendar for calendar apps, which fetch it
 * without cookies every few hours. The secret address is the key (feed-owner.ts); an unknown or
 * turned-off one is a 404 that says so. Private: never kept by a shared cache. Rate limited per
 * client like the forms, so the address space cannot be walked.
 */
export function calendarFeedRoutes(deps: ApiDeps) {
  return new Hono().get(
    "/:file",
    rateLimit(deps.rateLimiter, "calendar-feed", deps.config.FORM_RATE_LIMIT_PER_MINUTE),
    async (c) => {
      const file = c.req.param("file");
      const token = file.endsWith(".ics") ? file.slice(0, -".ics".length) : "";
      const userId = token ? await feedOwner(deps.db, token) : null;
      if (!userId) throw new AppError("not_found", "calendar_feed_not_found");
      return c.body(await permitsCalendar(deps.db, userId), 200, {
        "Content-Type": "text/calendar; charset=utf-8",
        "Cache-Control": "private, no-store",
      });
    },
  );
}
