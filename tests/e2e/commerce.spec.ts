import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "@playwright/test";
import { currentFact } from "../../content/facts/fact-on.ts";
import { formatFact } from "../../content/facts/format-fact.ts";
import { apiMessage } from "../../content/messages/api-messages.ts";
import {
  dfyPackageById,
  extraConsultingHourCents,
  formatEuros,
  subscriptionPlans,
} from "../../core/plans-catalogue.ts";
import { registerThroughApi, signInAsNewAdmin, uniqueEmail } from "./accounts-support.ts";
import {
  allowConsoleErrors,
  baseUrl,
  catalogs,
  consentValue,
  expect,
  expectNoAxeViolations,
  localeFor,
  queryDatabase,
  setConsentCookie,
  setLanguageCookie,
  test,
  useLanguage,
} from "./support.ts";

/**
 * The purchase walks with the built-in test provider (ADR 0028): buy the guide and read it,
 * subscribe and use Premium at once, cancel, pay a done-for-you invoice, and a refund that kills
 * the guide's link.
 */
const pdfText = (bytes: Buffer): string => {
  const dir = mkdtempSync(join(tmpdir(), "passerelle-guide-"));
  const file = join(dir, "guide.pdf");
  writeFileSync(file, bytes);
  return execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" });
};
// pdftotext keeps the narrow no-break spaces; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, " ").replace(/\s+/g, " ");

async function adminPage(browser: Browser, language: "en" | "fr"): Promise<Page> {
  const context = await browser.newContext({ locale: localeFor[language], baseURL: baseUrl() });
  await setLanguageCookie(context, language);
  await setConsentCookie(context, consentValue("accepted"));
  const page = await context.newPage();
  await signInAsNewAdmin(page, uniqueEmail(`admin-${language}`));
  return page;
}

