import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { apiMessage } from "../../../content/messages/api-messages.ts";
import { paymentGraceDays } from "../../../core/billing-plan.ts";
import { planGuaranteeDays, subscriptionPlans } from "../../../core/plans-catalogue.ts";
import { type FreshDatabase, freshDatabase, testEngines } from "../../db/test-database.ts";
import { createOrPromoteAdmin } from "../admin/create-admin.ts";
import {
  type AccountsApi,
  buildAccountsApi,
  type ErrorBody,
  registeredClient,
  siteUrl,
  type TestClient,
  testProviderOf,
  testSessionIdOf,
} from "../auth/accounts-test-kit.ts";
import { signPaymentEvent, stripeEvent } from "../payments/stripe-events.ts";
import { subscriptionObject, unixSeconds } from "../payments/stripe-objects.ts";
import type { BillingOverview } from "./billing-overview.ts";
import { settleEndedSubscriptions } from "./settle-ended-subscriptions.ts";

type Started = { orderId: string; url: string };
type Me = { userPlan: string; hasActiveDfyPlan: boolean };

const premium = subscriptionPlans.find((plan) => plan.id === "premium-relocator");
if (!premium) throw new Error("the catalogue has no premium-relocator plan");
const dayMs = 24 * 60 * 60 * 1000;
let attempts = 0;
const newAttempt = () => `attempt-subscription-${String(++attempts).padStart(6, "0")}`;

