import { subscriptionGivesPremium } from "../../../core/billing-plan.ts";
import type { Db } from "../../db/database.ts";
import { recomputePlan } from "./recompute-plan.ts";

/**
 * The clock of billing (ADR 0028): a subscription cancelled at the end of its period, or whose
 * renewal stayed unpaid past the grace period, stops giving Premium at a moment no event marks.
 * Run every minute (and at start-up): each such subscription is marked ended and its owner's plan
 * recomputed. Returns how many were settled.
 */
export async function settleEndedSubscriptions(db: Db, now = new Date()): Promise<number> {
  const candidates = await db
    .selectFrom("subscriptions")
    .selectAll()
    .where("ended_at", "is", null)
    .where((eb) =>
      eb.or([
        eb("current_period_end", "<=", now.toISOString()),
        eb("payment_failed_at", "is not", null),
        eb("refunded", "=", 1),
      ]),
    )
    .execute();
  let settled = 0;
  for (const row of candidates) {
    const live = subscriptionGivesPremium(
      {
        status: row.status,
        currentPeriodEnd: row.current_period_end,
        cancelAtPeriodEnd: Number(row.cancel_at_period_end) === 1,
        paymentFailedAt: row.payment_failed_at,
        refunded: Number(row.refunded) === 1,
      },
      now,
    );
    if (live) continue;
    await db.transaction().execute(async (trx) => {
      await trx.updateTable("subscriptions").set({ ended_at: now.toISOString() }).where("id", "=", row.id).execute();
      if (row.user_id) await recomputePlan(trx, row.user_id, now);
    });
    settled++;
  }
  return settled;
}
