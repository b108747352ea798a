import type { Page } from "@playwright/test";
import { countryName } from "../../core/countries.ts";
import { catalogs, type Language, visit } from "./support.ts";

/** The quick wizard's dialog, by its accessible name in this language. */
export function wizardDialog(page: Page, language: Language) {
  return page.getByRole("dialog", { name: catalogs[language].wizard.title });
}

/**
 * Opens the wizard with the home page's start button and answers its three questions (a citizen
 * of India, this profession and income band), leaving the last press — "View results" — to the
 * walk, which may want to wait for the answer or hold it back first.
 */
export async function answerWizardFromHome(
  page: Page,
  language: Language,
  answers: { profession: string; income: string },
): Promise<void> {
  const t = catalogs[language];
  const w = t.wizard;
  const dialog = wizardDialog(page, language);
  await visit(page, "/");
  await page.getByRole("region", { name: t.home.title }).getByRole("button", { name: t.home.hero.start }).click();
  const name = countryName("IN", language);
  await dialog.getByRole("searchbox", { name: w.country.searchLabel }).fill(name);
  await dialog.getByRole("radio", { name, exact: true }).check();
  await dialog.getByRole("button", { name: w.continue, exact: true }).click();
  await dialog.getByRole("radio", { name: answers.profession, exact: true }).check();
  await dialog.getByRole("button", { name: w.continue, exact: true }).click();
  await dialog.getByRole("radio", { name: answers.income, exact: true }).check();
}
