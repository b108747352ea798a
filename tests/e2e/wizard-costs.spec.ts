import type { Page } from "@playwright/test";
import { formatEuros, visaCostOf } from "../../content/visas/visa-costs.ts";
import { netSalaryTableOn } from "../../content/wizard/recommendation-figures.ts";
import { recommendationTexts } from "../../content/wizard/recommendation-texts.ts";
import { grossOfNet } from "../../core/net-gross.ts";
import { catalogs, expect, expectNoAxeViolations, interpolate, test, useLanguage } from "./support.ts";
import { answerWizardFromHome } from "./wizard-support.ts";

// The wizard agrees with the visa pages (ADR 0023), as a visitor sees it in English and French:
// a tech profile at 2,000-4,000 € net a month sees the talent option capped at 80 % with the
// salary floor beside the band, the band as gross pay (URSSAF's table, ADR 0058) and the reason;
// its cost and processing time are the ones the linked
// visa page shows (the link is followed and both read on screen); under 2,000 € a month the
// talent option is ruled out, with the reason and a link to its page.

/** Intl puts narrow no-break spaces in French numbers: compare with plain spaces. */
const plain = (text: string | null) => (text ?? "").replace(/[\u202f\u00a0]/g, " ").trim();

for (const language of ["en", "fr"] as const) {
  const t = catalogs[language];
  const w = t.wizard;
  const money = (euros: number) =>
    new Intl.NumberFormat(language, { style: "currency", currency: "EUR", maximumFractionDigits: 0 }).format(euros);
  const percent = (score: number) =>
    new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 0 }).format(score / 100);
  const talentName = recommendationTexts["passeport-talent"][language].name;
  const dialog = (page: Page) => page.getByRole("dialog", { name: w.title });
  // The sentence the issue asks for: "needs a gross salary of at least 39,582 € a year — 3,299 € a month".
  const floorNeeds = interpolate(w.results.floorNeeds, { annual: money(39582), monthly: money(3299) });

  async function runWizard(page: Page, income: string) {
    await answerWizardFromHome(page, language, { profession: w.professions.tech, income: income });
    await dialog(page).getByRole("button", { name: w.viewResults, exact: true }).click();
    await expect(dialog(page).getByRole("heading", { name: w.results.heading })).toBeVisible();
  }

  test.describe(`wizard costs and salary floors [${language}]`, () => {
    useLanguage(language);

    test("tech at 2,000-4,000 € a month: talent at 80 % with the floor and the reason; cost and time equal the talent page's", async ({
      page,
    }) => {
      await runWizard(page, interpolate(w.income.range, { range: rangeOf(language) }));

      const top = dialog(page).getByRole("article", { name: talentName, exact: true });
      await expect(top.getByText(w.results.topMatch)).toBeVisible();
      // Capped at 80, not the 95 of the product specification's table.
      await expect(top.getByText(interpolate(w.results.match, { percent: percent(80) }))).toBeVisible();
      await expect(top.getByText(interpolate(w.results.match, { percent: percent(95) }))).toHaveCount(0);

      // The floor beside the band, and why the match is capped.
      const floor = top.locator('[data-figure="salary-floor"]');
      await expect(floor).toHaveAttribute("data-fit", "straddles");
      await expect(floor.getByText(w.results.salaryFloor, { exact: true })).toBeVisible();
      await expect(floor.getByText(floorNeeds, { exact: true })).toBeVisible();
      // The band as answered (net), then as gross pay, the figure compared with the gross floor.
      const table = netSalaryTableOn();
      const grossRange = rangeOf(language, Math.round(grossOfNet(2000, table)), Math.round(grossOfNet(4000, table)));
      await expect(floor.locator("dd").nth(1)).toHaveText(
        `${interpolate(w.results.yourIncome, { band: rangeOf(language) })} — ${interpolate(w.results.yourGross, { band: grossRange })}`,
      );
      await expect(floor.locator('[data-figure="gross-band"]')).toBeVisible();
      await expect(
        floor.getByText(interpolate(w.results.floorStraddles, { percent: percent(80) }), { exact: true }),
      ).toBeVisible();
      await expect(
        floor.getByText(interpolate(w.results.floorMethod, { months: "12" }), { exact: true }),
      ).toBeVisible();

      // The other option is the employee visa; nothing was ruled out.
      const cards = dialog(page).locator("article[data-option]");
      expect(await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-option")))).toEqual([
        "passeport-talent",
        "employee-visa",
      ]);
      await expect(dialog(page).getByRole("heading", { name: w.results.droppedHeading })).toHaveCount(0);
      await expectNoAxeViolations(page, `wizard results, floor straddled [${language}]`);

      // What the result says, read on screen…
      const cost = plain(await top.locator('[data-figure="cost"] dd').first().textContent());
      const breakdown = plain(await top.locator('[data-figure="cost-breakdown"]').textContent());
      const time = plain(await top.locator('[data-figure="processing"] dd').textContent());
      expect(cost).not.toBe(plain(money(269)));
      expect(breakdown.endsWith(cost) || breakdown.includes(`= ${cost}`)).toBe(true);

      // …and on the page its link leads to.
      await top.getByRole("link", { name: w.results.viewChecklist }).click();
      await expect(page).toHaveURL(/\/visa\/passeport-talent$/);
      await expect(dialog(page)).toHaveCount(0);
      const pageTotal = page.locator('[data-fact="cost-total:passeport-talent"]');
      await expect(pageTotal).toBeVisible();
      expect(plain(await pageTotal.textContent())).toBe(cost);
      const pageTime = page.locator('main [data-fact="fact:processing.talent"]').first();
      await expect(pageTime).toBeVisible();
      expect(plain(await pageTime.textContent())).toBe(time);
      // The page's parts, in order, are the result's parts: visa fee + residence-permit tax (a VLS-TS
      // validated online pays no stamp duty).
      const pageParts = (
        await page.locator('[data-cost-breakdown="passeport-talent"] a[data-fact]').allTextContents()
      ).map(plain);
      expect(pageParts).toHaveLength(visaCostOf("passeport-talent")!.parts.length);
      expect(pageParts).toEqual(
        visaCostOf("passeport-talent")!.parts.map((part) => plain(formatEuros(part.value, language))),
      );
      expect(visaCostOf("passeport-talent")!.parts.map((part) => part.role)).toEqual([
        "visa-fee",
        "residence-permit-tax",
      ]);
      let rest = breakdown;
      for (const amount of pageParts) {
        expect(rest, amount).toContain(amount);
        rest = rest.slice(rest.indexOf(amount) + amount.length);
      }
    });

    test("tech under 2,000 € a month: the talent option is ruled out, with the floor, the reason and its page", async ({
      page,
    }) => {
      await runWizard(page, interpolate(w.income.under, { amount: money(2000) }));

      const cards = dialog(page).locator("article[data-option]");
      expect(await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-option")))).toEqual([
        "employee-visa",
      ]);
      const ruledOut = dialog(page).getByRole("region", { name: w.results.droppedHeading });
      await expect(ruledOut).toBeVisible();
      const item = ruledOut.locator('[data-dropped="passeport-talent"]');
      await expect(item.getByText(talentName, { exact: true })).toBeVisible();
      await expect(item).toContainText(floorNeeds);
      await expect(item).toContainText(interpolate(w.results.droppedReason, { band: rangeOf(language, 0, 2000) }));
      await expect(item.getByRole("link", { name: new RegExp(`^${w.results.droppedLink}`) })).toHaveAttribute(
        "href",
        "/visa/passeport-talent",
      );
      await expectNoAxeViolations(page, `wizard results, option ruled out [${language}]`);
    });
  });
}

/** "€2,000–€4,000" / "2 000–4 000 €", as the dialog and the floor line write a band. */
function rangeOf(language: "en" | "fr", min = 2000, max = 4000): string {
  return new Intl.NumberFormat(language, { style: "currency", currency: "EUR", maximumFractionDigits: 0 }).formatRange(
    min,
    max,
  );
}
