import { Hono } from "hono";
import { permitInputSchema, reminderCadenceSchema } from "../../../core/permits/permit-input.ts";
import { isUuid } from "../../../core/uuid.ts";
import type { ApiDeps } from "../../api-deps.ts";
import { AppError } from "../../http/app-error.ts";
import { noStore } from "../../http/no-store.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import { validateJson } from "../../http/validate-json.ts";
import { type AccountEnv, requireUser } from "../auth/guards.ts";
import { calendarFeedStatus } from "./calendar-feed-status.ts";
import { createPermit } from "./create-permit.ts";
import { deletePermit } from "./delete-permit.ts";
import { feedUrl } from "./feed-url.ts";
import { listPermits } from "./list-permits.ts";
import { permitsCalendar } from "./permits-calendar.ts";
import { remindAfterSave } from "./remind-after-save.ts";
import { reminderCadence, setReminderCadence } from "./reminder-cadence.ts";
import { turnOffCalendarFeed } from "./turn-off-calendar-feed.ts";
import { turnOnCalendarFeed } from "./turn-on-calendar-feed.ts";
import { updatePermit } from "./update-permit.ts";

function permitIdOf(value: string): string {
  if (!isUuid(value)) throw new AppError("bad_request", "permit_id_invalid");
  return value;
}

/**
 * "My permits", for every signed-in member whatever their plan: record a visa or permit, change
 * or delete it, read each with its dated calendar, download the calendar once (.ics), and turn the
 * secret calendar address on, anew or off. Every query is bounded by the account, so another
 * account's permit is a 404; nothing is kept by a browser or a proxy.
 */
export function permitsRoutes(deps: ApiDeps) {
  const limited = rateLimit(deps.rateLimiter, "permits", deps.config.FORM_RATE_LIMIT_PER_MINUTE);
  return (
    new Hono<AccountEnv>()
      .use(noStore())
      .use(requireUser(deps))
      .get("/", async (c) => {
        const userId = c.get("user").id;
        return c.json({
          permits: await listPermits(deps.db, userId),
          feed: await calendarFeedStatus(deps.db, userId),
          reminders: { cadence: await reminderCadence(deps.db, userId) },
        });
      })
      .post("/", limited, async (c) => {
        const input = await validateJson(c, permitInputSchema);
        const permit = await createPermit(deps.db, c.get("user").id, input);
        await remindAfterSave(deps, c.get("user").id);
        return c.json({ permit }, 201);
      })
      // Before /:id, which would read "feed" as a permit id.
      .post("/feed", limited, async (c) => {
        const { token, since } = await turnOnCalendarFeed(deps.db, c.get("user").id);
        return c.json({ url: feedUrl(deps.siteUrl, token), feed: { since } }, 201);
      })
      .delete("/feed", limited, async (c) => {
        await turnOffCalendarFeed(deps.db, c.get("user").id);
        return c.json({ feed: null });
      })
      // Before /:id, which would read "reminders" as a permit id.
      .put("/reminders", limited, async (c) => {
        const { cadence } = await validateJson(c, reminderCadenceSchema);
        await setReminderCadence(deps.db, c.get("user").id, cadence);
        return c.json({ reminders: { cadence } });
      })
      .put("/:id", limited, async (c) => {
        const id = permitIdOf(c.req.param("id"));
        const input = await validateJson(c, permitInputSchema);
        const permit = await updatePermit(deps.db, c.get("user").id, id, input);
        await remindAfterSave(deps, c.get("user").id);
        return c.json({ permit });
      })
      .delete("/:id", limited, async (c) => {
        await deletePermit(deps.db, c.get("user").id, permitIdOf(c.req.param("id")));
        return c.json({ deleted: true });
      })
      .get("/calendar.ics", async (c) => {
        const text = await permitsCalendar(deps.db, c.get("user").id);
        return c.body(text, 200, {
          "Content-Type": "text/calendar; charset=utf-8",
          "Content-Disposition": 'attachment; filename="passerelle-permits.ics"',
          "Cache-Control": "private, no-store",
        });
      })
  );
}
