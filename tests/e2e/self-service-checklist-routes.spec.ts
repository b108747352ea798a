import type { Page } from "@playwright/test";
import { selfServiceItems } from "../../content/checklist/self-service-items.ts";
import { findVisa } from "../../content/visas/visa-catalogue.ts";
import { visaRouteGroups } from "../../content/visas/visa-routes.ts";
import { addMonths, toIsoDate } from "../../core/calculators/iso-date.ts";
import { registerThroughApi, uniqueEmail, updateDatabase } from "./accounts-support.ts";
import { catalogs, expect, expectNoAxeViolations, queryDatabase, test, useLanguage, visit } from "./support.ts";

// Four months ahead: within the window the set-up form accepts.
const arrival = addMonths(toIsoDate(new Date()), 4);
const main = (page: Page) => page.getByRole("main");

/** A step's title as the page shows it in this language (its text is content). */
function stepTitle(key: string, language: "en" | "fr"): string {
  const item = selfServiceItems.find((candidate) => candidate.key === key);
  if (!item) throw new Error(`no checklist item ${key}`);
  return item.text[language].title;
}

/**
 * One name per thing: the visa list shows each route once, under the catalogue's name;
 * a link naming a route by an alias (the Blue Card's English twin) chooses the route, and a
 * checklist stored under that alias before reads as the route's, its ticks kept.
 */
for (const language of ["en", "fr"] as const) {
  const c = catalogs[language].checklist;
  const blueCard = findVisa("carte-bleue-ue")?.name[language] ?? "";

  test.describe(`self-service checklist's visa list [${language}]`, () => {
    useLanguage(language);

    test("lists each route once under the catalogue's name; an alias in a link or in the database lands on its route", async ({
      page,
    }) => {
      const email = uniqueEmail(`checklist-routes-${language}`);
      await registerThroughApi(page, email);
      await visit(page, "/dashboard?visa=eu-blue-card");
      const select = main(page).getByLabel(c.setup.visa);
      await expect(select).toHaveValue("carte-bleue-ue");
      const options = select.locator("option:not([value=''])");
      await expect(options).toHaveText(
        visaRouteGroups(language).flatMap((group) => group.options.map((option) => option.label)),
      );
      const labels = await options.allTextContents();
      expect(new Set(labels).size).toBe(labels.length);
      expect(labels.filter((label) => label.startsWith(blueCard))).toEqual([blueCard]);

      await main(page).getByLabel(c.setup.arrival).fill(arrival);
      await main(page).getByRole("button", { name: c.setup.create }).click();
      await expect(main(page).getByRole("status").filter({ hasText: c.notices.created })).toBeVisible();
      const [stored] = queryDatabase<{ visa_slug: string }>(
        "SELECT visa_slug FROM self_service_checklists c JOIN users u ON u.id = c.user_id WHERE u.email = ?",
        email,
      );
      expect(stored?.visa_slug).toBe("carte-bleue-ue");
      await main(page)
        .getByRole("checkbox", { name: stepTitle("check-passport", language) })
        .check();
      await expect(main(page).getByRole("checkbox", { name: stepTitle("check-passport", language) })).toBeChecked();
      // The box shows ticked at once; the reload below must come after the tick is stored.
      await expect
        .poll(() =>
          queryDatabase(
            "SELECT item_key FROM self_service_ticks t JOIN users u ON u.id = t.user_id WHERE u.email = ?",
            email,
          ).map((row) => row.item_key),
        )
        .toEqual(["check-passport"]);

      // As an older checklist was stored: under the twin's slug.
      updateDatabase(
        "UPDATE self_service_checklists SET visa_slug = 'eu-blue-card' WHERE user_id = (SELECT id FROM users WHERE email = ?)",
        email,
      );
      await page.reload();
      await expect(main(page).getByRole("link", { name: blueCard, exact: true })).toHaveAttribute(
        "href",
        /^\/visa\/carte-bleue-ue/,
      );
      await expect(main(page).getByRole("checkbox", { name: stepTitle("check-passport", language) })).toBeChecked();
      await expectNoAxeViolations(page, `/dashboard (checklist on an alias, ${language})`);
    });
  });
}
