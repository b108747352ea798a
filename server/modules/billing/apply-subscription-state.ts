import type { SubscriptionStatus } from "../../../core/billing-plan.ts";
import { liveSubscriptionStatuses } from "../../../core/orders.ts";
import type { Db } from "../../db/database.ts";
import type { PaymentProviderName } from "../../db/schema.ts";
import type { SubscriptionState } from "../payments/payment-provider.ts";
import { lockAccount } from "./lock-account.ts";
import { recomputePlan } from "./recompute-plan.ts";
import { subscriptionHeldElsewhere } from "./subscription-held-elsewhere.ts";

export type AppliedSubscription = {
  outcome: "applied" | "stale" | "unknown-order";
  userId: string | null;
  /** Cancellation newly asked for by this change (the customer gets a confirmation). */
  cancellationScheduled: boolean;
  /** This subscription turned out to be the account's second (ADR 0064): its order is to be refunded. */
  autoRefundOrderId: string | null;
};

const isLive = (status: SubscriptionStatus) => (liveSubscriptionStatuses as readonly string[]).includes(status);

/**
 * Records a subscription as the provider reports it (an event, or a fresh retrieval), unless
 * we already hold a newer report (`seenAt` before `last_event_at`): events arrive out of order,
 * and an old "active" must not undo a later "canceled". The owner comes from the order that
 * opened it (metadata.order_id). Runs inside the caller's transaction, then recomputes the plan.
 *
 * An account holds one live subscription (ADR 0064, and a unique index since migration 0018):
 * one that becomes live while the account already holds another is recorded as giving nothing
 * (`refunded`), and its order is marked for an automatic refund, whichever of its events —
 * the subscription's, the checkout's, the browser's return — brings the news first.
 */
export async function applySubscriptionState(
  trx: Db,
  provider: PaymentProviderName,
  state: SubscriptionState,
  seenAt: string,
  now: Date,
): Promise<AppliedSubscription> {
  // The owner first, to lock the account before anything is read that the decision rests on: the
  // row is read again below, once a concurrent payment of the same account has committed.
  const known = await trx.selectFrom("subscriptions").select(["user_id"]).where("id", "=", state.id).executeTakeFirst();
  const ownerOrder = state.orderId
    ? await trx.selectFrom("orders").select("user_id").where("id", "=", state.orderId).executeTakeFirst()
    : undefined;
  const owner = known?.user_id ?? ownerOrder?.user_id;
  if (owner) await lockAccount(trx, owner);
  const existing = await trx.selectFrom("subscriptions").selectAll().where("id", "=", state.id).executeTakeFirst();
  // Provider events are dated to the second; our own retrievals to the millisecond. Compared to
  // the second, an event from the same second as a retrieval counts as news, not as stale.
  if (existing && seenAt.slice(0, 19) < existing.last_event_at.slice(0, 19)) {
    return { outcome: "stale", userId: existing.user_id, cancellationScheduled: false, autoRefundOrderId: null };
  }
  const orderId = existing?.order_id ?? state.orderId;
  const order = orderId
    ? await trx
        .selectFrom("orders")
        .select(["id", "user_id", "product_id", "billing_interval", "auto_refund"])
        .where("id", "=", orderId)
        .where("kind", "=", "subscription")
        .executeTakeFirst()
    : undefined;
  if (!order) return { outcome: "unknown-order", userId: null, cancellationScheduled: false, autoRefundOrderId: null };

  let autoRefund = order.auto_refund !== null;
  const becomesLive = isLive(state.status) && !(existing && isLive(existing.status));
  if (!autoRefund && becomesLive && order.user_id && !(existing && Number(existing.refunded) === 1)) {
    autoRefund = await subscriptionHeldElsewhere(trx, order.user_id, order.id, now);
    if (autoRefund) {
      await trx
        .updateTable("orders")
        .set({ auto_refund: "already-subscribed", updated_at: now.toISOString() })
        .where("id", "=", order.id)
        .where("auto_refund", "is", null)
        .execute();
    }
  }

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
    await trx
      .updateTable("subscriptions")
      .set(autoRefund ? { ...values, refunded: 1 } : values)
      .where("id", "=", state.id)
      .execute();
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
        // The account's second subscription gives nothing from the start (ADR 0064).
        refunded: autoRefund ? 1 : 0,
        ...values,
      })
      .execute();
  }
  if (order.user_id) await recomputePlan(trx, order.user_id, now);
  return {
    outcome: "applied",
    userId: order.user_id,
    cancellationScheduled: !autoRefund && state.cancelAtPeriodEnd && !(existing && existing.cancel_at_period_end === 1),
    autoRefundOrderId: autoRefund ? order.id : null,
  };
}
