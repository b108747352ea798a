import { planFromBilling, type SubscriptionFacts } from "../../../core/billing-plan.ts";
import type { Db } from "../../db/database.ts";
import { storedFlag } from "../auth/db-values.ts";

/**
 * Sets the user's stored plan columns from what they pay for (core/billing-plan.ts, ADR 0028):
 * called in the same transaction as every billing change, so a refund, a cancellation or the end
 * of a period returns the plan to what it was, and premium unlocks on the next request.
 */
export async function recomputePlan(trx: Db, userId: string, now: Date): Promise<void> {
  const subscriptions = await trx
    .selectFrom("subscriptions")
    .select(["status", "current_period_end", "cancel_at_period_end", "payment_failed_at", "refunded"])
    .where("user_id", "=", userId)
    .execute();
  const paid = await trx
    .selectFrom("invoices")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("user_id", "=", userId)
    .where("status", "=", "paid")
    .executeTakeFirstOrThrow();
  const facts: SubscriptionFacts[] = subscriptions.map((row) => ({
    status: row.status,
    currentPeriodEnd: row.current_period_end,
    cancelAtPeriodEnd: Number(row.cancel_at_period_end) === 1,
    paymentFailedAt: row.payment_failed_at,
    refunded: Number(row.refunded) === 1,
  }));
  const plan = planFromBilling({ subscriptions: facts, paidPackages: Number(paid.count) }, now);
  await trx
    .updateTable("users")
    .set({
      plan: plan.plan,
      has_active_dfy_plan: storedFlag(trx, plan.hasActiveDfyPlan),
      updated_at: now.toISOString(),
    })
    .where("id", "=", userId)
    .execute();
}
