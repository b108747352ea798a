import type { Page } from "@playwright/test";
import { catalogs, expect, expectNoAxeViolations, test, useLanguage, visit } from "./support.ts";

// Promises kept on the pages around the wizard (ADR 0024): the wizard opens from the
// visa pages and the visa overview, the home hero shows what works instead of an assistant that
// is "online" but never answers (it now links to the real one), and a "coming soon" page
// offers the three things that work today.

/** What the hero used to claim: an assistant "online" and "typing" that did not exist. */
const oldClaims = {
  en: ["Online", "The assistant is typing…", "AI relocation assistant"],
  fr: ["En ligne", "L'assistant est en train d'écrire…", "Assistant d'expatriation IA"],
} as const;

for (const language of ["en", "fr"] as const) {
  const t = catalogs[language];
  const w = t.wizard;
  const dialog = (page: Page) => page.getByRole("dialog", { name: w.title });

  /** The wizard is open on its first question, with the whole country list to search. */
  async function expectWizardOpen(page: Page) {
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole("heading", { name: w.questions.country })).toBeVisible();
    const radios = dialog(page).getByRole("radiogroup", { name: w.questions.country }).getByRole("radio");
    expect(await radios.count()).toBeGreaterThan(150);
  }

  test.describe(`the wizard beyond the home page [${language}]`, () => {
    useLanguage(language);

    for (const path of ["/visa/passeport-talent", "/visa/etudiant", "/visa"]) {
      test(`opens from ${path}`, async ({ page }) => {
        const response = await visit(page, path);
        expect(response?.status()).toBe(200);
        const prompt = page.getByRole("complementary", { name: w.prompt.title });
        await expect(prompt.getByText(w.prompt.text)).toBeVisible();
        await expectNoAxeViolations(page, `${path} with the wizard prompt [${language}]`);
        await prompt.getByRole("button", { name: w.prompt.start }).click();
        await expectWizardOpen(page);
        await expectNoAxeViolations(page, `${path}, wizard open [${language}]`);
        // Closing gives focus back to the button that opened it.
        await page.keyboard.press("Escape");
        await expect(dialog(page)).toBeHidden();
        await expect(prompt.getByRole("button", { name: w.prompt.start })).toBeFocused();
      });
    }
  });

  test.describe(`honest placeholders [${language}]`, () => {
    useLanguage(language);

    test("the home hero presents the working assessment and the assistant, which opens from it", async ({ page }) => {
      await visit(page, "/");
      const hero = page.getByRole("region", { name: t.home.title });
      await expect(hero.getByText(t.home.hero.cardTitle)).toBeVisible();
      await expect(hero.getByText(t.home.hero.cardStatus)).toBeVisible();
      await expect(hero.getByText(t.home.hero.assistantNow)).toBeVisible();
      for (const question of [w.questions.country, w.questions.profession, w.questions.income]) {
        await expect(hero.getByRole("listitem").filter({ hasText: question })).toBeVisible();
      }
      for (const claim of oldClaims[language]) await expect(page.getByText(claim, { exact: true })).toHaveCount(0);
      // The chat example is labelled as one, and its call to action opens the assistant's page.
      const preview = page.getByRole("region", { name: t.home.preview.heading });
      await expect(preview.getByText(t.home.preview.intro)).toBeVisible();
      await expect(preview.getByRole("link", { name: t.home.preview.cta })).toHaveAttribute("href", /^\/assistant/);
      await expect(hero.getByRole("link", { name: t.home.hero.assistantLink })).toHaveAttribute("href", /^\/assistant/);
      // The hero's second button leads to the e-mail checklist, which works today.
      await hero.getByRole("link", { name: t.home.hero.freeChecklist }).click();
      await expect(page).toHaveURL(/#free-checklist$/);
      await expect(page.getByRole("region", { name: t.emailCapture.title })).toBeInViewport();
      await expectNoAxeViolations(page, `/ hero [${language}]`);
    });
  });
}
