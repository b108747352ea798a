import type { Locator, Page, Request } from "@playwright/test";
import { currentFact } from "../../content/facts/fact-on.ts";
import { formatFact } from "../../content/facts/format-fact.ts";
import { homeFaq } from "../../content/home/home-faq.ts";
import { visaCostOf } from "../../content/visas/visa-costs.ts";
import { netSalaryTableOn } from "../../content/wizard/recommendation-figures.ts";
import { recommendationTexts } from "../../content/wizard/recommendation-texts.ts";
import { countryCodes, countryName } from "../../core/countries.ts";
import { grossOfNet } from "../../core/net-gross.ts";
import { dfyPackages, formatEuros } from "../../core/plans-catalogue.ts";
import type { OptionId } from "../../core/recommend.ts";
import {
  allowConsoleErrors,
  catalogs,
  escapeHtml,
  expect,
  expectNoAxeViolations,
  interpolate,
  queryDatabase,
  test,
  useLanguage,
  visit,
} from "./support.ts";

// The home page and the quick assessment wizard as a visitor uses them, in English and French:
// every section server-rendered, the wizard opened by its buttons and by the showWizard event,
// its step rules, the results the server computed, keyboard-only use, and axe on each state.

type AssessmentRow = { session_id: string; country: string; profession: string; income: string; language: string };

/** Intl puts narrow no-break spaces in French numbers: compare with plain spaces. */
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, " ");

