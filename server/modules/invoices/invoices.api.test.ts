import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { apiMessage } from "../../../content/messages/api-messages.ts";
import { dfyPackageById, extraConsultingHourCents, vatIncluded } from "../../../core/plans-catalogue.ts";
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
import type { BillingOverview } from "../billing/billing-overview.ts";

type Issued = { id: string; number: string; totalCents: number };
type Started = { orderId: string; url: string };
type Me = { userPlan: string; hasActiveDfyPlan: boolean };

const familyPremium = dfyPackageById("family-premium");
if (!familyPremium?.priceCents) throw new Error("the catalogue has no priced family-premium package");
const familyPremiumCents = familyPremium.priceCents;
let attempts = 0;
const newAttempt = () => `attempt-invoice-${String(++attempts).padStart(8, "0")}`;

describe.each(testEngines)("done-for-you invoices (/api/admin/invoices, paying one) on %s", (engine) => {
  let database: FreshDatabase;
  let api: AccountsApi;
  let admin: TestClient;
  const year = new Date().getUTCFullYear();

  beforeEach(async () => {
    database = await freshDatabase(engine);
    api = buildAccountsApi(database);
    admin = await registeredClient(api, "admin@example.com");
    await createOrPromoteAdmin(api.deps, "admin@example.com", { keepPassword: true });
  });
  afterEach(async () => {
    await database.dispose();
  });

  const issue = (by: TestClient, body: Record<string, unknown>) =>
    by.json<Issued & ErrorBody>("/api/admin/invoices", { body });
  const pay = (client: TestClient, invoiceId: string, attempt = newAttempt()) =>
    client.json<Started & ErrorBody>("/api/checkout", { body: { product: "invoice", invoiceId, attempt } });
  const me = async (client: TestClient) => (await client.json<Me>("/api/auth/me")).body;
  const invoiceOf = (id: string) =>
    api.deps.db.selectFrom("invoices").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const outbox = (template: string) =>
    api.deps.db.selectFrom("outbox").selectAll().where("template", "=", template).execute();

  /** A registered client with a Family Premium invoice paid through the test payment page. */
  async function paidInvoice(email: string) {
    const client = await registeredClient(api, email);
    const issued = await issue(admin, { email, packageId: "family-premium" });
    expect(issued.status).toBe(201);
    const started = await pay(client, issued.body.id);
    expect(started.status).toBe(201);
    await testProviderOf(api).settle(testSessionIdOf(started.body.url), "pay");
    return { client, invoiceId: issued.body.id, orderId: started.body.orderId };
  }

  describe("issuing", () => {
    it("numbers invoices in sequence and prices them from the catalogue, with the pay link e-mailed", async () => {
      await registeredClient(api, "client@example.com");
      const first = await issue(admin, { email: "client@example.com", packageId: "family-premium", extraHours: 2 });
      expect(first.status).toBe(201);
      expect(first.body.number).toBe(`PAS-${year}-00001`);
      expect(first.body.totalCents).toBe(familyPremiumCents + 2 * extraConsultingHourCents);
      const stored = await invoiceOf(first.body.id);
      expect(stored).toMatchObject({
        number: `PAS-${year}-00001`,
        email: "client@example.com",
        package_id: "family-premium",
        total_cents: first.body.totalCents,
        vat_cents: vatIncluded(first.body.totalCents).vatCents,
        status: "open",
      });

      const mails = await outbox("invoice-issued");
      expect(mails).toHaveLength(1);
      expect(mails[0]?.to_address).toBe("client@example.com");
      expect(mails[0]?.text_body).toContain(`${siteUrl}/invoices/${first.body.id}`);
      expect(mails[0]?.text_body).toContain(`PAS-${year}-00001`);

      const second = await issue(admin, { email: "client@example.com", extraHours: 3 });
      expect(second.status).toBe(201);
      expect(second.body.number).toBe(`PAS-${year}-00002`);
      expect(second.body.totalCents).toBe(3 * extraConsultingHourCents);
    });

    it("gives two invoices issued at the same moment two consecutive numbers", async () => {
      await registeredClient(api, "one@example.com");
      await registeredClient(api, "two@example.com");
      await issue(admin, { email: "one@example.com", packageId: "essential-relocation" });
      const both = await Promise.all([
        issue(admin, { email: "one@example.com", packageId: "family-premium" }),
        issue(admin, { email: "two@example.com", packageId: "startup-launch" }),
        issue(admin, { email: "two@example.com", extraHours: 1 }),
      ]);
      for (const response of both) expect(response.status).toBe(201);
      expect(both.map((response) => response.body.number).sort()).toEqual([
        `PAS-${year}-00002`,
        `PAS-${year}-00003`,
        `PAS-${year}-00004`,
      ]);
      expect(await outbox("invoice-issued")).toHaveLength(4);
    });

    it("refuses an unknown client, an empty invoice and bad hours, saying why", async () => {
      await registeredClient(api, "client@example.com");
      const unknown = await issue(admin, { email: "nobody@example.com", packageId: "family-premium" });
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.message).toBe(apiMessage("en", "invoice_customer_not_found"));

      const empty = await issue(admin, { email: "client@example.com", extraHours: 0 });
      expect(empty.status).toBe(400);
      expect(empty.body.error.message).toBe(apiMessage("en", "invoice_empty"));
      // The EU/EEA package has no price ("on request"): alone, it is no invoice either.
      expect((await issue(admin, { email: "client@example.com", packageId: "eu-eea-freedom" })).status).toBe(400);

      for (const extraHours of [-1, 1.5, "2", 201, null]) {
        const bad = await issue(admin, { email: "client@example.com", packageId: "family-premium", extraHours });
        expect(bad.status, String(extraHours)).toBe(400);
        expect(bad.body.error.message).toBe(apiMessage("en", "invoice_hours_invalid"));
      }
      const badPackage = await issue(admin, { email: "client@example.com", packageId: "gold-plan" });
      expect(badPackage.status).toBe(400);
      expect(badPackage.body.error.message).toBe(apiMessage("en", "invoice_package_invalid"));
      // Nothing was numbered: the next invoice is still the first.
      expect(await api.deps.db.selectFrom("invoices").select("id").execute()).toHaveLength(0);
      expect(await outbox("invoice-issued")).toHaveLength(0);
    });

    it("is for administrators only", async () => {
      const client = await registeredClient(api, "client@example.com");
      const body = { email: "client@example.com", packageId: "family-premium" };
      expect((await issue(api.client(), body)).status).toBe(401);
      const own = await issue(client, body);
      expect(own.status).toBe(403);
      expect((await client.request("/api/admin/invoices")).status).toBe(403);
      expect(await api.deps.db.selectFrom("invoices").select("id").execute()).toHaveLength(0);
    });
  });

  describe("paying", () => {
    it("is paid by its client at the invoice's total and makes them done-for-you at once", async () => {
      const client = await registeredClient(api, "client@example.com");
      const issued = await issue(admin, { email: "client@example.com", packageId: "family-premium", extraHours: 2 });
      const started = await pay(client, issued.body.id);
      expect(started.status).toBe(201);
      const page = await testProviderOf(api).checkoutPage(testSessionIdOf(started.body.url));
      expect(page?.totalCents).toBe(issued.body.totalCents);
      expect(page?.mode).toBe("payment");

      const { redirectTo } = await testProviderOf(api).settle(testSessionIdOf(started.body.url), "pay");
      expect(redirectTo).toContain("/invoice-payment-success?session_id=");
      expect(await invoiceOf(issued.body.id)).toMatchObject({ status: "paid" });
      expect(await me(client)).toMatchObject({ userPlan: "dfy", hasActiveDfyPlan: true });
      const receipts = await outbox("invoice-paid");
      expect(receipts).toHaveLength(1);
      expect(receipts[0]?.to_address).toBe("client@example.com");

      const again = await pay(client, issued.body.id);
      expect(again.status).toBe(409);
      expect(again.body.error.message).toBe(apiMessage("en", "invoice_not_payable"));
    });

    it("cannot be paid, seen or downloaded by anyone but its client", async () => {
      await registeredClient(api, "client@example.com");
      const other = await registeredClient(api, "other@example.com");
      const issued = await issue(admin, { email: "client@example.com", packageId: "family-premium" });

      const refused = await pay(other, issued.body.id);
      expect(refused.status).toBe(404);
      expect(refused.body.error.message).toBe(apiMessage("en", "invoice_not_found"));
      expect((await pay(api.client(), issued.body.id)).status).toBe(401);
      expect(await api.deps.db.selectFrom("orders").select("id").execute()).toHaveLength(0);
      expect((await other.request(`/api/invoices/${issued.body.id}/pdf`)).status).toBe(404);

      const overview = (await other.json<BillingOverview>("/api/billing")).body;
      expect(overview.invoices).toEqual([]);
    });

    it("is listed in its client's billing, with its number, total and state", async () => {
      const { client, invoiceId } = await paidInvoice("client@example.com");
      const overview = (await client.json<BillingOverview>("/api/billing")).body;
      expect(overview.invoices).toEqual([
        expect.objectContaining({
          id: invoiceId,
          number: `PAS-${year}-00001`,
          packageId: "family-premium",
          totalCents: familyPremiumCents,
          status: "paid",
        }),
      ]);
      expect(overview.orders).toEqual([expect.objectContaining({ kind: "invoice", status: "paid" })]);
      const listed = await admin.json<{ number: string; status: string }[]>("/api/admin/invoices");
      expect(listed.body).toEqual([expect.objectContaining({ number: `PAS-${year}-00001`, status: "paid" })]);
    });
  });

  describe("refunding", () => {
    it("returns a client with nothing else to the free plan", async () => {
      const { client, invoiceId, orderId } = await paidInvoice("client@example.com");
      const refunded = await admin.json<{ status: string }>(`/api/admin/orders/${orderId}/refund`, { method: "POST" });
      expect(refunded.status).toBe(200);
      expect(await me(client)).toMatchObject({ userPlan: "free", hasActiveDfyPlan: false });
      expect(await invoiceOf(invoiceId)).toMatchObject({ status: "refunded" });
      expect(await outbox("refund-confirmation")).toHaveLength(1);
      // A refunded invoice cannot be paid again.
      expect((await pay(client, invoiceId)).status).toBe(409);
    });

    it("returns a client who also subscribes to Premium to premium, not free", async () => {
      const client = await registeredClient(api, "both@example.com");
      const subscription = await client.json<Started>("/api/checkout", {
        body: { product: "premium-relocator", interval: "month", attempt: newAttempt() },
      });
      expect(subscription.status).toBe(201);
      await testProviderOf(api).settle(testSessionIdOf(subscription.body.url), "pay");
      expect(await me(client)).toMatchObject({ userPlan: "premium" });

      const issued = await issue(admin, { email: "both@example.com", packageId: "family-premium" });
      const started = await pay(client, issued.body.id);
      await testProviderOf(api).settle(testSessionIdOf(started.body.url), "pay");
      expect(await me(client)).toMatchObject({ userPlan: "dfy", hasActiveDfyPlan: true });

      const refund = await admin.request(`/api/admin/orders/${started.body.orderId}/refund`, { method: "POST" });
      expect(refund.status).toBe(200);
      expect(await me(client)).toMatchObject({ userPlan: "premium", hasActiveDfyPlan: false });
      expect(await invoiceOf(issued.body.id)).toMatchObject({ status: "refunded" });
    });
  });

  it("gives the invoice as a PDF to its client and to administrators, and to nobody else", {
    timeout: 60_000,
  }, async () => {
    const { client, invoiceId } = await paidInvoice("pdf-client@example.com");
    const invoice = await invoiceOf(invoiceId);
    for (const reader of [client, admin]) {
      const response = await reader.request(`/api/invoices/${invoiceId}/pdf`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(response.headers.get("content-disposition")).toBe(
        `attachment; filename="passerelle-invoice-${invoice.number}.pdf"`,
      );
      expect(
        Buffer.from(await response.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe("%PDF-");
    }
    const stranger = await registeredClient(api, "stranger@example.com");
    const refused = await stranger.json<ErrorBody>(`/api/invoices/${invoiceId}/pdf`);
    expect(refused.status).toBe(404);
    expect(refused.body.error.message).toBe(apiMessage("en", "invoice_not_found"));
    expect((await api.client().request(`/api/invoices/${invoiceId}/pdf`)).status).toBe(401);
  });
});