describe.each(testEngines)("Premium subscription (/api/checkout, /api/billing, webhook) on %s", (engine) => {
  let database: FreshDatabase;
  let api: AccountsApi;

  beforeEach(async () => {
    database = await freshDatabase(engine);
    api = buildAccountsApi(database);
  });
  afterEach(async () => {
    await database.dispose();
  });

  const subscribe = (client: TestClient, body: Record<string, unknown> = {}) =>
    client.json<Started & ErrorBody>("/api/checkout", {
      body: { product: "premium-relocator", interval: "year", attempt: newAttempt(), ...body },
    });
  const me = async (client: TestClient) => (await client.json<Me>("/api/auth/me")).body;
  const billing = async (client: TestClient) => (await client.json<BillingOverview>("/api/billing")).body;
  const outbox = (template: string) =>
    api.deps.db.selectFrom("outbox").selectAll().where("template", "=", template).execute();
  const orderOf = (id: string) =>
    api.deps.db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const subscriptionOf = (orderId: string) =>
    api.deps.db.selectFrom("subscriptions").selectAll().where("order_id", "=", orderId).executeTakeFirstOrThrow();

  /** Delivers an event the way the provider does: signed with the webhook secret, to the webhook route. */
  async function deliver(event: object) {
    const payload = JSON.stringify(event);
    return api.client().json<{ outcome: string }>("/api/payments/webhook", {
      body: JSON.parse(payload),
      headers: { "stripe-signature": await signPaymentEvent(payload, api.deps.payments.webhookSecret), origin: "" },
    });
  }

  /** A registered user who paid Premium yearly on the test payment page. */
  async function premiumSubscriber(email: string) {
    const client = await registeredClient(api, email);
    const started = await subscribe(client);
    expect(started.status).toBe(201);
    const paidAt = new Date();
    await testProviderOf(api).settle(testSessionIdOf(started.body.url), "pay", paidAt);
    const subscription = await subscriptionOf(started.body.orderId);
    return { client, orderId: started.body.orderId, subscription, paidAt };
  }

  async function administrator() {
    const admin = await registeredClient(api, "admin@example.com");
    await createOrPromoteAdmin(api.deps, "admin@example.com", { keepPassword: true });
    return admin;
  }

  describe("subscribing", () => {
    it("asks a visitor to sign in first, in their language, and opens no order", async () => {
      for (const language of ["en", "fr"] as const) {
        const { status, body } = await subscribe(api.client({ language }));
        expect(status).toBe(401);
        expect(body.error.message).toBe(apiMessage(language, "subscription_sign_in_required"));
      }
      expect(await api.deps.db.selectFrom("orders").select("id").execute()).toHaveLength(0);
    });

    it("charges the catalogue's yearly price whatever the browser adds, and unlocks Premium in the same session", async () => {
      const client = await registeredClient(api, "yearly@example.com");
      expect(await me(client)).toMatchObject({ userPlan: "free" });

      const started = await subscribe(client, { amount: 1, amountCents: 1, unitAmountCents: 1, price: 0 });
      expect(started.status).toBe(201);
      expect(started.body.url).toMatch(/^http:\/\/localhost:3000\/test-checkout\/cs_test_/);
      expect(await orderOf(started.body.orderId)).toMatchObject({
        kind: "subscription",
        product_id: "premium-relocator",
        billing_interval: "year",
        amount_cents: premium.yearlyCents,
        currency: "eur",
        status: "created",
      });
      const page = await testProviderOf(api).checkoutPage(testSessionIdOf(started.body.url));
      expect(page?.mode).toBe("subscription");
      expect(page?.totalCents).toBe(premium.yearlyCents);
      expect(page?.lines).toEqual([
        expect.objectContaining({ unitAmountCents: premium.yearlyCents, interval: "year" }),
      ]);

      const paidAt = new Date();
      const { redirectTo } = await testProviderOf(api).settle(testSessionIdOf(started.body.url), "pay", paidAt);
      expect(redirectTo).toContain("/profile?subscribed=1");
      // The same cookie, no sign-out: the next request already sees Premium.
      expect(await me(client)).toMatchObject({ userPlan: "premium", hasActiveDfyPlan: false });

      const overview = await billing(client);
      expect(overview.subscription).toMatchObject({
        planId: "premium-relocator",
        interval: "year",
        status: "active",
        cancelAtPeriodEnd: false,
        refunded: false,
        hasCustomer: true,
      });
      const yearLater = new Date(paidAt);
      yearLater.setUTCFullYear(yearLater.getUTCFullYear() + 1);
      expect(Math.abs(Date.parse(overview.subscription?.currentPeriodEnd ?? "") - yearLater.getTime())).toBeLessThan(
        1000,
      );
      expect(overview.orders).toEqual([
        expect.objectContaining({
          id: started.body.orderId,
          kind: "subscription",
          amountCents: premium.yearlyCents,
          status: "paid",
        }),
      ]);
      const receipts = await outbox("subscription-receipt");
      expect(receipts).toHaveLength(1);
      expect(receipts[0]?.to_address).toBe("yearly@example.com");
    });

    it("charges the monthly price for monthly billing", async () => {
      const client = await registeredClient(api, "monthly@example.com");
      const started = await subscribe(client, { interval: "month" });
      expect((await orderOf(started.body.orderId)).amount_cents).toBe(premium.monthlyCents);
      expect((await testProviderOf(api).checkoutPage(testSessionIdOf(started.body.url)))?.totalCents).toBe(
        premium.monthlyCents,
      );
    });

    it("refuses a second subscription to someone who already has Premium", async () => {
      const { client } = await premiumSubscriber("twice@example.com");
      const again = await subscribe(client);
      expect(again.status).toBe(409);
      expect(again.body.error.message).toBe(apiMessage("en", "already_premium"));
      expect(await api.deps.db.selectFrom("orders").select("id").execute()).toHaveLength(1);
    });
  });

  describe("cancelling, renewing, failing", () => {
    it("cancels at the end of the period: Premium until then, one confirmation e-mail, free after", async () => {
      const { client, orderId } = await premiumSubscriber("cancel@example.com");
      const { currentPeriodEnd } = (await billing(client)).subscription ?? { currentPeriodEnd: "" };

      const cancelled = await client.json<{ cancelAtPeriodEnd: boolean; currentPeriodEnd: string }>(
        "/api/billing/cancel",
        { method: "POST" },
      );
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.cancelAtPeriodEnd).toBe(true);
      expect(Date.parse(cancelled.body.currentPeriodEnd)).toBe(Date.parse(currentPeriodEnd));
      expect(await me(client)).toMatchObject({ userPlan: "premium" });
      expect((await billing(client)).subscription).toMatchObject({ cancelAtPeriodEnd: true });
      const mails = await outbox("subscription-cancelled");
      expect(mails).toHaveLength(1);
      expect(mails[0]?.to_address).toBe("cancel@example.com");

      // Pressing the button again sends nothing more.
      const second = await client.request("/api/billing/cancel", { method: "POST" });
      expect(second.status, await second.clone().text()).toBe(200);
      expect(await outbox("subscription-cancelled")).toHaveLength(1);

      const end = Date.parse(currentPeriodEnd);
      await settleEndedSubscriptions(api.deps.db, new Date(end - dayMs));
      expect(await me(client)).toMatchObject({ userPlan: "premium" });
      expect(await settleEndedSubscriptions(api.deps.db, new Date(end + 60_000))).toBe(1);
      expect(await me(client)).toMatchObject({ userPlan: "free" });
      expect((await subscriptionOf(orderId)).ended_at).not.toBeNull();
    });

    it("a paid renewal moves the period a year on and sends one renewal receipt, even when replayed", async () => {
      const { client, subscription } = await premiumSubscriber("renew@example.com");
      const periodEnd = new Date(subscription.current_period_end);
      await testProviderOf(api).portalAction(subscription.id, "renew", new Date(periodEnd.getTime() - 60_000));

      const nextEnd = new Date(periodEnd);
      nextEnd.setUTCFullYear(nextEnd.getUTCFullYear() + 1);
      const overview = await billing(client);
      // Stripe counts in whole seconds.
      expect(Math.abs(Date.parse(overview.subscription?.currentPeriodEnd ?? "") - nextEnd.getTime())).toBeLessThan(
        1000,
      );
      expect(overview.subscription?.status).toBe("active");
      expect(await me(client)).toMatchObject({ userPlan: "premium" });
      const receipts = await outbox("subscription-receipt");
      expect(receipts).toHaveLength(2);

      const renewal = await api.deps.db
        .selectFrom("payment_events")
        .selectAll()
        .where("type", "=", "invoice.paid")
        .where("outcome", "=", "subscription-renewed")
        .executeTakeFirstOrThrow();
      const replay = await deliver(JSON.parse(renewal.payload_json));
      expect(replay.status).toBe(200);
      expect(replay.body.outcome).toBe("duplicate");
      expect(await outbox("subscription-receipt")).toHaveLength(2);
      // The period end is past the first one: settling the first year's end changes nothing.
      await settleEndedSubscriptions(api.deps.db, new Date(periodEnd.getTime() + dayMs));
      expect(await me(client)).toMatchObject({ userPlan: "premium" });
    });

    it(`a failed renewal keeps Premium for the ${paymentGraceDays}-day grace period, then returns to free`, async () => {
      const { client, subscription } = await premiumSubscriber("declined@example.com");
      const failedAt = new Date(Date.parse(subscription.current_period_end) + 60_000);
      await testProviderOf(api).portalAction(subscription.id, "fail-renewal", failedAt);

      expect((await billing(client)).subscription?.status).toBe("past_due");
      expect(await me(client)).toMatchObject({ userPlan: "premium" });
      await settleEndedSubscriptions(api.deps.db, new Date(failedAt.getTime() + (paymentGraceDays - 1) * dayMs));
      expect(await me(client)).toMatchObject({ userPlan: "premium" });
      await settleEndedSubscriptions(api.deps.db, new Date(failedAt.getTime() + (paymentGraceDays + 1) * dayMs));
      expect(await me(client)).toMatchObject({ userPlan: "free" });
    });
  });

  describe("events out of order and replayed", () => {
    it("a newer cancellation is not undone by an older 'active' event arriving after it", async () => {
      const { client, orderId, subscription } = await premiumSubscriber("order@example.com");
      const now = unixSeconds();
      const fields = {
        id: subscription.id,
        customerId: subscription.customer_id ?? "",
        interval: "year" as const,
        unitAmountCents: premium.yearlyCents,
        currentPeriodStart: now - 60,
        latestInvoiceId: null,
        metadata: { order_id: orderId },
        created: now - 60,
      };
      const canceled = stripeEvent(
        "customer.subscription.deleted",
        subscriptionObject({
          ...fields,
          status: "canceled",
          currentPeriodEnd: now,
          cancelAtPeriodEnd: false,
          canceledAt: now,
          endedAt: now,
        }),
        { created: now + 120 },
      );
      const olderActive = stripeEvent(
        "customer.subscription.updated",
        subscriptionObject({
          ...fields,
          status: "active",
          currentPeriodEnd: now + 365 * 24 * 60 * 60,
          cancelAtPeriodEnd: false,
          canceledAt: null,
          endedAt: null,
        }),
        { created: now + 60 },
      );

      expect((await deliver(canceled)).body.outcome).toBe("subscription-applied");
      expect(await me(client)).toMatchObject({ userPlan: "free" });
      expect((await deliver(olderActive)).body.outcome).toBe("subscription-stale");
      expect((await billing(client)).subscription?.status).toBe("canceled");
      expect(await me(client)).toMatchObject({ userPlan: "free" });

      // The same event delivered twice is recognised, and acted on once.
      expect((await deliver(canceled)).body.outcome).toBe("duplicate");
      expect(
        await api.deps.db.selectFrom("payment_events").select("id").where("id", "=", canceled.id).execute(),
      ).toHaveLength(1);
    });
  });

  describe("whose billing", () => {
    it("shows each user only their own subscription and orders, and opens the portal for the owner only", async () => {
      const { client, subscription } = await premiumSubscriber("owner@example.com");
      const other = await registeredClient(api, "other@example.com");

      expect(await billing(other)).toEqual({ subscription: null, orders: [], invoices: [] });
      expect((await billing(client)).subscription?.id).toBe(subscription.id);

      const portal = await client.json<{ url: string }>("/api/billing/portal", { method: "POST" });
      expect(portal.status).toBe(200);
      const url = new URL(portal.body.url);
      expect(`${url.origin}${url.pathname}`).toBe(`${siteUrl}/test-billing-portal/${subscription.customer_id}`);
      expect(url.searchParams.get("return")).toBe(`${siteUrl}/profile?lang=en#billing`);

      for (const path of ["/api/billing/portal", "/api/billing/cancel"]) {
        const refused = await other.json<ErrorBody>(path, { method: "POST" });
        expect(refused.status, path).toBe(404);
        expect(refused.body.error.message).toBe(apiMessage("en", "no_subscription"));
      }
      // The other user's refused cancel touched nothing of the owner's.
      expect((await billing(client)).subscription?.cancelAtPeriodEnd).toBe(false);

      const visitor = api.client();
      expect((await visitor.request("/api/billing")).status).toBe(401);
      expect((await visitor.request("/api/billing/portal", { method: "POST" })).status).toBe(401);
    });
  });

  describe("refunds (POST /api/admin/orders/:id/refund)", () => {
    it("is for administrators only", async () => {
      const { client, orderId } = await premiumSubscriber("guarded@example.com");
      expect((await api.client().request(`/api/admin/orders/${orderId}/refund`, { method: "POST" })).status).toBe(401);
      const own = await client.json<ErrorBody>(`/api/admin/orders/${orderId}/refund`, { method: "POST" });
      expect(own.status).toBe(403);
      expect((await orderOf(orderId)).status).toBe("paid");
      expect(await me(client)).toMatchObject({ userPlan: "premium" });
    });

    it("refunds a subscription within its guarantee: free at once, the subscription ended, refunded once", async () => {
      const { client, orderId, subscription } = await premiumSubscriber("refund@example.com");
      const admin = await administrator();

      const refunded = await admin.json<{ status: string }>(`/api/admin/orders/${orderId}/refund`, { method: "POST" });
      expect(refunded.status).toBe(200);
      expect(refunded.body.status).toBe("refunded");
      expect(await me(client)).toMatchObject({ userPlan: "free", hasActiveDfyPlan: false });
      expect(await orderOf(orderId)).toMatchObject({ status: "refunded" });
      expect((await billing(client)).subscription).toMatchObject({ refunded: true });
      // Ended at the provider: nothing more will be charged.
      const atProvider = await testProviderOf(api).retrieveSubscription(subscription.id);
      expect(atProvider.status).toBe("canceled");

      const again = await admin.json<{ status: string }>(`/api/admin/orders/${orderId}/refund`, { method: "POST" });
      expect(again.status).toBe(200);
      expect(again.body.status).toBe("refunded");
      const mails = await outbox("refund-confirmation");
      expect(mails).toHaveLength(1);
      expect(mails[0]?.to_address).toBe("refund@example.com");
      expect(
        await api.deps.db.selectFrom("payment_events").select("id").where("type", "=", "charge.refunded").execute(),
      ).toHaveLength(1);
      // A later billing clock tick does not bring Premium back.
      await settleEndedSubscriptions(api.deps.db);
      expect(await me(client)).toMatchObject({ userPlan: "free" });
    });

    it(`refuses an order past its ${planGuaranteeDays}-day guarantee, naming the days, in the administrator's language`, async () => {
      const { client, orderId } = await premiumSubscriber("late@example.com");
      await administrator();
      const admin = api.client({ language: "fr" });
      const signIn = await admin.request("/api/auth/sign-in/email", {
        body: { email: "admin@example.com", password: "correct horse battery" },
      });
      expect(signIn.status).toBe(200);
      await api.deps.db
        .updateTable("orders")
        .set({ paid_at: new Date(Date.now() - 31 * dayMs).toISOString() })
        .where("id", "=", orderId)
        .execute();

      const refused = await admin.json<ErrorBody>(`/api/admin/orders/${orderId}/refund`, { method: "POST" });
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toBe(
        apiMessage("fr", "refund_outside_guarantee", { days: String(planGuaranteeDays) }),
      );
      expect(refused.body.error.message).toContain(String(planGuaranteeDays));
      expect(await orderOf(orderId)).toMatchObject({ status: "paid" });
      expect(await me(client)).toMatchObject({ userPlan: "premium" });
      expect(await outbox("refund-confirmation")).toHaveLength(0);
    });

    it("refuses an order that was never paid, and an unknown one", async () => {
      const client = await registeredClient(api, "unpaid@example.com");
      const started = await subscribe(client);
      const admin = await administrator();
      const refused = await admin.json<ErrorBody>(`/api/admin/orders/${started.body.orderId}/refund`, {
        method: "POST",
      });
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toBe(apiMessage("en", "refund_not_allowed"));
      expect(await orderOf(started.body.orderId)).toMatchObject({ status: "created" });
      const unknown = await admin.json<ErrorBody>("/api/admin/orders/no-such-order/refund", { method: "POST" });
      expect(unknown.status).toBe(404);
    });
  });
});
