import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createDatabase, type Db } from "../../db/database.ts";
import { type FreshDatabase, freshDatabase, testEngines } from "../../db/test-database.ts";
import type { MailTransport, OutgoingEmail } from "../../infra/mail/mail-transport.ts";
import { createLogger } from "../../logger.ts";
import { enqueueEmail } from "./enqueue-email.ts";
import { createOutboxWorker, retryDelayMs } from "./outbox-worker.ts";

const retryBaseMs = 30_000;
const maxAttempts = 3;
const logger = createLogger("silent");

/**
 * Stands in for the mail provider (an external system): records what it was handed, can be made
 * to fail, and can be made slow so concurrent rounds overlap.
 */
function recordingTransport(name = "test") {
  const transport = {
    name,
    sent: [] as OutgoingEmail[],
    failWith: undefined as Error | undefined,
    delayMs: 0,
    async send(email: OutgoingEmail) {
      if (transport.delayMs) await sleep(transport.delayMs);
      if (transport.failWith) throw transport.failWith;
      transport.sent.push(email);
    },
    async close() {},
  } satisfies MailTransport & Record<string, unknown>;
  return transport;
}

function message(to: string) {
  return {
    template: "test-template",
    language: "en",
    to,
    subject: `Hello ${to}`,
    text: `Text for ${to}`,
    html: `<p>${to}</p>`,
  };
}

