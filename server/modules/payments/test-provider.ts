import { randomBytes } from "node:crypto";
import type { Selectable } from "kysely";
import type { SubscriptionStatus } from "../../../core/billing-plan.ts";
import type { BillingInterval } from "../../../core/plans-catalogue.ts";
import type { Db } from "../../db/database.ts";
import type { TestCheckoutSessionsTable, TestSubscriptionsTable } from "../../db/schema.ts";

type TestSubscription = Selectable<TestSubscriptionsTable>;

import type {
  CheckoutRequest,
  CheckoutSession,
  CheckoutState,
  PaymentProvider,
  SubscriptionState,
} from "./payment-provider.ts";
import { signPaymentEvent, stripeEvent } from "./stripe-events.ts";

/**
 * The built-in test provider (ADR 0028): what runs when no Stripe key is set, on loopback or when
 * chosen with PAYMENTS_PROVIDER=test. It keeps its sessions and subscriptions in its own tables,
 * shows a local payment page marked TEST (/test-checkout/{id}) and a local billing portal, and
 * sends Stripe-shaped events, signed with its own secret, to the same webhook route Stripe uses,
 * so everything after the payment page runs the code real payments run.
 */
export type WebhookDelivery = (payload: string, signature: string) => Promise<void>;

export type TestCheckoutOutcome = "pay" | "fail" | "cancel";
export type TestPortalAction = "cancel" | "resume" | "renew" | "fail-renewal" | "end";

export type TestProvider = PaymentProvider & {
  /** The session behind /test-checkout/{id}, with what the page shows; undefined when unknown. */
  checkoutPage(sessionId: string): Promise<TestCheckoutPage | undefined>;
  /** The buttons of the payment page. Returns where the browser goes next. */
  settle(sessionId: string, outcome: TestCheckoutOutcome, now?: Date): Promise<{ redirectTo: string }>;
  /** The customer's subscriptions, for the local billing portal. */
  portalSubscriptions(customerId: string): Promise<SubscriptionState[]>;
  /** The buttons of the local billing portal (renewals and failures too, to try every path). */
  portalAction(subscriptionId: string, action: TestPortalAction, now?: Date): Promise<SubscriptionState>;
};

export type TestCheckoutPage = {
  id: string;
  status: TestCheckoutSessionsTable["status"];
  paymentStatus: TestCheckoutSessionsTable["payment_status"];
  mode: TestCheckoutSessionsTable["mode"];
  customerEmail: string;
  lines: CheckoutRequest["lines"];
  totalCents: number;
  cancelUrl: string;
  /** A payment refused on this page earlier: the page says so, and paying again is allowed. */
  lastFailure: boolean;
};

const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;
const unix = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);

