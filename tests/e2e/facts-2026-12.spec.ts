import type { Page } from "@playwright/test";
import { currentAmount, currentFact, factOn } from "../../content/facts/fact-on.ts";
import type { FactId } from "../../content/facts/facts.ts";
import { formatFact, formatFactDate } from "../../content/facts/format-fact.ts";
import { figureOfFact } from "../../content/prose/resolve-figures.ts";
import { netSalaryTableOn } from "../../content/wizard/recommendation-figures.ts";
import { recommendationTexts } from "../../content/wizard/recommendation-texts.ts";
import { regimeText } from "../../content/wizard/regime-texts.ts";
import { countryName } from "../../core/countries.ts";
import { grossOfNet } from "../../core/net-gross.ts";
import type { OptionId } from "../../core/recommend.ts";
import { monthlyOfAnnual } from "../../core/salary-floor.ts";
import { catalogs, expect, expectNoAxeViolations, interpolate, test, useLanguage, visit } from "./support.ts";

// The figures of December 2026 as a reader sees them, in English and French (ADR 0057, 0058):
// the visitor page shows the net SMIC of 1 June 2026 and says in its sources what it was before;
// the auto-entrepreneur page shows the 2026 micro-entrepreneur ceilings and contribution rates;
// the quick wizard compares a net income converted to gross with the Blue Card's gross floor,
// replaces the talent options for Algerians by the Franco-Algerian regime, scores a retiree against
// the net SMIC, and says on the income step what the figure is. Every expected text is built from
// the registry and the engine's inputs, with the site's own formatters.

/** Intl puts narrow no-break spaces in French numbers: compare with plain spaces. */
const plain = (text: string | null) =>
  (text ?? "")
    .replace(/[\u202f\u00a0]/g, " ")
    .replace(/\s+/g, " ")
    .trim();

const smicNet = "smic.monthly-net" satisfies FactId;
const microFacts = [
  "micro-entrepreneur.turnover-ceiling-sales",
  "micro-entrepreneur.turnover-ceiling-services",
  "micro-entrepreneur.contribution-rate-sales",
  "micro-entrepreneur.contribution-rate-services-bic",
  "micro-entrepreneur.contribution-rate-liberal-bnc",
] as const satisfies readonly FactId[];

test("the registry holds the figures this spec expects on the pages", () => {
  // The SMIC revaluation of 1 June 2026 (arrêté du 22 mai 2026): about 1,478 € net, 1,443 € before.
  expect(currentFact(smicNet)).toMatchObject({ value: 1478, since: "2026-06-01", previous: { value: 1443 } });
  expect(microFacts.map((id) => currentFact(id).value)).toEqual([203100, 83600, 12.3, 21.2, 25.6]);
  expect(currentAmount("eu-blue-card.min-annual-salary")).toBe(59373);
});

