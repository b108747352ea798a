import pino from "pino";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type FreshDatabase, freshDatabase, testEngines } from "../../db/test-database.ts";
import { type ContentChanges, watchContentChanges } from "./content-changes.ts";

const logger = pino({ level: "silent" });

/**
 * ADR 0072: two instances on one database. A change signalled on one reaches the other's listeners
 * within a second — on PostgreSQL by NOTIFY (the poll is set to a minute here, so only the
 * notification can do it), on SQLite by the counter's poll.
 */
describe.each(testEngines)("content changes across instances on %s", (engine) => {
  let database: FreshDatabase;
  const watchers: ContentChanges[] = [];
  beforeEach(async () => {
    database = await freshDatabase(engine);
  });
  afterEach(async () => {
    for (const watcher of watchers.splice(0)) await watcher.stop();
    await database.dispose();
  });

  const instance = (pollMs: number) => {
    const watcher = watchContentChanges(
      { db: database.db, config: { DATABASE_URL: database.url }, logger },
      { pollMs, postgresSchema: database.postgresSchema },
    );
    watchers.push(watcher);
    return watcher;
  };

  it("tells the signalling instance at once and the other within a second", async () => {
    const pollMs = engine === "postgres" ? 60_000 : 250;
    const first = instance(pollMs);
    const second = instance(pollMs);
    const heard = { first: 0, second: 0 };
    first.subscribe(() => heard.first++);
    second.subscribe(() => heard.second++);
    // Let both read the counter (and the listener connect) before anything changes.
    await new Promise((resolve) => setTimeout(resolve, 500));

    const started = Date.now();
    await first.signal();
    expect(heard.first).toBe(1);
    await vi.waitFor(() => expect(heard.second).toBe(1), { timeout: 1_000, interval: 20 });
    expect(Date.now() - started).toBeLessThan(1_000);

    await second.signal();
    await vi.waitFor(() => expect(heard.first).toBe(2), { timeout: 1_000, interval: 20 });
    expect(heard.second).toBe(2);
    const { version } = await database.db.selectFrom("content_changes").select("version").executeTakeFirstOrThrow();
    expect(Number(version)).toBe(2);
  });

  it("tells the signalling instance exactly once per change while its poll and its own notification race the signal", async () => {
    // A poll every millisecond reads the counter while each signal is under way, and on
    // PostgreSQL the instance's own NOTIFY arrives before the signal has finished: the
    // listeners ran twice for one change under load (CI, 2026-12-02).
    const busy = instance(1);
    const other = instance(1);
    const heard = { busy: 0, other: 0 };
    busy.subscribe(() => heard.busy++);
    other.subscribe(() => heard.other++);
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (let change = 1; change <= 20; change++) {
      await busy.signal();
      expect(heard.busy).toBe(change);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard.busy).toBe(20);
    // The other instance may learn of several changes in one reading; never of more than there were.
    expect(heard.other).toBeGreaterThan(0);
    expect(heard.other).toBeLessThanOrEqual(20);
  });

  it("a signal before the instance's first reading still tells its listeners", async () => {
    const early = instance(60_000);
    let heard = 0;
    early.subscribe(() => heard++);
    await early.signal();
    expect(heard).toBe(1);
  });
});
