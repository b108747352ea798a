import type { Db } from "../../db/database.ts";
import type { Logger } from "../../logger.ts";

/** How long an analytics event is kept (ADR 0040, said in the privacy policy): 13 months. */
export const analyticsRetentionDays = 396;

/** Deletes the events older than the retention; returns how many went. */
export async function purgeOldEvents(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - analyticsRetentionDays * 24 * 60 * 60_000).toISOString();
  const result = await db.deleteFrom("analytics_events").where("created_at", "<", before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** At start-up and then every hour: nothing needs the minute, and an event is at most an hour late to go. */
export function startAnalyticsRetention(db: Db, logger: Logger, everyMs = 3_600_000) {
  const tick = () =>
    purgeOldEvents(db)
      .then((deleted) => deleted && logger.info({ deleted }, "old analytics events deleted"))
      .catch((error) => logger.error({ err: error }, "analytics retention failed"));
  void tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
