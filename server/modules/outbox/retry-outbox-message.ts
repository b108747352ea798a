import type { Db } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";
import { recordAudit } from "../audit/record-audit.ts";

/**
 * Puts a failed e-mail back in the queue, due now, with a fresh count of attempts (the worker
 * gives up after OUTBOX_MAX_ATTEMPTS; a retry gets as many again). Only a failed message: the
 * conditional UPDATE makes two clicks (or two administrators) re-queue it once, and a message
 * pending, sending or sent is refused with 409, so nothing is ever sent twice from here.
 */
export async function retryOutboxMessage(db: Db, id: string, actorId: string, now = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const message = await trx
      .selectFrom("outbox")
      .select(["status", "attempts", "last_error"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!message) throw new AppError("not_found", "outbox_message_not_found");
    const requeued = await trx
      .updateTable("outbox")
      .set({ status: "pending", attempts: 0, next_attempt_at: now.toISOString(), locked_until: null })
      .where("id", "=", id)
      .where("status", "=", "failed")
      .executeTakeFirst();
    if (Number(requeued.numUpdatedRows) !== 1) throw new AppError("conflict", "outbox_retry_not_failed");
    await recordAudit(
      trx,
      {
        actorId,
        action: "email_retried",
        targetType: "outbox",
        targetId: id,
        before: { status: "failed", attempts: message.attempts, lastError: message.last_error },
        after: { status: "pending" },
      },
      now,
    );
  });
}
