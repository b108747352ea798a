import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { pdfGuide, subscriptionPlans, subscriptionPriceCents } from "../../../core/plans-catalogue.ts";
import { type StripeStandIn, startStripeStandIn } from "../../testing/stripe-stand-in.ts";
import { PaymentProviderError } from "./payment-errors.ts";
import type { CheckoutRequest, PaymentProvider } from "./payment-provider.ts";
import { createStripeProvider } from "./stripe-provider.ts";

// The real Stripe SDK, over real HTTP, against the loopback stand-in for the Stripe API.

let standIn: StripeStandIn;
let provider: PaymentProvider;

beforeAll(async () => {
  standIn = await startStripeStandIn();
  provider = createStripeProvider({ secretKey: standIn.apiKey, webhookSecret: "whsec_standin", apiUrl: standIn.url });
});
afterAll(() => standIn.close());
beforeEach(() => standIn.clearFailures());

const premium = subscriptionPlans.find((plan) => plan.id === "premium-relocator");
if (!premium) throw new Error("the catalogue has no premium-relocator plan");

let orders = 0;
function guideCheckout(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  const orderId = `ord_guide_${++orders}`;
  return {
    orderId,
    mode: "payment",
    lines: [{ name: pdfGuide.name, unitAmountCents: pdfGuide.priceCents, quantity: 1 }],
    customerEmail: "amina@example.com",
    language: "fr",
    successUrl: "http://localhost:3000/pdf-guide/success?session_id={CHECKOUT_SESSION_ID}",
    cancelUrl: "http://localhost:3000/pdf-guide",
    idempotencyKey: `checkout-${orderId}`,
    metadata: { order_id: orderId, product: pdfGuide.id },
    ...overrides,
  };
}

function premiumCheckout(interval: "month" | "year", overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  const orderId = `ord_premium_${++orders}`;
  return {
    orderId,
    mode: "subscription",
    lines: [
      { name: "Premium Relocator", unitAmountCents: subscriptionPriceCents(premium!, interval), quantity: 1, interval },
    ],
    customerEmail: "karim@example.com",
    language: "en",
    successUrl: "http://localhost:3000/account?checkout={CHECKOUT_SESSION_ID}",
    cancelUrl: "http://localhost:3000/pricing",
    idempotencyKey: `checkout-${orderId}`,
    metadata: { order_id: orderId, plan: premium!.id },
    ...overrides,
  };
}

function requestsTo(method: string, path: string) {
  return standIn.requests.filter((request) => request.method === method && request.path === path);
}

function lastRequestTo(method: string, path: string) {
  const request = requestsTo(method, path).at(-1);
  if (!request) throw new Error(`the stand-in received no ${method} ${path}`);
  return request;
}

async function paidSubscription(interval: "month" | "year" = "year") {
  const request = premiumCheckout(interval);
  const session = await provider.createCheckout(request);
  return { request, ...standIn.completeSession(session.id) };
}

