import type { Locator, Page } from "@playwright/test";
import {
  allowConsoleErrors,
  catalogs,
  expect,
  expectNoAxeViolations,
  interpolate,
  queryDatabase,
  test,
  useLanguage,
  visit,
} from "./support.ts";

type CaptureRow = { email: string; language: string; source_page: string | null };
type OutboxRow = { to_address: string; template: string; language: string; status: string };

const capturedRows = (email: string) =>
  queryDatabase<CaptureRow>("SELECT email, language, source_page FROM email_captures WHERE email = ?", email);
const outboxRows = (email: string) =>
  queryDatabase<OutboxRow>("SELECT to_address, template, language, status FROM outbox WHERE to_address = ?", email);

function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Counts the requests the page makes to the capture endpoint. */
function countCaptureRequests(page: Page): () => number {
  let count = 0;
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/email-capture") count++;
  });
  return () => count;
}

for (const language of ["en", "fr"] as const) {
  const t = catalogs[language];
  const e = t.emailCapture;

  const toastRegion = (page: Page) =>
    page.getByRole("region", { name: interpolate(t.toast.regionLabel, { hotkey: "F8" }) });
  const toasts = (page: Page) => toastRegion(page).getByRole("listitem");

  /** The two forms: in the home page's checklist section and in the footer. */
  const forms: { name: string; scope(page: Page): Locator }[] = [
    { name: "home", scope: (page) => page.getByRole("main").getByRole("region", { name: e.title }) },
    { name: "footer", scope: (page) => page.getByRole("contentinfo") },
  ];

  async function expectSingleToast(page: Page, title: string, description: string, variant: string) {
    await expect(toasts(page)).toHaveCount(1);
    const toast = toasts(page).first();
    await expect(toast).toBeVisible();
    await expect(toast.getByText(title, { exact: true })).toBeVisible();
    await expect(toast.getByText(description, { exact: true })).toBeVisible();
    await expect(toast).toHaveAttribute("data-variant", variant);
  }

  test.describe(`email capture [${language}]`, () => {
    useLanguage(language);

    for (const form of forms) {
      test.describe(`${form.name} form`, () => {
        test("a value without @ shows Invalid Email and stores nothing", async ({ page }) => {
          const requests = countCaptureRequests(page);
          await visit(page, "/");
          const scope = form.scope(page);
          const input = scope.getByRole("textbox", { name: e.label });
          const value = `no-at-sign-${Date.now()}.example.com`;
          await input.fill(value);
          await scope.getByRole("button", { name: e.submit }).click();
          await expectSingleToast(page, e.invalidTitle, e.invalid, "destructive");
          await expect(input).toHaveValue(value);
          expect(requests(), "an invalid address must not reach the API").toBe(0);
          expect(queryDatabase("SELECT 1 FROM email_captures WHERE email = ?", value)).toEqual([]);

          // A second invalid submit replaces the toast instead of stacking one more.
          await input.fill("");
          await scope.getByRole("button", { name: e.submit }).click();
          await expectSingleToast(page, e.invalidTitle, e.invalid, "destructive");
          expect(requests()).toBe(0);
        });

        test("a valid address: pending state, success toast, cleared field, row and outbox stored", async ({
          page,
        }) => {
          const email = uniqueEmail(`${language}-${form.name}`);
          let release: () => void = () => {};
          const held = new Promise<void>((resolve) => {
            release = resolve;
          });
          await page.route("**/api/email-capture?*", async (route) => {
            await held;
            await route.continue();
          });
          await visit(page, "/");
          const scope = form.scope(page);
          const input = scope.getByRole("textbox", { name: e.label });
          await input.fill(email);
          const submit = scope.getByRole("button", { name: e.submit });
          await submit.click();

          // Pending: the button is disabled and says so, the form is busy.
          const pending = scope.getByRole("button", { name: e.submitting });
          await expect(pending).toBeDisabled();
          await expect(scope.locator("form")).toHaveAttribute("aria-busy", "true");
          await expect(toasts(page)).toHaveCount(0);
          expect(capturedRows(email)).toEqual([]);

          release();
          await expectSingleToast(page, e.successTitle, interpolate(e.success, { email }), "default");
          await expect(input).toHaveValue("");
          await expect(submit).toBeEnabled();
          await expect(scope.locator("form")).toHaveAttribute("aria-busy", "false");

          expect(capturedRows(email)).toEqual([{ email, language, source_page: "/" }]);
          const outbox = outboxRows(email);
          expect(outbox).toHaveLength(1);
          expect(outbox[0]).toMatchObject({ to_address: email, template: "relocation-checklist", language });
        });

        test("a server error shows the destructive error toast", async ({ page }) => {
          allowConsoleErrors(page, /Failed to load resource: the server responded with a status of 500/);
          await page.route("**/api/email-capture?*", (route) => route.fulfill({ status: 500, body: "boom" }));
          const email = uniqueEmail(`${language}-${form.name}-error`);
          await visit(page, "/");
          const scope = form.scope(page);
          const input = scope.getByRole("textbox", { name: e.label });
          await input.fill(email);
          await scope.getByRole("button", { name: e.submit }).click();
          await expectSingleToast(page, e.errorTitle, e.error, "destructive");
          // The address stays in the field so the visitor can try again.
          await expect(input).toHaveValue(email);
          await expect(scope.getByRole("button", { name: e.submit })).toBeEnabled();
          expect(capturedRows(email)).toEqual([]);
        });
      });
    }

    test("one toast at a time: invalid then valid leaves only the success toast", async ({ page }) => {
      await visit(page, "/");
      const scope = forms[0]!.scope(page);
      const input = scope.getByRole("textbox", { name: e.label });
      await input.fill("invalid");
      await scope.getByRole("button", { name: e.submit }).click();
      await expectSingleToast(page, e.invalidTitle, e.invalid, "destructive");

      const email = uniqueEmail(`${language}-sequence`);
      await input.fill(email);
      await scope.getByRole("button", { name: e.submit }).click();
      await expectSingleToast(page, e.successTitle, interpolate(e.success, { email }), "default");

      // The same address again from the footer: accepted and told so honestly (already on the
      // list, no second copy within a day), still a single toast, no new row (ADR 0025).
      const footer = forms[1]!.scope(page);
      await footer.getByRole("textbox", { name: e.label }).fill(email);
      await footer.getByRole("button", { name: e.submit }).click();
      await expect(footer.getByRole("textbox", { name: e.label })).toHaveValue("");
      await expectSingleToast(page, e.alreadyTitle, interpolate(e.alreadyNotSent, { email }), "default");
      expect(outboxRows(email)).toHaveLength(1);
      expect(capturedRows(email)).toHaveLength(1);
    });

    test("F8 moves focus to the notifications; the page is accessible with a toast shown", async ({ page }) => {
      await visit(page, "/");
      const scope = forms[0]!.scope(page);
      await scope.getByRole("textbox", { name: e.label }).fill("still-not-an-address");
      await scope.getByRole("button", { name: e.submit }).click();
      await expectSingleToast(page, e.invalidTitle, e.invalid, "destructive");

      await page.keyboard.press("F8");
      await expect
        .poll(
          () => toastRegion(page).evaluate((region) => region.contains(document.activeElement)),
          "F8 should move focus into the notifications region",
        )
        .toBe(true);
      // Focus in the region pauses the toast's timer, so it stays up while axe runs.
      await expectNoAxeViolations(page, "/ with a toast");
      await expect(toasts(page)).toHaveCount(1);

      // From there, Tab reaches the toast's close button, which dismisses it.
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      const close = toasts(page).getByRole("button", { name: t.toast.close });
      await expect(close).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(toasts(page)).toHaveCount(0);
    });
  });
}

