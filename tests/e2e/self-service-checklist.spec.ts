import type { Page } from "@playwright/test";
import { selfServiceItems } from "../../content/checklist/self-service-items.ts";
import { currentFact } from "../../content/facts/fact-on.ts";
import { findVisa } from "../../content/visas/visa-catalogue.ts";
import { addMonths, toIsoDate } from "../../core/calculators/iso-date.ts";
import { password, registerThroughApi, uniqueEmail } from "./accounts-support.ts";
import {
  baseUrl,
  catalogs,
  clickSettled,
  consentValue,
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
 * The self-service checklist (ADR 0036): a free member picks a visa from its page, signs in on the
 * way, sets a target arrival and gets the visa's steps dated from it — the VLS-TS validation
 * deadline is the arrival plus the registry's months — then ticks two steps, reloads, and finds
 * them still ticked; the same without JavaScript with "Save my progress".
 */

const visa = "salarie";
const validationMonths = currentFact("vls-ts.validation-deadline").value as number;
// Four months ahead: every step before arrival is still to come, none overdue.
const arrival = addMonths(toIsoDate(new Date()), 4);

const main = (page: Page) => page.getByRole("main");
const dateIn = (language: Language, iso: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));

/** A step's title as the page shows it in this language (its text is content). */
function stepTitle(key: string, language: Language): string {
  const item = selfServiceItems.find((candidate) => candidate.key === key);
  if (!item) throw new Error(`no checklist item ${key}`);
  return item.text[language === "fr" ? "fr" : "en"].title;
}

function stepCount(): number {
  return selfServiceItems.filter((item) => !item.visas || item.visas.includes(visa)).length;
}

for (const language of ["en", "fr"] as const) {
  const t = catalogs[language];
  const c = t.checklist;
  const progress = (done: number) =>
    interpolate(c.summary.progress, { done: String(done), total: String(stepCount()) });

  test.describe(`self-service checklist [${language}]`, () => {
    useLanguage(language);

    test("a free member picks a visa on its page, gets steps dated from the arrival, and ticks survive a reload", async ({
      page,
    }) => {
      const email = uniqueEmail(`checklist-${language}`);
      await registerThroughApi(page, email);
      // Signed out, the visa page's link goes through sign-in and comes back.
      await page.context().clearCookies({ name: "passerelle.session_token" });
      await visit(page, `/visa/${visa}`);
      // Below the visa's sections, laid out as they come near (ADR 0091).
      await clickSettled(main(page).getByRole("link", { name: c.useThisVisa }));
      await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(`/dashboard?visa=${visa}`)}`);
      await main(page).getByLabel(t.account.fields.email, { exact: true }).fill(email);
      await main(page).getByLabel(t.account.fields.password, { exact: true }).fill(password);
      await page.getByRole("button", { name: t.account.login.submit, exact: true }).click();
      await expect(page).toHaveURL(`/dashboard?visa=${visa}`, { timeout: 15_000 });

      // The set-up form, the visa already chosen.
      await expect(main(page).getByRole("heading", { name: c.setup.title })).toBeVisible();
      await expect(main(page).getByLabel(c.setup.visa)).toHaveValue(visa);
      await expect(main(page).getByText(c.setup.fromLink)).toBeVisible();
      await expectNoAxeViolations(page, `/dashboard?visa=${visa} (set-up, ${language})`);
      await main(page).getByLabel(c.setup.arrival).fill(arrival);
      await main(page).getByRole("button", { name: c.setup.create }).click();

      await expect(main(page).getByRole("status").filter({ hasText: c.notices.created })).toBeVisible();
      await expect(main(page).getByTestId("checklist-arrival")).toHaveText(dateIn(language, arrival));
      await expect(main(page).getByRole("link", { name: findVisa(visa)?.name[language] })).toBeVisible();
      // The VLS-TS is validated within the registry's months after arrival: that day, in the page's language.
      const validation = main(page).locator('[data-item="validate-vls-ts"]');
      await expect(validation).toContainText(
        interpolate(c.item.due, { date: dateIn(language, addMonths(arrival, validationMonths)) }),
      );
      await expect(
        validation.locator('[data-source="registry"] [data-fact="fact:vls-ts.validation-deadline"]'),
      ).toBeVisible();
      await expect(main(page).getByRole("heading", { name: c.periods.arrivalWeek })).toBeVisible();
      await expect(main(page).getByTestId("checklist-progress")).toHaveText(progress(0));
      await expectNoAxeViolations(page, `/dashboard (checklist, ${language})`);

      // Two ticks, each saved as it happens.
      for (const key of ["check-passport", "validate-vls-ts"]) {
        const saved = page.waitForResponse(
          (response) =>
            new URL(response.url()).pathname.startsWith("/dashboard") && response.request().method() === "POST",
        );
        await main(page)
          .getByRole("checkbox", { name: stepTitle(key, language) })
          .check();
        expect((await saved).status()).toBe(200);
      }
      await expect(main(page).getByTestId("checklist-progress")).toHaveText(progress(2));
      await expect(validation.getByText(c.item.done, { exact: true })).toBeVisible();

      await page.reload();
      for (const key of ["check-passport", "validate-vls-ts"]) {
        await expect(main(page).getByRole("checkbox", { name: stepTitle(key, language) })).toBeChecked();
      }
      await expect(
        main(page).getByRole("checkbox", { name: stepTitle("open-bank-account", language) }),
      ).not.toBeChecked();
      await expect(main(page).getByTestId("checklist-progress")).toHaveText(progress(2));
      // The next step is the first one not done.
      await expect(main(page).getByText(c.summary.next, { exact: true })).toBeVisible();
      expect(
        queryDatabase<{ item_key: string }>(
          "SELECT item_key FROM self_service_ticks t JOIN users u ON u.id = t.user_id WHERE u.email = ? ORDER BY item_key",
          email,
        ).map((row) => row.item_key),
      ).toEqual(["check-passport", "validate-vls-ts"]);
    });
  });
}

test("without JavaScript: set up with the form, tick with 'Save my progress', still ticked after a reload", async ({
  browser,
}) => {
  const language = "en";
  const c = catalogs[language].checklist;
  const context = await browser.newContext({
    locale: localeFor[language],
    baseURL: baseUrl(),
    javaScriptEnabled: false,
  });
  await setLanguageCookie(context, language);
  await setConsentCookie(context, consentValue("accepted"));
  const page = await context.newPage();
  await registerThroughApi(page, uniqueEmail("checklist-nojs"));
  await page.goto(`/dashboard?visa=${visa}`);
  await main(page).getByLabel(c.setup.arrival).fill(arrival);
  await main(page).getByRole("button", { name: c.setup.create }).click();
  await expect(main(page).getByTestId("checklist-arrival")).toHaveText(dateIn(language, arrival));

  await main(page)
    .getByRole("checkbox", { name: stepTitle("check-passport", language) })
    .check();
  await main(page)
    .getByRole("checkbox", { name: stepTitle("open-bank-account", language) })
    .check();
  await main(page).getByRole("button", { name: c.item.save }).click();
  await expect(main(page).getByRole("status").filter({ hasText: c.notices.saved })).toBeVisible();
  await page.reload();
  await expect(main(page).getByRole("checkbox", { name: stepTitle("check-passport", language) })).toBeChecked();
  await expect(main(page).getByRole("checkbox", { name: stepTitle("open-bank-account", language) })).toBeChecked();
  await expect(main(page).getByTestId("checklist-progress")).toHaveText(
    interpolate(c.summary.progress, { done: "2", total: String(stepCount()) }),
  );
  await context.close();
});