async function failureOf(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

describe("Stripe provider: checkout", () => {
  it("sends a one-time payment with the catalogue amount in euros, the order on the session and on its payment intent, under the order's idempotency key", async () => {
    const request = guideCheckout();
    const session = await provider.createCheckout(request);

    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`${standIn.url}/c/pay/${session.id}`);
    const sent = lastRequestTo("POST", "/v1/checkout/sessions");
    expect(sent.idempotencyKey).toBe(request.idempotencyKey);
    expect(sent.body).toMatchObject({
      mode: "payment",
      line_items: [
        {
          quantity: "1",
          price_data: {
            currency: "eur",
            unit_amount: String(pdfGuide.priceCents),
            tax_behavior: "inclusive",
            product_data: { name: pdfGuide.name },
          },
        },
      ],
      customer_email: "amina@example.com",
      client_reference_id: request.orderId,
      metadata: { order_id: request.orderId, product: pdfGuide.id },
      payment_intent_data: { metadata: { order_id: request.orderId } },
      locale: "fr",
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
    });
    expect(sent.body.subscription_data).toBeUndefined();
    expect(
      (sent.body.line_items as { price_data: { recurring?: unknown } }[])[0]?.price_data.recurring,
    ).toBeUndefined();
  });

  it("sends a subscription with the yearly catalogue price, its interval and the order on the subscription", async () => {
    const request = premiumCheckout("year");
    await provider.createCheckout(request);

    const sent = lastRequestTo("POST", "/v1/checkout/sessions");
    expect(sent.idempotencyKey).toBe(request.idempotencyKey);
    expect(sent.body).toMatchObject({
      mode: "subscription",
      line_items: [
        {
          price_data: {
            currency: "eur",
            unit_amount: String(premium!.yearlyCents),
            recurring: { interval: "year" },
          },
        },
      ],
      client_reference_id: request.orderId,
      metadata: { order_id: request.orderId },
      subscription_data: { metadata: { order_id: request.orderId, plan: premium!.id } },
    });
    expect(sent.body.payment_intent_data).toBeUndefined();
  });

  it("asks Checkout to follow the browser for Arabic, a language Checkout does not have", async () => {
    await provider.createCheckout(premiumCheckout("month", { language: "ar" }));

    const sent = lastRequestTo("POST", "/v1/checkout/sessions");
    expect(sent.body.locale).toBe("auto");
    expect((sent.body.line_items as { price_data: unknown }[])[0]?.price_data).toMatchObject({
      unit_amount: String(premium!.monthlyCents),
      recurring: { interval: "month" },
    });
  });

  it("gives back the same session for a repeated idempotency key, and refuses the key with other amounts", async () => {
    const request = guideCheckout();
    const first = await provider.createCheckout(request);
    const again = await provider.createCheckout(request);

    expect(again).toEqual(first);
    expect(
      requestsTo("POST", "/v1/checkout/sessions").filter((sent) => sent.idempotencyKey === request.idempotencyKey),
    ).toHaveLength(2);

    const cheaper = { ...request, lines: [{ ...request.lines[0]!, unitAmountCents: 100 }] };
    const error = await failureOf(provider.createCheckout(cheaper));
    expect(error.kind).toBe("idempotency-conflict");
    expect((await provider.createCheckout(guideCheckout())).id).not.toBe(first.id);
  });

  it("reads a session as open and unpaid before payment, and paid with its payment intent after", async () => {
    const request = guideCheckout();
    const session = await provider.createCheckout(request);

    expect(await provider.retrieveCheckout(session.id)).toEqual({
      id: session.id,
      status: "open",
      paymentStatus: "unpaid",
      orderId: request.orderId,
      paymentIntentId: null,
      customerId: null,
      subscriptionId: null,
    });

    const { paymentIntentId } = standIn.completeSession(session.id);
    expect(await provider.retrieveCheckout(session.id)).toMatchObject({
      status: "complete",
      paymentStatus: "paid",
      orderId: request.orderId,
      paymentIntentId,
    });
    expect(paymentIntentId).toMatch(/^pi_/);
  });

  it("reads a delayed payment (SEPA debit) as complete but unpaid", async () => {
    const session = await provider.createCheckout(guideCheckout());
    standIn.completeSession(session.id, { paid: false });

    expect(await provider.retrieveCheckout(session.id)).toMatchObject({ status: "complete", paymentStatus: "unpaid" });
  });

  it("finds a paid subscription's first payment through its invoice, so it can be refunded", async () => {
    const { session, paymentIntentId, customerId, subscriptionId, invoiceId } = await paidSubscription();

    expect(session.payment_intent).toBeNull(); // Stripe's subscription sessions carry none
    expect(await provider.retrieveCheckout(session.id)).toMatchObject({
      status: "complete",
      paymentStatus: "paid",
      paymentIntentId,
      customerId,
      subscriptionId,
    });
    expect(lastRequestTo("GET", "/v1/invoice_payments").query).toMatchObject({ invoice: invoiceId, status: "paid" });
  });
});

