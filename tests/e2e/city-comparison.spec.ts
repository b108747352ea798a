import type { Browser, Locator, Page } from "@playwright/test";
import { cities } from "../../content/cities/cities.ts";
import type { CityId } from "../../content/cities/city-types.ts";
import { apiMessage } from "../../content/messages/api-messages.ts";
import { findVisa } from "../../content/visas/visa-catalogue.ts";
import { bestPositions } from "../../core/city-comparison.ts";
import { subscriptionPlans } from "../../core/plans-catalogue.ts";
import { registerThroughApi, uniqueEmail, updateDatabase } from "./accounts-support.ts";
import {
  baseUrl,
  catalogs,
  consentValue,
  expect,
  expectNoAxeViolations,
  interpolate,
  type Language,
  localeFor,
  setConsentCookie,
  setLanguageCookie,
  test,
  useLanguage,
  visit,
} from "./support.ts";

/**
 * /city-comparison (ADR 0030): choose cities with a form, compare them side by side in five tabs
 * kept in the address, see every number of the dataset in tables next to the charts, the best of
 * each row marked, a fourth city refused. Everyone compares three cities, the free plan included;
 * premium members also save a comparison and find it on their dashboard, where visitors and free
 * members see an honest upgrade prompt instead (ADR 0062). The shared address is rendered by the
 * server, also without JavaScript.
 */

const premiumPlan = subscriptionPlans.find((plan) => plan.tier === "premium");
if (!premiumPlan) throw new Error("the catalogue has no premium plan");

const city = (id: CityId) => {
  const found = cities.find((entry) => entry.id === id);
  if (!found) throw new Error(`no city ${id}`);
  return found;
};
const costMetrics = [
  "rentOneBedroom",
  "rentThreeBedroom",
  "foodAndDining",
  "transportation",
  "utilities",
  "totalMonthly",
] as const;
const lifestyleMetrics = [
  "nightlife",
  "cultureAndArts",
  "safety",
  "expatCommunity",
  "natureAndOutdoors",
  "shopping",
] as const;

const euros = (language: Language) =>
  new Intl.NumberFormat(language, { style: "currency", currency: "EUR", maximumFractionDigits: 0 });

const main = (page: Page) => page.getByRole("main");
const cityCard = (page: Page, name: string) => main(page).getByRole("article", { name });
const cell = (table: Locator, metric: string, id: CityId) =>
  table.locator(`tr[data-metric="${metric}"] td[data-city="${id}"]`);

/** A member's page, signed in through the API, in a context with or without JavaScript. */
async function memberPage(browser: Browser, language: Language, plan: "free" | "premium", javaScriptEnabled = true) {
  const context = await browser.newContext({ locale: localeFor[language], baseURL: baseUrl(), javaScriptEnabled });
  await setLanguageCookie(context, language);
  await setConsentCookie(context, consentValue("accepted"));
  const page = await context.newPage();
  const email = uniqueEmail(`cities-${plan}-${language}`);
  await registerThroughApi(page, email);
  if (plan === "premium") updateDatabase("UPDATE users SET plan = 'premium' WHERE email = ?", email);
  return page;
}

