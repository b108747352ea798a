import { pino } from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { apiMessage } from "../../../content/messages/api-messages.ts";
import { pdfGuide } from "../../../core/plans-catalogue.ts";
import { type FreshDatabase, freshDatabase, testEngines } from "../../db/test-database.ts";
import {
  type AccountsApi,
  buildAccountsApi,
  type ErrorBody,
  type TestClient,
  testProviderOf,
  testSessionIdOf,
} from "../auth/accounts-test-kit.ts";
import { signingSecretOf } from "../auth/auth-secret.ts";
import { createPdfService } from "../guide-pdf/pdf-service.ts";
import { signPaymentEvent } from "../payments/stripe-events.ts";
import { guideDownloadUrl } from "./guide-link.ts";
import { refundOrder } from "./refund-order.ts";

type Started = { orderId: string; url: string };
const attempt = "attempt-0123456789abcdef";

describe.each(testEngines)("buying the PDF guide (/api/checkout, webhook) on %s", (engine) => {
  let database: FreshDatabase;
  let api: AccountsApi;

  beforeEach(async () => {
    database = await freshDatabase(engine);
    api = buildAccountsApi(database);
  });
  afterEach(async () => {
    await database.dispose();
  });

  const start = (client: TestClient, body: Record<string, unknown>) =>
    client.json<Started & ErrorBody>("/api/checkout", { body: { product: "pdf-guide", attempt, ...body } });
  const orderOf = (id: string) =>
    api.deps.db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  /**
   * The same API on a machine where Typst cannot run (its compiler missing, as on a platform
   * without its prebuilt binary) and with no cached guide: nothing can be printed.
   */
  const withoutTypst = () => {
    const withoutPrinter = buildAccountsApi(database, { PDF_CACHE_DIR: "/nonexistent/pdf-cache" });
    withoutPrinter.deps.pdfs = createPdfService({
      cacheDir: "/nonexistent/pdf-cache",
      logger: pino({ level: "silent" }),
      compilerModule: "/nonexistent/typst-ts-node-compiler/index.js",
    });
    return withoutPrinter;
  };
  const outbox = (template: string) =>
    api.deps.db.selectFrom("outbox").selectAll().where("template", "=", template).execute();

  it("asks for an e-mail address first, in the buyer's language", async () => {
    for (const language of ["en", "fr"] as const) {
      const { status, body } = await start(api.client({ language }), {});
      expect(status).toBe(400);
      expect(body.error.code).toBe("bad_request");
      expect(body.error.message).toBe(apiMessage(language, "guide_email_required"));
      expect(body.error.fields?.[0]?.field).toBe("email");
    }
    expect(apiMessage("en", "guide_email_required")).toBe("Please enter your email address to continue");
    const invalid = await start(api.client(), { email: "not an address" });
    expect(invalid.status).toBe(400);
    expect(await api.deps.db.selectFrom("orders").select("id").execute()).toHaveLength(0);
  });

  it("takes no payment for a guide it cannot deliver (no cached PDF, no Typst to print one)", async () => {
    const withoutPrinter = withoutTypst();
    const { status, body } = await withoutPrinter
      .client({ language: "fr" })
      .json<ErrorBody>("/api/checkout", { body: { product: "pdf-guide", attempt, email: "buyer@example.com" } });
    expect(status).toBe(503);
    expect(body.error.message).toBe(apiMessage("fr", "pdf_unavailable"));
    expect(await api.deps.db.selectFrom("orders").select("id").execute()).toHaveLength(0);
  });

  it("charges the catalogue price whatever the browser sends, and one click or five make one order", async () => {
    const buyer = api.client();
    const first = await start(buyer, { email: "buyer@example.com", amount: 1, amountCents: 1, price: 0 });
    expect(first.status).toBe(201);
    expect(first.body.url).toMatch(/^http:\/\/localhost:3000\/test-checkout\/cs_test_/);
    const again = await Promise.all([1, 2, 3, 4].map(() => start(buyer, { email: "buyer@example.com" })));
    for (const response of again) {
      expect(response.status).toBe(201);
      expect(response.body).toEqual(first.body);
    }
    const orders = await api.deps.db.selectFrom("orders").selectAll().execute();
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      amount_cents: pdfGuide.priceCents,
      currency: "eur",
      status: "created",
      kind: "guide",
    });
    const page = await testProviderOf(api).checkoutPage(testSessionIdOf(first.body.url));
    expect(page?.totalCents).toBe(pdfGuide.priceCents);

    // A new page (a new attempt key) is a new order.
    const other = await start(buyer, { email: "buyer@example.com", attempt: "attempt-fedcba9876543210" });
    expect(other.body.orderId).not.toBe(first.body.orderId);
  });

  it("keeps the buyer's language from the payment page to the page it returns to", async () => {
    const buyer = api.client({ language: "ar" });
    const { body } = await start(buyer, { email: "arabic-reader@example.com" });
    expect(new URL(body.url).searchParams.get("lang")).toBe("ar");
    const sessionId = testSessionIdOf(body.url);
    const { redirectTo } = await testProviderOf(api).settle(sessionId, "pay");
    expect(redirectTo).toBe(`http://localhost:3000/pdf-guide/success?session_id=${sessionId}&lang=ar`);
    const cancelled = await start(buyer, { email: "arabic-reader@example.com", attempt: "attempt-arabic-cancel-01" });
    const back = await testProviderOf(api).settle(testSessionIdOf(cancelled.body.url), "cancel");
    expect(back.redirectTo).toBe("http://localhost:3000/pdf-guide?cancelled=1&lang=ar");
  });

  it("is paid once, whether the redirect or the webhook comes first, and replays change nothing", async () => {
    const buyer = api.client();
    const { body } = await start(buyer, { email: "buyer@example.com" });
    const sessionId = testSessionIdOf(body.url);

    // Before paying, the buying browser sees "created"; another browser sees nothing.
    expect((await buyer.json<{ status: string }>(`/api/checkout/${sessionId}`)).body.status).toBe("created");
    expect((await api.client().request(`/api/checkout/${sessionId}`)).status).toBe(404);

    const { redirectTo } = await testProviderOf(api).settle(sessionId, "pay");
    expect(redirectTo).toBe(`http://localhost:3000/pdf-guide/success?session_id=${sessionId}&lang=en`);
    expect(await orderOf(body.orderId)).toMatchObject({ status: "paid" });
    expect((await buyer.json<{ status: string }>(`/api/checkout/${sessionId}`)).body.status).toBe("paid");

    // The provider delivers the same event again: stored once, acted on once.
    const events = await api.deps.db.selectFrom("payment_events").selectAll().execute();
    const completed = events.find((event) => event.type === "checkout.session.completed");
    expect(completed?.outcome).toBe("order-paid");
    const payload = completed?.payload_json ?? "";
    const replay = await api.client().json<{ outcome: string }>("/api/payments/webhook", {
      body: JSON.parse(payload),
      headers: { "stripe-signature": await signPaymentEvent(payload, api.deps.payments.webhookSecret), origin: "" },
    });
    expect(replay.status).toBe(200);
    expect(replay.body.outcome).toBe("duplicate");
    const receipts = await outbox("guide-receipt");
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.to_address).toBe("buyer@example.com");
    expect(receipts[0]?.text_body).toMatch(
      /http:\/\/localhost:3000\/api\/orders\/[0-9a-f-]+\/guide\?expires=\d+&signature=/,
    );
  });

  it("settles from the success page when the webhook is late, and the late event then changes nothing", async () => {
    const buyer = api.client();
    const { body } = await start(buyer, { email: "late@example.com" });
    const sessionId = testSessionIdOf(body.url);
    // The provider took the payment but its event has not arrived yet.
    await api.deps.db
      .updateTable("test_checkout_sessions")
      .set({
        status: "complete",
        payment_status: "paid",
        payment_intent_id: "pi_test_late",
        customer_id: "cus_test_late",
      })
      .where("id", "=", sessionId)
      .execute();
    expect((await buyer.json<{ status: string }>(`/api/checkout/${sessionId}`)).body.status).toBe("paid");
    expect(await orderOf(body.orderId)).toMatchObject({ status: "paid", provider_payment_id: "pi_test_late" });

    const payload = JSON.stringify({
      id: "evt_late_1",
      object: "event",
      type: "checkout.session.completed",
      created: Math.floor(Date.now() / 1000),
      api_version: "2026-10-28.clover",
      livemode: false,
      data: {
        object: {
          id: sessionId,
          object: "checkout.session",
          mode: "payment",
          status: "complete",
          payment_status: "paid",
          client_reference_id: body.orderId,
          payment_intent: "pi_test_late",
          customer: "cus_test_late",
          metadata: { order_id: body.orderId },
        },
      },
    });
    const late = await api.client().request("/api/payments/webhook", {
      method: "POST",
      body: JSON.parse(payload),
      headers: { "stripe-signature": await signPaymentEvent(payload, api.deps.payments.webhookSecret) },
    });
    expect(await late.json()).toMatchObject({ outcome: "already-settled" });
    expect(await outbox("guide-receipt")).toHaveLength(1);
  });

  it("refuses an event whose signature does not check out, and changes nothing", async () => {
    const { body } = await start(api.client(), { email: "forged@example.com" });
    const payload = JSON.stringify({
      id: "evt_forged",
      object: "event",
      type: "checkout.session.completed",
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: testSessionIdOf(body.url),
          object: "checkout.session",
          payment_status: "paid",
          client_reference_id: body.orderId,
        },
      },
    });
    for (const signature of [await signPaymentEvent(payload, "whsec_not_ours"), "t=1,v1=deadbeef", ""]) {
      const response = await api.client().json<ErrorBody>("/api/payments/webhook", {
        body: JSON.parse(payload),
        headers: { "stripe-signature": signature },
      });
      expect(response.status).toBe(400);
      expect(response.body.error.message).toBe(apiMessage("en", "webhook_signature_invalid"));
    }
    expect(await orderOf(body.orderId)).toMatchObject({ status: "created" });
    expect(await api.deps.db.selectFrom("payment_events").select("id").execute()).toHaveLength(0);
  });

  it("records a refused card and an abandoned page, and a late failure never undoes a payment", async () => {
    const buyer = api.client();
    const { body } = await start(buyer, { email: "card@example.com" });
    const sessionId = testSessionIdOf(body.url);
    await testProviderOf(api).settle(sessionId, "fail");
    expect(await orderOf(body.orderId)).toMatchObject({ status: "failed" });
    expect((await testProviderOf(api).checkoutPage(sessionId))?.lastFailure).toBe(true);
    // Paying again on the same page succeeds.
    await testProviderOf(api).settle(sessionId, "pay");
    expect(await orderOf(body.orderId)).toMatchObject({ status: "paid", failure_reason: null });
    await testProviderOf(api).settle(sessionId, "cancel");
    expect(await orderOf(body.orderId)).toMatchObject({ status: "paid" });

    const abandoned = await start(buyer, { email: "card@example.com", attempt: "attempt-abandoned-0000001" });
    const { redirectTo } = await testProviderOf(api).settle(testSessionIdOf(abandoned.body.url), "cancel");
    expect(redirectTo).toBe("http://localhost:3000/pdf-guide?cancelled=1&lang=en");
    expect(await orderOf(abandoned.body.orderId)).toMatchObject({ status: "expired" });
    // The same (expired) attempt cannot reopen a payment page: the page must be reloaded.
    const reused = await start(buyer, { email: "card@example.com", attempt: "attempt-abandoned-0000001" });
    expect(reused.status).toBe(409);
  });

  describe("the download", () => {
    async function paidGuide(email: string) {
      const buyer = api.client();
      const { body } = await start(buyer, { email });
      await testProviderOf(api).settle(testSessionIdOf(body.url), "pay");
      const [receipt] = await outbox("guide-receipt");
      const link = /http:\/\/localhost:3000(\/api\/orders\/[^\s]+)/.exec(receipt?.text_body ?? "")?.[1] ?? "";
      return { orderId: body.orderId, link };
    }

    it("serves the guide for the receipt's link of a paid order, in the language it was bought in", {
      timeout: 60_000,
    }, async () => {
      const { link } = await paidGuide("reader@example.com");
      const response = await api.client().request(link);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="[^"]+\.pdf"$/);
      expect(response.headers.get("cache-control")).toContain("no-store");
      expect(
        Buffer.from(await response.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe("%PDF-");
    });

    it("answers a translated 503 when the paid guide cannot be printed, never a 500", async () => {
      const { link } = await paidGuide("patient@example.com");
      const withoutPrinter = withoutTypst();
      const { status, body } = await withoutPrinter.client({ language: "fr" }).json<ErrorBody>(link);
      expect(status).toBe(503);
      expect(body.error).toEqual({ code: "service_unavailable", message: apiMessage("fr", "pdf_unavailable") });
    });

    it("refuses a forged, altered or expired link, and any link once the order is refunded", {
      timeout: 60_000,
    }, async () => {
      const { orderId, link } = await paidGuide("careful@example.com");
      const url = new URL(link, "http://localhost:3000");
      const refusals = [
        `${url.pathname}?expires=${url.searchParams.get("expires")}&signature=AAAA${url.searchParams.get("signature")?.slice(4)}`,
        `${url.pathname}?expires=${Number(url.searchParams.get("expires")) + 1}&signature=${url.searchParams.get("signature")}`,
        url.pathname,
        link.replace(orderId, "00000000-0000-4000-8000-000000000000"),
      ];
      for (const path of refusals) {
        const { status, body } = await api.client().json<ErrorBody>(path);
        expect(status, path).toBe(403);
        expect(body.error.message).toBe(apiMessage("en", "guide_link_invalid"));
      }
      // A link whose time is up: signed for a moment in the past.
      const expired = guideDownloadUrl("", signingSecretOf(api.deps.config), orderId, new Date(Date.now() - 1000));
      expect((await api.client().request(expired)).status).toBe(403);

      // An unpaid order's correctly signed link gets nothing either.
      const unpaid = await start(api.client(), { email: "unpaid@example.com", attempt: "attempt-unpaid-000000001" });
      const unpaidLink = guideDownloadUrl(
        "",
        signingSecretOf(api.deps.config),
        unpaid.body.orderId,
        new Date(Date.now() + 60_000),
      );
      const notPaid = await api.client().json<ErrorBody>(unpaidLink);
      expect(notPaid.status).toBe(403);
      expect(notPaid.body.error.message).toBe(apiMessage("en", "guide_not_available"));

      await refundOrder(api.deps, orderId);
      const refused = await api.client().json<ErrorBody>(link);
      expect(refused.status).toBe(403);
      expect(refused.body.error.message).toBe(apiMessage("en", "guide_not_available"));
      expect(await outbox("refund-confirmation")).toHaveLength(1);
    });
  });
});