describe.each(testEngines)("outbox worker on %s", (engine) => {
  let database: FreshDatabase;
  let db: Db;
  let clock: Date;
  let transport: ReturnType<typeof recordingTransport>;
  const now = () => clock;
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  const worker = (on: Db = db) =>
    createOutboxWorker({ db: on, transport, logger, pollMs: 60_000, retryBaseMs, maxAttempts, now });
  const row = (to: string) =>
    db.selectFrom("outbox").selectAll().where("to_address", "=", to).executeTakeFirstOrThrow();

  beforeEach(async () => {
    database = await freshDatabase(engine);
    db = database.db;
    clock = new Date("2030-03-04T09:00:00.000Z");
    transport = recordingTransport();
  });
  afterEach(async () => {
    await database.dispose();
  });

  it("delivers a queued message and marks it sent with the transport that carried it", async () => {
    await enqueueEmail(db, message("ana@example.com"), clock);
    advance(1_000);
    await worker().runOnce();

    expect(transport.sent).toEqual([
      {
        to: "ana@example.com",
        subject: "Hello ana@example.com",
        text: "Text for ana@example.com",
        html: "<p>ana@example.com</p>",
        template: "test-template",
        outboxId: (await row("ana@example.com")).id,
      },
    ]);
    expect(await row("ana@example.com")).toMatchObject({
      status: "sent",
      transport: "test",
      attempts: 1,
      sent_at: clock.toISOString(),
      locked_until: null,
      last_error: null,
    });
  });

  it("does not send a message before it is due", async () => {
    await enqueueEmail(db, message("later@example.com"), new Date(clock.getTime() + 60_000));
    await worker().runOnce();
    expect(transport.sent).toHaveLength(0);
    expect((await row("later@example.com")).status).toBe("pending");
  });

  it("keeps a failed message pending with the error and retries it only after the backoff", async () => {
    await enqueueEmail(db, message("bo@example.com"), clock);
    transport.failWith = new Error("connect ECONNREFUSED 127.0.0.1:25");
    const outbox = worker();
    await outbox.runOnce();

    const failed = await row("bo@example.com");
    expect(failed).toMatchObject({ status: "pending", attempts: 1, last_error: "connect ECONNREFUSED 127.0.0.1:25" });
    expect(failed.next_attempt_at).toBe(new Date(clock.getTime() + retryDelayMs(1, retryBaseMs)).toISOString());
    expect(failed.locked_until).toBeNull();

    // Still inside the backoff: no new attempt hammers the broken provider.
    advance(retryDelayMs(1, retryBaseMs) - 1);
    await outbox.runOnce();
    expect((await row("bo@example.com")).attempts).toBe(1);

    // Due again and still failing: the next wait is longer.
    advance(1);
    await outbox.runOnce();
    const second = await row("bo@example.com");
    expect(second).toMatchObject({ status: "pending", attempts: 2 });
    expect(second.next_attempt_at).toBe(new Date(clock.getTime() + retryDelayMs(2, retryBaseMs)).toISOString());
    expect(retryDelayMs(2, retryBaseMs)).toBeGreaterThan(retryDelayMs(1, retryBaseMs));

    // The provider recovers: the message goes out and the error is cleared.
    transport.failWith = undefined;
    advance(retryDelayMs(2, retryBaseMs));
    await outbox.runOnce();
    expect(transport.sent.map((m) => m.to)).toEqual(["bo@example.com"]);
    expect(await row("bo@example.com")).toMatchObject({ status: "sent", attempts: 3, last_error: null });
  });

  it("gives up after maxAttempts and marks the message failed for an operator to look at", async () => {
    await enqueueEmail(db, message("cy@example.com"), clock);
    transport.failWith = new Error("550 mailbox unavailable");
    const outbox = worker();
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      await outbox.runOnce();
      expect((await row("cy@example.com")).attempts).toBe(attempt);
      advance(retryDelayMs(attempt, retryBaseMs));
    }
    expect(await row("cy@example.com")).toMatchObject({
      status: "failed",
      attempts: maxAttempts,
      last_error: "550 mailbox unavailable",
    });

    // A failed message stays failed, even long after.
    transport.failWith = undefined;
    advance(24 * 60 * 60_000);
    await outbox.runOnce();
    expect(transport.sent).toHaveLength(0);
    expect((await row("cy@example.com")).attempts).toBe(maxAttempts);
  });

  it("picks up a message left 'sending' by a crashed process once its lock has expired", async () => {
    await enqueueEmail(db, message("stale@example.com"), clock);
    await enqueueEmail(db, message("busy@example.com"), clock);
    // One claim is abandoned (lock expired); the other is still held by a live process.
    await db
      .updateTable("outbox")
      .set({ status: "sending", locked_until: new Date(clock.getTime() - 1_000).toISOString() })
      .where("to_address", "=", "stale@example.com")
      .execute();
    await db
      .updateTable("outbox")
      .set({ status: "sending", locked_until: new Date(clock.getTime() + 60_000).toISOString() })
      .where("to_address", "=", "busy@example.com")
      .execute();

    await worker().runOnce();

    expect(transport.sent.map((m) => m.to)).toEqual(["stale@example.com"]);
    expect((await row("stale@example.com")).status).toBe("sent");
    expect((await row("busy@example.com")).status).toBe("sending");
  });

  it("never sends a message twice when rounds run concurrently, in one process or two", async () => {
    const addresses = Array.from({ length: 8 }, (_, i) => `user${i}@example.com`);
    for (const to of addresses) await enqueueEmail(db, message(to), clock);
    transport.delayMs = 5;

    // A second app instance: its own connection to the same database, its own worker.
    const otherConnection = createDatabase(database.url, { postgresSchema: database.postgresSchema });
    try {
      const first = worker();
      const second = worker(otherConnection);
      await Promise.all([first.runOnce(), second.runOnce(), first.runOnce(), second.runOnce()]);
    } finally {
      await otherConnection.destroy();
    }

    expect(transport.sent.map((m) => m.to).sort()).toEqual([...addresses].sort());
    const rows = await db.selectFrom("outbox").select(["status", "attempts"]).execute();
    expect(rows.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
  });

  it("delivers in the background once started, promptly when nudged, and stop() waits for the round", async () => {
    const outbox = worker();
    outbox.start();
    try {
      await enqueueEmail(db, message("bg@example.com"), clock);
      outbox.nudge();
      await vi.waitFor(async () => expect((await row("bg@example.com")).status).toBe("sent"), { timeout: 5_000 });
    } finally {
      await outbox.stop();
    }
    expect(transport.sent.map((m) => m.to)).toEqual(["bg@example.com"]);
  });
});

describe("retry delay", () => {
  it("doubles from the base and is capped at one hour", () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 1_000))).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect(retryDelayMs(30, 30_000)).toBe(60 * 60_000);
  });
});
