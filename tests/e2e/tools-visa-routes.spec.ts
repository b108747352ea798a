import type { Page } from "@playwright/test";
import { findVisa } from "../../content/visas/visa-catalogue.ts";
import { catalogs, expect, test, useLanguage, visit } from "./support.ts";

/**
 * One name per thing, in the calculators: their visa lists show each route once under
 * the catalogue's name, and an address naming a route by an alias — the Blue Card's English twin,
 * as the assistant links it — shows the route chosen.
 */
const main = (page: Page) => page.getByRole("main");

for (const language of ["en", "fr"] as const) {
  const t = catalogs[language].tools;
  const blueCard = findVisa("carte-bleue-ue")?.name[language] ?? "";

  test.describe(`planning tools' visa list [${language}]`, () => {
    useLanguage(language);

    test("lists each route once; ?visa=eu-blue-card chooses the EU Blue Card", async ({ page }) => {
      for (const path of [
        "/tools/timeline?visa=eu-blue-card&mode=asap&docs=6",
        "/tools/budget?visa=eu-blue-card&city=lyon&people=1&adults=1&income=3000&savings=5000&months=6&rental=unfurnished",
      ]) {
        await visit(page, path);
        const select = main(page).getByLabel(t.form.visa, { exact: true });
        await expect(select, path).toHaveValue("carte-bleue-ue");
        const labels = await select.locator("option:not([value=''])").allTextContents();
        expect(new Set(labels).size, path).toBe(labels.length);
        expect(
          labels.filter((label) => label.startsWith(blueCard)),
          path,
        ).toEqual([blueCard]);
      }
    });
  });
}
