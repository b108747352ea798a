import type { Locator, Page } from "@playwright/test";
import { consultationMessageMinLength } from "../../core/consultation-rules.ts";
import { countryCodes, countryName } from "../../core/countries.ts";
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

// The free consultation form on the home page (spec §4, §5, §8), in English and French.

type RequestRow = {
  email: string;
  country_of_origin: string;
  application_type: string;
  message: string;
  language: string;
};

const rowsFor = (email: string) =>
  queryDatabase<RequestRow>(
    "SELECT email, country_of_origin, application_type, message, language FROM consultation_requests WHERE email = ?",
    email,
  );

function uniqueEmail(tag: string): string {
  return `e2e-consult-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

for (const language of ["en", "fr"] as const) {
  const t = catalogs[language];
  const c = t.consultation;
  const message = {
    en: "We plan to move to Lyon next spring with our two children.",
    fr: "Nous voulons nous installer à Lyon au printemps prochain avec nos deux enfants.",
  }[language];

  const section = (page: Page) => page.getByRole("main").getByRole("region", { name: c.heading });
  const submit = (scope: Locator) => scope.getByRole("button", { name: c.submit });
  const toasts = (page: Page) =>
    page.getByRole("region", { name: interpolate(t.toast.regionLabel, { hotkey: "F8" }) }).getByRole("listitem");

  async function fill(scope: Locator, values: { email: string; country: string; type: string; message: string }) {
    await scope.getByRole("textbox", { name: c.email }).fill(values.email);
    await scope.getByRole("combobox", { name: c.country }).selectOption(values.country);
    await scope.getByRole("radio", { name: values.type }).check();
    await scope.getByRole("textbox", { name: c.message }).fill(values.message);
  }

  test.describe(`consultation form [${language}]`, () => {
    useLanguage(language);

    test("submit stays disabled until every field is filled", async ({ page }) => {
      await visit(page, "/");
      const scope = section(page);
      await expect(submit(scope)).toBeDisabled();
      await scope.getByRole("textbox", { name: c.email }).fill(uniqueEmail("rules"));
      await expect(submit(scope)).toBeDisabled();
      await scope.getByRole("combobox", { name: c.country }).selectOption("IN");
      await expect(submit(scope)).toBeDisabled();
      await scope.getByRole("radio", { name: c.types.family }).check();
      await expect(submit(scope)).toBeDisabled();
      const textarea = scope.getByRole("textbox", { name: c.message });
      await expect(textarea).toHaveAttribute("rows", "4");
      // Too short for the API, so still disabled; the hint says why.
      await textarea.fill("x".repeat(consultationMessageMinLength - 1));
      await expect(submit(scope)).toBeDisabled();
      await expect(
        scope.getByText(interpolate(c.messageHint, { min: String(consultationMessageMinLength) })),
      ).toBeVisible();
      await textarea.fill(message);
      await expect(submit(scope)).toBeEnabled();
      // Emptying any field disables it again.
      await scope.getByRole("textbox", { name: c.email }).fill("");
      await expect(submit(scope)).toBeDisabled();
    });

    test("offers every country, localised, plus Other", async ({ page }) => {
      await visit(page, "/");
      const select = section(page).getByRole("combobox", { name: c.country });
      const options = select.getByRole("option");
      // The placeholder, every ISO country, and "Other".
      await expect(options).toHaveCount(countryCodes.length + 2);
      await expect(select.locator('option[value="IN"]')).toHaveText(countryName("IN", language));
      await expect(select.locator('option[value="other"]')).toHaveText(c.countryOther);
      await expect(options.first()).toHaveText(c.countryPlaceholder);
    });

    test("success: pending state, thank-you view, toast, and the request stored", async ({ page }) => {
      const email = uniqueEmail(language);
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route("**/api/consultation-request", async (route) => {
        await held;
        await route.continue();
      });
      await visit(page, "/");
      const scope = section(page);
      await fill(scope, { email, country: "other", type: c.types.entrepreneur, message });
      await submit(scope).click();

      const pending = scope.getByRole("button", { name: c.submitting });
      await expect(pending).toBeDisabled();
      await expect(scope.locator("form")).toHaveAttribute("aria-busy", "true");
      release();

      const done = scope.getByRole("heading", { name: c.successHeading });
      await expect(done).toBeVisible();
      await expect(done).toBeFocused();
      await expect(scope.getByText(c.successText)).toBeVisible();
      await expect(scope.locator("form")).toHaveCount(0);
      await expect(toasts(page)).toHaveCount(1);
      await expect(toasts(page).getByText(c.successToastTitle, { exact: true })).toBeVisible();
      await expect(toasts(page).getByText(c.successToast, { exact: true })).toBeVisible();

      expect(rowsFor(email)).toEqual([
        { email, country_of_origin: "other", application_type: "entrepreneur", message, language },
      ]);
      const confirmation = queryDatabase<{ template: string; language: string }>(
        "SELECT template, language FROM outbox WHERE to_address = ?",
        email,
      );
      expect(confirmation).toEqual([{ template: "consultation-confirmation", language }]);
      await expectNoAxeViolations(page, `consultation success [${language}]`);
    });

    test("failure: error toast, everything typed is kept, and a retry succeeds", async ({ page }) => {
      allowConsoleErrors(page, /Failed to load resource: the server responded with a status of 500/);
      let fail = true;
      await page.route("**/api/consultation-request", async (route) => {
        if (fail) await route.fulfill({ status: 500, body: "boom" });
        else await route.continue();
      });
      const email = uniqueEmail(`${language}-error`);
      await visit(page, "/");
      const scope = section(page);
      await fill(scope, { email, country: "IN", type: c.types.individual, message });
      await submit(scope).click();

      await expect(toasts(page)).toHaveCount(1);
      await expect(toasts(page).getByText(c.errorTitle, { exact: true })).toBeVisible();
      await expect(toasts(page).getByText(c.error, { exact: true })).toBeVisible();
      await expect(toasts(page).first()).toHaveAttribute("data-variant", "destructive");
      await expect(scope.getByRole("textbox", { name: c.email })).toHaveValue(email);
      await expect(scope.getByRole("combobox", { name: c.country })).toHaveValue("IN");
      await expect(scope.getByRole("radio", { name: c.types.individual })).toBeChecked();
      await expect(scope.getByRole("textbox", { name: c.message })).toHaveValue(message);
      await expect(submit(scope)).toBeEnabled();
      expect(rowsFor(email)).toEqual([]);
      await expectNoAxeViolations(page, `consultation error [${language}]`);

      fail = false;
      await submit(scope).click();
      await expect(scope.getByRole("heading", { name: c.successHeading })).toBeVisible();
      expect(rowsFor(email)).toEqual([
        { email, country_of_origin: "IN", application_type: "individual", message, language },
      ]);
    });

    test("an address without @ is flagged in the form and nothing is sent", async ({ page }) => {
      let sent = 0;
      page.on("request", (request) => {
        if (new URL(request.url()).pathname === "/api/consultation-request") sent++;
      });
      await visit(page, "/");
      const scope = section(page);
      await fill(scope, { email: "not-an-address", country: "MA", type: c.types.family, message });
      await submit(scope).click();
      const email = scope.getByRole("textbox", { name: c.email });
      await expect(scope.getByText(c.invalidEmail)).toBeVisible();
      await expect(email).toHaveAttribute("aria-invalid", "true");
      await expect(email).toBeFocused();
      expect(sent).toBe(0);
    });
  });
}