for (const language of ["en", "fr"] as const) {
  const t = catalogs[language];
  const w = t.wizard;
  const percent = (score: number) =>
    new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 0 }).format(score / 100);
  const money = (euros: number) =>
    new Intl.NumberFormat(language, { style: "currency", currency: "EUR", maximumFractionDigits: 0 }).format(euros);
  // Costs and times come from the registry, as on the linked visa page (ADR 0023).
  const pageTotal = (slug: string) => money(visaCostOf(slug)!.total);
  const pageTime = (factId: "processing.talent" | "processing.employee") => formatFact(currentFact(factId), language);
  const optionName = (id: OptionId) => recommendationTexts[id][language].name;

  const dialog = (page: Page) => page.getByRole("dialog", { name: w.title });
  const continueButton = (page: Page) => dialog(page).getByRole("button", { name: w.continue, exact: true });
  const resultsButton = (page: Page) => dialog(page).getByRole("button", { name: w.viewResults, exact: true });
  const backButton = (page: Page) => dialog(page).getByRole("button", { name: w.back, exact: true });
  const heroStart = (page: Page) =>
    page.getByRole("region", { name: t.home.title }).getByRole("button", { name: t.home.hero.start });
  const stepText = (page: Page, step: number) =>
    dialog(page).getByText(interpolate(w.stepOf, { step: String(step), total: "3" }), { exact: true });

  async function chooseCountry(page: Page, code: string) {
    const name = countryName(code, language);
    await dialog(page).getByRole("searchbox", { name: w.country.searchLabel }).fill(name);
    await dialog(page).getByRole("radio", { name, exact: true }).check();
  }

  /** Answers the three questions with the mouse and asks for the results. */
  async function answerAll(page: Page, country: string, profession: string, income: string) {
    await chooseCountry(page, country);
    await continueButton(page).click();
    await dialog(page).getByRole("radio", { name: profession, exact: true }).check();
    await continueButton(page).click();
    await dialog(page).getByRole("radio", { name: income, exact: true }).check();
    await resultsButton(page).click();
  }

  const incomeOver6k = interpolate(w.income.over, { amount: money(6000) });
  const incomeUnder2k = interpolate(w.income.under, { amount: money(2000) });

  /** The result card of one option: its article is named by the option's name. */
  const optionCard = (page: Page, id: OptionId): Locator =>
    dialog(page).getByRole("article", { name: optionName(id), exact: true });

  test.describe(`home page [${language}]`, () => {
    useLanguage(language);

    test("every section of the home page is server-rendered, with FAQ structured data", async ({ request, page }) => {
      const response = await request.get(`/?lang=${language}`);
      expect(response.status()).toBe(200);
      const html = plain(await response.text());
      const texts = [
        t.home.title,
        t.home.hero.badge,
        t.home.hero.cardTitle,
        t.home.hero.cardStatus,
        t.home.hero.assistantNow,
        t.home.hero.start,
        t.home.preview.label,
        t.home.steps.assessment.title,
        t.home.steps.analysis.title,
        t.home.steps.recommendations.title,
        t.home.steps.guidance.title,
        t.home.visas.talent.category,
        t.home.visas.blueCard.point3,
        t.home.visas.autoEntrepreneur.description,
        t.home.dfy.individuals.title,
        t.home.dfy.business.title,
        t.home.cityPromo.heading,
        t.home.journey.family.title,
        t.consultation.heading,
        t.emailCapture.title,
        t.faq.heading,
      ];
      for (const text of texts) expect(html, text).toContain(plain(escapeHtml(text)));
      for (const plan of dfyPackages.filter((p) => p.group !== "eu-eea")) {
        expect(html).toContain(plain(`${plan.name}`));
        expect(html).toContain(plain(formatEuros(plan.priceCents ?? 0, language)));
      }
      for (const item of homeFaq[language]) expect(html).toContain(plain(escapeHtml(item.question)));

      // FAQPage structured data as microdata on the FAQ's own elements (ADR 0055), read as a crawler would.
      await page.goto(`/?lang=${language}`);
      const questions = await page.locator('[itemtype="https://schema.org/FAQPage"]').evaluate((scope) =>
        [...scope.querySelectorAll('[itemprop="mainEntity"]')].map((question) => ({
          type: question.getAttribute("itemtype"),
          name: question.querySelector('[itemprop="name"]')?.textContent,
          answer: question.querySelector('[itemprop="acceptedAnswer"]')?.getAttribute("itemtype"),
          text: question.querySelector('[itemprop="acceptedAnswer"] [itemprop="text"]')?.textContent,
        })),
      );
      expect(questions).toHaveLength(homeFaq[language].length);
      for (const item of homeFaq[language]) {
        expect(questions).toContainEqual({
          type: "https://schema.org/Question",
          name: item.question,
          answer: "https://schema.org/Answer",
          text: item.answer,
        });
      }
      // The ?lang= address is canonical for its language; the bare address (x-default) for itself.
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]+/\\?lang=${language}"/>`));
      const bare = await (await request.get("/")).text();
      expect(bare).toMatch(/<link rel="canonical" href="http[^"?]+\/"\/>/);
      expect(bare).toMatch(/<link rel="alternate" hrefLang="x-default" href="http[^"?]+\/"\/>/);

      // No invented social proof, no destination but France: checked on the visible text.
      // The country list (Malaysia is a country of origin like any other) is left out.
      const mainText = html
        .slice(html.indexOf("<main"), html.indexOf("</main>"))
        .replace(/<select\b.*?<\/select>/gs, " ")
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ");
      expect(mainText).toContain(t.home.steps.heading);
      expect(mainText).not.toMatch(/\d[\d,. ]*\s*\+|\d\s*%|malaysia|malaisie/i);
    });

    test("links, visa cards, plans and the FAQ accordion work; the page is axe-clean", async ({ page }) => {
      await visit(page, "/");
      const main = page.getByRole("main");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.home.title);
      await expect(main.getByRole("link", { name: t.home.hero.freeChecklist })).toHaveAttribute(
        "href",
        "#free-checklist",
      );

      const cards = [
        ["talent", "/visa/passeport-talent"],
        ["blueCard", "/visa/carte-bleue-ue"],
        ["autoEntrepreneur", "/visa/auto-entrepreneur"],
      ] as const;
      for (const [key, href] of cards) {
        const card = main.getByRole("article", { name: t.home.visas[key].name });
        await expect(card.getByText(t.home.visas[key].category)).toBeVisible();
        await expect(card.getByRole("listitem")).toHaveCount(3);
        await expect(card.getByRole("link", { name: new RegExp(`^${t.home.visas.learnMore}`) })).toHaveAttribute(
          "href",
          href,
        );
      }
      await expect(main.getByRole("link", { name: t.home.visas.viewAll })).toHaveAttribute("href", "/visa");
      await expect(main.getByRole("link", { name: t.home.dfy.individuals.cta })).toHaveAttribute("href", "/pricing");
      await expect(main.getByRole("link", { name: t.home.dfy.business.cta })).toHaveAttribute("href", "/pricing");

      const resources = main.getByRole("region", { name: t.home.resources.heading });
      for (const [key, href] of [
        ["visas", "/visa"],
        ["cities", "/city-comparison"],
        ["paris", "/paris-guide"],
        ["lyon", "/lyon-digital-nomads"],
        ["marseille", "/marseille-living"],
        ["nice", "/retiring-nice"],
      ] as const) {
        await expect(resources.getByRole("link", { name: t.home.resources[key].title })).toHaveAttribute("href", href);
      }
      const promo = main.getByRole("region", { name: t.home.cityPromo.heading });
      await expect(promo.getByRole("link", { name: t.home.cityPromo.compare })).toHaveAttribute(
        "href",
        "/city-comparison",
      );
      await expect(promo.getByRole("link", { name: t.home.cityPromo.quiz })).toHaveAttribute("href", "/city-quiz");

      // FAQ: six questions, closed until opened, with the keyboard too.
      const faq = main.getByRole("region", { name: t.faq.heading });
      const items = homeFaq[language];
      await expect(faq.locator("details")).toHaveCount(6);
      for (const category of ["general", "assessment", "pricing", "timeline"] as const) {
        await expect(faq.getByText(t.faq.categories[category], { exact: true }).first()).toBeVisible();
      }
      const answer = faq.getByText(items[2]!.answer);
      await expect(answer).toBeHidden();
      await faq.locator("summary").nth(2).focus();
      await page.keyboard.press("Enter");
      await expect(answer).toBeVisible();

      await expectNoAxeViolations(page, `/ [${language}]`);
    });
  });

  test.describe(`assessment wizard [${language}]`, () => {
    useLanguage(language);

    test("opens from the hero; Continue waits for an answer; Back and Restart behave", async ({ page }) => {
      await visit(page, "/");
      await heroStart(page).click();
      await expect(dialog(page)).toBeVisible();
      await expect(stepText(page, 1)).toBeVisible();
      await expect(dialog(page).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "1");
      await expect(backButton(page)).toBeDisabled();
      await expect(continueButton(page)).toBeDisabled();
      await expectNoAxeViolations(page, `wizard step 1 [${language}]`);

      // Every country is offered, localised, and the search filters the list.
      const radios = dialog(page).getByRole("radiogroup", { name: w.questions.country }).getByRole("radio");
      expect(await radios.count()).toBeGreaterThanOrEqual(countryCodes.length);
      await chooseCountry(page, "IN");
      expect(await radios.count()).toBeLessThan(5);
      await expect(continueButton(page)).toBeEnabled();
      await continueButton(page).click();

      await expect(stepText(page, 2)).toBeVisible();
      await expect(dialog(page).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "2");
      await expect(continueButton(page)).toBeDisabled();
      await expect(backButton(page)).toBeEnabled();
      await backButton(page).click();
      await expect(stepText(page, 1)).toBeVisible();
      await expect(dialog(page).getByRole("radio", { name: countryName("IN", language), exact: true })).toBeChecked();
      await continueButton(page).click();

      await dialog(page).getByRole("radio", { name: w.professions.tech }).check();
      await continueButton(page).click();
      await expect(stepText(page, 3)).toBeVisible();
      // The income step says what the figure is for this profession: net take-home pay.
      const hint = dialog(page).locator("[data-income-hint]");
      await expect(hint).toHaveAttribute("data-income-hint", "salary");
      await expect(hint).toHaveText(w.income.hints.salary);
      // On the last step the button reads "View results", and waits for an answer too.
      await expect(continueButton(page)).toHaveCount(0);
      await expect(resultsButton(page)).toBeDisabled();
      await dialog(page).getByRole("radio", { name: incomeOver6k }).check();
      await expect(resultsButton(page)).toBeEnabled();
      await expectNoAxeViolations(page, `wizard step 3 [${language}]`);
      await resultsButton(page).click();
      await expect(dialog(page).getByRole("heading", { name: w.results.heading })).toBeVisible();

      // Restart: step 1 again, nothing answered.
      await dialog(page).getByRole("button", { name: w.restart }).click();
      await expect(stepText(page, 1)).toBeVisible();
      await expect(continueButton(page)).toBeDisabled();
      await expect(dialog(page).getByRole("radio", { checked: true })).toHaveCount(0);
    });

    test("India, tech, over 6k: Passeport Talent 95% first, then EU Blue Card 90% and the employee visa 75%", async ({
      page,
    }) => {
      const requests: Request[] = [];
      page.on("request", (request) => {
        if (new URL(request.url()).pathname === "/api/assessments") requests.push(request);
      });
      await visit(page, "/");
      await heroStart(page).click();
      await answerAll(page, "IN", w.professions.tech, incomeOver6k);

      const top = optionCard(page, "passeport-talent");
      await expect(top).toBeVisible();
      await expect(top.getByText(w.results.topMatch)).toBeVisible();
      await expect(top.getByText(interpolate(w.results.match, { percent: percent(95) }))).toBeVisible();
      await expect(top.getByText(pageTotal("passeport-talent"), { exact: true })).toBeVisible();
      await expect(top.getByText(pageTime("processing.talent"), { exact: true })).toBeVisible();
      await expect(top.getByText(money(269), { exact: true })).toHaveCount(0);
      // The salary floor beside the band: over 6,000 net a month, as gross pay (URSSAF's table),
      // reaches 39,582 a year.
      await expect(top.locator('[data-figure="salary-floor"]')).toHaveAttribute("data-fit", "above");
      await expect(
        top.getByText(interpolate(w.results.floorNeeds, { annual: money(39582), monthly: money(3299) })),
      ).toBeVisible();
      await expect(top.locator('[data-figure="gross-band"]')).toContainText(
        money(Math.round(grossOfNet(6000, netSalaryTableOn()))),
      );
      // India has no bilateral regime: no note, nothing ruled out.
      await expect(dialog(page).getByRole("region", { name: w.results.regimesHeading })).toHaveCount(0);
      await expect(top.getByText(recommendationTexts["passeport-talent"][language].eligibility)).toBeVisible();
      for (const requirement of recommendationTexts["passeport-talent"][language].requirements) {
        await expect(top.getByText(requirement)).toBeVisible();
      }
      await expect(top.getByRole("link", { name: w.results.viewChecklist })).toHaveAttribute(
        "href",
        "/visa/passeport-talent",
      );

      // The others, in the server's order, each linking to its visa page.
      const cards = dialog(page).locator("article[data-option]");
      await expect(cards).toHaveCount(3);
      expect(await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-option")))).toEqual([
        "passeport-talent",
        "eu-blue-card",
        "employee-visa",
      ]);
      const blueCard = optionCard(page, "eu-blue-card");
      await expect(blueCard.getByText(interpolate(w.results.match, { percent: percent(90) }))).toBeVisible();
      await expect(blueCard.locator('[data-figure="salary-floor"]')).toHaveAttribute("data-fit", "above");
      await expect(blueCard.getByText(pageTime("processing.talent"), { exact: true })).toBeVisible();
      await expect(blueCard.getByText(pageTotal("carte-bleue-ue"), { exact: true })).toBeVisible();
      // Premium option: the upgrade prompt leads to the plans.
      await expect(blueCard.getByText(w.results.upgradeTitle)).toBeVisible();
      await expect(blueCard.getByRole("link", { name: w.results.upgradeCta })).toHaveAttribute("href", "/pricing");
      await expect(blueCard.getByRole("link", { name: new RegExp(`^${w.results.learnMore}`) })).toHaveAttribute(
        "href",
        "/visa/carte-bleue-ue",
      );
      const employee = optionCard(page, "employee-visa");
      await expect(employee.getByText(interpolate(w.results.match, { percent: percent(75) }))).toBeVisible();
      await expect(employee.getByText(pageTotal("salarie"), { exact: true })).toBeVisible();
      await expect(employee.getByText(pageTime("processing.employee"), { exact: true })).toBeVisible();
      await expect(employee.locator('[data-figure="salary-floor"]')).toHaveCount(0);
      await expect(dialog(page).getByRole("heading", { name: w.results.droppedHeading })).toHaveCount(0);
      await expect(employee.getByRole("link", { name: new RegExp(`^${w.results.learnMore}`) })).toHaveAttribute(
        "href",
        "/visa/salarie",
      );
      await expect(employee.getByText(w.results.upgradeTitle)).toHaveCount(0);

      await expect(dialog(page).getByRole("link", { name: w.results.signIn })).toHaveAttribute("href", "/login");
      await expect(dialog(page).getByRole("link", { name: w.results.createAccount })).toHaveAttribute(
        "href",
        "/register",
      );
      await expect(dialog(page).getByRole("link", { name: w.results.pdfGuide })).toHaveAttribute("href", "/pdf-guide");
      await expectNoAxeViolations(page, `wizard results [${language}]`);

      // The run was stored with the browser session id the request carried.
      expect(requests).toHaveLength(1);
      const body = requests[0]!.postDataJSON() as Record<string, string>;
      expect(body).toMatchObject({ country: "IN", profession: "tech", income: "over_6k" });
      expect(body.sessionId).toMatch(/^session_\d+_[a-z0-9]+$/);
      const rows = queryDatabase<AssessmentRow>(
        "SELECT session_id, country, profession, income, language FROM assessments WHERE session_id = ?",
        body.sessionId!,
      );
      expect(rows).toEqual([
        { session_id: body.sessionId, country: "IN", profession: "tech", income: "over_6k", language },
      ]);

      // A second run in the same browser session carries the same session id.
      await dialog(page).getByRole("button", { name: w.restart }).click();
      await answerAll(page, "IN", w.professions.student, incomeUnder2k);
      await expect(optionCard(page, "student-visa")).toBeVisible();
      expect(requests).toHaveLength(2);
      expect((requests[1]!.postDataJSON() as Record<string, string>).sessionId).toBe(body.sessionId);
    });

    test("Germany: only “no visa needed”, at 100%", async ({ page }) => {
      await visit(page, "/");
      await heroStart(page).click();
      await answerAll(page, "DE", w.professions.business, incomeUnder2k);
      const only = optionCard(page, "no-visa-needed");
      await expect(only).toBeVisible();
      await expect(only.getByText(interpolate(w.results.match, { percent: percent(100) }))).toBeVisible();
      await expect(only.getByText(w.results.noCost)).toBeVisible();
      await expect(only.getByRole("link", { name: w.results.readEuGuide })).toHaveAttribute(
        "href",
        "/eu-eea-nationals",
      );
      await expect(dialog(page).locator("article[data-option]")).toHaveCount(1);
      await expect(dialog(page).getByRole("heading", { name: w.results.otherOptions })).toHaveCount(0);
      await expectNoAxeViolations(page, `wizard EU result [${language}]`);
    });

    test("opens from the showWizard event; focus stays inside; Escape and the close button close it", async ({
      page,
    }) => {
      await visit(page, "/");
      await expect(dialog(page)).toHaveCount(0);
      // The listener is attached when hydration commits, a moment after the page is interactive:
      // send the event until it is heard (a second event while open changes nothing).
      await expect
        .poll(async () => {
          await page.evaluate(() => window.dispatchEvent(new Event("showWizard")));
          return dialog(page).count();
        })
        .toBe(1);
      await expect(dialog(page)).toBeVisible();
      await expect(stepText(page, 1)).toBeVisible();
      // The search box has focus; tabbing around never leaves the dialog.
      await expect(dialog(page).getByRole("searchbox", { name: w.country.searchLabel })).toBeFocused();
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press("Tab");
        expect(await dialog(page).evaluate((node) => node.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press("Escape");
      await expect(dialog(page)).toHaveCount(0);

      // Opened again by a start button, closed by its close button; focus returns to the button.
      const start = page.getByRole("region", { name: t.home.journey.heading }).getByRole("button");
      await start.click();
      await expect(dialog(page)).toBeVisible();
      await dialog(page).getByRole("button", { name: w.close }).click();
      await expect(dialog(page)).toHaveCount(0);
      await expect(start).toBeFocused();
    });

    test("can be completed with the keyboard only", async ({ page }) => {
      await visit(page, "/");
      await heroStart(page).focus();
      await page.keyboard.press("Enter");
      const search = dialog(page).getByRole("searchbox", { name: w.country.searchLabel });
      await expect(search).toBeFocused();
      await page.keyboard.type(countryName("IN", language));
      await page.keyboard.press("Enter"); // picks the best match
      await expect(dialog(page).getByRole("radio", { name: countryName("IN", language), exact: true })).toBeChecked();
      await page.keyboard.press("Tab"); // into the list, on the chosen country
      await page.keyboard.press("Tab"); // Back is disabled: straight to Continue
      await expect(continueButton(page)).toBeFocused();
      await page.keyboard.press("Enter");

      await expect(stepText(page, 2)).toBeVisible();
      await expect(dialog(page).getByRole("heading", { name: w.questions.profession })).toBeFocused();
      await page.keyboard.press("Tab");
      await page.keyboard.press("Space");
      await expect(dialog(page).getByRole("radio", { name: w.professions.tech })).toBeChecked();
      await page.keyboard.press("Enter"); // Enter in the form continues
      await expect(stepText(page, 3)).toBeVisible();

      await page.keyboard.press("Tab");
      for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowDown");
      await expect(dialog(page).getByRole("radio", { name: incomeOver6k })).toBeChecked();
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      await expect(resultsButton(page)).toBeFocused();
      await page.keyboard.press("Enter");

      await expect(dialog(page).getByRole("heading", { name: w.results.heading })).toBeFocused();
      await expect(optionCard(page, "passeport-talent")).toBeVisible();
      await page.keyboard.press("Tab");
      await expect(
        optionCard(page, "passeport-talent").getByRole("link", { name: w.results.viewChecklist }),
      ).toBeFocused();
    });

    test("a failed request shows the error toast, keeps the answers, and Try again works", async ({ page }) => {
      allowConsoleErrors(page, /Failed to load resource: the server responded with a status of 500/);
      let fail = true;
      // The browser adds ?lang= to API calls (app/lib/api-request.ts): match the path with any query.
      await page.route(/\/api\/assessments(\?.*)?$/, async (route) => {
        if (fail) await route.fulfill({ status: 500, body: "boom" });
        else await route.continue();
      });
      await visit(page, "/");
      await heroStart(page).click();
      await answerAll(page, "IN", w.professions.tech, incomeOver6k);

      // The modal hides the rest of the page from assistive technology, toasts included, so the
      // dialog repeats the message itself; the toast is still shown.
      const toast = page.locator('li[data-variant="destructive"]');
      await expect(toast.getByText(w.error.title, { exact: true })).toBeVisible();
      await expect(toast.getByText(w.error.message, { exact: true })).toBeVisible();
      await expect(dialog(page).getByRole("heading", { name: w.error.heading })).toBeVisible();
      await expectNoAxeViolations(page, `wizard error [${language}]`);

      fail = false;
      await dialog(page).getByRole("button", { name: w.error.retry }).click();
      await expect(optionCard(page, "passeport-talent")).toBeVisible();
    });
  });
}
