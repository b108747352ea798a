import { DatabaseSync } from "node:sqlite";
import type { Locator, Page, Route } from "@playwright/test";
import { apiMessage } from "../../content/messages/api-messages.ts";
import { formatWait } from "../../content/messages/wait-time.ts";
import { waitForHydration } from "./hydration.ts";
import { type OwnServer, startOwnServer } from "./own-server.ts";
import {
  allowConsoleErrors,
  catalogs,
  expect,
  expectNoAxeViolations,
  interpolate,
  test,
  useLanguage,
  visit,
} from "./support.ts";
import { answerWizardFromHome } from "./wizard-support.ts";

/*
 * The forms that run with JavaScript (consultation, e-mail capture, the wizard) when the API
 * refuses them (ADR 0018): the person reads the API's own sentence, with how long to wait, in
 * their language, where the form shows its errors, and keeps what they typed; a network failure
 * keeps the form's own message. The browser-side walks answer the API call with a 429 carrying the
 * server's real sentence (its catalog and wait format); one walk per language reaches the real
 * per-e-mail limit on a server of its own, where that limit is not raised.
 */

const emailLimit = 5;

/** Answers an API call as the API answers a refusal: 429, Retry-After, the JSON error body. */
function refuseWith(message: string, retryAfter: number) {
  return (route: Route) =>
    route.fulfill({
      status: 429,
      headers: { "Retry-After": String(retryAfter) },
      json: { error: { code: "rate_limited", message }, requestId: "e2e-refusal" },
    });
}

