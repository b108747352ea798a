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

// The free consultation form on the home page, in English and French.

type RequestRow = {
  name: string;
  email: string;
  phone: string | null;
  contact_time: string;
  contact_days: string;
  time_zone: string;
  country_of_origin: string;
  application_type: string;
  message: string;
  language: string;
};

const rowsFor = (email: string) =>
  queryDatabase<RequestRow>(
    `SELECT name, email, phone, contact_time, contact_days, time_zone, country_of_origin, application_type, message, language
     FROM consultation_requests WHERE email = ?`,
    email,
  );

/** The API call, whatever its query (the page adds its language: ?lang=). */
const consultationApi = (url: URL) => url.pathname === "/api/consultation-request";

/** What the form stores by default for a visitor in Paris who types a name and no phone. */
const stored = {
  name: "Amira Haddad",
  phone: null,
  contact_time: "any",
  contact_days: "any",
  time_zone: "Europe/Paris",
};

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
    await scope.getByRole("textbox", { name: c.name }).fill("Amira Haddad");
    await scope.getByRole("textbox", { name: c.email }).fill(values.email);
    await scope.getByRole("combobox", { name: c.country }).selectOption(values.country);
    await scope.getByRole("radio", { name: values.type }).check();
    await scope.getByRole("textbox", { name: c.message }).fill(values.message);
  }

  test.describe(`consultation form [${language}]`, () => {
    useLanguage(language);
    // The browser's own time zone is the form's default.
    test.use({ timezoneId: "Europe/Paris" });

    test("submit stays disabled until every field is filled", async ({ page }) => {
      await visit(page, "/");
      const scope = section(page);
      await expect(submit(scope)).toBeDisabled();
      await scope.getByRole("textbox", { name: c.name }).fill("Amira");
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
      // The form builds its lists once it is near the screen (ADR 0092).
      await section(page).scrollIntoViewIfNeeded();
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
      await page.route(consultationApi, async (route) => {
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
        {
          ...stored,
          email,
          country_of_origin: "other",
          application_type: "entrepreneur",
          message,
          language,
        },
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
      await page.route(consultationApi, async (route) => {
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
        { ...stored, email, country_of_origin: "IN", application_type: "individual", message, language },
      ]);
    });

    test("counts characters up to 2,000 and never cuts a longer message", async ({ page }) => {
      const format = (n: number) => new Intl.NumberFormat(language).format(n);
      await visit(page, "/");
      const scope = section(page);
      await fill(scope, { email: uniqueEmail("count"), country: "MA", type: c.types.family, message });
      const textarea = scope.getByRole("textbox", { name: c.message });
      // The counter is part of the field's description, so a screen reader hears it with the field.
      const describedBy = (await textarea.getAttribute("aria-describedby"))?.split(" ") ?? [];
      const counter = scope.locator(`[id="${describedBy[1]}"]`);
      await expect(counter).toHaveText(
        interpolate(c.messageCount, { length: format(message.length), max: format(2000) }),
      );
      await expect(counter).toBeVisible();
      const live = scope.locator('[aria-live="polite"]');
      await expect(live).toHaveText("");

      // Near the limit: the count and what is left, said once to screen readers.
      await textarea.fill("a".repeat(1950));
      const left = interpolate(c.messageRemaining, { remaining: format(50) });
      const near = `${interpolate(c.messageCount, { length: format(1950), max: format(2000) })} · ${left}`;
      await expect(counter).toHaveText(near);
      await expect(counter).toBeVisible();
      await expect(live).toHaveText(left);
      await expect(submit(scope)).toBeEnabled();

      // Over the limit: everything typed stays, the form says by how much, and will not send.
      const long = `${"b".repeat(2099)}!`;
      await textarea.fill(long);
      await expect(textarea).toHaveValue(long);
      const over = interpolate(c.messageOver, { over: format(100) });
      await expect(counter).toHaveText(
        `${interpolate(c.messageCount, { length: format(2100), max: format(2000) })} · ${over}`,
      );
      await expect(live).toHaveText(over);
      await expect(textarea).toHaveAttribute("aria-invalid", "true");
      await expect(submit(scope)).toBeDisabled();
      await expectNoAxeViolations(page, `consultation message over the limit [${language}]`);

      // Typing it down again sends it.
      await textarea.press("Backspace");
      await textarea.fill(long.slice(0, 2000));
      await expect(submit(scope)).toBeEnabled();
      await expect(textarea).toHaveAttribute("aria-invalid", "false");
    });

    test("a phone number that cannot be one is flagged in the form and nothing is sent", async ({ page }) => {
      let sent = 0;
      page.on("request", (request) => {
        if (new URL(request.url()).pathname === "/api/consultation-request") sent++;
      });
      await visit(page, "/");
      const scope = section(page);
      await fill(scope, { email: uniqueEmail("phone"), country: "MA", type: c.types.family, message });
      const phone = scope.getByRole("textbox", { name: c.phone });
      await phone.fill("12 34");
      await submit(scope).click();
      await expect(scope.getByText(c.invalidPhone)).toBeVisible();
      await expect(phone).toHaveAttribute("aria-invalid", "true");
      await expect(phone).toBeFocused();
      expect(sent).toBe(0);
      await expectNoAxeViolations(page, `consultation bad phone [${language}]`);
    });

    test.describe("from a browser in Tokyo", () => {
      test.use({ timezoneId: "Asia/Tokyo" });

      test("name, phone and contact times are stored with the browser's time zone", async ({ page }) => {
        const email = uniqueEmail(`${language}-tokyo`);
        await visit(page, "/");
        const scope = section(page);
        await scope.scrollIntoViewIfNeeded();
        const zone = scope.getByRole("combobox", { name: c.timeZone });
        await expect(zone).toHaveValue("Asia/Tokyo");
        await expect(zone.locator('option[value="Europe/Paris"]')).toHaveText("Europe/Paris");
        await expect(scope.getByText(c.timeZoneHint)).toBeVisible();
        await fill(scope, { email, country: "JP", type: c.types.individual, message });
        await scope.getByRole("textbox", { name: c.phone }).fill(" +81 (0)3-1234-5678 ");
        await scope.getByRole("combobox", { name: c.contactTime }).selectOption({ label: c.periods.evening });
        await scope.getByRole("combobox", { name: c.contactDays }).selectOption({ label: c.days.weekends });
        await expectNoAxeViolations(page, `consultation filled [${language}]`);
        await submit(scope).click();
        await expect(scope.getByRole("heading", { name: c.successHeading })).toBeVisible();
        expect(rowsFor(email)).toEqual([
          {
            name: "Amira Haddad",
            email,
            phone: "+81 (0)3-1234-5678",
            contact_time: "evening",
            contact_days: "weekends",
            time_zone: "Asia/Tokyo",
            country_of_origin: "JP",
            application_type: "individual",
            message,
            language,
          },
        ]);
        const [team] = queryDatabase<{ text_body: string }>(
          "SELECT text_body FROM outbox WHERE template = 'consultation-team-notification' AND text_body LIKE ?",
          `%${email}%`,
        );
        expect(team?.text_body).toContain("evenings (17:00–20:00), at weekends, time zone Asia/Tokyo");
        expect(team?.text_body).toContain("+81 (0)3-1234-5678");
      });
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