for (const language of ["en", "fr"] as const) {
  const t = catalogs[language];

  test.describe(`commerce [${language}]`, () => {
    useLanguage(language);

    test("buy the guide: the address first, pay, download it in my language, and a refund kills the link", async ({
      page,
      browser,
    }) => {
      // The refused form answers 400, as every refused form post does (ADR 0016).
      allowConsoleErrors(page, /status of 400 \(Bad Request\).*\/pdf-guide/);
      await page.goto("/pdf-guide");
      await expect(page.getByRole("heading", { level: 1, name: t.checkout.guide.title })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: t.checkout.guide.buy }).click();
      await expect(page.getByRole("alert")).toHaveText(apiMessage(language, "guide_email_required"));

      const email = uniqueEmail(`guide-${language}`);
      await page.getByLabel(t.checkout.guide.emailLabel).fill(email);
      await page.getByRole("button", { name: t.checkout.guide.buy }).click();
      await expect(page).toHaveURL(/\/test-checkout\/cs_test_/);
      await expect(page.getByText(t.checkout.test.banner, { exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: t.checkout.test.pay }).click();

      await expect(page).toHaveURL(/\/pdf-guide\/success\?session_id=cs_test_/);
      await expect(page.getByRole("heading", { level: 1, name: t.checkout.success.title })).toBeVisible();
      await expectNoAxeViolations(page);
      const link = page.getByRole("link", { name: t.checkout.success.download });
      const href = (await link.getAttribute("href")) ?? "";
      const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
      const bytes = Buffer.from(
        await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks)),
      );
      expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
      const text = plain(pdfText(bytes));
      // The current threshold, exactly as the registry writes it in this language.
      expect(text).toContain(plain(formatFact(currentFact("eu-blue-card.min-annual-salary"), language)));
      expect(text).toContain(language === "fr" ? "carte bleue européenne" : "EU Blue Card");

      // Someone else who gets hold of the success page's address sees no download.
      const stranger = await browser.newContext({ locale: localeFor[language], baseURL: baseUrl() });
      await setLanguageCookie(stranger, language);
      await setConsentCookie(stranger, consentValue("accepted"));
      const strangerPage = await stranger.newPage();
      const seen = await strangerPage.goto(page.url());
      expect(seen?.status()).toBe(404);
      await expect(
        strangerPage.getByRole("heading", { level: 1, name: t.checkout.success.unknownTitle }),
      ).toBeVisible();
      await expect(strangerPage.getByRole("link", { name: t.checkout.success.download })).toHaveCount(0);
      await stranger.close();

      // The receipt went to the buyer, with a link of its own.
      const [receipt] = queryDatabase<{ text_body: string }>(
        "SELECT text_body FROM outbox WHERE to_address = ? AND template = 'guide-receipt'",
        email,
      );
      expect(receipt?.text_body).toContain("/api/orders/");

      // Refunded by an administrator within the 7 days: the link stops working.
      const [order] = queryDatabase<{ id: string }>("SELECT id FROM orders WHERE email = ? AND status = 'paid'", email);
      const admin = await adminPage(browser, language);
      const refund = await admin.request.post(`/api/admin/orders/${order?.id}/refund`, {
        headers: { origin: baseUrl() },
      });
      expect(refund.status(), await refund.text()).toBe(200);
      const refused = await page.request.get(href);
      expect(refused.status()).toBe(403);
      expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
        apiMessage(language, "guide_not_available"),
      );
      await page.reload();
      await expect(page.getByText(t.checkout.success.refunded)).toBeVisible();
      await admin.context().close();
    });

    test("subscribe yearly, use Premium at once without signing out, then cancel", async ({ page }) => {
      await registerThroughApi(page, uniqueEmail(`premium-${language}`));
      await page.goto("/visa/carte-bleue-ue");
      await expect(page.getByText(t.visaPage.premiumTitle).first()).toBeVisible();

      await page.goto("/pricing?billing=yearly");
      await page.getByRole("button", { name: t.pricing.subscribeYearly }).click();
      await expect(page).toHaveURL(/\/test-checkout\/cs_test_/);
      // The yearly price of the catalogue, on the line and as the total.
      const yearly = formatEuros(
        subscriptionPlans.find((plan) => plan.id === "premium-relocator")?.yearlyCents ?? 0,
        language,
      );
      await expect(page.getByText(yearly, { exact: true })).toHaveCount(1);
      await expect(page.getByText(t.checkout.test.total).locator("..")).toContainText(yearly);
      await page.getByRole("button", { name: t.checkout.test.pay }).click();
      await expect(page).toHaveURL(/\/profile\?subscribed=1/);

      // Same session, next page: the premium sections are open.
      await page.goto("/visa/carte-bleue-ue");
      await expect(page.getByText(t.visaPage.premiumTitle)).toHaveCount(0);
      await expect(page.getByRole("heading", { name: t.visaPage.sections.steps })).toBeVisible();
      const me = await (await page.request.get("/api/auth/me")).json();
      expect(me.user?.userPlan ?? me.userPlan).toBe("premium");

      // Cancel in the billing portal: Premium stays until the end of the year paid for.
      const portal = await page.request.post("/api/billing/portal", { headers: { origin: baseUrl() } });
      expect(portal.status()).toBe(200);
      await page.goto(new URL(((await portal.json()) as { url: string }).url).pathname);
      await page.getByRole("button", { name: t.checkout.test.portalActions.cancel }).click();
      await expect(page.getByText(t.checkout.test.portalCancelling)).toBeVisible();
      const billing = (await (await page.request.get("/api/billing")).json()) as {
        subscription: { cancelAtPeriodEnd: boolean; interval: string };
      };
      expect(billing.subscription).toMatchObject({ cancelAtPeriodEnd: true, interval: "year" });
      await page.goto("/visa/carte-bleue-ue");
      await expect(page.getByText(t.visaPage.premiumTitle)).toHaveCount(0);
    });

    test("an administrator issues an invoice; the client pays it and becomes a done-for-you client", async ({
      page,
      browser,
    }) => {
      const client = uniqueEmail(`dfy-${language}`);
      await registerThroughApi(page, client, "Nadia Benali");
      const admin = await adminPage(browser, language);
      const issued = await admin.request.post("/api/admin/invoices", {
        headers: { origin: baseUrl() },
        data: { email: client, packageId: "family-premium", extraHours: 2, language },
      });
      expect(issued.status(), await issued.text()).toBe(201);
      const invoice = (await issued.json()) as { id: string; number: string; totalCents: number };
      expect(invoice.totalCents).toBe(
        (dfyPackageById("family-premium")?.priceCents ?? 0) + 2 * extraConsultingHourCents,
      );
      await admin.context().close();

      const [mail] = queryDatabase<{ text_body: string }>(
        "SELECT text_body FROM outbox WHERE to_address = ? AND template = 'invoice-issued'",
        client,
      );
      expect(mail?.text_body).toContain(`/invoices/${invoice.id}`);

      await page.goto(`/invoices/${invoice.id}`);
      await expect(page.getByRole("heading", { level: 1, name: invoice.number })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: t.checkout.invoice.pay }).click();
      await expect(page).toHaveURL(/\/test-checkout\/cs_test_/);
      await page.getByRole("button", { name: t.checkout.test.pay }).click();
      await expect(page).toHaveURL(/\/invoice-payment-success\?session_id=/);
      await expect(page.getByRole("heading", { level: 1, name: t.checkout.invoiceSuccess.title })).toBeVisible();
      await expect(page.getByText(invoice.number)).toBeVisible();
      await expectNoAxeViolations(page);
      const me = await (await page.request.get("/api/auth/me")).json();
      expect(me.user?.userPlan ?? me.userPlan).toBe("dfy");
      expect(me.user?.hasActiveDfyPlan ?? me.hasActiveDfyPlan).toBe(true);
    });

    test("abandoning an invoice payment says nothing was charged and leads back to the invoice", async ({ page }) => {
      await page.goto("/invoice-payment-cancelled?invoice=0a1b2c3d-0000-4000-8000-000000000000");
      await expect(page.getByRole("heading", { level: 1, name: t.checkout.invoiceCancelled.title })).toBeVisible();
      await expect(page.getByRole("link", { name: t.checkout.invoiceCancelled.retry })).toHaveAttribute(
        "href",
        /\/invoices\/0a1b2c3d-0000-4000-8000-000000000000/,
      );
      await expectNoAxeViolations(page);
    });
  });
}
