import { subscriptionReceiptEmail } from "../../../content/emails/subscription-receipt.ts";
import { asLanguage } from "../../../core/languages.ts";
import { planGuaranteeDays, subscriptionPlans } from "../../../core/plans-catalogue.ts";
import type { ApiDeps } from "../../api-deps.ts";
import { applySubscriptionState } from "../billing/apply-subscription-state.ts";
import { queueCancellationEmail } from "../billing/queue-cancellation-email.ts";
import { recomputePlan } from "../billing/recompute-plan.ts";
import { applyRefund } from "../orders/apply-refund.ts";
import { markOrderExpired, markOrderFailed } from "../orders/close-order.ts";
import { markOrderPaid } from "../orders/mark-order-paid.ts";
import { refundAutomatically } from "../orders/refund-automatically.ts";
import { enqueueEmail } from "../outbox/enqueue-email.ts";
import type { PaymentEvent } from "./payment-provider.ts";

type Deps = Pick<ApiDeps, "db" | "payments" | "siteUrl" | "config" | "outbox" | "logger">;

/**
 * One verified provider event (ADR 0028). It is stored first, keyed by the provider's event id:
 * a replay of an event already processed does nothing. Each action below is itself idempotent
 * and order-proof (conditional state moves, subscription reports ordered by time), so an event
 * that failed half-way can simply be delivered again.
 */
export async function handlePaymentEvent(
  deps: Deps,
  event: PaymentEvent,
  payload: string,
  now = new Date(),
): Promise<{ outcome: string }> {
  const stored = await deps.db
    .insertInto("payment_events")
    .values({
      id: event.id,
      provider: deps.payments.name,
      type: event.type,
      occurred_at: event.occurredAt,
      received_at: now.toISOString(),
      processed_at: null,
      outcome: null,
      payload_json: payload,
    })
    .onConflict((oc) => oc.column("id").doNothing())
    .executeTakeFirst();
  if (Number(stored.numInsertedOrUpdatedRows ?? 0) === 0) {
    const earlier = await deps.db
      .selectFrom("payment_events")
      .select("processed_at")
      .where("id", "=", event.id)
      .executeTakeFirst();
    if (earlier?.processed_at) return { outcome: "duplicate" };
  }

  const outcome = await act(deps, event, now);
  await deps.db
    .updateTable("payment_events")
    .set({ processed_at: new Date().toISOString(), outcome })
    .where("id", "=", event.id)
    .execute();
  return { outcome };
}

async function act(deps: Deps, event: PaymentEvent, now: Date): Promise<string> {
  switch (event.kind) {
    case "checkout-completed": {
      const orderId = event.orderId ?? (await orderIdOfSession(deps, event.sessionId));
      if (!orderId) return "unknown-order";
      // Asynchronous methods (bank debits) complete unpaid and succeed later with their own event.
      if (!event.paid) return "awaiting-payment";
      // A subscription's session carries no payment intent in Stripe's current API: the first
      // invoice's payment is found by asking for the session, so the order can be refunded later.
      const payment =
        event.subscriptionId && !event.paymentIntentId
          ? await deps.payments.retrieveCheckout(event.sessionId).catch(() => event)
          : event;
      const { changed, autoRefund } = await markOrderPaid(deps, orderId, payment, now);
      if (autoRefund) return "order-paid-refunded-as-already-held";
      return changed ? "order-paid" : "already-settled";
    }
    case "checkout-expired": {
      const orderId = event.orderId ?? (await orderIdOfSession(deps, event.sessionId));
      if (!orderId) return "unknown-order";
      return (await markOrderExpired(deps.db, orderId, now)) ? "order-expired" : "already-settled";
    }
    case "payment-failed": {
      const orderId = event.orderId ?? (event.sessionId ? await orderIdOfSession(deps, event.sessionId) : null);
      if (!orderId) return "unknown-order";
      return (await markOrderFailed(deps.db, orderId, event.reason, now)) ? "order-failed" : "already-settled";
    }
    case "subscription-changed":
      return subscriptionChanged(deps, event.subscription, event.occurredAt, now);
    case "subscription-renewed":
      return subscriptionRenewed(deps, event.subscriptionId, event.occurredAt, now);
    case "subscription-payment-failed": {
      const state = await deps.payments.retrieveSubscription(event.subscriptionId).catch(() => null);
      if (!state) return "unknown-subscription";
      return subscriptionChanged(
        deps,
        { ...state, status: state.status === "active" ? "past_due" : state.status },
        event.occurredAt,
        now,
      );
    }
    case "refunded": {
      const { changed, orderId } = await applyRefund(deps, event.paymentIntentId, event.refundId, now);
      if (!orderId) return "unknown-payment";
      return changed ? "order-refunded" : "already-refunded";
    }
    case "ignored":
      return "ignored";
  }
}

