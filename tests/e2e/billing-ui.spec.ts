import { randomUUID } from "node:crypto";
import type { Browser, Locator, Page } from "@playwright/test";
import { productNames } from "../../content/commerce/product-names.ts";
import { apiMessage } from "../../content/messages/api-messages.ts";
import {
  dfyPackageById,
  extraConsultingHourCents,
  formatEuros,
  subscriptionPlans,
} from "../../core/plans-catalogue.ts";
import { registerThroughApi, signInAsNewAdmin, uniqueEmail, updateDatabase } from "./accounts-support.ts";
import {
  allowConsoleErrors,
  baseUrl,
  catalogs,
  consentValue,
  escapeRegExp,
  expect,
  expectNoAxeViolations,
  interpolate,
  type Language,
  localeFor,
  queryDatabase,
  setConsentCookie,
  setLanguageCookie,
  test,
  useLanguage,
  visit,
} from "./support.ts";

/**
 * The billing screens (ADR 0028): the profile's "Plan and billing" section and the administrators'
 * orders and invoices panels, with and without JavaScript. State is built as a customer would (the
 * API's checkout and the test provider's payment page) and read back from the database the server
 * writes.
 */

const premium = subscriptionPlans.find((plan) => plan.id === "premium-relocator");
if (!premium) throw new Error("Premium Relocator is missing from the catalogue");

/** A day as the billing screens write it: in the reader's language, Paris time. */
const parisDay = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "Europe/Paris" }).format(new Date(iso));

async function signedInContext(browser: Browser, language: Language, javaScriptEnabled = true) {
  const context = await browser.newContext({ locale: localeFor[language], baseURL: baseUrl(), javaScriptEnabled });
  await setLanguageCookie(context, language);
  await setConsentCookie(context, consentValue("accepted"));
  return context.newPage();
}

async function adminPage(browser: Browser, language: Language, javaScriptEnabled = true): Promise<Page> {
  const page = await signedInContext(browser, language, javaScriptEnabled);
  await signInAsNewAdmin(page, uniqueEmail(`billing-admin-${language}`));
  return page;
}

/** Subscribes the signed-in user yearly through the test provider's payment page; lands on the profile. */
async function subscribeYearly(page: Page, language: Language) {
  const started = await page.request.post("/api/checkout", {
    headers: { origin: baseUrl() },
    data: { product: "premium-relocator", interval: "year", attempt: randomUUID() },
  });
  expect(started.status(), await started.text()).toBe(201);
  const { url } = (await started.json()) as { url: string };
  await page.goto(new URL(url).pathname);
  await page.getByRole("button", { name: catalogs[language].checkout.test.pay }).click();
  await expect(page).toHaveURL(/\/profile\?subscribed=1&session_id=/);
}

function subscriptionOf(email: string) {
  const [row] = queryDatabase<{ current_period_end: string; cancel_at_period_end: number }>(
    "SELECT s.current_period_end, s.cancel_at_period_end FROM subscriptions s JOIN users u ON u.id = s.user_id WHERE u.email = ?",
    email,
  );
  if (!row) throw new Error(`no subscription for ${email}`);
  return row;
}

const billingSection = (page: Page, language: Language) =>
  page.getByRole("region", { name: catalogs[language].account.profile.plan.title });

const rowOf = (table: Locator, text: string) => table.getByRole("row").filter({ hasText: text });