for (const language of ["en", "fr"] as const) {
  const t = catalogs[language];
  const w = t.wizard;
  const money = new Intl.NumberFormat(language, { style: "currency", currency: "EUR", maximumFractionDigits: 0 });
  const percent = (score: number) =>
    new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 0 }).format(score / 100);
  const optionName = (id: OptionId) => recommendationTexts[id][language].name;

  test.describe(`December 2026 figures on the visa pages [${language}]`, () => {
    useLanguage(language);

    test("the visitor page shows the June 2026 net SMIC as its floor, and its sources say what changed", async ({
      page,
    }) => {
      await visit(page, "/visa/visiteur-touriste");
      const figure = figureOfFact(smicNet, language);
      // "€1,478 per month (approx.)" / "1 478 € par mois (environ)".
      expect(plain(figure.text)).toBe(
        plain(language === "en" ? "€1,478 per month (approx.)" : "1 478 € par mois (environ)"),
      );

      // Every place the page shows the figure (key figures, conditions, sources) shows today's value.
      const shown = page.locator(`main [data-fact="${figure.key}"]`);
      expect(await shown.count()).toBeGreaterThanOrEqual(3);
      for (const text of await shown.allTextContents()) expect(plain(text)).toBe(plain(figure.text));
      await expect(page.locator("#key-figures-heading + dl").locator(`[data-fact="${figure.key}"]`)).toBeVisible();
      const conditions = page.locator("main #conditions");
      await expect(conditions.locator(`[data-fact="${figure.key}"]`).first()).toBeVisible();

      // The sources list: the figure with its change note, since 1 June 2026, the old value before.
      const previous = formatFact(factOn(smicNet, "2026-05-31"), language);
      expect(plain(previous)).toBe(
        plain(language === "en" ? "€1,443 per month (approx.)" : "1 443 € par mois (environ)"),
      );
      expect(figure.change).toEqual({ since: formatFactDate("2026-06-01", language), previous });
      const sources = page.locator("#sources");
      await expect(sources.locator(`[data-fact="${figure.key}"]`)).toBeVisible();
      const change = sources.locator(`[data-fact-change="${figure.key}"]`);
      await expect(change).toBeVisible();
      expect(plain(await change.textContent())).toBe(
        plain(`(${interpolate(t.content.changedSince, { since: figure.change!.since, previous })})`),
      );
      expect(plain(await change.textContent())).toContain(language === "en" ? "June 1, 2026" : "1 juin 2026");
      // The old value is only in that note.
      const outsideNote = plain(
        await page.locator("main").evaluate((main) => {
          const copy = main.cloneNode(true) as HTMLElement;
          for (const note of copy.querySelectorAll("[data-fact-change]")) note.remove();
          return copy.textContent;
        }),
      );
      expect(outsideNote).not.toContain(plain(previous));
      await expectNoAxeViolations(page, `/visa/visiteur-touriste [${language}]`);
    });

    test("the auto-entrepreneur page shows the 2026 turnover ceilings and contribution rates", async ({ page }) => {
      await visit(page, "/visa/auto-entrepreneur");
      const keyFigures = page.locator("#key-figures-heading + dl");
      await expect(keyFigures).toBeVisible();
      for (const id of microFacts) {
        const text = plain(formatFact(currentFact(id), language));
        const shown = page.locator(`main [data-fact="fact:${id}"]`);
        // In the key figures, in the text (conditions or costs) and in the sources.
        expect(await shown.count(), id).toBeGreaterThanOrEqual(3);
        for (const value of await shown.allTextContents()) expect(plain(value), id).toBe(text);
        await expect(keyFigures.locator(`[data-fact="fact:${id}"]`), id).toBeVisible();
      }
      // As a reader reads them: 203,100 / 83,600 € a year; 12.3 %, 21.2 %, 25.6 %.
      const texts = microFacts.map((id) => plain(formatFact(currentFact(id), language)));
      expect(texts).toEqual(
        language === "en"
          ? ["€203,100 per year", "€83,600 per year", "12.3%", "21.2%", "25.6%"]
          : ["203 100 € par an", "83 600 € par an", "12,3 %", "21,2 %", "25,6 %"],
      );
      const conditions = plain(await page.locator("main #conditions").textContent());
      for (const ceiling of texts.slice(0, 2)) expect(conditions).toContain(ceiling);
      const costs = plain(await page.locator("main #costs").textContent());
      for (const rate of texts.slice(2)) expect(costs).toContain(rate);
      await expectNoAxeViolations(page, `/visa/auto-entrepreneur [${language}]`);
    });
  });

  test.describe(`December 2026 figures in the quick wizard [${language}]`, () => {
    useLanguage(language);

    const dialog = (page: Page) => page.getByRole("dialog", { name: w.title });
    const optionCard = (page: Page, id: OptionId) =>
      dialog(page).getByRole("article", { name: optionName(id), exact: true });
    const optionOrder = (page: Page) =>
      dialog(page)
        .locator("article[data-option]")
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-option")));

    /**
     * Opens the wizard from the home page and answers its questions; on the income step, checks
     * the hint the profession calls for before answering.
     */
    async function runWizard(
      page: Page,
      answers: { country: string; profession: string; income: string; hint: "salary" | "retiree" | "student" },
    ) {
      await visit(page, "/");
      await page.getByRole("region", { name: t.home.title }).getByRole("button", { name: t.home.hero.start }).click();
      const name = countryName(answers.country, language);
      await dialog(page).getByRole("searchbox", { name: w.country.searchLabel }).fill(name);
      await dialog(page).getByRole("radio", { name, exact: true }).check();
      await dialog(page).getByRole("button", { name: w.continue, exact: true }).click();
      await dialog(page).getByRole("radio", { name: answers.profession, exact: true }).check();
      await dialog(page).getByRole("button", { name: w.continue, exact: true }).click();
      const hint = dialog(page).locator("[data-income-hint]");
      await expect(hint).toHaveAttribute("data-income-hint", answers.hint);
      await expect(hint).toHaveText(w.income.hints[answers.hint]);
      await dialog(page).getByRole("radio", { name: answers.income, exact: true }).check();
      await dialog(page).getByRole("button", { name: w.viewResults, exact: true }).click();
      await expect(dialog(page).getByRole("heading", { name: w.results.heading })).toBeVisible();
    }

    test("the income step says net take-home pay for Technology and resources for Retired", async ({ page }) => {
      // Two states of the step, each checked with axe.
      test.slow();
      await visit(page, "/");
      await page.getByRole("region", { name: t.home.title }).getByRole("button", { name: t.home.hero.start }).click();
      const name = countryName("IN", language);
      await dialog(page).getByRole("searchbox", { name: w.country.searchLabel }).fill(name);
      await dialog(page).getByRole("radio", { name, exact: true }).check();
      await dialog(page).getByRole("button", { name: w.continue, exact: true }).click();
      const hint = dialog(page).locator("[data-income-hint]");
      for (const [profession, kind] of [
        [w.professions.tech, "salary"],
        [w.professions.retiree, "retiree"],
      ] as const) {
        await dialog(page).getByRole("radio", { name: profession, exact: true }).check();
        await dialog(page).getByRole("button", { name: w.continue, exact: true }).click();
        await expect(hint).toHaveAttribute("data-income-hint", kind);
        await expect(hint).toHaveText(w.income.hints[kind]);
        await expectNoAxeViolations(page, `wizard income step, ${kind} hint [${language}]`);
        await dialog(page).getByRole("button", { name: w.back, exact: true }).click();
      }
      expect(w.income.hints.salary).not.toBe(w.income.hints.retiree);
    });

    test("India, Technology, €4,000–6,000 net: the EU Blue Card at 90 %, its gross floor reached by the gross band", async ({
      page,
    }) => {
      const band = money.formatRange(4000, 6000);
      await runWizard(page, {
        country: "IN",
        profession: w.professions.tech,
        income: interpolate(w.income.range, { range: band }),
        hint: "salary",
      });
      expect(await optionOrder(page)).toEqual(["passeport-talent", "eu-blue-card", "employee-visa"]);

      const blueCard = optionCard(page, "eu-blue-card");
      await expect(blueCard.getByText(interpolate(w.results.match, { percent: percent(90) }))).toBeVisible();
      await expect(blueCard.getByText(interpolate(w.results.match, { percent: percent(80) }))).toHaveCount(0);

      const annual = currentAmount("eu-blue-card.min-annual-salary");
      const monthly = monthlyOfAnnual(annual);
      const floor = blueCard.locator('[data-figure="salary-floor"]');
      await expect(floor).toHaveAttribute("data-fit", "above");
      await expect(
        floor.getByText(
          interpolate(w.results.floorNeeds, { annual: money.format(annual), monthly: money.format(monthly) }),
          { exact: true },
        ),
      ).toBeVisible();
      await expect(floor.getByText(w.results.floorAbove, { exact: true })).toBeVisible();
      await expect(floor).not.toContainText(interpolate(w.results.floorStraddles, { percent: percent(80) }));

      // The band as answered (net), then as gross pay by URSSAF's table in force today.
      const table = netSalaryTableOn();
      const gross = { min: Math.round(grossOfNet(4000, table)), max: Math.round(grossOfNet(6000, table)) };
      expect(gross.min).toBeGreaterThanOrEqual(monthly);
      const income = plain(await floor.locator("dd").nth(1).textContent());
      expect(income).toContain(plain(interpolate(w.results.yourIncome, { band })));
      const grossBand = floor.locator('[data-figure="gross-band"]');
      await expect(grossBand).toBeVisible();
      expect(plain(await grossBand.textContent())).toContain(
        plain(interpolate(w.results.yourGross, { band: money.formatRange(gross.min, gross.max) })),
      );
      await expectNoAxeViolations(page, `wizard results, Blue Card above its floor [${language}]`);
    });

    test("Algeria, Technology, over €6,000: no talent card; the Franco-Algerian regime explained; talent and Blue Card ruled out for it", async ({
      page,
    }) => {
      await runWizard(page, {
        country: "DZ",
        profession: w.professions.tech,
        income: interpolate(w.income.over, { amount: money.format(6000) }),
        hint: "salary",
      });
      expect(await optionOrder(page)).toEqual(["employee-visa"]);
      await expect(optionCard(page, "passeport-talent")).toHaveCount(0);
      await expect(optionCard(page, "eu-blue-card")).toHaveCount(0);

      const regime = regimeText("franco-algerian", language);
      const regimes = dialog(page).getByRole("region", { name: w.results.regimesHeading });
      await expect(regimes).toBeVisible();
      const note = regimes.locator('[data-regime="franco-algerian"]');
      await expect(note.getByText(regime.title, { exact: true })).toBeVisible();
      await expect(note.getByText(regime.text, { exact: true })).toBeVisible();
      await expect(note.getByRole("link", { name: regime.sourceLabel })).toHaveAttribute("href", regime.sourceUrl);
      await expect(regimes.locator("[data-regime]")).toHaveCount(1);

      const ruledOut = dialog(page).getByRole("region", { name: w.results.droppedHeadingRegime });
      await expect(ruledOut).toBeVisible();
      for (const [id, href] of [
        ["passeport-talent", "/visa/passeport-talent"],
        ["eu-blue-card", "/visa/carte-bleue-ue"],
      ] as const) {
        const item = ruledOut.locator(`[data-dropped="${id}"]`);
        await expect(item.getByText(optionName(id), { exact: true })).toBeVisible();
        await expect(
          item.getByText(interpolate(w.results.droppedRegime, { regime: regime.title }), { exact: true }),
        ).toBeVisible();
        // Ruled out by nationality, not by a salary floor.
        await expect(item.locator('[data-figure="salary-floor"]')).toHaveCount(0);
        await expect(item).not.toContainText(plain(w.results.droppedReason.split("{{")[0]!));
        await expect(item.getByRole("link", { name: new RegExp(`^${w.results.droppedLink}`) })).toHaveAttribute(
          "href",
          href,
        );
      }
      await expectNoAxeViolations(page, `wizard results, Franco-Algerian regime [${language}]`);
    });

    test("United States, Retired, under €2,000: the visitor option at 80 % with the net SMIC as its resources floor", async ({
      page,
    }) => {
      await runWizard(page, {
        country: "US",
        profession: w.professions.retiree,
        income: interpolate(w.income.under, { amount: money.format(2000) }),
        hint: "retiree",
      });
      const visitor = optionCard(page, "retiree-visitor-visa");
      await expect(visitor).toBeVisible();
      expect((await optionOrder(page))[0]).toBe("retiree-visitor-visa");
      await expect(visitor.getByText(interpolate(w.results.match, { percent: percent(80) }))).toBeVisible();
      await expect(visitor.getByText(interpolate(w.results.match, { percent: percent(90) }))).toHaveCount(0);

      const floor = visitor.locator('[data-figure="resources-floor"]');
      await expect(floor).toHaveAttribute("data-fit", "straddles");
      await expect(floor.getByText(w.results.resourcesFloor, { exact: true })).toBeVisible();
      await expect(
        floor.getByText(interpolate(w.results.resourcesNeeds, { floor: money.format(currentAmount(smicNet)) }), {
          exact: true,
        }),
      ).toBeVisible();
      await expect(
        floor.getByText(interpolate(w.results.yourResources, { band: money.formatRange(0, 2000) }), { exact: true }),
      ).toBeVisible();
      await expect(
        floor.getByText(interpolate(w.results.floorStraddles, { percent: percent(80) }), { exact: true }),
      ).toBeVisible();
      // A retiree has no salary floor, and no gross conversion: both sides are net.
      await expect(visitor.locator('[data-figure="salary-floor"]')).toHaveCount(0);
      await expect(visitor.locator('[data-figure="gross-band"]')).toHaveCount(0);
      await expect(floor.getByText(w.results.resourcesMethod, { exact: true })).toBeVisible();
      await expectNoAxeViolations(page, `wizard results, visitor resources floor [${language}]`);
    });
  });
}
