import type { Locator, Page } from "@playwright/test";
import { toIsoDate } from "../../core/calculators/iso-date.ts";
import { contactMessageMaxLength } from "../../core/contact-rules.ts";
import { registerThroughApi, uniqueEmail } from "./accounts-support.ts";
import { holdScripts, waitForHydration } from "./hydration.ts";
import { catalogs, expect, interpolate, test, twoFrames, useLanguage, visit } from "./support.ts";

/**
 * The forms' one field kit (app/components/ui/fields.tsx, ADR 0081), as a person sees it:
 * - what is typed while the page's JavaScript is still loading (a slow phone, a slow line) is
 *   still there once the page has hydrated (/register, the checklist's set-up, the contact form,
 *   the home page's consultation form), and the form goes on from it;
 * - two fields side by side have their boxes on one line, whether or not one has a hint below it.
 */

const main = (page: Page) => page.getByRole("main");

/** Lets hydration's effects run: a few frames after React has attached its handlers. */
async function settle(page: Page) {
  await waitForHydration(page);
  await twoFrames(page);
  await page.waitForTimeout(200);
}

for (const language of ["en", "fr"] as const) {
  const t = catalogs[language];
  const fields = t.account.fields;

  test.describe(`form fields [${language}]`, () => {
    useLanguage(language);

    test("what is typed on /register before the scripts have run is still there after hydration", async ({ page }) => {
      const scripts = await holdScripts(page);
      await page.goto("/register", { waitUntil: "domcontentloaded" });
      const form = main(page);
      await form.getByLabel(fields.name, { exact: true }).fill("Amina Early");
      await form.getByLabel(fields.email, { exact: true }).fill("early@example.org");
      await form.getByLabel(fields.password, { exact: true }).fill("typed before hydration");
      await form.getByLabel(fields.nationality, { exact: true }).selectOption("MA");
      await form.getByLabel(fields.profession, { exact: true }).fill("Nurse");
      scripts.release();
      await settle(page);

      await expect(form.getByLabel(fields.name, { exact: true })).toHaveValue("Amina Early");
      await expect(form.getByLabel(fields.email, { exact: true })).toHaveValue("early@example.org");
      await expect(form.getByLabel(fields.password, { exact: true })).toHaveValue("typed before hydration");
      await expect(form.getByLabel(fields.nationality, { exact: true })).toHaveValue("MA");
      await expect(form.getByLabel(fields.profession, { exact: true })).toHaveValue("Nurse");
    });

    test("what is chosen in the checklist's set-up form before the scripts have run is still there after hydration", async ({
      page,
    }) => {
      await registerThroughApi(page, uniqueEmail(`early-checklist-${language}`));
      const arrival = toIsoDate(new Date(Date.now() + 120 * 24 * 3600 * 1000));
      const scripts = await holdScripts(page);
      await page.goto("/dashboard", { waitUntil: "domcontentloaded" });
      const setup = t.checklist.setup;
      await main(page).getByLabel(setup.visa).selectOption("salarie");
      await main(page).getByLabel(setup.arrival).fill(arrival);
      scripts.release();
      await settle(page);

      await expect(main(page).getByLabel(setup.visa)).toHaveValue("salarie");
      await expect(main(page).getByLabel(setup.arrival)).toHaveValue(arrival);
    });

    test("what is typed in the contact form before the scripts have run is still there after hydration", async ({
      page,
    }) => {
      const c = t.contact;
      const message = "Typed while the page was still loading its scripts.";
      const scripts = await holdScripts(page);
      await page.goto("/contact", { waitUntil: "domcontentloaded" });
      const form = main(page);
      await form.getByLabel(c.name, { exact: true }).fill("Amina Early");
      await form.getByLabel(c.emailField, { exact: true }).fill("early@example.org");
      await form.getByLabel(c.subject, { exact: true }).selectOption("visa");
      await form.getByLabel(c.message, { exact: true }).fill(message);
      await form.getByRole("checkbox").check();
      scripts.release();
      await settle(page);

      await expect(form.getByLabel(c.name, { exact: true })).toHaveValue("Amina Early");
      await expect(form.getByLabel(c.emailField, { exact: true })).toHaveValue("early@example.org");
      await expect(form.getByLabel(c.subject, { exact: true })).toHaveValue("visa");
      await expect(form.getByLabel(c.message, { exact: true })).toHaveValue(message);
      await expect(form.getByRole("checkbox")).toBeChecked();
      // The counter counts what was typed before the page hydrated.
      await expect(
        form.getByText(interpolate(c.counter, { count: String(message.length), max: String(contactMessageMaxLength) })),
      ).toBeVisible();
    });

    test.describe("the consultation form", () => {
      // The browser's own time zone is the form's default once its scripts run.
      test.use({ timezoneId: "Europe/Paris" });

      test("what is typed on the home page's consultation form before the scripts have run is still there after hydration", async ({
        page,
      }) => {
        const c = t.consultation;
        const goals = "We would like to settle in Lyon next spring with our two children.";
        const scripts = await holdScripts(page);
        await page.goto("/", { waitUntil: "domcontentloaded" });
        const form = main(page).getByRole("region", { name: c.heading });
        await form.getByRole("textbox", { name: c.name }).fill("Priya Early");
        await form.getByRole("textbox", { name: c.email }).fill("early@example.org");
        await form.getByRole("textbox", { name: c.phone }).fill("+33 6 12 34 56 78");
        await form.getByRole("radio", { name: c.types.family }).check();
        await form.getByRole("combobox", { name: c.contactTime }).selectOption("morning");
        await form.getByRole("textbox", { name: c.message }).fill(goals);
        scripts.release();
        await settle(page);

        await expect(form.getByRole("textbox", { name: c.name })).toHaveValue("Priya Early");
        await expect(form.getByRole("textbox", { name: c.email })).toHaveValue("early@example.org");
        await expect(form.getByRole("textbox", { name: c.phone })).toHaveValue("+33 6 12 34 56 78");
        await expect(form.getByRole("radio", { name: c.types.family })).toBeChecked();
        await expect(form.getByRole("combobox", { name: c.contactTime })).toHaveValue("morning");
        await expect(form.getByRole("textbox", { name: c.message })).toHaveValue(goals);
        await expect(form.getByRole("combobox", { name: c.timeZone })).toHaveValue("Europe/Paris");
        // The countries are listed once the scripts run: choosing one completes what was typed before.
        const submit = form.getByRole("button", { name: c.submit });
        await expect(submit).toBeDisabled();
        await form.getByRole("combobox", { name: c.country }).selectOption("IN");
        await expect(submit).toBeEnabled();
      });
    });

    test("paired fields have their boxes on one line on /register, /profile and the budget planner", async ({
      page,
    }) => {
      const sameTop = async (first: Locator, second: Locator) => {
        const [a, b] = [await first.boundingBox(), await second.boundingBox()];
        expect(a && b, "both controls are laid out").toBeTruthy();
        // Side by side (not stacked), and their top edges on one line.
        expect(Math.abs((a?.x ?? 0) - (b?.x ?? 0))).toBeGreaterThan(50);
        expect(a?.y).toBe(b?.y);
      };

      await visit(page, "/register");
      const register = main(page);
      await sameTop(
        register.getByLabel(fields.password, { exact: true }),
        register.getByLabel(fields.confirmPassword, { exact: true }),
      );
      await sameTop(
        register.getByLabel(fields.nationality, { exact: true }),
        register.getByLabel(fields.targetCountry, { exact: true }),
      );

      await visit(page, "/tools/budget");
      const form = t.tools.form;
      await sameTop(main(page).getByLabel(form.income), main(page).getByLabel(form.savings));
      await sameTop(main(page).getByLabel(form.people), main(page).getByLabel(form.adults));

      await registerThroughApi(page, uniqueEmail(`paired-${language}`));
      await visit(page, "/profile");
      await sameTop(
        main(page).getByLabel(fields.newPassword, { exact: true }),
        main(page).getByLabel(fields.confirmNewPassword, { exact: true }),
      );
    });
  });
}
