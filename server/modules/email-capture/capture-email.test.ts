import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type FreshDatabase, freshDatabase, testEngines } from "../../db/test-database.ts";
import { captureEmail } from "./capture-email.ts";

const siteUrl = "http://localhost:3000";
const input = { email: "pat@example.com", language: "en" as const, sourcePage: null };

describe.each(testEngines)("captureEmail on %s", (engine) => {
  let database: FreshDatabase;
  beforeEach(async () => {
    database = await freshDatabase(engine);
  });
  afterEach(async () => {
    await database.dispose();
  });

  const outboxRows = () =>
    database.db.selectFrom("outbox").select(["to_address", "created_at"]).orderBy("created_at").execute();

  it("sends at most one checklist per address per day, so the form cannot flood an inbox", async () => {
    const morning = new Date("2030-05-01T08:00:00.000Z");
    const evening = new Date("2030-05-01T22:00:00.000Z");
    const nextDay = new Date("2030-05-02T08:00:00.000Z");
    expect(await captureEmail(database.db, input, siteUrl, morning)).toEqual({ isNew: true, queued: true });
    expect(await captureEmail(database.db, input, siteUrl, evening)).toEqual({ isNew: false, queued: false });
    // Asking again another day (the first mail was lost?) sends it again, still one stored address.
    expect(await captureEmail(database.db, input, siteUrl, nextDay)).toEqual({ isNew: false, queued: true });

    expect((await outboxRows()).map((r) => r.created_at)).toEqual([morning.toISOString(), nextDay.toISOString()]);
    expect(await database.db.selectFrom("email_captures").select("email").execute()).toEqual([
      { email: "pat@example.com" },
    ]);
  });

  it("stores one row and queues one e-mail when the same address is submitted several times at once", async () => {
    const at = new Date("2030-05-01T08:00:00.000Z");
    const results = await Promise.all(Array.from({ length: 5 }, () => captureEmail(database.db, input, siteUrl, at)));
    expect(results.filter((r) => r.isNew)).toHaveLength(1);
    expect(results.filter((r) => r.queued)).toHaveLength(1);
    expect(await database.db.selectFrom("email_captures").select("email").execute()).toHaveLength(1);
    expect(await outboxRows()).toHaveLength(1);
  });
});
