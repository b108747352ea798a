import type { Browser, Page } from "@playwright/test";
import { budgetForMove } from "../../content/calculators/budget-for-move.ts";
import { toolChoices } from "../../content/calculators/tool-choices.ts";
import { findVisa } from "../../content/visas/visa-catalogue.ts";
import { visaCostOf } from "../../content/visas/visa-costs.ts";
import { parseBudgetQuery } from "../../core/calculators/tool-query.ts";
import { registerThroughApi, uniqueEmail, updateDatabase } from "./accounts-support.ts";
import {
  allowConsoleErrors,
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
 * The planning tools (ADR 0032): the cost-of-living, budget and timeline calculators with known
 * inputs show the totals their unit tests assert (content/calculators/calculators.test.ts); the
 * inputs live in the address and the pages work without JavaScript; visitors and free members
 * get one city's cost of living and an honest upgrade prompt instead of the other results; a
 * premium member saves a scenario, finds it on /tools, reopens, renames and deletes it.
 */

const costQuery = "city=lyon&housing=one-bedroom&people=1&lifestyle=moderate";
const budgetQuery = "income=3000&savings=5000&months=6&people=1&adults=1&city=lyon&visa=salarie&rental=unfurnished";
const timelineQuery = "visa=salarie&mode=date&arrival=2030-09-01&docs=6";

// The totals of the unit tests, for the inputs above.
const lyonMonthly = { low: 1333, typical: 1696, high: 2300 };
const lyonYearly = { low: 15996, typical: 20352, high: 27600 };
// The budget as the planner composes it from the registry for the address above (the employee
// visa's cost as its page shows it, content/calculators/calculators.test.ts): the page must agree.
const budget = budgetOf(budgetQuery);
const timeline = {
  latestStart: "2030-03-09",
  arrival: "2030-09-01",
  completion: "2030-09-29",
  validationDeadline: "2030-12-01",
};

const main = (page: Page) => page.getByRole("main");

function budgetOf(query: string) {
  const parsed = parseBudgetQuery(new URLSearchParams(query), toolChoices);
  if (parsed.status !== "valid") throw new Error(`The budget address is not valid: ${query}`);
  const plan = budgetForMove(parsed.input).budget;
  // The visa line is the employee page's total: nothing added on the way.
  if (plan.visaAndLegal !== visaCostOf(parsed.input.visa)?.total) throw new Error("The budget's visa line drifted");
  return {
    visa: plan.visaAndLegal,
    total: plan.total,
    toSave: plan.toSave,
    monthlyTarget: plan.monthlySavingTarget,
    progress: plan.progressPercent,
  };
}

function formats(language: Language) {
  const euros = new Intl.NumberFormat(language, { style: "currency", currency: "EUR", maximumFractionDigits: 0 });
  const date = new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" });
  const percent = new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 0 });
  return {
    euros: (amount: number) => euros.format(amount),
    date: (iso: string) => date.format(new Date(`${iso}T00:00:00Z`)),
    percent: (value: number) => percent.format(value / 100),
  };
}

/** A signed-in member's page in its own context (with or without JavaScript). */
async function memberPage(browser: Browser, language: Language, plan: "free" | "premium", javaScriptEnabled = true) {
  const context = await browser.newContext({ locale: localeFor[language], baseURL: baseUrl(), javaScriptEnabled });
  await setLanguageCookie(context, language);
  await setConsentCookie(context, consentValue("accepted"));
  const page = await context.newPage();
  const email = uniqueEmail(`tools-${plan}-${language}`);
  await registerThroughApi(page, email);
  if (plan === "premium") updateDatabase("UPDATE users SET plan = 'premium' WHERE email = ?", email);
  return { page, email };
}