// Before the page's JavaScript runs, or without it, the forms post to /email-capture (ADR 0015).
for (const language of ["en", "fr"] as const) {
  const t = catalogs[language];
  const e = t.emailCapture;

  test.describe(`email capture without JavaScript [${language}]`, () => {
    useLanguage(language);
    test.use({ javaScriptEnabled: false });

    test("the footer form stores the address, shows the outcome and leads back to the page", async ({ page }) => {
      const email = uniqueEmail(`nojs-${language}`);
      await page.goto("/pricing");
      const footer = page.getByRole("contentinfo");
      await footer.getByRole("textbox", { name: e.label }).fill(email);
      const [response] = await Promise.all([
        page.waitForResponse((r) => new URL(r.url()).pathname === "/email-capture"),
        footer.getByRole("button", { name: e.submit }).click(),
      ]);
      expect(response.status()).toBe(201);
      await expect(page).toHaveURL(`/email-capture?lang=${language}`);
      await expect(page.getByRole("heading", { level: 1, name: e.successTitle })).toBeVisible();
      await expect(page.getByRole("main").getByRole("status")).toHaveText(interpolate(e.success, { email }));
      // Never in the address bar (or in server logs) as a query string.
      expect(page.url()).not.toContain(encodeURIComponent(email));

      expect(capturedRows(email)).toEqual([{ email, language, source_page: "/pricing" }]);
      expect(outboxRows(email)).toHaveLength(1);

      await page.getByRole("link", { name: e.backToPage }).click();
      // The page's language may ride along (the chosen language stays through redirects, ADR 0026).
      await expect(page).toHaveURL(new RegExp(`/pricing(\\?lang=${language})?$`));
    });

    test("a bad address is refused with a clear message, kept in the field, and nothing is stored", async ({
      page,
    }) => {
      allowConsoleErrors(page, /status of 400 \(Bad Request\) \(http:\/\/[^)]+\/email-capture\?lang=[a-z]+\)$/);
      await page.goto("/");
      const footer = page.getByRole("contentinfo");
      await footer.getByRole("textbox", { name: e.label }).fill("not-an-address");
      const [response] = await Promise.all([
        page.waitForResponse((r) => new URL(r.url()).pathname === "/email-capture"),
        footer.getByRole("button", { name: e.submit }).click(),
      ]);
      expect(response.status()).toBe(400);
      await expect(page.getByRole("alert")).toHaveText(e.invalid);
      await expect(page.getByRole("main").getByRole("textbox", { name: e.label })).toHaveValue("not-an-address");
      expect(capturedRows("not-an-address")).toHaveLength(0);
    });
  });

  test.describe(`email capture page [${language}]`, () => {
    useLanguage(language);

    test("/email-capture offers the form on its own, accessible, and it works with JavaScript too", async ({
      page,
    }) => {
      const email = uniqueEmail(`page-${language}`);
      await visit(page, "/email-capture");
      await expect(page.getByRole("heading", { level: 1, name: e.title })).toBeVisible();
      await expectNoAxeViolations(page, "/email-capture");
      const main = page.getByRole("main");
      await main.getByRole("textbox", { name: e.label }).fill(email);
      await main.getByRole("button", { name: e.submit }).click();
      await expect(main.getByRole("textbox", { name: e.label })).toHaveValue("");
      await expect.poll(() => capturedRows(email).length).toBe(1);
      await expect(page).toHaveURL("/email-capture");
    });
  });
}

test.describe("email capture without JavaScript, language from the address", () => {
  test.use({ javaScriptEnabled: false, locale: "en-US" });

  test("a page opened with ?lang=fr answers in French and stores French, with no language cookie", async ({ page }) => {
    const fr = catalogs.fr.emailCapture;
    const email = uniqueEmail("nojs-query-fr");
    await page.goto("/pricing?lang=fr");
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("textbox", { name: fr.label }).fill(email);
    await footer.getByRole("button", { name: fr.submit }).click();
    await expect(page.getByRole("heading", { level: 1, name: fr.successTitle })).toBeVisible();
    expect(capturedRows(email)).toEqual([{ email, language: "fr", source_page: "/pricing" }]);
  });
});
