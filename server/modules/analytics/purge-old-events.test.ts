import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type FreshDatabase, freshDatabase, testEngines } from "../../db/test-database.ts";
import { analyticsRetentionDays, purgeOldEvents } from "./purge-old-events.ts";

const dayMs = 24 * 60 * 60_000;

/** ADR 0040 and the privacy policy: analytics events are kept 13 months, then deleted. */
describe.each(testEngines)("analytics retention on %s", (engine) => {
  let database: FreshDatabase;
  beforeEach(async () => {
    database = await freshDatabase(engine);
  });
  afterEach(async () => {
    await database.dispose();
  });

  it("deletes the events older than 13 months and keeps the others", async () => {
    const now = new Date("2026-11-25T12:00:00.000Z");
    expect(analyticsRetentionDays).toBeGreaterThanOrEqual(395);
    const ages = { kept: analyticsRetentionDays - 1, gone: analyticsRetentionDays + 1 };
    for (const [id, days] of Object.entries(ages)) {
      await database.db
        .insertInto("analytics_events")
        .values({
          id,
          name: "page_view",
          path: "/",
          language: "en",
          visitor_id: null,
          created_at: new Date(now.getTime() - days * dayMs).toISOString(),
        })
        .execute();
    }
    expect(await purgeOldEvents(database.db, now)).toBe(1);
    expect(await database.db.selectFrom("analytics_events").select("id").execute()).toEqual([{ id: "kept" }]);
  });
});