for (const language of ["en", "fr"] as const) {
  const t = catalogs[language];
  const b = t.billing;
  const yearly = interpolate(b.profile.perYear, { amount: formatEuros(premium.yearlyCents, language) });
  const subscriptionName = productNames(language).subscription(premium.name, "year");

  test.describe(`billing screens [${language}]`, () => {
    useLanguage(language);

    test("a free user sees Upgrade; after paying, Premium with its renewal date, price and payment; cancelling in a dialog says until when Premium stays", async ({
      page,
    }) => {
      test.slow();
      const email = uniqueEmail(`billing-${language}`);
      await registerThroughApi(page, email);
      await visit(page, "/profile");
      const section = billingSection(page, language);
      await expect(page.locator("#billing")).toHaveText(t.account.profile.plan.title);
      await expect(section.getByText(t.account.plans.free, { exact: true })).toBeVisible();
      await expect(section.getByRole("link", { name: b.profile.upgrade })).toHaveAttribute("href", "/pricing");
      await expect(section.getByText(b.profile.orders.none)).toBeVisible();
      await expect(section.getByText(b.profile.invoices.none)).toBeVisible();
      await expectNoAxeViolations(page, "/profile, free plan");

      await subscribeYearly(page, language);
      await expect(section.getByRole("status")).toHaveText(b.profile.welcome);
      await expect(section.getByText(t.account.plans.premium, { exact: true })).toBeVisible();
      await expect(section.getByRole("link", { name: b.profile.upgrade })).toHaveCount(0);
      const { current_period_end: periodEnd } = subscriptionOf(email);
      await expect(section.getByText(b.profile.state.active, { exact: true })).toBeVisible();
      await expect(
        section.getByText(interpolate(b.profile.renewsOn, { date: parisDay(periodEnd, language) })),
      ).toBeVisible();
      await expect(section.getByText(yearly)).toBeVisible();
      const orders = section.getByRole("table", { name: b.profile.orders.caption });
      const payment = rowOf(orders, subscriptionName);
      await expect(
        payment.getByRole("cell", { name: formatEuros(premium.yearlyCents, language), exact: true }),
      ).toBeVisible();
      await expect(payment.getByRole("cell", { name: b.orderStatus.paid, exact: true })).toBeVisible();
      await expect(section.getByRole("button", { name: b.profile.manage })).toBeVisible();
      await expectNoAxeViolations(page, "/profile, Premium subscriber");
      // The no-JavaScript step of the same action.
      await visit(page, "/profile?cancel=confirm");
      await expect(section.getByRole("region", { name: b.profile.cancelTitle })).toBeVisible();
      await expectNoAxeViolations(page, "/profile?cancel=confirm");
      await visit(page, "/profile");

      await section.getByRole("link", { name: b.profile.cancel }).click();
      const dialog = page.getByRole("dialog", { name: b.profile.cancelTitle });
      await expect(dialog).toContainText(interpolate(b.profile.cancelText, { date: parisDay(periodEnd, language) }));
      await expectNoAxeViolations(page, "/profile, cancel dialog");
      // "Keep" closes it and changes nothing.
      await dialog.getByRole("button", { name: b.profile.cancelKeep }).last().click();
      await expect(dialog).toHaveCount(0);
      expect(subscriptionOf(email).cancel_at_period_end).toBe(0);

      await section.getByRole("link", { name: b.profile.cancel }).click();
      await dialog.getByRole("button", { name: b.profile.cancelConfirm }).click();
      await expect(page).toHaveURL(/\/profile\?cancelled=1#billing$/);
      const status = section.getByRole("status");
      await expect(status).toHaveText(interpolate(b.profile.cancelled, { date: parisDay(periodEnd, language) }));
      await expect(status).toBeFocused();
      await expect(section.getByText(b.profile.state.ending, { exact: true })).toBeVisible();
      await expect(
        section.getByText(interpolate(b.profile.endsOn, { date: parisDay(periodEnd, language) })),
      ).toBeVisible();
      await expect(section.getByRole("link", { name: b.profile.cancel })).toHaveCount(0);
      // Premium stays until the end of the year paid for.
      await expect(section.getByText(t.account.plans.premium, { exact: true })).toBeVisible();
      expect(subscriptionOf(email).cancel_at_period_end).toBe(1);
    });

    test("an administrator issues an invoice from the form, seeing the total first, then its number; the client sees Pay now", async ({
      page,
      browser,
    }) => {
      test.slow();
      allowConsoleErrors(page, /status of 404/);
      const client = uniqueEmail(`billing-client-${language}`);
      const clientPage = await signedInContext(browser, language);
      await registerThroughApi(clientPage, client, "Nadia Benali");

      const admin = await adminPage(browser, language);
      allowConsoleErrors(admin, /status of 404/);
      await visit(admin, "/admin");
      const invoices = admin.getByRole("region", { name: b.admin.invoices.title, exact: true });
      const form = invoices.getByRole("region", { name: b.admin.invoices.issueTitle });
      const packagePrice = dfyPackageById("essential-relocation")?.priceCents ?? 0;
      await form.getByLabel(b.admin.invoices.packageLabel).selectOption("essential-relocation");
      await form.getByLabel(b.admin.invoices.hours).fill("2");
      await expect(form.getByRole("status")).toHaveText(
        formatEuros(packagePrice + 2 * extraConsultingHourCents, language),
      );
      await expectNoAxeViolations(admin, "/admin, commerce panels");

      // Someone without an account is refused, next to the field, in the page's language.
      await form.getByLabel(b.admin.invoices.email).fill(uniqueEmail("nobody"));
      await form.getByRole("button", { name: b.admin.invoices.submit }).click();
      const refusal = apiMessage(language, "invoice_customer_not_found");
      await expect(form.getByRole("alert").first()).toHaveText(refusal);
      await expect(form.getByLabel(b.admin.invoices.email)).toHaveAccessibleDescription(refusal);

      await form.getByLabel(b.admin.invoices.email).fill(client);
      await form.getByRole("button", { name: b.admin.invoices.submit }).click();
      await expect(admin).toHaveURL(/\/admin\?issued=PAS-\d{4}-\d{5}#invoices$/);
      const [invoice] = queryDatabase<{ id: string; number: string; total_cents: number }>(
        "SELECT id, number, total_cents FROM invoices WHERE email = ?",
        client,
      );
      expect(invoice?.number).toMatch(new RegExp(`^PAS-${new Date().getUTCFullYear()}-\\d{5}$`));
      expect(invoice?.total_cents).toBe(packagePrice + 2 * extraConsultingHourCents);
      const number = invoice?.number ?? "";
      await expect(invoices.getByRole("status").first()).toHaveText(
        interpolate(b.admin.invoices.issued, { number, email: client }),
      );
      const row = rowOf(invoices.getByRole("table", { name: b.admin.invoices.caption }), number);
      await expect(row.getByRole("rowheader", { name: number })).toBeVisible();
      await expect(row.getByRole("cell", { name: b.invoiceStatus.open, exact: true })).toBeVisible();
      // The form is empty again, ready for the next one.
      await expect(form.getByLabel(b.admin.invoices.email)).toHaveValue("");
      await admin.context().close();

      await visit(clientPage, "/profile");
      const section = billingSection(clientPage, language);
      const clientRow = rowOf(section.getByRole("table", { name: b.profile.invoices.caption }), number);
      await expect(clientRow.getByRole("cell", { name: b.invoiceStatus.open, exact: true })).toBeVisible();
      await expect(
        clientRow.getByRole("cell", { name: dfyPackageById("essential-relocation")?.name, exact: true }),
      ).toBeVisible();
      await expect(clientRow.getByRole("link", { name: b.profile.invoices.payNow })).toHaveAttribute(
        "href",
        `/invoices/${invoice?.id}`,
      );
      await expectNoAxeViolations(clientPage, "/profile, open invoice");
      await clientPage.context().close();
    });

    test("an administrator refunds a subscription payment after confirming; a refusal from the API is an alert, and an order past its guarantee offers no refund", async ({
      page,
      browser,
    }) => {
      test.slow();
      const client = uniqueEmail(`billing-refund-${language}`);
      await registerThroughApi(page, client);
      await subscribeYearly(page, language);
      const [order] = queryDatabase<{ id: string; paid_at: string; provider_payment_id: string }>(
        "SELECT id, paid_at, provider_payment_id FROM orders WHERE email = ? AND status = 'paid'",
        client,
      );
      if (!order) throw new Error("no paid order");

      const admin = await adminPage(browser, language);
      allowConsoleErrors(admin, /status of 409/);
      const ordersOf = () =>
        admin.getByRole("region", { name: b.admin.orders.title }).getByRole("table", { name: b.admin.orders.caption });
      const refundName = new RegExp(`^${b.admin.orders.refund}\\b`);

      // Past its 30-day guarantee: no button, the reason instead.
      const longAgo = new Date(Date.now() - 40 * 24 * 3600 * 1000).toISOString();
      updateDatabase("UPDATE orders SET paid_at = ? WHERE id = ?", longAgo, order.id);
      await visit(admin, "/admin");
      await expect(rowOf(ordersOf(), client).getByText(b.admin.orders.guaranteeOver)).toBeVisible();
      await expect(rowOf(ordersOf(), client).getByRole("link", { name: refundName })).toHaveCount(0);
      updateDatabase("UPDATE orders SET paid_at = ? WHERE id = ?", order.paid_at, order.id);

      // The API refuses (no payment to refund): its sentence is an alert in the dialog.
      updateDatabase("UPDATE orders SET provider_payment_id = NULL WHERE id = ?", order.id);
      await visit(admin, "/admin");
      const row = rowOf(ordersOf(), client);
      await expect(row.getByRole("cell", { name: subscriptionName, exact: true })).toBeVisible();
      await expect(row.getByRole("cell", { name: t.billing.providers.test, exact: true })).toBeVisible();
      await row.getByRole("link", { name: refundName }).click();
      const dialog = admin.getByRole("dialog", { name: b.admin.orders.refundTitle });
      const amount = formatEuros(premium.yearlyCents, language);
      await expect(dialog).toContainText(
        interpolate(b.admin.orders.refundText, { amount, product: subscriptionName, email: client }),
      );
      await expectNoAxeViolations(admin, "/admin, refund dialog");
      await dialog.getByRole("button", { name: b.admin.orders.refundKeep }).last().click();
      // The no-JavaScript step of the same action.
      await visit(admin, `/admin?refund=${order.id}`);
      await expect(
        admin
          .getByRole("region", { name: b.admin.orders.title })
          .getByRole("region", { name: b.admin.orders.refundTitle }),
      ).toBeVisible();
      await expectNoAxeViolations(admin, "/admin?refund=…");
      await visit(admin, "/admin");
      await rowOf(ordersOf(), client).getByRole("link", { name: refundName }).click();
      const confirm = dialog.getByRole("button", { name: interpolate(b.admin.orders.refundConfirm, { amount }) });
      await confirm.click();
      await expect(dialog.getByRole("alert")).toHaveText(apiMessage(language, "refund_not_allowed"));
      updateDatabase("UPDATE orders SET provider_payment_id = ? WHERE id = ?", order.provider_payment_id, order.id);

      await confirm.click();
      await expect(admin).toHaveURL(new RegExp(`/admin\\?refunded=${order.id}#orders$`));
      const status = admin.getByRole("region", { name: b.admin.orders.title }).getByRole("status");
      await expect(status).toHaveText(
        interpolate(b.admin.orders.refunded, { amount, product: subscriptionName, email: client }),
      );
      await expect(status).toBeFocused();
      await expect(
        rowOf(ordersOf(), client).getByRole("cell", { name: b.orderStatus.refunded, exact: true }),
      ).toBeVisible();
      await expect(rowOf(ordersOf(), client).getByRole("link", { name: refundName })).toHaveCount(0);
      expect(queryDatabase<{ plan: string }>("SELECT plan FROM users WHERE email = ?", client)[0]?.plan).toBe("free");
      await admin.context().close();

      // The customer's profile says so too.
      await visit(page, "/profile");
      const section = billingSection(page, language);
      await expect(section.getByText(t.account.plans.free, { exact: true })).toBeVisible();
      await expect(section.getByText(b.profile.refunded)).toBeVisible();
      await expect(
        rowOf(section.getByRole("table", { name: b.profile.orders.caption }), subscriptionName).getByRole("cell", {
          name: b.orderStatus.refunded,
          exact: true,
        }),
      ).toBeVisible();
    });
  });

  test.describe(`billing screens without JavaScript [${language}]`, () => {
    useLanguage(language);
    test.use({ javaScriptEnabled: false });

    test("Manage billing opens the portal; cancelling asks on its own step, and Keep changes nothing", async ({
      page,
    }) => {
      test.slow();
      const email = uniqueEmail(`billing-nojs-${language}`);
      await registerThroughApi(page, email);
      await subscribeYearly(page, language);
      const section = billingSection(page, language);
      await expect(section.getByRole("status")).toHaveText(b.profile.welcome);

      await section.getByRole("button", { name: b.profile.manage }).click();
      await expect(page).toHaveURL(/\/test-billing-portal\//);
      await page.goto("/profile");

      await section.getByRole("link", { name: b.profile.cancel }).click();
      await expect(page).toHaveURL(/\/profile\?cancel=confirm#billing$/);
      const step = section.getByRole("region", { name: b.profile.cancelTitle });
      const { current_period_end: periodEnd } = subscriptionOf(email);
      await expect(step).toContainText(interpolate(b.profile.cancelText, { date: parisDay(periodEnd, language) }));
      await step.getByRole("link", { name: b.profile.cancelKeep }).click();
      await expect(page).toHaveURL(/\/profile#billing$/);
      expect(subscriptionOf(email).cancel_at_period_end).toBe(0);

      await section.getByRole("link", { name: b.profile.cancel }).click();
      await section
        .getByRole("region", { name: b.profile.cancelTitle })
        .getByRole("button", { name: b.profile.cancelConfirm })
        .click();
      await expect(page).toHaveURL(/\/profile\?cancelled=1#billing$/);
      await expect(section.getByRole("status")).toHaveText(
        interpolate(b.profile.cancelled, { date: parisDay(periodEnd, language) }),
      );
      await expect(
        section.getByText(interpolate(b.profile.endsOn, { date: parisDay(periodEnd, language) })),
      ).toBeVisible();
      expect(subscriptionOf(email).cancel_at_period_end).toBe(1);
    });

    test("an administrator issues an invoice and refunds an order with plain forms", async ({ page, browser }) => {
      test.slow();
      const client = uniqueEmail(`billing-nojs-client-${language}`);
      await registerThroughApi(page, client);
      await subscribeYearly(page, language);

      const admin = await adminPage(browser, language, false);
      await admin.goto("/admin");
      const invoices = admin.getByRole("region", { name: b.admin.invoices.title, exact: true });
      const form = invoices.getByRole("region", { name: b.admin.invoices.issueTitle });

      // A refusal comes back with what was typed and the total of it.
      await form.getByLabel(b.admin.invoices.email).fill(client);
      await form.getByLabel(b.admin.invoices.hours).fill("201");
      await form.getByRole("button", { name: b.admin.invoices.submit }).click();
      await expect(form.getByLabel(b.admin.invoices.hours)).toHaveAccessibleDescription(
        new RegExp(escapeRegExp(apiMessage(language, "invoice_hours_invalid"))),
      );
      await expect(form.getByLabel(b.admin.invoices.email)).toHaveValue(client);

      await form.getByLabel(b.admin.invoices.hours).fill("3");
      await form.getByRole("button", { name: b.admin.invoices.submit }).click();
      await expect(admin).toHaveURL(/\/admin\?issued=PAS-\d{4}-\d{5}#invoices$/);
      const [invoice] = queryDatabase<{ number: string; total_cents: number }>(
        "SELECT number, total_cents FROM invoices WHERE email = ?",
        client,
      );
      expect(invoice?.total_cents).toBe(3 * extraConsultingHourCents);
      await expect(invoices.getByRole("status").first()).toHaveText(
        interpolate(b.admin.invoices.issued, { number: invoice?.number ?? "", email: client }),
      );
      await expect(invoices.getByRole("rowheader", { name: invoice?.number ?? "" })).toBeVisible();

      const orders = admin.getByRole("region", { name: b.admin.orders.title });
      await rowOf(orders.getByRole("table"), client)
        .getByRole("link", { name: new RegExp(`^${b.admin.orders.refund}\\b`) })
        .click();
      await expect(admin).toHaveURL(/\/admin\?refund=[^#]+#orders$/);
      const step = orders.getByRole("region", { name: b.admin.orders.refundTitle });
      const amount = formatEuros(premium.yearlyCents, language);
      await step.getByRole("button", { name: interpolate(b.admin.orders.refundConfirm, { amount }) }).click();
      await expect(admin).toHaveURL(/\/admin\?refunded=[^#]+#orders$/);
      await expect(orders.getByRole("status")).toHaveText(
        interpolate(b.admin.orders.refunded, { amount, product: subscriptionName, email: client }),
      );
      await expect(
        rowOf(orders.getByRole("table"), client).getByRole("cell", { name: b.orderStatus.refunded, exact: true }),
      ).toBeVisible();
      await admin.context().close();
    });
  });
}

test.describe("billing screens [ar]", () => {
  useLanguage("ar");
  const b = catalogs.ar.billing;

  test("the profile's billing section and the commerce panels render right to left, in Arabic, without errors", async ({
    page,
    browser,
  }) => {
    test.slow();
    const client = uniqueEmail("billing-ar");
    await registerThroughApi(page, client);
    await subscribeYearly(page, "ar");
    const admin = await adminPage(browser, "ar");
    const issued = await admin.request.post("/api/admin/invoices", {
      headers: { origin: baseUrl() },
      data: { email: client, packageId: "startup-launch", extraHours: 1 },
    });
    expect(issued.status(), await issued.text()).toBe(201);
    const { number } = (await issued.json()) as { number: string };

    await visit(admin, "/admin");
    await expect(admin.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(
      admin.getByRole("region", { name: b.admin.invoices.title, exact: true }).getByRole("rowheader", { name: number }),
    ).toBeVisible();
    await expect(
      admin.getByRole("region", { name: b.admin.orders.title }).getByRole("row").filter({ hasText: client }),
    ).toHaveCount(1);
    await expectNoAxeViolations(admin, "/admin [ar]");
    await admin.context().close();

    await visit(page, "/profile");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const section = billingSection(page, "ar");
    await expect(section.getByText(b.profile.state.active, { exact: true })).toBeVisible();
    await expect(section.getByRole("link", { name: b.profile.invoices.payNow })).toBeVisible();
    await expectNoAxeViolations(page, "/profile [ar]");
  });
});
