import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { readPaymentEvent, signPaymentEvent, stripeEvent, WebhookSignatureError } from "./stripe-events.ts";
import { subscriptionObject, unixSeconds } from "./stripe-objects.ts";

// Payloads below are trimmed copies of what Stripe delivers with API version 2026-10-28 (the
// fields that matter, spelled as in Stripe's reference), written out by hand rather than with our
// own builders, so the reader is checked against Stripe's format and not against itself.

const secret = "whsec_8f3aTestSigningSecretForEvents";
const created = 1_795_000_000; // 2026-11-18T11:06:40Z
const now = () => unixSeconds();

function event(type: string, object: Record<string, unknown>, id = "evt_1SAbCdEfGhIjKlMnOpQrStUv") {
  return {
    id,
    object: "event",
    api_version: "2026-10-28.endive",
    created,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

/** Signs and reads an event, as the webhook route does with Stripe's delivery. */
async function deliver(body: object) {
  const payload = JSON.stringify(body);
  return readPaymentEvent(payload, await signPaymentEvent(payload, secret), secret);
}

const paidGuideSession = {
  id: "cs_test_a1GuideSessionPaid",
  object: "checkout.session",
  amount_total: 1900,
  client_reference_id: "ord_guide_42",
  currency: "eur",
  customer: null,
  customer_email: "amina@example.com",
  invoice: null,
  metadata: { order_id: "ord_guide_42", product: "pdf-guide" },
  mode: "payment",
  payment_intent: "pi_3SGuidePaymentIntent",
  payment_status: "paid",
  status: "complete",
  subscription: null,
  url: null,
};

const subscriptionWithItemPeriod = {
  id: "sub_1SPremiumYearly",
  object: "subscription",
  cancel_at: 1_826_536_000,
  cancel_at_period_end: true,
  canceled_at: 1_795_000_000,
  created: 1_795_000_000,
  currency: "eur",
  customer: "cus_TKarim",
  ended_at: null,
  items: {
    object: "list",
    data: [
      {
        id: "si_TPremium",
        object: "subscription_item",
        current_period_end: 1_826_536_000,
        current_period_start: 1_795_000_000,
        price: {
          id: "price_1",
          object: "price",
          recurring: { interval: "year", interval_count: 1 },
          unit_amount: 9900,
        },
        quantity: 1,
        subscription: "sub_1SPremiumYearly",
      },
    ],
    has_more: false,
    url: "/v1/subscription_items?subscription=sub_1SPremiumYearly",
  },
  latest_invoice: "in_1SFirst",
  metadata: { order_id: "ord_premium_7", plan: "premium-relocator" },
  status: "active",
};

function invoice(billingReason: string, overrides: Record<string, unknown> = {}) {
  return {
    id: "in_1SRenewal",
    object: "invoice",
    amount_paid: 9900,
    billing_reason: billingReason,
    customer: "cus_TKarim",
    parent: {
      type: "subscription_details",
      quote_details: null,
      subscription_details: { metadata: { order_id: "ord_premium_7" }, subscription: "sub_1SPremiumYearly" },
    },
    status: "paid",
    ...overrides,
  };
}

describe("reading Stripe events: checkout", () => {
  it("maps a paid checkout.session.completed to checkout-completed, with the order and the payment intent", async () => {
    expect(await deliver(event("checkout.session.completed", paidGuideSession))).toEqual({
      id: "evt_1SAbCdEfGhIjKlMnOpQrStUv",
      type: "checkout.session.completed",
      occurredAt: "2026-11-18T11:06:40.000Z",
      kind: "checkout-completed",
      sessionId: "cs_test_a1GuideSessionPaid",
      orderId: "ord_guide_42",
      paid: true,
      paymentIntentId: "pi_3SGuidePaymentIntent",
      customerId: null,
      subscriptionId: null,
    });
  });

  it("reads ids from expanded objects, and the order from metadata when there is no client reference", async () => {
    const session = {
      ...paidGuideSession,
      mode: "subscription",
      client_reference_id: null,
      metadata: { order_id: "ord_premium_7" },
      payment_intent: null,
      customer: { id: "cus_TKarim", object: "customer", email: "karim@example.com" },
      subscription: { ...subscriptionWithItemPeriod },
    };
    expect(await deliver(event("checkout.session.completed", session))).toMatchObject({
      kind: "checkout-completed",
      orderId: "ord_premium_7",
      paid: true,
      paymentIntentId: null,
      customerId: "cus_TKarim",
      subscriptionId: "sub_1SPremiumYearly",
    });
  });

  it("says unpaid for a completed session whose delayed payment is still on its way, and paid when it arrives", async () => {
    const pending = { ...paidGuideSession, payment_status: "unpaid" };
    expect(await deliver(event("checkout.session.completed", pending))).toMatchObject({
      kind: "checkout-completed",
      paid: false,
    });
    expect(await deliver(event("checkout.session.async_payment_succeeded", paidGuideSession))).toMatchObject({
      kind: "checkout-completed",
      type: "checkout.session.async_payment_succeeded",
      paid: true,
    });
  });

  it("maps a failed delayed payment to payment-failed for the session's order", async () => {
    const failed = { ...paidGuideSession, payment_status: "unpaid" };
    expect(await deliver(event("checkout.session.async_payment_failed", failed))).toMatchObject({
      kind: "payment-failed",
      orderId: "ord_guide_42",
      sessionId: "cs_test_a1GuideSessionPaid",
      reason: "async_payment_failed",
    });
  });

  it("maps checkout.session.expired to checkout-expired", async () => {
    const expired = { ...paidGuideSession, status: "expired", payment_status: "unpaid", payment_intent: null };
    expect(await deliver(event("checkout.session.expired", expired))).toMatchObject({
      kind: "checkout-expired",
      sessionId: "cs_test_a1GuideSessionPaid",
      orderId: "ord_guide_42",
    });
  });

  it("maps payment_intent.payment_failed to payment-failed with the card network's reason", async () => {
    const intent = {
      id: "pi_3SGuidePaymentIntent",
      object: "payment_intent",
      amount: 1900,
      currency: "eur",
      last_payment_error: {
        code: "card_declined",
        decline_code: "insufficient_funds",
        message: "Your card has insufficient funds.",
        type: "card_error",
      },
      metadata: { order_id: "ord_guide_42" },
      status: "requires_payment_method",
    };
    expect(await deliver(event("payment_intent.payment_failed", intent))).toMatchObject({
      kind: "payment-failed",
      orderId: "ord_guide_42",
      sessionId: null,
      reason: "Your card has insufficient funds.",
    });
    const withoutMessage = { ...intent, last_payment_error: { code: "expired_card", type: "card_error" } };
    expect(await deliver(event("payment_intent.payment_failed", withoutMessage))).toMatchObject({
      reason: "expired_card",
    });
  });
});

describe("reading Stripe events: subscriptions", () => {
  it.each(["customer.subscription.created", "customer.subscription.updated", "customer.subscription.deleted"])(
    "maps %s to subscription-changed, with the period end read from the subscription item",
    async (type) => {
      expect(await deliver(event(type, subscriptionWithItemPeriod))).toMatchObject({
        kind: "subscription-changed",
        type,
        subscription: {
          id: "sub_1SPremiumYearly",
          status: "active",
          currentPeriodEnd: "2027-11-18T11:06:40.000Z",
          cancelAtPeriodEnd: true,
          customerId: "cus_TKarim",
          orderId: "ord_premium_7",
        },
      });
    },
  );

  it("reads a past-due subscription and an expanded customer", async () => {
    const pastDue = {
      ...subscriptionWithItemPeriod,
      status: "past_due",
      customer: { id: "cus_TKarim", object: "customer" },
    };
    expect(await deliver(event("customer.subscription.updated", pastDue))).toMatchObject({
      subscription: { status: "past_due", customerId: "cus_TKarim" },
    });
  });

  it("falls back to the subscription's own current_period_end, as events of older API versions have it", async () => {
    const legacy = {
      ...subscriptionWithItemPeriod,
      current_period_end: 1_797_592_000,
      items: { object: "list", data: [{ id: "si_old", object: "subscription_item", quantity: 1 }], has_more: false },
    };
    expect(await deliver(event("customer.subscription.updated", legacy))).toMatchObject({
      subscription: { currentPeriodEnd: "2026-12-18T11:06:40.000Z" },
    });
  });

  it.each(["subscription_cycle", "subscription_create"])(
    "maps invoice.paid (%s) to subscription-renewed, the subscription read from parent.subscription_details",
    async (billingReason) => {
      expect(await deliver(event("invoice.paid", invoice(billingReason)))).toMatchObject({
        kind: "subscription-renewed",
        subscriptionId: "sub_1SPremiumYearly",
        // Since 2025-03-31 an invoice names no payment intent, and webhooks do not include `payments`.
        paymentIntentId: null,
      });
    },
  );

  it("reads the payment intent of an invoice.paid when the payload carries its payments, or the pre-2025 fields", async () => {
    const withPayments = invoice("subscription_cycle", {
      payments: {
        object: "list",
        data: [
          {
            id: "inpay_1",
            object: "invoice_payment",
            invoice: "in_1SRenewal",
            payment: { type: "payment_intent", payment_intent: "pi_3SRenewal" },
            status: "paid",
          },
        ],
        has_more: false,
      },
    });
    expect(await deliver(event("invoice.paid", withPayments))).toMatchObject({ paymentIntentId: "pi_3SRenewal" });

    const legacy = invoice("subscription_cycle", {
      parent: null,
      subscription: "sub_1SOldApi",
      payment_intent: "pi_3SOldApi",
    });
    expect(await deliver(event("invoice.paid", legacy))).toMatchObject({
      kind: "subscription-renewed",
      subscriptionId: "sub_1SOldApi",
      paymentIntentId: "pi_3SOldApi",
    });
  });

  it("ignores an invoice.paid that is not a subscription's creation or cycle", async () => {
    expect(await deliver(event("invoice.paid", invoice("manual", { parent: null })))).toMatchObject({
      kind: "ignored",
    });
    expect(await deliver(event("invoice.paid", invoice("subscription_update")))).toMatchObject({ kind: "ignored" });
  });

  it("maps invoice.payment_failed to subscription-payment-failed", async () => {
    const unpaid = invoice("subscription_cycle", { status: "open", amount_paid: 0, attempt_count: 1 });
    expect(await deliver(event("invoice.payment_failed", unpaid))).toMatchObject({
      kind: "subscription-payment-failed",
      subscriptionId: "sub_1SPremiumYearly",
    });
  });
});

describe("reading Stripe events: refunds", () => {
  const charge = {
    id: "ch_3SGuideCharge",
    object: "charge",
    amount: 1900,
    amount_refunded: 1900,
    currency: "eur",
    payment_intent: "pi_3SGuidePaymentIntent",
    refunded: true,
    status: "succeeded",
  };

  it("maps a fully refunded charge.refunded to refunded", async () => {
    expect(await deliver(event("charge.refunded", charge))).toMatchObject({
      kind: "refunded",
      paymentIntentId: "pi_3SGuidePaymentIntent",
      refundId: null,
    });
  });

  it("ignores a partial refund, which takes nothing away", async () => {
    const partial = { ...charge, amount_refunded: 500, refunded: false };
    expect(await deliver(event("charge.refunded", partial))).toMatchObject({ kind: "ignored" });
  });

  it("maps a succeeded refund.created or refund.updated to refunded, and ignores a pending one", async () => {
    const refund = {
      id: "re_3SGuideRefund",
      object: "refund",
      amount: 1900,
      charge: "ch_3SGuideCharge",
      currency: "eur",
      payment_intent: "pi_3SGuidePaymentIntent",
      reason: "requested_by_customer",
      status: "succeeded",
    };
    for (const type of ["refund.created", "refund.updated"]) {
      expect(await deliver(event(type, refund))).toMatchObject({
        kind: "refunded",
        paymentIntentId: "pi_3SGuidePaymentIntent",
        refundId: "re_3SGuideRefund",
      });
    }
    expect(await deliver(event("refund.created", { ...refund, status: "pending" }))).toMatchObject({ kind: "ignored" });
  });

  it("ignores an event type it has no use for, keeping its id and type", async () => {
    expect(await deliver(event("customer.created", { id: "cus_TNew", object: "customer" }, "evt_1SOther"))).toEqual({
      id: "evt_1SOther",
      type: "customer.created",
      occurredAt: "2026-11-18T11:06:40.000Z",
      kind: "ignored",
    });
  });
});

describe("reading Stripe events: signatures", () => {
  const payload = JSON.stringify(event("checkout.session.completed", paidGuideSession));
  const refused = (body: string, header: string | null, key = secret) =>
    expect(readPaymentEvent(body, header, key)).rejects;

  it("accepts a signature made a minute ago", async () => {
    const header = await signPaymentEvent(payload, secret, now() - 60);
    expect((await readPaymentEvent(payload, header, secret)).kind).toBe("checkout-completed");
  });

  it("refuses a missing signature header", async () => {
    await refused(payload, null).toThrow(WebhookSignatureError);
    await refused(payload, "").toThrow(WebhookSignatureError);
  });

  it("refuses a signature made with another secret", async () => {
    await refused(payload, await signPaymentEvent(payload, "whsec_someoneElsesSecret")).toThrow(WebhookSignatureError);
  });

  it("refuses a body changed after signing", async () => {
    const header = await signPaymentEvent(payload, secret);
    const tampered = payload.replace("ord_guide_42", "ord_guide_43");
    await refused(tampered, header).toThrow(WebhookSignatureError);
  });

  it("refuses a signature older than the five-minute tolerance (a replayed delivery)", async () => {
    await refused(payload, await signPaymentEvent(payload, secret, now() - 301)).toThrow(/tolerance/);
    await refused(payload, await signPaymentEvent(payload, secret, now() - 301)).toThrow(WebhookSignatureError);
  });

  it("refuses a header that is not a Stripe signature", async () => {
    await refused(payload, "t=abc,v1=nothex").toThrow(WebhookSignatureError);
    await refused(payload, "sha256=0123").toThrow(WebhookSignatureError);
  });

  it("refuses a correctly signed body that is not a Stripe event", async () => {
    for (const body of ["not json", JSON.stringify({ id: "x", object: "customer" })]) {
      await refused(body, await signPaymentEvent(body, secret)).toThrow(WebhookSignatureError);
    }
  });
});

describe("building Stripe events (the test provider's deliveries)", () => {
  it("builds an event shaped like Stripe's, which reads back like one", async () => {
    const subscription = subscriptionObject({
      id: "sub_built",
      customerId: "cus_built",
      status: "active",
      interval: "month",
      unitAmountCents: 1500,
      currentPeriodStart: created,
      currentPeriodEnd: created + 30 * 86_400,
      cancelAtPeriodEnd: false,
      canceledAt: null,
      endedAt: null,
      latestInvoiceId: "in_built",
      metadata: { order_id: "ord_built" },
      created,
    });
    const built = stripeEvent("customer.subscription.created", subscription, { created });

    expect(built).toMatchObject({
      object: "event",
      api_version: Stripe.API_VERSION,
      created,
      livemode: false,
      type: "customer.subscription.created",
      data: { object: subscription },
    });
    expect(built.id).toMatch(/^evt_[A-Za-z0-9]{24}$/);
    expect(stripeEvent("customer.created", {}).id).not.toBe(built.id);
    expect(await deliver(built)).toMatchObject({
      kind: "subscription-changed",
      subscription: { id: "sub_built", currentPeriodEnd: new Date((created + 30 * 86_400) * 1000).toISOString() },
    });
  });
});