for (const language of ["en", "fr"] as const) {
  const t = catalogs[language].cities;
  const name = (id: CityId) => t.names[id];
  const money = euros(language);

  /** The costs table holds the dataset's typical values and ranges, and marks the lowest of each row. */
  async function expectCostsTable(page: Page, ids: CityId[]) {
    const table = main(page).getByRole("table", { name: t.costs.tableCaption });
    await expect(table).toBeVisible();
    for (const metric of costMetrics) {
      const best = bestPositions(
        ids.map((id) => city(id).costs[metric].typical),
        "lower",
      );
      for (const [index, id] of ids.entries()) {
        const { typical, low, high } = city(id).costs[metric];
        const box = cell(table, metric, id);
        await expect(box.locator('[data-value="typical"]')).toHaveText(money.format(typical));
        await expect(box.locator('[data-value="range"]')).toHaveText(
          `${t.costs.rangeLabel} ${money.formatRange(low, high)}`,
        );
        if (best.includes(index)) await expect(box).toContainText(t.best.lowest);
        else await expect(box).not.toContainText(t.best.lowest);
      }
    }
  }

  test.describe(`city comparison [${language}]`, () => {
    useLanguage(language);

    test("a visitor compares three cities; a fourth is refused with a message, the three stay", async ({ page }) => {
      await visit(page, "/city-comparison");
      await expect(main(page).getByRole("heading", { level: 1, name: t.title })).toBeVisible();
      await expect(main(page).getByRole("group", { name: t.form.legend })).toBeVisible();

      for (const id of ["paris", "lyon", "nice"] as const) {
        await main(page)
          .getByRole("checkbox", { name: name(id) })
          .check();
      }
      await main(page).getByRole("button", { name: t.form.submit }).click();
      await expect(page).toHaveURL(/\/city-comparison\?cities=paris,lyon,nice$/);
      for (const id of ["paris", "lyon", "nice"] as const) await expect(cityCard(page, name(id))).toBeVisible();
      await expect(main(page).getByRole("article")).toHaveCount(3);
      // The map highlights the three, and says so to screen readers.
      const map = main(page).getByRole("img", { name: t.map.title });
      await expect(map.locator("[data-highlighted]")).toHaveCount(3);
      await expect(map.locator("desc")).toContainText(
        interpolate(t.map.highlighted, {
          cities: ["paris", "lyon", "nice"].map((id) => name(id as CityId)).join(", "),
        }),
      );
      await expectNoAxeViolations(page, `/city-comparison three cities [${language}]`);

      // A fourth city: refused for everybody, said in words; the first three are still compared.
      await main(page)
        .getByRole("checkbox", { name: name("annecy") })
        .check();
      await main(page).getByRole("button", { name: t.form.submit }).click();
      await expect(page).toHaveURL(/\/city-comparison\?cities=paris,lyon,nice,annecy$/);
      const alert = main(page).getByRole("alert");
      await expect(alert).toContainText(t.refused.title);
      await expect(alert).toContainText(interpolate(t.refused.text, { cities: name("annecy") }));
      await expect(main(page).getByRole("article")).toHaveCount(3);
      await expect(cityCard(page, name("annecy"))).toHaveCount(0);
      await expect(main(page).getByRole("checkbox", { name: name("annecy") })).not.toBeChecked();
      await expect(main(page).getByRole("checkbox", { name: name("nice") })).toBeChecked();

      // The tabs keep the compared cities (the refused one and its message stay behind); the costs
      // tab's table holds the dataset's numbers.
      const tabs = main(page).getByRole("navigation", { name: t.tabsLabel });
      await tabs.getByRole("link", { name: t.tabs.costs }).click();
      await expect(page).toHaveURL(/\/city-comparison\?cities=paris,lyon,nice&tab=costs$/);
      await expect(main(page).getByRole("alert")).toHaveCount(0);
      await expect(tabs.getByRole("link", { name: t.tabs.costs })).toHaveAttribute("aria-current", "page");
      await expect(tabs.getByRole("link", { name: t.tabs.overview })).not.toHaveAttribute("aria-current", "page");
      await expectCostsTable(page, ["paris", "lyon", "nice"]);
    });

    test("a visitor sees the three cities in every tab, none held back", async ({ page }) => {
      const ids = ["paris", "lyon", "nice"] as const;
      for (const tab of ["overview", "costs", "lifestyle", "practical", "visas"] as const) {
        await visit(page, `/city-comparison?cities=paris,lyon,nice${tab === "overview" ? "" : `&tab=${tab}`}`);
        await expect(main(page).getByRole("alert")).toHaveCount(0);
        if (tab === "overview" || tab === "visas") await expect(main(page).getByRole("article")).toHaveCount(3);
        else {
          const metric = { costs: "totalMonthly", lifestyle: "nightlife", practical: "rentControl" }[tab];
          for (const id of ids) await expect(cell(main(page), metric, id)).toBeVisible();
        }
      }
    });

    test("the costs tab: chart and table agree with the dataset, the basis is one click away", async ({ page }) => {
      await visit(page, "/city-comparison?cities=lyon,bordeaux&tab=costs");
      await expect(main(page).getByRole("heading", { level: 2, name: t.costs.title })).toBeVisible();
      await expect(main(page).getByText(t.best.rule).first()).toBeVisible();
      await expectCostsTable(page, ["lyon", "bordeaux"]);

      // The chart: one bar per city and cost, labelled with the same typical values as the table.
      const chart = main(page).getByRole("img", { name: t.costs.chartTitle });
      await expect(chart.locator("rect")).toHaveCount(costMetrics.length * 2);
      for (const metric of costMetrics) {
        const group = chart.locator(`[data-group="${metric}"]`);
        await expect(group).toContainText(money.format(city("lyon").costs[metric].typical));
        await expect(group).toContainText(money.format(city("bordeaux").costs[metric].typical));
      }

      // "How estimated" opens Lyon's basis.
      const basis = main(page).locator("#basis-lyon");
      await expect(basis).toBeHidden();
      await main(page)
        .getByRole("columnheader", { name: name("lyon") })
        .getByRole("link", { name: t.costs.basisLink })
        .click();
      await expect(basis).toBeVisible();
      await expect(basis).toHaveText(city("lyon").estimateBasis[language]);
      await expectNoAxeViolations(page, `/city-comparison costs [${language}]`);
    });

    test("the lifestyle and practical tabs show every score out of ten, the highest marked", async ({ page }) => {
      const ids: CityId[] = ["marseille", "nice"];
      await visit(page, "/city-comparison?cities=marseille,nice&tab=lifestyle");
      const table = main(page).getByRole("table", { name: t.scores.tableCaption });
      const number = new Intl.NumberFormat(language);
      for (const metric of lifestyleMetrics) {
        const best = bestPositions(
          ids.map((id) => city(id).scores[metric]),
          "higher",
        );
        for (const [index, id] of ids.entries()) {
          const box = cell(table, metric, id);
          await expect(box.locator('[data-value="score"]')).toHaveText(
            interpolate(t.scores.outOfTen, { score: number.format(city(id).scores[metric]), max: "10" }),
          );
          if (best.includes(index)) await expect(box).toContainText(t.best.highest);
          else await expect(box).not.toContainText(t.best.highest);
        }
      }
      await expect(
        main(page)
          .getByRole("img", { name: new RegExp(t.scores.chartTitle) })
          .locator("rect"),
      ).toHaveCount(lifestyleMetrics.length * 2);
      await expectNoAxeViolations(page, `/city-comparison lifestyle [${language}]`);

      await main(page)
        .getByRole("navigation", { name: t.tabsLabel })
        .getByRole("link", { name: t.tabs.practical })
        .click();
      await expect(page).toHaveURL(/\/city-comparison\?cities=marseille,nice&tab=practical$/);
      const rent = main(page).locator('tr[data-metric="rentControl"]');
      for (const id of ids) {
        const expected =
          city(id).rentControl === "experiment" ? t.practical.rentControlExperiment : t.practical.rentControlNone;
        await expect(rent.locator(`td[data-city="${id}"]`)).toContainText(expected);
      }
      await expectNoAxeViolations(page, `/city-comparison practical [${language}]`);
    });

    test("the visa tab links to the visa pages of each city", async ({ page }) => {
      await visit(page, "/city-comparison?cities=toulouse,annecy&tab=visas");
      for (const id of ["toulouse", "annecy"] as const) {
        const card = cityCard(page, name(id));
        await expect(card.getByRole("link")).toHaveCount(city(id).visaSlugs.length);
        for (const slug of city(id).visaSlugs) {
          await expect(card.getByRole("link", { name: findVisa(slug)?.name[language], exact: true })).toHaveAttribute(
            "href",
            `/visa/${slug}`,
          );
        }
      }
      await expectNoAxeViolations(page, `/city-comparison visas [${language}]`);
      const first = city("annecy").visaSlugs[0]!;
      await cityCard(page, name("annecy"))
        .getByRole("link", { name: findVisa(first)?.name[language], exact: true })
        .click();
      await expect(page).toHaveURL(`/visa/${first}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });

    test("a free member compares three cities with every tab; saving is offered honestly as Premium's", async ({
      browser,
    }) => {
      // Registration, several pages and axe runs: more than a page check takes on a loaded machine.
      test.slow();
      const page = await memberPage(browser, language, "free");
      await visit(page, "/city-comparison?cities=paris,lyon,nice&tab=costs");
      await expect(main(page).getByRole("group", { name: t.form.legend })).toBeVisible();
      await expectCostsTable(page, ["paris", "lyon", "nice"]);
      for (const id of ["paris", "lyon", "nice"] as const) {
        await expect(main(page).getByRole("checkbox", { name: name(id) })).toBeChecked();
      }
      await expect(main(page).getByRole("alert")).toHaveCount(0);
      // No save button: the prompt says what Premium adds, and that comparing is everyone's.
      await expect(main(page).getByRole("button", { name: t.save.submit })).toHaveCount(0);
      const prompt = main(page).getByRole("region", {
        name: interpolate(t.save.upgradeTitle, { plan: premiumPlan.name }),
      });
      await expect(prompt).toContainText(interpolate(t.save.upgradeText, { plan: premiumPlan.name }));
      // Signed in already: no sign-in link, only the plan.
      await expect(prompt.getByRole("link")).toHaveCount(1);
      await expectNoAxeViolations(page, `/city-comparison free member [${language}]`);

      await prompt.getByRole("link", { name: interpolate(t.save.upgradeCta, { plan: premiumPlan.name }) }).click();
      await expect(page).toHaveURL("/pricing");
      await page.context().close();
    });

    test("a visitor sees three cities, the prompt to save with Premium and a way to sign in that comes back here", async ({
      page,
    }) => {
      await visit(page, "/city-comparison?cities=bordeaux,toulouse,annecy");
      await expect(main(page).getByRole("article")).toHaveCount(3);
      const prompt = main(page).getByRole("region", {
        name: interpolate(t.save.upgradeTitle, { plan: premiumPlan.name }),
      });
      await expect(prompt).toBeVisible();
      await expect(main(page).getByRole("button", { name: t.save.submit })).toHaveCount(0);
      const signIn = prompt.getByRole("link", { name: t.save.signIn });
      await expect(signIn).toHaveAttribute(
        "href",
        `/login?${new URLSearchParams({ redirectTo: "/city-comparison?cities=bordeaux,toulouse,annecy" })}`,
      );
      // One city is nothing to save: no prompt.
      await visit(page, "/city-comparison?cities=bordeaux");
      await expect(
        main(page).getByRole("region", { name: interpolate(t.save.upgradeTitle, { plan: premiumPlan.name }) }),
      ).toHaveCount(0);
    });

    test("a premium member saves a comparison, finds it on the dashboard, opens it and deletes it", async ({
      browser,
    }) => {
      // Registration, several pages and axe runs: more than a page check takes on a loaded machine.
      test.slow();
      const page = await memberPage(browser, language, "premium");
      await visit(page, "/city-comparison?cities=marseille,nice,toulouse&tab=lifestyle");
      const autoTitle = new Intl.ListFormat(language, { type: "conjunction" }).format(
        ["marseille", "nice", "toulouse"].map((id) => name(id as CityId)),
      );
      const form = main(page).getByRole("region", { name: t.save.title });
      await expect(form).toContainText(interpolate(t.save.nameHint, { cities: autoTitle }));
      await expectNoAxeViolations(page, `/city-comparison save form [${language}]`);

      // A name too long is refused in words, what was typed kept; then a good name is saved.
      const field = form.getByRole("textbox", { name: t.save.name });
      await field.evaluate((input: HTMLInputElement) => input.removeAttribute("maxlength"));
      await field.fill("x".repeat(81));
      await form.getByRole("button", { name: t.save.submit }).click();
      await expect(form.getByText(apiMessage(language, "comparison_name_too_long"))).toBeVisible();
      await expect(field).toHaveAttribute("aria-invalid", "true");
      const title = language === "en" ? "Sun and sea" : "Soleil et mer";
      await field.fill(title);
      await form.getByRole("button", { name: t.save.submit }).click();
      await expect(page).toHaveURL(/\/city-comparison\?cities=marseille,nice,toulouse&tab=lifestyle#save-comparison$/);
      const saved = main(page).getByTestId("comparison-saved");
      await expect(saved).toContainText(interpolate(t.save.savedText, { title }));
      await expect(main(page).getByRole("button", { name: t.save.submit })).toHaveCount(0);
      // The same cities in another order are the same comparison: still "saved".
      await visit(page, "/city-comparison?cities=toulouse,marseille,nice");
      await expect(main(page).getByTestId("comparison-saved")).toContainText(interpolate(t.save.savedText, { title }));

      // A second one, unnamed: it is called by its cities.
      await visit(page, "/city-comparison?cities=paris,lyon");
      await main(page).getByRole("button", { name: t.save.submit }).click();
      const pair = new Intl.ListFormat(language, { type: "conjunction" }).format([name("paris"), name("lyon")]);
      await expect(main(page).getByTestId("comparison-saved")).toContainText(
        interpolate(t.save.savedText, { title: pair }),
      );
      await main(page).getByRole("link", { name: t.save.dashboard }).click();
      await expect(page).toHaveURL("/dashboard#saved-comparisons");

      // The dashboard lists both, the latest first, each a link that opens it.
      const section = main(page).getByRole("region", { name: t.saved.title });
      await expect(section.getByRole("listitem")).toHaveCount(2);
      await expect(section.getByRole("listitem").nth(0)).toContainText(pair);
      await expect(section.getByRole("listitem").nth(1)).toContainText(title);
      await expectNoAxeViolations(page, `/dashboard saved comparisons [${language}]`);
      await section.getByRole("link", { name: title }).click();
      await expect(page).toHaveURL("/city-comparison?cities=marseille,nice,toulouse");
      await expect(main(page).getByRole("article")).toHaveCount(3);

      // Deleted from the dashboard: gone from the list, and the comparison can be saved again.
      await visit(page, "/dashboard");
      await section.getByRole("button", { name: interpolate(t.saved.deleteLabel, { title }) }).click();
      await expect(section.getByRole("status")).toHaveText(t.saved.deletedNotice);
      await expect(section.getByRole("listitem")).toHaveCount(1);
      await expect(section.getByRole("link", { name: title })).toHaveCount(0);
      await visit(page, "/city-comparison?cities=marseille,nice,toulouse");
      await expect(main(page).getByRole("button", { name: t.save.submit })).toBeVisible();
      await page.context().close();
    });

    test("a city guide shows the map with its city highlighted and leads to the comparison", async ({ page }) => {
      await visit(page, "/lyon-digital-nomads");
      const map = main(page).getByRole("img", { name: t.map.title });
      await expect(map.locator("[data-highlighted]")).toHaveCount(1);
      await expect(map.locator('[data-city="lyon"]')).toHaveAttribute("data-highlighted", "true");
      await main(page)
        .getByRole("link", { name: interpolate(t.guide.compare, { city: name("lyon") }) })
        .click();
      await expect(page).toHaveURL("/city-comparison?cities=lyon");
      await expect(main(page).getByText(t.single)).toBeVisible();
      await expect(main(page).getByRole("checkbox", { name: name("lyon") })).toBeChecked();
    });
  });

  test.describe(`city comparison without JavaScript [${language}]`, () => {
    test("the shared address is rendered by the server, and the form and tabs work", async ({ browser }) => {
      // A premium member opens a shared address of three cities with JavaScript off.
      const page = await memberPage(browser, language, "premium", false);
      const response = await page.goto("/city-comparison?cities=paris,lyon,nice&tab=costs");
      expect(response?.status()).toBe(200);
      await expectCostsTable(page, ["paris", "lyon", "nice"]);
      await expect(main(page).getByRole("img", { name: t.costs.chartTitle }).locator("rect")).toHaveCount(
        costMetrics.length * 3,
      );

      // The plain form's repeated ?cities= comes back as the shareable address, tab kept.
      await main(page)
        .getByRole("checkbox", { name: name("paris") })
        .uncheck();
      await main(page)
        .getByRole("checkbox", { name: name("marseille") })
        .check();
      await main(page).getByRole("button", { name: t.form.submit }).click();
      await expect(page).toHaveURL(/\/city-comparison\?cities=lyon,marseille,nice&tab=costs$/);
      await expectCostsTable(page, ["lyon", "marseille", "nice"]);

      // Tabs are links.
      await main(page)
        .getByRole("navigation", { name: t.tabsLabel })
        .getByRole("link", { name: t.tabs.overview })
        .click();
      await expect(page).toHaveURL(/\/city-comparison\?cities=lyon,marseille,nice$/);
      await expect(main(page).getByRole("article")).toHaveCount(3);
      await page.context().close();
    });
  });
}

test.describe("city comparison in Arabic", () => {
  useLanguage("ar");
  const t = catalogs.ar.cities;

  for (const tab of ["overview", "costs", "lifestyle", "practical", "visas"] as const) {
    test(`the ${tab} tab is right-to-left and passes axe`, async ({ page }) => {
      await visit(page, `/city-comparison?cities=paris,lyon${tab === "overview" ? "" : `&tab=${tab}`}`);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(main(page).getByRole("heading", { level: 1, name: t.title })).toBeVisible();
      await expect(
        main(page).getByRole("navigation", { name: t.tabsLabel }).getByRole("link", { name: t.tabs[tab] }),
      ).toHaveAttribute("aria-current", "page");
      if (tab === "costs") {
        // Mirrored: the bars grow from the right edge of the chart leftwards.
        const chart = main(page).getByRole("img", { name: t.costs.chartTitle });
        const ends = await chart
          .locator("rect")
          .evaluateAll((rects) =>
            rects.map((rect) => Number(rect.getAttribute("x")) + Number(rect.getAttribute("width"))),
          );
        expect(new Set(ends.map(Math.round)).size).toBe(1);
        // The chart is 400 units wide: the bars' common edge is on its right half.
        expect(ends[0]).toBeGreaterThan(200);
      }
      await expectNoAxeViolations(page, `/city-comparison ${tab} [ar]`);
    });
  }
});
