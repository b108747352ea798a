import { getMigrations } from "better-auth/db/migration";
import { pino } from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { type FreshDatabase, freshDatabase, testEngines } from "../../db/test-database.ts";
import { authOf } from "./auth.ts";

describe.each(testEngines)("better-auth's schema on %s", (engine) => {
  let database: FreshDatabase;
  beforeEach(async () => {
    database = await freshDatabase(engine);
  });
  afterEach(async () => {
    await database.dispose();
  });

  it("is exactly what our migration 0003 created: better-auth would add no table, column or index", async () => {
    const deps = {
      config: loadConfig({ NODE_ENV: "test", DATABASE_URL: database.url }),
      db: database.db,
      logger: pino({ level: "silent" }),
      outbox: { nudge() {} },
      siteUrl: "http://localhost:3000",
    };
    const plan = await getMigrations(authOf(deps).options, { throwOnUnsafe: false });
    expect(plan.toBeCreated.map((t) => t.table)).toEqual([]);
    expect(plan.toBeAdded.map((t) => `${t.table}: ${Object.keys(t.fields).join(", ")}`)).toEqual([]);
    expect(plan.toBeAddedIndexes.map((i) => i.name)).toEqual([]);
    expect(plan.unsafeChanges).toEqual([]);
    expect(plan.schemaProblems).toEqual([]);
  });
});