/** One month or one year later, as Stripe bills (calendar months, UTC). */
export function periodEndAfter(start: Date, interval: BillingInterval): Date {
  const end = new Date(start);
  if (interval === "year") end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

export function createTestProvider(options: {
  db: Db;
  siteUrl: string;
  webhookSecret: string;
  deliver: WebhookDelivery;
}): TestProvider {
  const { db, siteUrl, webhookSecret } = options;

  async function send(type: string, object: Record<string, unknown>, now: Date) {
    const payload = JSON.stringify(stripeEvent(type, object, { created: Math.floor(now.getTime() / 1000) }));
    await options.deliver(payload, signPaymentEvent(payload, webhookSecret));
  }

  const requestOf = (row: TestCheckoutSessionsTable) => JSON.parse(row.request_json) as CheckoutRequest;

  function sessionObject(row: TestCheckoutSessionsTable) {
    const request = requestOf(row);
    return {
      id: row.id,
      object: "checkout.session",
      mode: row.mode,
      status: row.status,
      payment_status: row.payment_status,
      client_reference_id: request.orderId,
      customer: row.customer_id,
      customer_email: request.customerEmail,
      // As Stripe: a subscription's session has no payment intent (its first invoice has one).
      payment_intent: row.mode === "subscription" ? null : row.payment_intent_id,
      subscription: row.subscription_id,
      metadata: request.metadata,
      amount_total: totalOf(request),
      currency: "eur",
      url: row.status === "open" ? `${siteUrl}/test-checkout/${row.id}` : null,
    };
  }

  function subscriptionObject(row: TestSubscription) {
    return {
      id: row.id,
      object: "subscription",
      status: row.status,
      customer: row.customer_id,
      cancel_at_period_end: row.cancel_at_period_end === 1,
      metadata: { order_id: row.order_id },
      items: {
        object: "list",
        data: [
          {
            id: `si_${row.id}`,
            object: "subscription_item",
            current_period_end: unix(row.current_period_end),
            price: { object: "price", currency: "eur", recurring: { interval: row.billing_interval } },
          },
        ],
      },
    };
  }

  function subscriptionState(row: TestSubscription): SubscriptionState {
    return {
      id: row.id,
      status: row.status,
      currentPeriodEnd: row.current_period_end,
      cancelAtPeriodEnd: row.cancel_at_period_end === 1,
      customerId: row.customer_id,
      orderId: row.order_id,
    };
  }

  async function sessionRow(sessionId: string) {
    return db.selectFrom("test_checkout_sessions").selectAll().where("id", "=", sessionId).executeTakeFirst();
  }

  async function subscriptionRow(subscriptionId: string) {
    const row = await db
      .selectFrom("test_subscriptions")
      .selectAll()
      .where("id", "=", subscriptionId)
      .executeTakeFirst();
    if (!row) throw new Error(`No such test subscription: ${subscriptionId}`);
    return row;
  }

  async function updateSubscription(id: string, values: Partial<TestSubscription>) {
    await db.updateTable("test_subscriptions").set(values).where("id", "=", id).execute();
    return subscriptionRow(id);
  }

  async function invoiceEvent(
    type: "invoice.paid" | "invoice.payment_failed",
    row: TestSubscription,
    reason: string,
    now: Date,
  ) {
    await send(
      type,
      {
        id: newId("in"),
        object: "invoice",
        billing_reason: reason,
        customer: row.customer_id,
        status: type === "invoice.paid" ? "paid" : "open",
        parent: { type: "subscription_details", subscription_details: { subscription: row.id } },
      },
      now,
    );
  }

  return {
    name: "test",
    webhookSecret,

    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      // Like Stripe's idempotency keys: the same order asking again gets the same session.
      const existing = await db
        .selectFrom("test_checkout_sessions")
        .selectAll()
        .where("order_id", "=", request.orderId)
        .executeTakeFirst();
      if (existing) return { id: existing.id, url: `${siteUrl}/test-checkout/${existing.id}` };
      const id = newId("cs");
      await db
        .insertInto("test_checkout_sessions")
        .values({
          id,
          order_id: request.orderId,
          mode: request.mode,
          request_json: JSON.stringify(request),
          status: "open",
          payment_status: "unpaid",
          payment_intent_id: null,
          customer_id: null,
          subscription_id: null,
          created_at: new Date().toISOString(),
        })
        .execute();
      return { id, url: `${siteUrl}/test-checkout/${id}` };
    },

    async retrieveCheckout(sessionId: string): Promise<CheckoutState> {
      const row = await sessionRow(sessionId);
      if (!row) throw new Error(`No such test checkout session: ${sessionId}`);
      return {
        id: row.id,
        status: row.status,
        paymentStatus: row.payment_status,
        orderId: requestOf(row).orderId,
        paymentIntentId: row.payment_intent_id,
        customerId: row.customer_id,
        subscriptionId: row.subscription_id,
      };
    },

    async retrieveSubscription(subscriptionId: string) {
      return subscriptionState(await subscriptionRow(subscriptionId));
    },

    async refund({ paymentIntentId, amountCents }) {
      const refundId = newId("re");
      await send(
        "charge.refunded",
        {
          id: newId("ch"),
          object: "charge",
          payment_intent: paymentIntentId,
          amount_refunded: amountCents,
          refunded: true,
          refunds: { object: "list", data: [{ id: refundId, object: "refund", status: "succeeded" }] },
        },
        new Date(),
      );
      return { refundId };
    },

    async cancelSubscription(subscriptionId, { atPeriodEnd }) {
      return portalAction(subscriptionId, atPeriodEnd ? "cancel" : "end");
    },

    async billingPortalUrl(customerId: string, returnUrl: string) {
      return `${siteUrl}/test-billing-portal/${encodeURIComponent(customerId)}?${new URLSearchParams({ return: returnUrl })}`;
    },

    async checkoutPage(sessionId: string) {
      const row = await sessionRow(sessionId);
      if (!row) return undefined;
      const request = requestOf(row);
      return {
        id: row.id,
        status: row.status,
        paymentStatus: row.payment_status,
        mode: row.mode,
        customerEmail: request.customerEmail,
        lines: request.lines,
        totalCents: totalOf(request),
        cancelUrl: request.cancelUrl,
        lastFailure: row.payment_intent_id !== null && row.payment_status === "unpaid",
      };
    },

    async settle(sessionId, outcome, now = new Date()) {
      const row = await sessionRow(sessionId);
      if (!row) throw new Error(`No such test checkout session: ${sessionId}`);
      const request = requestOf(row);
      // A session that is no longer open sends the browser where Stripe would: nothing to pay.
      if (row.status === "complete") return { redirectTo: successUrlOf(request, row.id) };
      if (row.status === "expired") return { redirectTo: request.cancelUrl };

      if (outcome === "cancel") {
        await db.updateTable("test_checkout_sessions").set({ status: "expired" }).where("id", "=", row.id).execute();
        await send("checkout.session.expired", sessionObject({ ...row, status: "expired" }), now);
        return { redirectTo: request.cancelUrl };
      }

      const paymentIntentId = row.payment_intent_id ?? newId("pi");
      if (outcome === "fail") {
        await db
          .updateTable("test_checkout_sessions")
          .set({ payment_intent_id: paymentIntentId })
          .where("id", "=", row.id)
          .execute();
        await send(
          "payment_intent.payment_failed",
          {
            id: paymentIntentId,
            object: "payment_intent",
            status: "requires_payment_method",
            metadata: request.metadata,
            last_payment_error: { code: "card_declined", message: "Your card was declined (test payment)." },
          },
          now,
        );
        return { redirectTo: `${siteUrl}/test-checkout/${row.id}?failed=1` };
      }

      const customerId = row.customer_id ?? newId("cus");
      let subscription: TestSubscription | null = null;
      if (row.mode === "subscription") {
        const interval = request.lines.find((line) => line.interval)?.interval ?? "month";
        subscription = {
          id: newId("sub"),
          customer_id: customerId,
          order_id: request.orderId,
          billing_interval: interval,
          status: "active",
          current_period_end: periodEndAfter(now, interval).toISOString(),
          cancel_at_period_end: 0,
          created_at: now.toISOString(),
        };
        await db.insertInto("test_subscriptions").values(subscription).execute();
      }
      const completed = {
        ...row,
        status: "complete" as const,
        payment_status: "paid" as const,
        payment_intent_id: paymentIntentId,
        customer_id: customerId,
        subscription_id: subscription?.id ?? null,
      };
      await db
        .updateTable("test_checkout_sessions")
        .set({
          status: "complete",
          payment_status: "paid",
          payment_intent_id: paymentIntentId,
          customer_id: customerId,
          subscription_id: completed.subscription_id,
        })
        .where("id", "=", row.id)
        .execute();
      // In the order Stripe usually sends them; our handler must not depend on it (ADR 0028).
      if (subscription) await send("customer.subscription.created", subscriptionObject(subscription), now);
      await send("checkout.session.completed", sessionObject(completed), now);
      if (subscription) await invoiceEvent("invoice.paid", subscription, "subscription_create", now);
      return { redirectTo: successUrlOf(request, row.id) };
    },

    async portalSubscriptions(customerId: string) {
      const rows = await db
        .selectFrom("test_subscriptions")
        .selectAll()
        .where("customer_id", "=", customerId)
        .orderBy("created_at", "desc")
        .execute();
      return rows.map(subscriptionState);
    },

    portalAction,
  };

  async function portalAction(
    subscriptionId: string,
    action: TestPortalAction,
    now = new Date(),
  ): Promise<SubscriptionState> {
    const row = await subscriptionRow(subscriptionId);
    if (row.status === "canceled") return subscriptionState(row);
    const interval = row.billing_interval;
    let updated: TestSubscription;
    switch (action) {
      case "cancel":
        updated = await updateSubscription(row.id, { cancel_at_period_end: 1 });
        break;
      case "resume":
        updated = await updateSubscription(row.id, { cancel_at_period_end: 0 });
        break;
      case "renew": {
        // The next period, paid: from the end of the current one (or now, if it already passed).
        const from = new Date(Math.max(new Date(row.current_period_end).getTime(), now.getTime()));
        updated = await updateSubscription(row.id, {
          status: "active",
          current_period_end: periodEndAfter(from, interval).toISOString(),
        });
        await invoiceEvent("invoice.paid", updated, "subscription_cycle", now);
        break;
      }
      case "fail-renewal":
        updated = await updateSubscription(row.id, { status: "past_due" as SubscriptionStatus });
        await invoiceEvent("invoice.payment_failed", updated, "subscription_cycle", now);
        break;
      case "end":
        updated = await updateSubscription(row.id, { status: "canceled", current_period_end: now.toISOString() });
        await send("customer.subscription.deleted", subscriptionObject(updated), now);
        return subscriptionState(updated);
    }
    await send("customer.subscription.updated", subscriptionObject(updated), now);
    return subscriptionState(updated);
  }
}

function totalOf(request: CheckoutRequest): number {
  return request.lines.reduce((sum, line) => sum + line.unitAmountCents * line.quantity, 0);
}

function successUrlOf(request: CheckoutRequest, sessionId: string): string {
  return request.successUrl.replace("{CHECKOUT_SESSION_ID}", encodeURIComponent(sessionId));
}