describe("Stripe provider: subscriptions, refunds, portal", () => {
  it("reads a subscription's period end from its item (API 2025-03-31 and later)", async () => {
    const { request, subscriptionId, customerId } = await paidSubscription("year");
    const stored = standIn.subscription(subscriptionId!)!;

    const state = await provider.retrieveSubscription(subscriptionId!);
    expect(state).toEqual({
      id: subscriptionId,
      status: "active",
      currentPeriodEnd: new Date(stored.items.data[0]!.current_period_end * 1000).toISOString(),
      cancelAtPeriodEnd: false,
      customerId,
      orderId: request.orderId,
    });
    const days = (new Date(state.currentPeriodEnd).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(367);
  });

  it("cancels at the period end by keeping the subscription active until then", async () => {
    const { subscriptionId } = await paidSubscription();

    const state = await provider.cancelSubscription(subscriptionId!, { atPeriodEnd: true });
    expect(state).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    expect(lastRequestTo("POST", `/v1/subscriptions/${subscriptionId}`).body).toEqual({ cancel_at_period_end: "true" });
  });

  it("cancels now by ending the subscription at once", async () => {
    const { subscriptionId } = await paidSubscription();

    const state = await provider.cancelSubscription(subscriptionId!, { atPeriodEnd: false });
    expect(state).toMatchObject({ status: "canceled", cancelAtPeriodEnd: false });
    expect(requestsTo("DELETE", `/v1/subscriptions/${subscriptionId}`)).toHaveLength(1);
    expect(standIn.subscription(subscriptionId!)?.status).toBe("canceled");
  });

  it("refunds the payment intent's amount under the idempotency key, and a retried refund refunds nothing more", async () => {
    const session = await provider.createCheckout(guideCheckout());
    const { paymentIntentId } = standIn.completeSession(session.id);
    const refund = {
      paymentIntentId: paymentIntentId!,
      amountCents: pdfGuide.priceCents,
      idempotencyKey: `refund-${session.id}`,
    };

    const { refundId } = await provider.refund(refund);
    expect(refundId).toMatch(/^re_/);
    const sent = lastRequestTo("POST", "/v1/refunds");
    expect(sent.idempotencyKey).toBe(refund.idempotencyKey);
    expect(sent.body).toMatchObject({ payment_intent: paymentIntentId, amount: String(pdfGuide.priceCents) });

    expect(await provider.refund(refund)).toEqual({ refundId });
    expect(standIn.paymentIntent(paymentIntentId!)?.amount_refunded).toBe(pdfGuide.priceCents);

    const twice = await failureOf(provider.refund({ ...refund, idempotencyKey: "another-key" }));
    expect(twice).toMatchObject({ kind: "invalid-request", providerCode: "charge_already_refunded", status: 400 });
  });

  it("retries a passing outage under the same idempotency key, so the refund happens once", async () => {
    const session = await provider.createCheckout(guideCheckout());
    const { paymentIntentId } = standIn.completeSession(session.id);
    standIn.setFailure("/v1/refunds", 500, undefined, 1);
    const before = requestsTo("POST", "/v1/refunds").length;

    const { refundId } = await provider.refund({
      paymentIntentId: paymentIntentId!,
      amountCents: pdfGuide.priceCents,
      idempotencyKey: "refund-after-outage",
    });

    const attempts = requestsTo("POST", "/v1/refunds").slice(before);
    expect(attempts.map((attempt) => attempt.idempotencyKey)).toEqual(["refund-after-outage", "refund-after-outage"]);
    expect(standIn.refund(refundId)?.amount).toBe(pdfGuide.priceCents);
  });

  it("opens the Customer Portal for the customer, coming back to our page", async () => {
    const { customerId } = await paidSubscription("month");

    const url = await provider.billingPortalUrl(customerId!, "http://localhost:3000/account");
    expect(url.startsWith(`${standIn.url}/p/session/`)).toBe(true);
    expect(lastRequestTo("POST", "/v1/billing_portal/sessions").body).toEqual({
      customer: customerId,
      return_url: "http://localhost:3000/account",
    });
  });
});

describe("Stripe provider: errors", () => {
  it("turns an unknown session into a not-found PaymentProviderError", async () => {
    const error = await failureOf(provider.retrieveCheckout("cs_test_doesNotExist"));
    expect(error).toMatchObject({ kind: "not-found", status: 404, providerCode: "resource_missing" });
    expect(error.requestId).toMatch(/^req_/);
    expect(error.message).toContain("cs_test_doesNotExist");
  });

  it("reports a wrong key as an authentication failure without any part of the key", async () => {
    const wrongKey = "sk_test_WRONGwrongWRONGwrong9876";
    const misconfigured = createStripeProvider({ secretKey: wrongKey, webhookSecret: "whsec_x", apiUrl: standIn.url });

    const error = await failureOf(misconfigured.retrieveSubscription("sub_anything"));
    expect(error.kind).toBe("authentication");
    expect(error.message).toContain("Invalid API Key provided");
    expect(error.message).not.toContain("sk_test_WRONG");
    expect(error.message).not.toContain("9876");
  });

  it("never repeats the key, the webhook secret or a customer's address that Stripe's reply contains", async () => {
    standIn.setFailure("/v1/checkout/sessions", 400, {
      error: {
        type: "invalid_request_error",
        message: `Request with ${standIn.apiKey} and whsec_standin for amina@example.com was refused`,
      },
    });

    const error = await failureOf(provider.createCheckout(guideCheckout()));
    expect(error.kind).toBe("invalid-request");
    expect(error.message).not.toContain(standIn.apiKey);
    expect(error.message).not.toContain("whsec_standin");
    expect(error.message).not.toContain("amina@example.com");
    expect(error.message).toContain("was refused");
  });

  it("reports Stripe being down, after the SDK's retries, as unavailable and worth retrying later", async () => {
    standIn.setFailure("/v1/billing_portal/sessions", 503);
    const before = requestsTo("POST", "/v1/billing_portal/sessions").length;

    const error = await failureOf(provider.billingPortalUrl("cus_any", "http://localhost:3000/account"));
    expect(error).toMatchObject({ kind: "unavailable", status: 503, retryable: true });
    expect(requestsTo("POST", "/v1/billing_portal/sessions").length - before).toBe(3); // 1 + maxNetworkRetries
  });
});
