import type { Page } from "@playwright/test";
import { currentFact } from "../../content/facts/fact-on.ts";
import type { FactId } from "../../content/facts/facts.ts";
import { formatFact } from "../../content/facts/format-fact.ts";
import { formatEuros } from "../../core/plans-catalogue.ts";
import { registerThroughApi, uniqueEmail, updateDatabase } from "./accounts-support.ts";
import { catalogs, expect, expectNoAxeViolations, type Language, test, useLanguage, visit } from "./support.ts";

/**
 * The assistant answers the question asked (ADR 0079): a student's resources and working hours, a
 * designer's salary against both talent floors with her husband's right to work, and a follow-up
 * ("and in Lyon?") read with the conversation so far. Every figure is read from the registry here,
 * never retyped.
 */

const questions = {
  en: {
    student:
      "I'm a Moroccan student admitted to a master's in Lyon. How much money do I need to prove per month, and can I work on the side?",
    designer: "I am a Lebanese product designer with a job offer in Paris paying 52,000 EUR. Can my husband work?",
    followUp: "and in Lyon?",
    spouseWorks: "your spouse may work",
    lyon: "Cost of living in Lyon for 2 people",
  },
  fr: {
    student:
      "Je suis étudiante marocaine admise en master à Lyon. Combien d'argent dois-je prouver par mois et est-ce que je peux travailler à côté ?",
    designer:
      "Je suis designer produit libanaise, j'ai une offre d'emploi à Paris à 52 000 EUR. Mon mari peut-il travailler ?",
    followUp: "et à Lyon ?",
    spouseWorks: "votre conjoint peut travailler",
    lyon: "Coût de la vie à Lyon pour 2 personnes",
  },
} as const;

/** Text as a person reads it: every kind of space as one. */
const plain = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();
const figure = (id: FactId, language: Language) => plain(formatFact(currentFact(id), language));
const amount = (id: FactId) => {
  const value = currentFact(id).value;
  if (typeof value !== "number") throw new Error(`${id} is not an amount`);
  return value;
};
const euros = (value: number, language: Language) => plain(formatEuros(Math.round(value * 100), language));

async function ask(page: Page, language: Language, question: string) {
  const a = catalogs[language].assistant;
  await page.getByRole("textbox", { name: a.composer.label }).fill(question);
  await page.getByRole("button", { name: a.composer.ask }).click();
  const thread = page.getByRole("region", { name: a.thread.label });
  await expect(thread.getByText(question, { exact: true })).toBeVisible();
  // Once complete, the conversation has its own address (the page moves to it).
  await expect(page).toHaveURL(/\/assistant\/[0-9a-f-]{36}$/, { timeout: 15_000 });
  return async () => plain(await page.getByRole("region", { name: a.thread.label }).textContent());
}

for (const language of ["en", "fr"] as const) {
  const q = questions[language];

  test.describe(`the assistant answers the question asked [${language}]`, () => {
    useLanguage(language);

    test.beforeEach(async ({ page }) => {
      const email = uniqueEmail(`answers-${language}`);
      await registerThroughApi(page, email);
      updateDatabase("UPDATE users SET plan = 'premium' WHERE email = ?", email);
      await visit(page, "/assistant");
    });

    test("a student's resources and working hours, from the registry", async ({ page }) => {
      const text = await ask(page, language, q.student);
      await expect.poll(text, { timeout: 15_000 }).toContain(figure("student.min-monthly-resources", language));
      await expect.poll(text).toContain(String(amount("student.max-work-hours-per-year")));
      await expect(page.locator('a[href^="/visa/etudiant"]').first()).toBeVisible();
      await expectNoAxeViolations(page, `/assistant student answer [${language}]`);
    });

    test("a salary against both talent floors, the husband's right to work, and a follow-up that keeps the household", async ({
      page,
    }) => {
      const text = await ask(page, language, q.designer);
      const salary = 52_000;
      const blueCard = amount("eu-blue-card.min-annual-salary");
      const talent = amount("talent.qualified-employee.min-annual-salary");
      await expect.poll(text, { timeout: 15_000 }).toContain(euros(salary, language));
      await expect.poll(text).toContain(euros(blueCard, language));
      await expect.poll(text).toContain(euros(talent, language));
      // Below one floor (with the gap), above the other.
      await expect.poll(text).toContain(euros(blueCard - salary, language));
      expect(salary).toBeGreaterThan(talent);
      await expect.poll(text).toContain(q.spouseWorks);
      await expectNoAxeViolations(page, `/assistant salary answer [${language}]`);

      // The follow-up names only a city: the household of two (she and her husband) is kept.
      const next = await ask(page, language, q.followUp);
      await expect.poll(next, { timeout: 15_000 }).toContain(q.lyon);
    });
  });
}