for (const language of ["en", "fr"] as const) {
  const t = catalogs[language].tools;
  const city = catalogs[language].cities.names;
  const f = formats(language);

  async function expectLyonCosts(page: Page) {
    const result = main(page).locator('[data-city-result="lyon"]');
    await expect(
      result.getByRole("heading", { name: interpolate(t.costOfLiving.resultTitle, { city: city.lyon }) }),
    ).toBeVisible();
    for (const [period, range] of [
      ["monthly", lyonMonthly],
      ["yearly", lyonYearly],
    ] as const) {
      const total = result.locator(`[data-total="${period}"]`);
      await expect(total.locator('[data-amount="typical"]')).toHaveText(f.euros(range.typical));
      await expect(total.locator('[data-amount="low"]')).toHaveText(f.euros(range.low));
      await expect(total.locator('[data-amount="high"]')).toHaveText(f.euros(range.high));
    }
    // The chart has a name, and its table equivalent carries the same totals.
    await expect(
      result.getByRole("img", { name: interpolate(t.costOfLiving.chartTitle, { city: city.lyon }) }),
    ).toBeVisible();
    const table = result.getByRole("table", { name: interpolate(t.costOfLiving.tableCaption, { city: city.lyon }) });
    const monthlyRow = table.getByRole("row", { name: new RegExp(`^${t.costOfLiving.monthly}`) });
    await expect(monthlyRow.getByRole("cell")).toHaveText([
      f.euros(lyonMonthly.low),
      f.euros(lyonMonthly.typical),
      f.euros(lyonMonthly.high),
    ]);
    // Our rules are labelled as ours; the dataset's basis is in the sources.
    await expect(main(page).getByRole("heading", { name: new RegExp(t.assumptions.title) })).toBeVisible();
    await expect(main(page).locator("#sources")).toBeVisible();
  }

  test.describe(`planning tools [${language}]`, () => {
    useLanguage(language);

    test("a visitor fills the cost-of-living form and reads Lyon's totals; the address reproduces them", async ({
      page,
    }) => {
      await visit(page, "/tools/cost-of-living");
      await expect(main(page).getByRole("heading", { level: 1, name: t.costOfLiving.title })).toBeVisible();
      await main(page).getByLabel(t.form.city, { exact: true }).selectOption("lyon");
      await main(page).getByLabel(t.form.housing).selectOption("one-bedroom");
      await main(page).getByLabel(t.form.people).fill("1");
      await main(page).getByLabel(t.form.lifestyle).selectOption("moderate");
      await main(page).getByRole("button", { name: t.form.submit }).click();
      await expect(page).toHaveURL(new RegExp(`/tools/cost-of-living\\?${costQuery}`));
      await expectLyonCosts(page);
      // A visitor has one city at a time and no comparison slots; the page says what Premium adds.
      await expect(main(page).getByLabel(t.form.compareWith)).toHaveCount(0);
      await expect(main(page).locator('[data-plan-note="free"]')).toBeVisible();
      await expect(main(page).getByRole("link", { name: t.seePremium })).toHaveAttribute("href", /\/pricing/);
      await expectNoAxeViolations(page, `/tools/cost-of-living [${language}]`);

      // Two cities asked for in the address: the free calculator shows the first and says why.
      await visit(page, `/tools/cost-of-living?city=lyon&city=nice&housing=one-bedroom&people=1&lifestyle=moderate`);
      await expect(main(page).locator("[data-limit-notice]")).toBeVisible();
      await expect(main(page).locator("[data-city-result]")).toHaveCount(1);
      await expectLyonCosts(page);
    });

    test("garbage in the address gets a 400 with translated messages, never a 500", async ({ page }) => {
      // The browser logs the page's 400 status itself: expected here.
      allowConsoleErrors(page, /status of 400/);
      const response = await page.goto("/tools/budget?income=abc&savings=-1&months=99&people=0&city=atlantis&visa=x");
      expect(response?.status()).toBe(400);
      const alert = main(page).getByRole("alert");
      await expect(alert).toContainText(t.form.errorSummary);
      await expect(alert).toContainText(t.errors.visaInvalid);
      await expect(alert).toContainText(t.errors.cityInvalid);
      const timelineResponse = await page.goto("/tools/timeline?visa=salarie&mode=date&arrival=2020-01-01&docs=6");
      expect(timelineResponse?.status()).toBe(400);
      await expect(main(page).getByRole("alert")).toContainText(t.errors.arrivalPast);
    });

    test("a free member sees the budget and timeline forms with an upgrade prompt instead of a result", async ({
      browser,
    }) => {
      const { page } = await memberPage(browser, language, "free");
      await visit(page, `/tools/budget?${budgetQuery}`);
      const prompt = main(page).locator("[data-upgrade-prompt]");
      await expect(prompt.getByRole("heading", { name: t.upgrade.title })).toBeVisible();
      await expect(prompt).toContainText(t.upgrade.budget);
      await expect(prompt.getByRole("link", { name: t.upgrade.cta })).toHaveAttribute("href", /\/pricing/);
      await expect(main(page).locator("[data-budget-result]")).toHaveCount(0);
      await expect(main(page).getByText(f.euros(budget.total))).toHaveCount(0);
      // The form stays, filled with the inputs of the address.
      await expect(main(page).getByLabel(t.form.income)).toHaveValue("3000");
      await expectNoAxeViolations(page, `/tools/budget, free [${language}]`);

      await visit(page, `/tools/timeline?${timelineQuery}`);
      await expect(main(page).locator("[data-upgrade-prompt]")).toContainText(t.upgrade.timeline);
      await expect(main(page).locator("[data-timeline-result]")).toHaveCount(0);
      // No scenario to save, and the API agrees.
      await expect(main(page).getByRole("button", { name: t.save.submit })).toHaveCount(0);
      const refused = await page.request.post("/api/scenarios", {
        headers: { origin: baseUrl() },
        data: { tool: "budget", name: "x", query: budgetQuery },
      });
      expect(refused.status()).toBe(403);
      await page.context().close();
    });

    test("a premium member reads the budget and timeline totals, saves a scenario and reopens it", async ({
      browser,
    }) => {
      const { page, email } = await memberPage(browser, language, "premium");
      await visit(page, `/tools/budget?${budgetQuery}`);
      const result = main(page).locator("[data-budget-result]");
      await expect(result.locator('[data-item="visaAndLegal"] td')).toHaveText(f.euros(budget.visa));
      await expect(result.locator('[data-item="total"] td')).toHaveText(f.euros(budget.total));
      await expect(result.locator('[data-figure="to-save"] dd')).toHaveText(f.euros(budget.toSave));
      await expect(result.locator('[data-figure="monthly-target"] dd')).toHaveText(f.euros(budget.monthlyTarget));
      await expect(result.locator(`[data-progress="${budget.progress}"]`)).toHaveText(
        interpolate(t.budget.progress, { percent: f.percent(budget.progress) }),
      );
      // The employee visa has no resources figure in the registry: said plainly, with its page.
      await expect(result.getByText(t.budget.noResources)).toBeVisible();
      await expectNoAxeViolations(page, `/tools/budget, premium [${language}]`);

      // Save it under a name; /tools lists it and reopens the same address.
      const name = `Lyon ${language} ${Date.now()}`;
      await main(page).getByLabel(t.save.name).fill(name);
      await main(page).getByRole("button", { name: t.save.submit }).click();
      await expect(page).toHaveURL(/\/tools\?saved=/);
      await expect(main(page).getByRole("status")).toHaveText(interpolate(t.saved.savedNotice, { name }));
      const stored = queryDatabase<{ tool: string; query: string }>(
        "SELECT tool, query FROM saved_scenarios WHERE name = ? AND user_id = (SELECT id FROM users WHERE email = ?)",
        name,
        email,
      );
      expect(stored).toEqual([{ tool: "budget", query: budgetQuery }]);
      await expectNoAxeViolations(page, `/tools with scenarios [${language}]`);
      await main(page).getByRole("link", { name }).click();
      await expect(page).toHaveURL(new RegExp(`/tools/budget\\?${budgetQuery}`));
      await expect(main(page).locator('[data-item="total"] td')).toHaveText(f.euros(budget.total));

      // Rename, then delete, from /tools.
      await visit(page, "/tools");
      const renamed = `${name} B`;
      await main(page).getByLabel(interpolate(t.saved.newName, { name })).fill(renamed);
      await main(page).getByRole("button", { name: t.saved.rename }).click();
      await expect(main(page).getByRole("status")).toHaveText(interpolate(t.saved.renamedNotice, { name: renamed }));
      await main(page)
        .getByRole("button", { name: interpolate(t.saved.deleteLabel, { name: renamed }) })
        .click();
      await expect(main(page).getByRole("status")).toHaveText(t.saved.deletedNotice);
      await expect(main(page).getByText(t.saved.empty)).toBeVisible();

      // The timeline with a target date plans backwards from it, with the registry's times.
      await visit(page, `/tools/timeline?${timelineQuery}`);
      const plan = main(page).locator("[data-timeline-result]");
      await expect(plan.locator('[data-status="on-track"]')).toHaveText(
        interpolate(t.timeline.status["on-track"], {
          latestStart: f.date(timeline.latestStart),
          target: f.date(timeline.arrival),
        }),
      );
      await expect(plan.locator('[data-date="arrival"] dd')).toHaveText(f.date(timeline.arrival));
      await expect(plan.locator('[data-date="completion"] dd').first()).toHaveText(f.date(timeline.completion));
      await expect(plan.locator('[data-date="validation"] dd')).toHaveText(f.date(timeline.validationDeadline));
      await expect(plan.getByRole("img", { name: t.timeline.chartTitle })).toBeVisible();
      await expect(plan.getByRole("table", { name: t.timeline.tableCaption }).getByRole("row")).toHaveCount(7);
      await expect(plan.getByRole("link", { name: findVisa("salarie")?.name[language] ?? "" })).toHaveAttribute(
        "href",
        "/visa/salarie",
      );
      await expectNoAxeViolations(page, `/tools/timeline, premium [${language}]`);

      // Premium compares several cities in the cost-of-living calculator.
      await visit(page, `/tools/cost-of-living?city=lyon&city=nice&housing=one-bedroom&people=1&lifestyle=moderate`);
      await expect(main(page).locator("[data-city-result]")).toHaveCount(2);
      await expect(main(page).getByRole("heading", { name: t.costOfLiving.compareTitle })).toBeVisible();
      await expectLyonCosts(page);
      await page.context().close();
    });

    test("visa pages, city guides and the stress-relief guide lead to the tools, the visa or city chosen", async ({
      page,
    }) => {
      await visit(page, "/visa/salarie");
      const links = main(page).getByRole("complementary", { name: t.links.title });
      await clickSettled(links.getByRole("link", { name: t.links.budget }));
      await expect(page).toHaveURL(/\/tools\/budget\?visa=salarie/);
      await expect(main(page).getByLabel(t.form.visa, { exact: true })).toHaveValue("salarie");
      await expect(main(page).getByRole("alert")).toHaveCount(0);

      await visit(page, "/paris-guide");
      // Below the guide's body: the blocks around it are laid out as it comes near (ADR 0091).
      const costOfLiving = main(page).getByRole("link", {
        name: interpolate(t.links.costOfLiving, { city: city.paris }),
      });
      await clickSettled(costOfLiving);
      await expect(main(page).getByLabel(t.form.city, { exact: true })).toHaveValue("paris");

      await visit(page, "/stress-relief");
      await expect(main(page).getByRole("link", { name: t.links.all })).toHaveAttribute("href", /^\/tools/);
    });

    test("works without JavaScript: the form gives the result, and a premium member saves", async ({ browser }) => {
      const { page } = await memberPage(browser, language, "premium", false);
      await page.goto("/tools/cost-of-living");
      await main(page).getByLabel(t.form.city, { exact: true }).selectOption("lyon");
      await main(page).getByRole("button", { name: t.form.submit }).click();
      await expectLyonCosts(page);
      const name = `No script ${language} ${Date.now()}`;
      await main(page).getByLabel(t.save.name).fill(name);
      await main(page).getByRole("button", { name: t.save.submit }).click();
      await expect(page).toHaveURL(/\/tools\?saved=/);
      await expect(main(page).getByRole("link", { name })).toHaveAttribute(
        "href",
        `/tools/cost-of-living?${costQuery}`,
      );
      await page.context().close();
    });
  });
}

test.describe("planning tools [ar]", () => {
  useLanguage("ar");

  test("the three calculators pass axe in Arabic, right to left", async ({ browser }) => {
    const { page } = await memberPage(browser, "ar", "premium");
    for (const path of [
      `/tools/cost-of-living?${costQuery}`,
      `/tools/budget?${budgetQuery}`,
      `/tools/timeline?${timelineQuery}`,
    ]) {
      await visit(page, path);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(main(page).getByRole("heading", { level: 2 }).first()).toBeVisible();
      await expectNoAxeViolations(page, `${path} [ar]`);
    }
    await visit(page, "/tools");
    await expectNoAxeViolations(page, "/tools [ar]");
    await page.context().close();
  });
});
