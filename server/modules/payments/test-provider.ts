import type { Selectable } from "kysely";
import type { SubscriptionStatus } from "../../../core/billing-plan.ts";
import { absoluteLink } from "../../../core/language-link.ts";
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
import {
  chargeObject,
  checkoutSessionObject,
  invoiceObject,
  paymentIntentObject,
  periodEndAfter,
  refundObject,
  stripeId,
  subscriptionObject,
  unixSeconds,
} from "./stripe-objects.ts";

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

/** A test-mode id as Stripe writes one (cs_test_…, sub_test_…). */
const newId = (prefix: string) => stripeId(`${prefix}_test`);
const unix = (iso: string) => unixSeconds(new Date(iso));

/** One month or one year after `start`, as Stripe bills (calendar months, UTC), as ISO. */
function periodEndIso(start: Date, interval: BillingInterval): string {
  return new Date(periodEndAfter(unixSeconds(start), interval) * 1000).toISOString();
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
    await options.deliver(payload, await signPaymentEvent(payload, webhookSecret));
  }

  const requestOf = (row: TestCheckoutSessionsTable) => JSON.parse(row.request_json) as CheckoutRequest;
  // The payment page speaks the buyer's language, as Stripe's does with its locale (ADR 0087).
  const pageUrl = (id: string, language: CheckoutRequest["language"], query = "") =>
    absoluteLink(siteUrl, `/test-checkout/${id}${query}`, language);

  /** The session as Stripe would send it, from its row (the shapes of stripe-objects.ts). */
  function sessionObject(row: TestCheckoutSessionsTable) {
    const request = requestOf(row);
    return checkoutSessionObject({
      id: row.id,
      mode: row.mode,
      status: row.status,
      paymentStatus: row.payment_status,
      amountTotalCents: totalOf(request),
      clientReferenceId: request.orderId,
      customerEmail: request.customerEmail,
      customerId: row.customer_id,
      // As Stripe: a subscription's session has no payment intent (its first invoice has one).
      paymentIntentId: row.mode === "subscription" ? null : row.payment_intent_id,
      subscriptionId: row.subscription_id,
      invoiceId: null,
      metadata: request.metadata,
      locale: null,
      successUrl: request.successUrl,
      cancelUrl: request.cancelUrl,
      url: row.status === "open" ? pageUrl(row.id, request.language) : null,
      created: unix(row.created_at),
    });
  }

  /** What one period of this subscription costs: the line of the checkout that opened it. */
  async function periodAmountCents(orderId: string): Promise<number> {
    const session = await db
      .selectFrom("test_checkout_sessions")
      .select("request_json")
      .where("order_id", "=", orderId)
      .executeTakeFirst();
    return session ? totalOf(JSON.parse(session.request_json) as CheckoutRequest) : 0;
  }

  async function subscriptionEventObject(row: TestSubscription) {
    const periodEnd = unix(row.current_period_end);
    const ended = row.status === "canceled" ? periodEnd : null;
    return subscriptionObject({
      id: row.id,
      customerId: row.customer_id,
      status: row.status,
      interval: row.billing_interval,
      unitAmountCents: await periodAmountCents(row.order_id),
      currentPeriodStart: unix(row.created_at),
      currentPeriodEnd: periodEnd,
      cancelAtPeriodEnd: row.cancel_at_period_end === 1,
      canceledAt: ended,
      endedAt: ended,
      latestInvoiceId: null,
      metadata: { order_id: row.order_id },
      created: unix(row.created_at),
      itemId: `si_${row.id}`,
    });
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
    reason: "subscription_create" | "subscription_cycle",
    now: Date,
  ) {
    const periodEnd = unix(row.current_period_end);
    await send(
      type,
      invoiceObject({
        id: newId("in"),
        customerId: row.customer_id,
        subscriptionId: row.id,
        subscriptionMetadata: { order_id: row.order_id },
        billingReason: reason,
        status: type === "invoice.paid" ? "paid" : "open",
        amountCents: await periodAmountCents(row.order_id),
        attemptCount: 1,
        periodStart: unixSeconds(now),
        periodEnd,
        created: unixSeconds(now),
      }),
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
      if (existing) return { id: existing.id, url: pageUrl(existing.id, request.language) };
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
      return { id, url: pageUrl(id, request.language) };
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
      const chargeId = newId("ch");
      const now = new Date();
      // As Stripe: the refund, then the charge it refunded (whose `refunds` list webhooks omit).
      await send(
        "refund.created",
        refundObject({
          id: refundId,
          paymentIntentId,
          chargeId,
          amountCents,
          status: "succeeded",
          metadata: {},
          created: unixSeconds(now),
        }),
        now,
      );
      await send(
        "charge.refunded",
        chargeObject({
          id: chargeId,
          paymentIntentId,
          amountCents,
          amountRefundedCents: amountCents,
          customerId: null,
          metadata: {},
          created: unixSeconds(now),
        }),
        now,
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
          paymentIntentObject({
            id: paymentIntentId,
            amountCents: totalOf(request),
            status: "requires_payment_method",
            customerId: row.customer_id,
            latestChargeId: null,
            metadata: request.metadata,
            lastPaymentError: { code: "card_declined", message: "Your card was declined (test payment)." },
            created: unixSeconds(now),
          }),
          now,
        );
        return { redirectTo: pageUrl(row.id, request.language, "?failed=1") };
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
          current_period_end: periodEndIso(now, interval),
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
      if (subscription) await send("customer.subscription.created", await subscriptionEventObject(subscription), now);
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
          current_period_end: periodEndIso(from, interval),
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
        await send("customer.subscription.deleted", await subscriptionEventObject(updated), now);
        return subscriptionState(updated);
    }
    await send("customer.subscription.updated", await subscriptionEventObject(updated), now);
    return subscriptionState(updated);
  }
}

function totalOf(request: CheckoutRequest): number {
  return request.lines.reduce((sum, line) => sum + line.unitAmountCents * line.quantity, 0);
}

function successUrlOf(request: CheckoutRequest, sessionId: string): string {
  return request.successUrl.replace("{CHECKOUT_SESSION_ID}", encodeURIComponent(sessionId));
}
