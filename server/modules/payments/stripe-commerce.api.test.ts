import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { apiMessage } from "../../../content/messages/api-messages.ts";
import { pdfGuide, subscriptionPlans } from "../../../core/plans-catalogue.ts";
import { type FreshDatabase, freshDatabase, testEngines } from "../../db/test-database.ts";
import { type StripeStandIn, startStripeStandIn } from "../../testing/stripe-stand-in.ts";
import { createOrPromoteAdmin } from "../admin/create-admin.ts";
import {
  type AccountsApi,
  buildAccountsApi,
  type ErrorBody,
  registeredClient,
  type TestClient,
} from "../auth/accounts-test-kit.ts";
import type { BillingOverview } from "../billing/billing-overview.ts";
import { signPaymentEvent, stripeEvent } from "./stripe-events.ts";
import { chargeObject, unixSeconds } from "./stripe-objects.ts";

// The whole purchase path on the real Stripe provider: our API → the Stripe SDK → real HTTP to a
// loopback stand-in for the Stripe API; events come back signed with the configured secret, as
// Stripe would send them to /api/payments/webhook.

type Started = { orderId: string; url: string };
type Me = { userPlan: string };

const premium = subscriptionPlans.find((plan) => plan.id === "premium-relocator");
if (!premium) throw new Error("the catalogue has no premium-relocator plan");
const webhookSecret = "whsec_commerce_standin_0123456789";
let attempts = 0;
const newAttempt = () => `attempt-stripe-${String(++attempts).padStart(10, "0")}`;

let standIn: StripeStandIn;
beforeAll(async () => {
  standIn = await startStripeStandIn();
});
afterAll(() => standIn.close());