async function orderIdOfSession(deps: Deps, sessionId: string): Promise<string | null> {
  const row = await deps.db
    .selectFrom("orders")
    .select("id")
    .where("provider_session_id", "=", sessionId)
    .executeTakeFirst();
  return row?.id ?? null;
}

async function subscriptionChanged(
  deps: Deps,
  state: Parameters<typeof applySubscriptionState>[2],
  seenAt: string,
  now: Date,
): Promise<string> {
  const applied = await deps.db.transaction().execute(async (trx) => {
    const result = await applySubscriptionState(trx, deps.payments.name, state, seenAt, now);
    if (result.cancellationScheduled)
      await queueCancellationEmail(trx, deps.siteUrl, state.id, state.currentPeriodEnd, now);
    return result;
  });
  if (applied.cancellationScheduled) deps.outbox.nudge();
  // The account's second subscription, reported after its payment: give the money back now.
  if (applied.autoRefundOrderId) await refundAutomatically(deps, applied.autoRefundOrderId, now);
  return `subscription-${applied.outcome}`;
}

/**
 * A renewal was paid: the subscription's new period comes from the provider, and the customer
 * gets a receipt. The first invoice of a subscription is its checkout, whose receipt is sent
 * when the order is paid, so only later periods get one here (keyed by the period's end).
 */
async function subscriptionRenewed(deps: Deps, subscriptionId: string, seenAt: string, now: Date): Promise<string> {
  const state = await deps.payments.retrieveSubscription(subscriptionId).catch(() => null);
  if (!state) return "unknown-subscription";
  const sent = await deps.db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom("subscriptions")
      .select(["current_period_end", "refunded"])
      .where("id", "=", subscriptionId)
      .executeTakeFirst();
    const result = await applySubscriptionState(trx, deps.payments.name, state, seenAt, now);
    if (result.outcome !== "applied" || !before || before.current_period_end >= state.currentPeriodEnd) return false;
    // A refunded subscription (an account's second one, ADR 0064) or one already ended renews nothing.
    if (Number(before.refunded) === 1 || result.autoRefundOrderId || state.status === "canceled") return false;
    const order = await trx
      .selectFrom("orders")
      .innerJoin("subscriptions", "subscriptions.order_id", "orders.id")
      .select([
        "orders.email",
        "orders.language",
        "orders.user_id",
        "orders.product_id",
        "orders.amount_cents",
        "orders.billing_interval",
      ])
      .where("subscriptions.id", "=", subscriptionId)
      .executeTakeFirstOrThrow();
    const language = asLanguage(order.language);
    const plan = subscriptionPlans.find((candidate) => candidate.id === order.product_id);
    const mail = subscriptionReceiptEmail(language, deps.siteUrl, {
      planName: plan?.name ?? order.product_id,
      interval: order.billing_interval ?? "month",
      amountCents: order.amount_cents,
      paidAt: now.toISOString(),
      renewsAt: state.currentPeriodEnd,
      guaranteeDays: planGuaranteeDays,
      renewal: true,
    });
    await enqueueEmail(
      trx,
      {
        template: "subscription-receipt",
        language,
        to: order.email,
        userId: order.user_id,
        ...mail,
        dedupeKey: `subscription-renewal:${subscriptionId}:${state.currentPeriodEnd}`,
      },
      now,
    );
    if (order.user_id) await recomputePlan(trx, order.user_id, now);
    return true;
  });
  if (sent) deps.outbox.nudge();
  return sent ? "subscription-renewed" : "subscription-up-to-date";
}
