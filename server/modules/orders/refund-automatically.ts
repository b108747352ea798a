import type { ApiDeps } from "../../api-deps.ts";
import { applyRefund } from "./apply-refund.ts";

type Deps = Pick<ApiDeps, "db" | "payments" | "siteUrl" | "outbox" | "logger" | "config">;

/**
 * Gives back a payment for something its buyer already held (ADR 0064). Runs after the payment
 * was recorded, and again from the billing clock until it succeeds (a provider that did not
 * answer, a crash in between): each step is idempotent. A duplicate subscription is ended at
 * the provider *before* its money is returned, so a failure in between can never leave a
 * subscription that renews after its first payment was refunded. The person is told by e-mail,
 * in the order's language, when the refund is applied (applyRefund). Never throws: a failure is
 * logged and retried.
 */
export async function refundAutomatically(deps: Deps, orderId: string, now = new Date()): Promise<boolean> {
  const order = await deps.db.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirst();
  if (order?.status !== "paid" || !order.auto_refund) return false;
  try {
    if (order.kind === "subscription" && order.provider_subscription_id) {
      const state = await deps.payments.retrieveSubscription(order.provider_subscription_id);
      if (state.status !== "canceled") {
        await deps.payments.cancelSubscription(order.provider_subscription_id, { atPeriodEnd: false });
      }
    }
    const paymentIntentId = order.provider_payment_id ?? (await paymentOfSession(deps, order.provider_session_id));
    if (!paymentIntentId) throw new Error("the provider has not named this order's payment yet");
    if (!order.provider_payment_id) {
      await deps.db
        .updateTable("orders")
        .set({ provider_payment_id: paymentIntentId })
        .where("id", "=", order.id)
        .execute();
    }
    const { refundId } = await deps.payments.refund({
      paymentIntentId,
      amountCents: order.amount_cents,
      idempotencyKey: `auto-refund-${order.id}`,
    });
    await applyRefund(deps, paymentIntentId, refundId, now);
    deps.logger.info({ orderId, reason: order.auto_refund }, "payment for something already held refunded");
    return true;
  } catch (error) {
    deps.logger.warn({ err: error, orderId }, "automatic refund not done yet; the billing clock retries it");
    return false;
  }
}

/** A subscription's first payment is named by its checkout session, not by the session's event. */
async function paymentOfSession(deps: Deps, sessionId: string | null): Promise<string | null> {
  if (!sessionId) return null;
  return (await deps.payments.retrieveCheckout(sessionId)).paymentIntentId;
}