describe.each(testEngines)("commerce through Stripe (SDK → loopback stand-in) on %s", (engine) => {
  let database: FreshDatabase;
  let api: AccountsApi;
  let firstRequest = 0;

  beforeEach(async () => {
    database = await freshDatabase(engine);
    api = buildAccountsApi(database, {
      STRIPE_SECRET_KEY: standIn.apiKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_URL: standIn.url,
    });
    standIn.clearFailures();
    firstRequest = standIn.requests.length;
  });
  afterEach(async () => {
    await database.dispose();
  });

  /** What this test sent to the stand-in, by method and path. */
  const sent = (method: string, path: string) =>
    standIn.requests.slice(firstRequest).filter((request) => request.method === method && request.path === path);
  const sessionIdOf = (url: string) => url.slice(`${standIn.url}/c/pay/`.length);
  const orderOf = (id: string) =>
    api.deps.db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const outbox = (template: string) =>
    api.deps.db.selectFrom("outbox").selectAll().where("template", "=", template).execute();
  const me = async (client: TestClient) => (await client.json<Me>("/api/auth/me")).body;
  const buyGuide = (client: TestClient, email: string, attempt = newAttempt()) =>
    client.json<Started & ErrorBody>("/api/checkout", {
      body: { product: "pdf-guide", email, attempt, amount: 1, unit_amount: 1 },
    });

  /** Sends an event as Stripe does: the exact bytes, signed with the endpoint's secret. */
  async function deliver(event: object, secret = webhookSecret, timestamp?: number) {
    const payload = JSON.stringify(event);
    const response = await api.client().request("/api/payments/webhook", {
      body: JSON.parse(payload),
      headers: { "stripe-signature": await signPaymentEvent(payload, secret, timestamp), origin: "" },
    });
    return { status: response.status, body: (await response.json()) as { outcome: string } & ErrorBody };
  }

  async function administrator() {
    const admin = await registeredClient(api, "admin@example.com");
    await createOrPromoteAdmin(api.deps, "admin@example.com", { keepPassword: true });
    return admin;
  }

  it("runs on the Stripe provider, not the built-in test one", () => {
    expect(api.deps.payments.name).toBe("stripe");
    expect(api.deps.testPayments).toBeNull();
  });

  it("opens Checkout with the catalogue amount in euros, the order id and the order's idempotency key", async () => {
    const buyer = api.client();
    const attempt = newAttempt();
    const started = await buyGuide(buyer, "buyer@example.com", attempt);
    expect(started.status).toBe(201);
    const sessionId = sessionIdOf(started.body.url);
    expect(started.body.url).toBe(`${standIn.url}/c/pay/${sessionId}`);
    expect(sessionId).toMatch(/^cs_test_/);

    const [create] = sent("POST", "/v1/checkout/sessions");
    expect(create?.headers.authorization).toBe(`Bearer ${standIn.apiKey}`);
    expect(create?.idempotencyKey).toBe(`checkout-${started.body.orderId}`);
    expect(create?.body).toMatchObject({
      mode: "payment",
      line_items: [{ quantity: "1", price_data: { currency: "eur", unit_amount: String(pdfGuide.priceCents) } }],
      customer_email: "buyer@example.com",
      client_reference_id: started.body.orderId,
      metadata: { order_id: started.body.orderId },
      payment_intent_data: { metadata: { order_id: started.body.orderId } },
    });
    expect(await orderOf(started.body.orderId)).toMatchObject({
      provider: "stripe",
      provider_session_id: sessionId,
      amount_cents: pdfGuide.priceCents,
      status: "created",
    });

    // A second click on the same page goes back to the same Checkout page, without asking Stripe again.
    const again = await buyGuide(buyer, "buyer@example.com", attempt);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(started.body);
    expect(sent("POST", "/v1/checkout/sessions")).toHaveLength(1);
  });

  it("settles an order from a correctly signed event, once, and refuses a bad signature with 400", async () => {
    const started = await buyGuide(api.client(), "signed@example.com");
    const paid = standIn.completeSession(sessionIdOf(started.body.url));
    const completed = stripeEvent("checkout.session.completed", paid.session);

    for (const [secret, timestamp] of [
      ["whsec_someone_else_0000", undefined],
      // Signed with our secret, but ten minutes ago: a captured delivery played again.
      [webhookSecret, unixSeconds() - 600],
    ] as const) {
      const forged = await deliver(completed, secret, timestamp);
      expect(forged.status).toBe(400);
      expect(forged.body.error.message).toBe(apiMessage("en", "webhook_signature_invalid"));
    }
    expect(await orderOf(started.body.orderId)).toMatchObject({ status: "created" });

    const delivered = await deliver(completed);
    expect(delivered.status).toBe(200);
    expect(delivered.body.outcome).toBe("order-paid");
    expect(await orderOf(started.body.orderId)).toMatchObject({
      status: "paid",
      provider_payment_id: paid.paymentIntentId,
    });

    const replay = await deliver(completed);
    expect(replay.status).toBe(200);
    expect(replay.body.outcome).toBe("duplicate");
    // An "expired" that was sent before the payment but arrives after it changes nothing.
    const late = await deliver(
      stripeEvent("checkout.session.expired", { ...paid.session, status: "expired" }, { created: unixSeconds() - 60 }),
    );
    expect(late.body.outcome).toBe("already-settled");
    expect(await orderOf(started.body.orderId)).toMatchObject({ status: "paid" });
    expect(await outbox("guide-receipt")).toHaveLength(1);
  });

  it("asks Stripe on the success page when the event is late, and the late event then changes nothing", async () => {
    const buyer = api.client();
    const started = await buyGuide(buyer, "late@example.com");
    const sessionId = sessionIdOf(started.body.url);
    const before = await buyer.json<{ status: string }>(`/api/checkout/${sessionId}`);
    expect(before.body.status).toBe("created");

    const paid = standIn.completeSession(sessionId);
    const confirmed = await buyer.json<{ status: string; orderId: string }>(`/api/checkout/${sessionId}`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ orderId: started.body.orderId, status: "paid" });
    expect(sent("GET", `/v1/checkout/sessions/${sessionId}`).length).toBeGreaterThanOrEqual(2);
    expect(await orderOf(started.body.orderId)).toMatchObject({ provider_payment_id: paid.paymentIntentId });

    const late = await deliver(stripeEvent("checkout.session.completed", paid.session));
    expect(late.body.outcome).toBe("already-settled");
    expect(await outbox("guide-receipt")).toHaveLength(1);
    // Once settled, the page no longer asks Stripe.
    const asked = sent("GET", `/v1/checkout/sessions/${sessionId}`).length;
    await buyer.request(`/api/checkout/${sessionId}`);
    expect(sent("GET", `/v1/checkout/sessions/${sessionId}`)).toHaveLength(asked);
  });

  it("a yearly subscription: Premium from the event, cancel at period end, portal, stale events ignored, refund through Stripe", async () => {
    const client = await registeredClient(api, "subscriber@example.com");
    const started = await client.json<Started>("/api/checkout", {
      body: { product: "premium-relocator", interval: "year", attempt: newAttempt(), amount: 100 },
    });
    expect(started.status).toBe(201);
    const [create] = sent("POST", "/v1/checkout/sessions");
    expect(create?.idempotencyKey).toBe(`checkout-${started.body.orderId}`);
    expect(create?.body).toMatchObject({
      mode: "subscription",
      line_items: [
        {
          price_data: { currency: "eur", unit_amount: String(premium.yearlyCents), recurring: { interval: "year" } },
        },
      ],
      metadata: { order_id: started.body.orderId },
      subscription_data: { metadata: { order_id: started.body.orderId } },
    });

    const paid = standIn.completeSession(sessionIdOf(started.body.url));
    const subscriptionId = paid.subscriptionId ?? "";
    const created = stripeEvent("customer.subscription.created", standIn.subscription(subscriptionId) ?? {}, {
      created: unixSeconds() - 5,
    });
    const completed = await deliver(stripeEvent("checkout.session.completed", paid.session));
    expect(completed.body.outcome).toBe("order-paid");
    expect(await me(client)).toMatchObject({ userPlan: "premium" });
    // The first payment of a subscription is found through its invoice, so it can be refunded.
    expect(await orderOf(started.body.orderId)).toMatchObject({
      status: "paid",
      provider_payment_id: paid.paymentIntentId,
      provider_subscription_id: subscriptionId,
    });

    const cancelled = await client.json<{ cancelAtPeriodEnd: boolean }>("/api/billing/cancel", { method: "POST" });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.cancelAtPeriodEnd).toBe(true);
    expect(sent("POST", `/v1/subscriptions/${subscriptionId}`).at(-1)?.body).toMatchObject({
      cancel_at_period_end: "true",
    });
    // Stripe's own event about the cancellation, then the creation event, delayed: neither changes anything.
    const update = await deliver(
      stripeEvent("customer.subscription.updated", standIn.subscription(subscriptionId) ?? {}, {
        created: unixSeconds() + 1,
      }),
    );
    expect(update.status).toBe(200);
    expect((await deliver(created)).body.outcome).toBe("subscription-stale");
    const overview = (await client.json<BillingOverview>("/api/billing")).body;
    expect(overview.subscription).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    expect(await outbox("subscription-cancelled")).toHaveLength(1);
    expect(await me(client)).toMatchObject({ userPlan: "premium" });

    const portal = await client.json<{ url: string }>("/api/billing/portal", { method: "POST" });
    expect(portal.body.url.startsWith(`${standIn.url}/p/session/`)).toBe(true);
    expect(sent("POST", "/v1/billing_portal/sessions").at(-1)?.body).toMatchObject({ customer: paid.customerId });

    const admin = await administrator();
    const refunded = await admin.json<{ status: string }>(`/api/admin/orders/${started.body.orderId}/refund`, {
      method: "POST",
    });
    expect(refunded.status).toBe(200);
    const refunds = sent("POST", "/v1/refunds");
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.idempotencyKey).toBe(`refund-${started.body.orderId}`);
    expect(refunds[0]?.body).toMatchObject({
      payment_intent: paid.paymentIntentId,
      amount: String(premium.yearlyCents),
    });
    expect(sent("DELETE", `/v1/subscriptions/${subscriptionId}`)).toHaveLength(1);
    expect(await me(client)).toMatchObject({ userPlan: "free" });
    expect(await orderOf(started.body.orderId)).toMatchObject({ status: "refunded" });

    // Stripe's refund event arrives afterwards: already done. A second click refunds nothing more.
    const charge = chargeObject({
      id: "ch_refunded_subscription",
      paymentIntentId: paid.paymentIntentId ?? "",
      amountCents: premium.yearlyCents,
      amountRefundedCents: premium.yearlyCents,
      customerId: paid.customerId,
      metadata: {},
      created: unixSeconds(),
    });
    expect((await deliver(stripeEvent("charge.refunded", charge))).body.outcome).toBe("already-refunded");
    expect((await admin.request(`/api/admin/orders/${started.body.orderId}/refund`, { method: "POST" })).status).toBe(
      200,
    );
    expect(sent("POST", "/v1/refunds")).toHaveLength(1);
    expect(await outbox("refund-confirmation")).toHaveLength(1);
  });

  it("answers 503 in the buyer's language when Stripe fails, and leaves no payable page behind", async () => {
    standIn.setFailure("/v1/checkout/sessions", 500);
    const buyer = api.client({ language: "fr" });
    const attempt = newAttempt();
    const refused = await buyGuide(buyer, "unlucky@example.com", attempt);
    expect(refused.status).toBe(503);
    expect(refused.body.error.message).toBe(apiMessage("fr", "payment_provider_unavailable"));
    // The SDK retried with the same idempotency key; Stripe made nothing.
    const tries = sent("POST", "/v1/checkout/sessions");
    expect(tries.length).toBeGreaterThanOrEqual(1);
    expect(new Set(tries.map((request) => request.idempotencyKey)).size).toBe(1);

    const orders = await api.deps.db.selectFrom("orders").selectAll().execute();
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ checkout_url: null, provider_session_id: null });
    expect(["created", "failed"]).toContain(orders[0]?.status);
    const admin = await administrator();
    expect((await admin.json<{ id: string; status: string }[]>("/api/admin/orders")).body).not.toContainEqual(
      expect.objectContaining({ id: orders[0]?.id, status: "created" }),
    );

    // Stripe is back: the same page's button opens one payment page, for the same order.
    standIn.clearFailures();
    const retried = await buyGuide(buyer, "unlucky@example.com", attempt);
    expect(retried.status).toBe(201);
    expect(retried.body.orderId).toBe(orders[0]?.id);
    expect(retried.body.url.startsWith(`${standIn.url}/c/pay/`)).toBe(true);
    expect(await api.deps.db.selectFrom("orders").select("id").execute()).toHaveLength(1);
  });
});
