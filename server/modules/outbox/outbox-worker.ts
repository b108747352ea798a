import type { Db } from "../../db/database.ts";
import type { MailTransport } from "../../infra/mail/mail-transport.ts";
import type { Logger } from "../../logger.ts";
import { isUnsubscribed } from "../unsubscribe/is-unsubscribed.ts";

export type OutboxWorkerOptions = {
  db: Db;
  transport: MailTransport;
  logger: Logger;
  pollMs: number;
  retryBaseMs: number;
  maxAttempts: number;
  now?: () => Date;
};

/**
 * A claimed message not finished within this time (the process died mid-send) is tried again by
 * any instance (ADR 0071: a minute, not five). The SMTP transport gives up well within it
 * (smtp-transport.ts's timeouts), so a slow send is not claimed twice; and a message sent twice
 * anyway keeps its one Message-ID, so mail systems can tell it is the same message.
 */
export const outboxLockMs = 60_000;
const maxBackoffMs = 60 * 60_000;
const batchSize = 20;

export type OutboxWorker = {
  start(): void;
  /** Ask for a delivery round now (after a message was queued) instead of at the next poll. */
  nudge(): void;
  /** One delivery round; resolves when every due message was tried. */
  runOnce(): Promise<void>;
  stop(): Promise<void>;
};

/** Delay before attempt n+1 after n failed attempts: base, 2×base, 4×base… capped at an hour. */
export function retryDelayMs(failedAttempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, failedAttempts - 1), maxBackoffMs);
}

/**
 * Delivers queued e-mail in the background. Each message is claimed with a conditional UPDATE,
 * so two rounds (or, later, two app instances) never send the same message twice.
 */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, transport, logger } = options;
  const now = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  async function deliver(id: string): Promise<void> {
    const startedAt = now();
    const claimed = await db
      .updateTable("outbox")
      .set({ status: "sending", locked_until: new Date(startedAt.getTime() + outboxLockMs).toISOString() })
      .where("id", "=", id)
      .where((eb) =>
        eb.or([
          eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", startedAt.toISOString())]),
          eb.and([eb("status", "=", "sending"), eb("locked_until", "<", startedAt.toISOString())]),
        ]),
      )
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return;

    const message = await db.selectFrom("outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    const attempts = message.attempts + 1;
    // Checked at delivery, not when queued: an address may unsubscribe while a message waits.
    if (message.category === "marketing" && (await isUnsubscribed(db, message.to_address))) {
      await db
        .updateTable("outbox")
        // Freeing the dedupe key lets a later, re-consented request queue the same message again.
        .set({ status: "skipped", locked_until: null, last_error: "unsubscribed", dedupe_key: null })
        .where("id", "=", id)
        .execute();
      logger.info({ outboxId: id, template: message.template }, "email skipped: the address unsubscribed");
      return;
    }
    try {
      await transport.send({
        to: message.to_address,
        subject: message.subject,
        text: message.text_body,
        html: message.html_body,
        headers: message.headers_json ? (JSON.parse(message.headers_json) as Record<string, string>) : undefined,
        template: message.template,
        outboxId: id,
      });
      await db
        .updateTable("outbox")
        .set({
          status: "sent",
          attempts,
          sent_at: now().toISOString(),
          transport: transport.name,
          locked_until: null,
          last_error: null,
        })
        .where("id", "=", id)
        .execute();
      logger.info({ outboxId: id, template: message.template, transport: transport.name }, "email sent");
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const giveUp = attempts >= options.maxAttempts;
      await db
        .updateTable("outbox")
        .set({
          status: giveUp ? "failed" : "pending",
          attempts,
          last_error: reason.slice(0, 1000),
          locked_until: null,
          next_attempt_at: new Date(now().getTime() + retryDelayMs(attempts, options.retryBaseMs)).toISOString(),
        })
        .where("id", "=", id)
        .execute();
      logger.warn(
        { outboxId: id, attempts, giveUp, reason },
        giveUp ? "email delivery abandoned" : "email delivery failed, will retry",
      );
    }
  }

  async function round(): Promise<void> {
    const at = now().toISOString();
    const due = await db
      .selectFrom("outbox")
      .select("id")
      .where((eb) =>
        eb.or([
          eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", at)]),
          eb.and([eb("status", "=", "sending"), eb("locked_until", "<", at)]),
        ]),
      )
      .orderBy("next_attempt_at")
      .limit(batchSize)
      .execute();
    for (const { id } of due) {
      if (stopped) return;
      await deliver(id);
    }
  }

  function runOnce(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await round();
        } while (again && !stopped);
      } catch (error) {
        logger.error({ err: error }, "outbox round failed");
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  return {
    start() {
      stopped = false;
      timer = setInterval(() => void runOnce(), options.pollMs);
      timer.unref();
      void runOnce();
    },
    nudge() {
      if (!stopped) void runOnce();
    },
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
