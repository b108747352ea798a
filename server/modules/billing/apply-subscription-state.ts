import type { Db } from "../../db/database.ts";
import type { PaymentProviderName } from "../../db/schema.ts";
import type { SubscriptionState } from "../payments/payment-provider.ts";
import { recomputePlan } from "./recompute-plan.ts";

export type AppliedSubscription = {
  outcome: "applied" | "stale" | "unknown-order";
  userId: string | null;
  /** Cancellation newly asked for by this change (the customer gets a confirmation). */
  cancellationScheduled: boolean;
};

/**
 * Records a subscription as the provider reports it (an event, or a fresh retrieval), unless
 * we already hold a newer report (`seenAt` before `last_event_at`): events arrive out of order,
 * and an old "active" must not undo a later "canceled". The owner comes from the order that
 * opened it (metadata.order_id). Runs inside the caller's transaction, then recomputes the plan.
 */
export async function applySubscriptionState(
  trx: Db,
  provider: PaymentProviderName,
  state: SubscriptionState,
  seenAt: string,
  now: Date,
): Promise<AppliedSubscription> {
  const existing = await trx.selectFrom("subscriptions").selectAll().where("id", "=", state.id).executeTakeFirst();
  // Provider events are dated to the second; our own retrievals to the millisecond. Compared to
  // the second, an event from the same second as a retrieval counts as news, not as stale.
  if (existing && seenAt.slice(0, 19) < existing.last_event_at.slice(0, 19)) {
    return { outcome: "stale", userId: existing.user_id, cancellationScheduled: false };
  }
  const orderId = existing?.order_id ?? state.orderId;
  const order = orderId
    ? await trx
        .selectFrom("orders")
        .select(["id", "user_id", "product_id", "billing_interval"])
        .where("id", "=", orderId)
        .where("kind", "=", "subscription")
        .executeTakeFirst()
    : undefined;
  if (!order) return { outcome: "unknown-order", userId: null, cancellationScheduled: false };

  const values = {
    status: state.status,
    current_period_end: state.currentPeriodEnd,
    cancel_at_period_end: state.cancelAtPeriodEnd ? 1 : 0,
    // A paid renewal or a return to active clears the failed-payment clock.
    payment_failed_at: state.status === "past_due" ? (existing?.payment_failed_at ?? seenAt) : null,
    ended_at: state.status === "canceled" && state.currentPeriodEnd <= now.toISOString() ? now.toISOString() : null,
    customer_id: state.customerId ?? existing?.customer_id ?? null,
    last_event_at: seenAt,
    updated_at: now.toISOString(),
  };
  if (existing) {
    await trx.updateTable("subscriptions").set(values).where("id", "=", state.id).execute();
  } else {
    await trx
      .insertInto("subscriptions")
      .values({
        id: state.id,
        provider,
        user_id: order.user_id,
        order_id: order.id,
        plan_id: order.product_id,
        billing_interval: order.billing_interval ?? "month",
        created_at: now.toISOString(),
        ...values,
      })
      .execute();
  }
  if (order.user_id) await recomputePlan(trx, order.user_id, now);
  return {
    outcome: "applied",
    userId: order.user_id,
    cancellationScheduled: state.cancelAtPeriodEnd && !(existing && existing.cancel_at_period_end === 1),
  };
}
