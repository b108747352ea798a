import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { formatEuros, subscriptionPlans } from "../../../core/plans-catalogue.ts";
import { type FreshDatabase, freshDatabase, testEngines } from "../../db/test-database.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import { createOrPromoteAdmin } from "../admin/create-admin.ts";
import {
  type AccountsApi,
  buildAccountsApi,
  type ErrorBody,
  registration,
  signIn,
  type TestClient,
  testProviderOf,
  testSessionIdOf,
} from "../auth/accounts-test-kit.ts";
import { retryAutomaticRefunds } from "../orders/retry-automatic-refunds.ts";

type Started = { orderId: string; url: string };
type Me = { userPlan: string };

const premium = subscriptionPlans.find((plan) => plan.id === "premium-relocator");
if (!premium) throw new Error("the catalogue has no premium-relocator plan");
let attempts = 0;
const newAttempt = () => `attempt-one-holding-${String(++attempts).padStart(6, "0")}`;

/**
 * ADR 0064: whatever order the money arrives in — browser returns, provider events, five tabs at
 * once — an account ends with one live subscription, the extra payments are refunded automatically
 * with an e-mail in the buyer's language, and the database itself refuses a second live
 * subscription. The same for an invoice paid twice and the guide bought twice.
 */
describe.each(testEngines)("one holding per purchase on %s", (engine) => {
  let database: FreshDatabase;
  let api: AccountsApi;

  beforeEach(async () => {
    database = await freshDatabase(engine);
    api = buildAccountsApi(database);
  });
  afterEach(async () => {
    await database.dispose();
  });

  async function member(email: string, language: "en" | "fr" = "en"): Promise<TestClient> {
    const client = api.client({ language });
    const registered = await client.request("/api/auth/sign-up/email", { body: registration(email, { language }) });
    expect(registered.status).toBe(200);
    expect((await signIn(client, email)).status).toBe(200);
    return client;
  }
  const open = async (client: TestClient, interval: "month" | "year") => {
    const started = await client.json<Started & ErrorBody>("/api/checkout", {
      body: { product: "premium-relocator", interval, attempt: newAttempt() },
    });
    expect(started.status).toBe(201);
    return { orderId: started.body.orderId, sessionId: testSessionIdOf(started.body.url) };
  };
  const pay = (sessionId: string) => testProviderOf(api).settle(sessionId, "pay");
  /** The success page's question, from the browser that paid. */
  const comeBack = (client: TestClient, sessionId: string) => client.request(`/api/checkout/${sessionId}`);
  const me = async (client: TestClient) => (await client.json<Me>("/api/auth/me")).body;
  const orders = () => api.deps.db.selectFrom("orders").selectAll().orderBy("paid_at").execute();
  const liveSubscriptions = () =>
    api.deps.db
      .selectFrom("subscriptions")
      .selectAll()
      .where("status", "in", ["trialing", "active", "past_due"])
      .where("refunded", "=", 0)
      .execute();
  const providerSubscriptions = () =>
    api.deps.db.selectFrom("test_subscriptions").select(["id", "order_id", "status"]).execute();
  const mails = (template: string) =>
    api.deps.db.selectFrom("outbox").selectAll().where("template", "=", template).execute();

  /** What every path must end with: one kept subscription, every other payment refunded and ended. */
  async function expectOneSubscriptionKept(client: TestClient, paid: number, keptOrderId?: string) {
    const all = await orders();
    const kept = all.filter((order) => order.status === "paid");
    const refunded = all.filter((order) => order.status === "refunded");
    expect(kept).toHaveLength(1);
    if (keptOrderId) expect(kept[0]?.id).toBe(keptOrderId);
    expect(kept[0]?.auto_refund).toBeNull();
    expect(refunded).toHaveLength(paid - 1);
    for (const order of refunded) {
      expect(order.auto_refund).toBe("already-subscribed");
      expect(order.refund_id).not.toBeNull();
    }
    const live = await liveSubscriptions();
    expect(live).toHaveLength(1);
    expect(live[0]?.order_id).toBe(kept[0]?.id);
    // At the provider too: only the kept one will ever renew.
    const atProvider = await providerSubscriptions();
    expect(atProvider.filter((row) => row.status === "active").map((row) => row.order_id)).toEqual([kept[0]?.id]);
    expect(await me(client)).toMatchObject({ userPlan: "premium" });
    expect(await mails("subscription-receipt")).toHaveLength(1);
    expect(await mails("automatic-refund")).toHaveLength(paid - 1);
    return { kept: kept[0], refunded };
  }

  it("two tabs, monthly and yearly, both paid: the first is kept, the second refunded and stopped, told in French", async () => {
    const client = await member("deux-onglets@example.com", "fr");
    const monthly = await open(client, "month");
    const yearly = await open(client, "year");
    await pay(monthly.sessionId);
    await pay(yearly.sessionId);

    const { refunded } = await expectOneSubscriptionKept(client, 2, monthly.orderId);
    expect(refunded[0]?.id).toBe(yearly.orderId);
    expect(refunded[0]?.amount_cents).toBe(premium.yearlyCents);
    const [mail] = await mails("automatic-refund");
    expect(mail).toMatchObject({ to_address: "deux-onglets@example.com", language: "fr" });
    expect(mail?.subject).toBe("Nous avons remboursé un paiement fait deux fois");
    expect(mail?.text_body).toContain("Votre abonnement Premium ne change pas");
    expect(mail?.text_body).toContain(formatEuros(premium.yearlyCents, "fr"));
    // No refund-confirmation saying "Premium ends now": the person keeps Premium.
    expect(await mails("refund-confirmation")).toHaveLength(0);

    // Cancelling cancels what the account has: nothing live is left to renew afterwards.
    const cancelled = await client.json<{ cancelAtPeriodEnd: boolean }>("/api/billing/cancel", { method: "POST" });
    expect(cancelled.status).toBe(200);
    const atProvider = await api.deps.db.selectFrom("test_subscriptions").selectAll().execute();
    expect(atProvider.every((row) => row.status === "canceled" || row.cancel_at_period_end === 1)).toBe(true);
    const billing = await client.json<{ subscription: { refunded: boolean; cancelAtPeriodEnd: boolean } }>(
      "/api/billing",
    );
    expect(billing.body.subscription).toMatchObject({ refunded: false, cancelAtPeriodEnd: true });
  });

  it("the browser returns first and the provider's events come later: the same end", async () => {
    const client = await member("returns-first@example.com");
    const first = await open(client, "month");
    const second = await open(client, "year");
    api.webhooks.hold();
    await pay(first.sessionId);
    await pay(second.sessionId);
    expect((await comeBack(client, first.sessionId)).status).toBe(200);
    expect((await comeBack(client, second.sessionId)).status).toBe(200);
    await api.webhooks.deliver();
    api.webhooks.resume();
    await api.webhooks.deliver();
    await expectOneSubscriptionKept(client, 2, first.orderId);
  });

  it("the events come first, the second tab's before the first's, then the browsers return", async () => {
    const client = await member("events-first@example.com");
    const first = await open(client, "month");
    const second = await open(client, "year");
    api.webhooks.hold();
    await pay(first.sessionId);
    await pay(second.sessionId);
    const held = api.webhooks.held().length;
    expect(held).toBeGreaterThanOrEqual(6);
    // The second payment's events first: its subscription is the one the account learns of first.
    await api.webhooks.deliver((event) => event.payload.includes(second.orderId));
    await api.webhooks.deliver();
    api.webhooks.resume();
    await comeBack(client, first.sessionId);
    await comeBack(client, second.sessionId);
    await api.webhooks.deliver();
    await expectOneSubscriptionKept(client, 2, second.orderId);
  });

  it("checkout events before subscription events, interleaved with a browser return", async () => {
    const client = await member("interleaved@example.com");
    const first = await open(client, "year");
    const second = await open(client, "month");
    api.webhooks.hold();
    await pay(first.sessionId);
    await pay(second.sessionId);
    await api.webhooks.deliver((event) => event.type === "checkout.session.completed");
    await comeBack(client, second.sessionId);
    await api.webhooks.deliver();
    api.webhooks.resume();
    await api.webhooks.deliver();
    await expectOneSubscriptionKept(client, 2, first.orderId);
  });

  it("five tabs paid at the same moment: one subscription, four refunds", async () => {
    const client = await member("five-tabs@example.com");
    const tabs = [];
    for (const interval of ["month", "year", "month", "year", "month"] as const)
      tabs.push(await open(client, interval));
    await Promise.all(tabs.map((tab) => pay(tab.sessionId)));
    await Promise.all(tabs.map((tab) => comeBack(client, tab.sessionId)));
    await retryAutomaticRefunds(api.deps);
    await expectOneSubscriptionKept(client, 5);
  });

  it("the database refuses a second live subscription for one account, whatever the code does", async () => {
    const client = await member("constraint@example.com");
    const { orderId, sessionId } = await open(client, "month");
    await pay(sessionId);
    const [live] = await liveSubscriptions();
    if (!live) throw new Error("no live subscription");
    const second = { ...live, id: "sub_test_forged", order_id: orderId };
    const error = await api.deps.db
      .insertInto("subscriptions")
      .values(second)
      .execute()
      .then(() => null)
      .catch((caught: unknown) => caught);
    expect(isUniqueViolation(error)).toBe(true);
    // A refunded (duplicate) row, or an ended one, is allowed beside it.
    await api.deps.db
      .insertInto("subscriptions")
      .values({ ...second, refunded: 1 })
      .execute();
  });

  it("a past-due subscription is fixed, not doubled: a new checkout is refused with a translated message", async () => {
    const client = await member("past-due@example.com", "fr");
    const { sessionId } = await open(client, "month");
    await pay(sessionId);
    const [live] = await liveSubscriptions();
    // Its renewal failed long ago: Premium has lapsed, the subscription still holds the place.
    await api.deps.db
      .updateTable("subscriptions")
      .set({ status: "past_due", payment_failed_at: "2026-01-01T00:00:00.000Z" })
      .where("id", "=", live?.id ?? "")
      .execute();
    await api.deps.db.updateTable("users").set({ plan: "free" }).where("email", "=", "past-due@example.com").execute();
    const again = await client.json<ErrorBody>("/api/checkout", {
      body: { product: "premium-relocator", interval: "year", attempt: newAttempt() },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toContain("Mettez à jour votre carte");
  });

  it("a refund the provider did not carry out is retried by the billing clock until it is done", async () => {
    const client = await member("retried@example.com");
    const first = await open(client, "month");
    const second = await open(client, "year");
    await pay(first.sessionId);
    // The second payment, recorded as a duplicate, but the server stopped before refunding it.
    api.webhooks.hold();
    await pay(second.sessionId);
    const session = await api.deps.db
      .selectFrom("test_checkout_sessions")
      .selectAll()
      .where("id", "=", second.sessionId)
      .executeTakeFirstOrThrow();
    await api.deps.db
      .updateTable("orders")
      .set({
        status: "paid",
        auto_refund: "already-subscribed",
        paid_at: new Date().toISOString(),
        provider_payment_id: session.payment_intent_id,
        provider_subscription_id: session.subscription_id,
      })
      .where("id", "=", second.orderId)
      .execute();
    api.webhooks.resume();
    expect(await retryAutomaticRefunds(api.deps)).toBe(1);
    await api.webhooks.deliver();
    expect(await retryAutomaticRefunds(api.deps)).toBe(0);
    await expectOneSubscriptionKept(client, 2, first.orderId);
  });

  it("the guide bought twice by one address: the second refunded, with a fresh link to the one owned", async () => {
    const buy = async () => {
      const buyer = api.client();
      const started = await buyer.json<Started & ErrorBody>("/api/checkout", {
        body: { product: "pdf-guide", email: "Twice@Example.com", attempt: newAttempt() },
      });
      expect(started.status).toBe(201);
      await pay(testSessionIdOf(started.body.url));
      return started.body.orderId;
    };
    const owned = await buy();
    const again = await buy();
    const all = await orders();
    expect(all.find((order) => order.id === owned)).toMatchObject({ status: "paid", auto_refund: null });
    expect(all.find((order) => order.id === again)).toMatchObject({ status: "refunded", auto_refund: "already-owned" });
    expect(await mails("guide-receipt")).toHaveLength(1);
    const [mail] = await mails("automatic-refund");
    expect(mail?.text_body).toContain("You already own the guide");
    const link = /(http:\/\/localhost:3000\/api\/orders\/[^\s]+\/guide\?[^\s]+)/.exec(mail?.text_body ?? "")?.[1];
    expect(link).toContain(owned);
    const download = await api.client().request(link?.replace("http://localhost:3000", "") ?? "");
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toContain("application/pdf");
  });

  it("an invoice paid in two tabs: the invoice stays paid by the first, the second payment is refunded", async () => {
    const admin = api.client();
    await admin.request("/api/auth/sign-up/email", { body: registration("admin@example.com") });
    await createOrPromoteAdmin(api.deps, "admin@example.com", { keepPassword: true });
    expect((await signIn(admin, "admin@example.com")).status).toBe(200);
    const client = await member("package@example.com", "fr");
    const issued = await admin.json<{ id: string }>("/api/admin/invoices", {
      body: { email: "package@example.com", packageId: "family-premium" },
    });
    expect(issued.status).toBe(201);
    const tab = async () => {
      const started = await client.json<Started>("/api/checkout", {
        body: { product: "invoice", invoiceId: issued.body.id, attempt: newAttempt() },
      });
      expect(started.status).toBe(201);
      return { orderId: started.body.orderId, sessionId: testSessionIdOf(started.body.url) };
    };
    const first = await tab();
    const second = await tab();
    await pay(first.sessionId);
    await pay(second.sessionId);
    const invoice = await api.deps.db
      .selectFrom("invoices")
      .selectAll()
      .where("id", "=", issued.body.id)
      .executeTakeFirstOrThrow();
    expect(invoice.status).toBe("paid");
    const all = await orders();
    expect(all.find((order) => order.id === first.orderId)).toMatchObject({ status: "paid", auto_refund: null });
    expect(all.find((order) => order.id === second.orderId)).toMatchObject({
      status: "refunded",
      auto_refund: "already-paid",
    });
    expect(await me(client)).toMatchObject({ userPlan: "dfy" });
    expect(await mails("invoice-paid")).toHaveLength(1);
    const [mail] = await mails("automatic-refund");
    expect(mail).toMatchObject({ language: "fr" });
    expect(mail?.text_body).toContain("La facture était déjà payée");
  });
});