function uniqueEmail(tag: string): string {
  return `e2e-refusal-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

for (const language of ["en", "fr"] as const) {
  const t = catalogs[language];
  const c = t.consultation;
  const e = t.emailCapture;
  const w = t.wizard;
  const goals = {
    en: "We plan to move to Lyon next spring with our two children.",
    fr: "Nous voulons nous installer à Lyon au printemps prochain avec nos deux enfants.",
  }[language];
  // What the server says, built the way it builds it (rate-limit.ts: the catalog and formatWait).
  const connectionRefusal = apiMessage(language, "too_many_requests", { wait: formatWait(language, 60) });
  const emailRefusal = apiMessage(language, "too_many_requests_for_email", { wait: formatWait(language, 3600) });

  const toasts = (page: Page) =>
    page.getByRole("region", { name: interpolate(t.toast.regionLabel, { hotkey: "F8" }) }).getByRole("listitem");
  const consultation = (page: Page) => page.getByRole("main").getByRole("region", { name: c.heading });
  const consultationSubmit = (scope: Locator) => scope.getByRole("button", { name: c.submit });
  const dialog = (page: Page) => page.getByRole("dialog", { name: w.title });
  const incomeOver6k = interpolate(w.income.over, {
    amount: new Intl.NumberFormat(language, { style: "currency", currency: "EUR", maximumFractionDigits: 0 }).format(
      6000,
    ),
  });

  async function fillConsultation(scope: Locator, email: string) {
    await scope.getByRole("textbox", { name: c.name }).fill("Priya");
    await scope.getByRole("textbox", { name: c.email }).fill(email);
    await scope.getByRole("combobox", { name: c.country }).selectOption("IN");
    await scope.getByRole("radio", { name: c.types.family }).check();
    await scope.getByRole("textbox", { name: c.message }).fill(goals);
  }

  async function expectConsultationKept(scope: Locator, email: string) {
    await expect(scope.getByRole("textbox", { name: c.email })).toHaveValue(email);
    await expect(scope.getByRole("combobox", { name: c.country })).toHaveValue("IN");
    await expect(scope.getByRole("radio", { name: c.types.family })).toBeChecked();
    await expect(scope.getByRole("textbox", { name: c.message })).toHaveValue(goals);
    await expect(consultationSubmit(scope)).toBeEnabled();
  }

  async function expectOneToast(page: Page, title: string, description: string | RegExp) {
    await expect(toasts(page)).toHaveCount(1);
    const toast = toasts(page).first();
    await expect(toast).toHaveAttribute("data-variant", "destructive");
    await expect(toast.getByText(title, { exact: true })).toBeVisible();
    await expect(
      typeof description === "string" ? toast.getByText(description, { exact: true }) : toast.getByText(description),
    ).toBeVisible();
  }

  test.describe(`refusals of the forms with JavaScript [${language}]`, () => {
    useLanguage(language);

    test("consultation: a 429 shows the API's sentence with the wait, and everything typed stays", async ({ page }) => {
      allowConsoleErrors(page, /status of 429/);
      await page.route("**/api/consultation-request", refuseWith(emailRefusal, 3600));
      await visit(page, "/");
      const scope = consultation(page);
      const email = uniqueEmail(`consult-${language}`);
      await fillConsultation(scope, email);
      await consultationSubmit(scope).click();

      await expectOneToast(page, c.errorTitle, emailRefusal);
      await expect(page.getByText(c.error, { exact: true })).toHaveCount(0);
      await expectConsultationKept(scope, email);
      await expectNoAxeViolations(page, `consultation refused [${language}]`);
    });

    test("consultation: a network failure keeps the form's own message", async ({ page }) => {
      allowConsoleErrors(page, /net::ERR_FAILED/);
      await page.route("**/api/consultation-request", (route) => route.abort("failed"));
      await visit(page, "/");
      const scope = consultation(page);
      const email = uniqueEmail(`network-${language}`);
      await fillConsultation(scope, email);
      await consultationSubmit(scope).click();

      await expectOneToast(page, c.errorTitle, c.error);
      await expectConsultationKept(scope, email);
    });

    test("e-mail capture: a 429 shows the API's sentence with the wait, and the address stays", async ({ page }) => {
      allowConsoleErrors(page, /status of 429/);
      await page.route("**/api/email-capture?*", refuseWith(connectionRefusal, 60));
      await visit(page, "/pricing");
      const footer = page.getByRole("contentinfo");
      const email = uniqueEmail(`capture-${language}`);
      await footer.getByRole("textbox", { name: e.label }).fill(email);
      await footer.getByRole("button", { name: e.submit }).click();

      await expectOneToast(page, e.errorTitle, connectionRefusal);
      await expect(footer.getByRole("textbox", { name: e.label })).toHaveValue(email);
      await expect(footer.getByRole("button", { name: e.submit })).toBeEnabled();
      await expectNoAxeViolations(page, `e-mail capture refused [${language}]`);
    });

    test("wizard: a 429 shows the API's sentence in the dialog and the toast, and the answers stay", async ({
      page,
    }) => {
      allowConsoleErrors(page, /status of 429/);
      let refuse = true;
      await page.route("**/api/assessments", async (route) => {
        if (refuse) await refuseWith(connectionRefusal, 60)(route);
        else await route.continue();
      });
      await answerWizardFromHome(page, language, { profession: w.professions.tech, income: incomeOver6k });
      await dialog(page).getByRole("button", { name: w.viewResults, exact: true }).click();

      // The modal hides the toast from assistive technology, so the dialog says it too.
      await expect(dialog(page).getByRole("heading", { name: w.error.heading })).toBeFocused();
      await expect(dialog(page).getByText(connectionRefusal, { exact: true })).toBeVisible();
      await expect(dialog(page).getByText(w.error.message, { exact: true })).toHaveCount(0);
      // The toast is still shown (outside the accessibility tree while the modal is open).
      const toast = page.locator('li[data-variant="destructive"]');
      await expect(toast).toHaveCount(1);
      await expect(toast.getByText(w.error.title, { exact: true })).toBeVisible();
      await expect(toast.getByText(connectionRefusal, { exact: true })).toBeVisible();
      await expectNoAxeViolations(page, `wizard refused [${language}]`);

      await dialog(page).getByRole("button", { name: w.back, exact: true }).click();
      await expect(dialog(page).getByRole("radio", { name: incomeOver6k, exact: true })).toBeChecked();
      refuse = false;
      await dialog(page).getByRole("button", { name: w.viewResults, exact: true }).click();
      await expect(dialog(page).getByRole("heading", { name: w.results.heading })).toBeVisible();
    });
  });
}

// The real limit: a server of its own, with the per-e-mail limit at its default (ADR 0018).
test.describe("the real per-e-mail limit on the consultation form", () => {
  let server: OwnServer;
  test.beforeAll(async () => {
    server = await startOwnServer("form-refusals", { FORM_RATE_LIMIT_PER_EMAIL_PER_HOUR: String(emailLimit) });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  const refusals = {
    en: /^Too many requests with this email address\. Please try again in (59|60) minutes\.$/,
    fr: /^Trop de demandes avec cette adresse e-mail\. Veuillez réessayer dans (59|60)\sminutes\.$/,
  };

  for (const language of ["en", "fr"] as const) {
    const t = catalogs[language];
    const c = t.consultation;

    test.describe(`[${language}]`, () => {
      useLanguage(language);

      test(`the ${emailLimit + 1}th request with one address is refused on the page with the wait, and not stored`, async ({
        page,
      }) => {
        allowConsoleErrors(page, /status of 429/);
        const email = uniqueEmail(`real-${language}`);
        const goals = "We would like to settle in Bordeaux with our family next year.";
        // The first five through the API itself (same browser context, so same client address).
        for (let i = 0; i < emailLimit; i++) {
          const accepted = await page.request.post(`${server.base}/api/consultation-request`, {
            data: {
              name: "Priya",
              email,
              timeZone: "Asia/Calcutta",
              countryOfOrigin: "IN",
              applicationType: "family",
              message: goals,
              language,
            },
          });
          expect(accepted.status(), await accepted.text()).toBe(201);
        }

        await page.goto(`${server.base}/`);
        await waitForHydration(page);
        const scope = page.getByRole("main").getByRole("region", { name: c.heading });
        await scope.getByRole("textbox", { name: c.name }).fill("Priya");
        await scope.getByRole("textbox", { name: c.email }).fill(email);
        await scope.getByRole("combobox", { name: c.country }).selectOption("IN");
        await scope.getByRole("radio", { name: c.types.family }).check();
        await scope.getByRole("textbox", { name: c.message }).fill(goals);
        const [refused] = await Promise.all([
          page.waitForResponse((r) => new URL(r.url()).pathname === "/api/consultation-request"),
          scope.getByRole("button", { name: c.submit }).click(),
        ]);
        expect(refused.status()).toBe(429);
        const retryAfter = Number(await refused.headerValue("retry-after"));
        expect(retryAfter).toBeGreaterThan(3500);
        expect(retryAfter).toBeLessThanOrEqual(3600);

        const toast = page
          .getByRole("region", { name: interpolate(t.toast.regionLabel, { hotkey: "F8" }) })
          .getByRole("listitem");
        await expect(toast).toHaveCount(1);
        await expect(toast.getByText(c.errorTitle, { exact: true })).toBeVisible();
        await expect(toast.getByText(refusals[language])).toBeVisible();
        await expect(scope.getByRole("textbox", { name: c.email })).toHaveValue(email);
        await expect(scope.getByRole("textbox", { name: c.message })).toHaveValue(goals);
        await expectNoAxeViolations(page, `consultation over its limit [${language}]`);

        const db = new DatabaseSync(server.databaseFile, { readOnly: true });
        try {
          const stored = db.prepare("SELECT count(*) AS n FROM consultation_requests WHERE email = ?").get(email) as {
            n: number;
          };
          expect(stored.n).toBe(emailLimit);
        } finally {
          db.close();
        }
      });
    });
  }
});
