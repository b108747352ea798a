import type { Page } from "@playwright/test";
import { recommendationTexts } from "../../content/wizard/recommendation-texts.ts";
import { countryName } from "../../core/countries.ts";
import {
  expectToast,
  password,
  registerThroughApi,
  signInThroughApi,
  uniqueEmail,
  verificationLinkFor,
} from "./accounts-support.ts";
import {
  catalogs,
  expect,
  expectNoAxeViolations,
  interpolate,
  queryDatabase,
  test,
  useLanguage,
  visit,
} from "./support.ts";
import { answerWizardFromHome } from "./wizard-support.ts";

// "Create an account to save your results" keeps its promise (ADR 0024): a visitor's
// wizard run follows them into the account they create from the results, once the address is
// verified, and the profile lists it, reopens it and deletes it. A run made signed in is there at
// once; another account never sees it, and a run id without the browser's session id claims nothing.

type RunRow = { id: string; user_id: string | null };

for (const language of ["en", "fr"] as const) {
  const t = catalogs[language];
  const w = t.wizard;
  const mine = t.account.profile.assessments;
  const money = (euros: number) =>
    new Intl.NumberFormat(language, { style: "currency", currency: "EUR", maximumFractionDigits: 0 }).format(euros);
  const incomeOver6k = interpolate(w.income.over, { amount: money(6000) });
  const dateOf = (iso: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));
  const talent = recommendationTexts["passeport-talent"][language].name;

  const main = (page: Page) => page.getByRole("main");
  const dialog = (page: Page) => page.getByRole("dialog", { name: w.title });
  const myAssessments = (page: Page) => page.getByRole("region", { name: mine.title });
  const userIdOf = (email: string) =>
    queryDatabase<{ id: string }>("SELECT id FROM users WHERE email = ?", email)[0]?.id ?? "missing";

  /** Opens the wizard with the home page's start button and answers India, tech, over 6k. */
  async function runWizardFromHome(page: Page) {
    await answerWizardFromHome(page, language, { profession: w.professions.tech, income: incomeOver6k });
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/assessments");
    await dialog(page).getByRole("button", { name: w.viewResults, exact: true }).click();
    const run = (await (await answer).json()) as { id: string };
    await expect(dialog(page).getByRole("heading", { name: w.results.heading })).toBeVisible();
    return run.id;
  }

  test.describe(`saved assessments [${language}]`, () => {
    useLanguage(language);

    test("a visitor creates an account from the results, verifies the address, finds the run, reopens it and deletes it", async ({
      page,
    }) => {
      test.slow();
      const email = uniqueEmail(`${language}-saved`);
      const runId = await runWizardFromHome(page);
      expect(queryDatabase<RunRow>("SELECT id, user_id FROM assessments WHERE id = ?", runId)).toEqual([
        { id: runId, user_id: null },
      ]);

      // The results say how to keep them, and the link leads to registration.
      await expect(dialog(page).getByText(w.results.saveText)).toBeVisible();
      await dialog(page).getByRole("link", { name: w.results.createAccount }).click();
      await expect(page).toHaveURL("/register");

      const a = t.account;
      await main(page).getByLabel(a.fields.name, { exact: true }).fill("Amira Haddad");
      await main(page).getByLabel(a.fields.email, { exact: true }).fill(email);
      await main(page).getByLabel(a.fields.password, { exact: true }).fill(password);
      await main(page).getByLabel(a.fields.confirmPassword, { exact: true }).fill(password);
      await main(page).getByLabel(a.fields.nationality, { exact: true }).selectOption("IN");
      await main(page).getByLabel(a.fields.profession, { exact: true }).fill("Software engineer");
      await main(page)
        .getByRole("checkbox", { name: a.register.agreeToTerms.replace(/<\/?terms>/g, "") })
        .check();
      await page.getByRole("button", { name: a.register.submit }).click();
      await expect(main(page).getByRole("heading", { level: 2, name: a.verify.checkTitle })).toBeVisible({
        timeout: 15_000,
      });
      // Registering alone proves nothing: the run is not the account's yet.
      expect(queryDatabase<RunRow>("SELECT id, user_id FROM assessments WHERE id = ?", runId)[0]?.user_id).toBeNull();

      // The link in the e-mail (read from the outbox, as from a mailbox) opens the profile, which
      // claims the run with this browser's wizard session id and lists it.
      await expect
        .poll(() => queryDatabase("SELECT 1 AS sent FROM outbox WHERE to_address = ?", email))
        .toHaveLength(1);
      await visit(page, verificationLinkFor(email));
      await expect(page).toHaveURL(/\/profile\?verified=1(&lang=\w+)?$/, { timeout: 15_000 });
      await expectToast(page, language, mine.claimed);
      await expect
        .poll(() => queryDatabase<RunRow>("SELECT id, user_id FROM assessments WHERE id = ?", runId)[0]?.user_id)
        .toBe(userIdOf(email));

      const createdAt = queryDatabase<{ created_at: string }>(
        "SELECT created_at FROM assessments WHERE id = ?",
        runId,
      )[0]!.created_at;
      const title = interpolate(mine.of, { date: dateOf(createdAt) });
      const item = myAssessments(page).getByRole("article", { name: title });
      await expect(item).toBeVisible();
      await expect(item.getByText(countryName("IN", language), { exact: true })).toBeVisible();
      await expect(item.getByText(w.professions.tech, { exact: true })).toBeVisible();
      await expect(item.getByText(incomeOver6k, { exact: true })).toBeVisible();
      await expect(item.getByRole("listitem").first()).toContainText(talent);
      await expectNoAxeViolations(page, `/profile with a saved assessment [${language}]`);

      // Reopen: the result as it was shown, saved in the account. The profile was opened by the
      // e-mail's link, pinned to its language, and its links keep the pin (ADR 0087).
      await item.getByRole("link", { name: new RegExp(`^${mine.reopen}`) }).click();
      await expect(page).toHaveURL(new RegExp(`/profile/assessments/${runId}\\?lang=${language}$`));
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(main(page).getByRole("heading", { name: w.results.heading })).toBeVisible();
      await expect(main(page).locator('article[data-option="passeport-talent"]')).toBeVisible();
      await expect(main(page).getByText(w.results.savedTitle)).toBeVisible();
      await expect(main(page).getByText(countryName("IN", language), { exact: true })).toBeVisible();
      await expectNoAxeViolations(page, `/profile/assessments/:id [${language}]`);

      // Delete, after a confirmation: gone from the list and from the database.
      await main(page).getByRole("link", { name: mine.back }).click();
      await expect(page).toHaveURL(new RegExp(`/profile\\?lang=${language}#my-assessments$`));
      await myAssessments(page)
        .getByRole("button", { name: new RegExp(`^${mine.delete}`) })
        .click();
      const confirm = page.getByRole("dialog", { name: mine.confirmTitle });
      await expect(confirm).toBeVisible();
      await expect(confirm.getByText(interpolate(mine.confirmText, { date: dateOf(createdAt) }))).toBeVisible();
      await expectNoAxeViolations(page, `delete confirmation [${language}]`);
      await confirm.getByRole("button", { name: mine.confirm }).click();
      await expectToast(page, language, mine.deleted);
      await expect(myAssessments(page).getByText(mine.empty)).toBeVisible();
      await expect(myAssessments(page).getByRole("article")).toHaveCount(0);
      expect(queryDatabase("SELECT id FROM assessments WHERE id = ?", runId)).toEqual([]);
    });

    test("a run made signed in is saved at once; another account cannot open it, nor claim it with its id alone", async ({
      page,
      browser,
    }) => {
      test.slow();
      const email = uniqueEmail(`${language}-signed-in`);
      await registerThroughApi(page, email, "Amira Haddad");
      const runId = await runWizardFromHome(page);
      await expect(dialog(page).getByText(w.results.savedTitle)).toBeVisible();
      await expect(dialog(page).getByRole("link", { name: w.results.createAccount })).toHaveCount(0);
      expect(queryDatabase<RunRow>("SELECT id, user_id FROM assessments WHERE id = ?", runId)[0]?.user_id).toBe(
        userIdOf(email),
      );
      await dialog(page).getByRole("link", { name: w.results.viewSaved }).click();
      await expect(page).toHaveURL(/\/profile#my-assessments$/);
      await expect(myAssessments(page).getByRole("article")).toHaveCount(1);

      // Someone else, signed in elsewhere, with the run's id (copied from a link) but not the
      // browser's wizard session id: the reopen address is a 404, and the claim is refused.
      const other = await browser.newContext({ locale: language === "fr" ? "fr-FR" : "en-US" });
      const stranger = await other.newPage();
      const strangerEmail = uniqueEmail(`${language}-stranger`);
      await stranger.goto("/");
      await registerThroughApi(stranger, strangerEmail, "Bilal Stranger");
      await signInThroughApi(stranger, strangerEmail, password);
      const response = await stranger.goto(`/profile/assessments/${runId}`);
      expect(response?.status()).toBe(404);
      await stranger.evaluate((id) => {
        window.localStorage.setItem(
          "passerelle_pending_assessments",
          JSON.stringify([{ id, sessionId: "session_1_aaaaaaaaaaaaaaaaaaaaaaaa", savedAt: Date.now() }]),
        );
      }, runId);
      await stranger.goto(`/profile?lang=${language}`);
      await expect(
        stranger
          .getByRole("region", { name: interpolate(t.toast.regionLabel, { hotkey: "F8" }) })
          .getByText(mine.claimFailed),
      ).toBeVisible({ timeout: 15_000 });
      await expect(stranger.getByRole("region", { name: mine.title }).getByText(mine.empty)).toBeVisible();
      expect(queryDatabase<RunRow>("SELECT id, user_id FROM assessments WHERE id = ?", runId)[0]?.user_id).toBe(
        userIdOf(email),
      );
      await other.close();
    });
  });
}
