import { execFileSync } from "node:child_process";
import type { Page } from "@playwright/test";
import { eligibilityFiguresOn } from "../../content/eligibility/eligibility-figures.ts";
import { reasonText, verdictLabel } from "../../content/eligibility/eligibility-texts.ts";
import { routeName } from "../../content/eligibility/eligibility-values.ts";
import { formatFactDate } from "../../content/facts/format-fact.ts";
import { apiMessage } from "../../content/messages/api-messages.ts";
import { nextAllowanceDay } from "../../core/eligibility/eligibility-allowance.ts";
import { eligibilityProfileSchema, profileOf } from "../../core/eligibility/eligibility-profile-schema.ts";
import type { EligibilityResult } from "../../core/eligibility/eligibility-result.ts";
import { evaluateEligibility } from "../../core/eligibility/evaluate-eligibility.ts";
import { parisDate } from "../../core/paris-date.ts";
import { password, registerThroughApi, uniqueEmail, updateDatabase, verificationLinkFor } from "./accounts-support.ts";
import {
  allowConsoleErrors,
  catalogs,
  escapeRegExp,
  expect,
  expectNoAxeViolations,
  interpolate,
  type Language,
  queryDatabase,
  test,
  useLanguage,
  visit,
} from "./support.ts";

/**
 * The detailed assessment (ADR 0078): a visitor answers the short steps (a refused answer shown
 * next to its field and in the summary), sees the top route with every reason's threshold beside
 * their figure, creates an account and finds the assessment saved with every route; a free
 * member's second one in the month is refused with the date of the next; a premium member runs
 * two and re-runs one saved before the SMIC rose; another account gets a 404; the same walk without
 * JavaScript; and once in Arabic, right to left.
 */

/** A Lebanese engineer with a permanent job at €52,000: the qualified-employee talent card is open. */
const engineer = { nationality: "LB", salary: "52000" };

/** What the engine answers for these answers today: the page must say the same. */
function expected(salary: number): EligibilityResult {
  const input = eligibilityProfileSchema.parse({
    nationality: engineer.nationality,
    purpose: "work",
    diploma: "master",
    diplomaFromFrance: false,
    yearsExperience: 5,
    contractType: "permanent",
    annualGrossSalaryEur: salary,
    employerType: "french-company",
    shortageOccupation: null,
    familyStatus: "single",
  });
  const profile = profileOf(input, parisDate());
  return evaluateEligibility(profile, eligibilityFiguresOn(profile.plannedStart));
}

const main = (page: Page) => page.getByRole("main");

/** A PDF's text as pdftotext reads it, every run of white space (no-break ones included) as one space. */
function pdfText(bytes: Buffer): string {
  return flat(execFileSync("pdftotext", ["-enc", "UTF-8", "-", "-"], { input: bytes }).toString("utf8"));
}
const flat = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, " ").trim();

async function expectStep(page: Page, language: Language, title: string, step: number, total: number) {
  const a = catalogs[language].assessment;
  await expect(main(page).getByRole("heading", { level: 2, name: title })).toBeVisible();
  await expect(
    main(page).getByText(interpolate(a.progress, { step: String(step), total: String(total) })),
  ).toBeVisible();
}

const radio = (page: Page, group: string, name: string) =>
  main(page).getByRole("group", { name: group, exact: true }).getByRole("radio", { name, exact: true });

/**
 * Answers every step of a work profile, from wherever the draft stands, up to the summary.
 * `refuseOnce`: the salary is first typed wrong, and the refusal checked.
 */
async function answerAll(
  page: Page,
  language: Language,
  options: { salary?: string; refuseOnce?: boolean; axe?: boolean } = {},
) {
  const a = catalogs[language].assessment;
  const next = () => main(page).getByRole("button", { name: a.next, exact: true }).click();
  await expectStep(page, language, a.steps.nationality.title, 1, 6);
  await main(page).getByLabel(a.fields.nationality, { exact: true }).selectOption(engineer.nationality);
  await next();
  await expectStep(page, language, a.steps.purpose.title, 2, 6);
  await radio(page, a.fields.purpose, a.options.purpose.work).check();
  await next();
  // The purpose opened two steps: education, then the job.
  await expectStep(page, language, a.steps.education.title, 3, 7);
  await radio(page, a.fields.diploma, a.options.diploma.master).check();
  await radio(page, a.fields.diplomaFromFrance, a.no).check();
  await main(page).getByLabel(a.fields.yearsExperience, { exact: true }).fill("5");
  await next();
  await expectStep(page, language, a.steps.job.title, 4, 7);
  await radio(page, a.fields.contractType, a.options.contractType.permanent).check();
  const salary = main(page).getByLabel(a.fields.annualGrossSalaryEur, { exact: true });
  await radio(page, a.fields.employerType, a.options.employerType["french-company"]).check();
  if (options.refuseOnce) {
    await salary.fill("lots");
    await next();
    const message = apiMessage(language, "eligibility_amount_invalid");
    const summary = main(page).getByRole("alert");
    await expect(summary).toContainText(a.errors.title);
    await expect(summary.getByRole("link", { name: `${a.fields.annualGrossSalaryEur}: ${message}` })).toBeVisible();
    await expect(salary).toHaveAttribute("aria-invalid", "true");
    await expect(salary).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
    if (options.axe !== false) await expectNoAxeViolations(page, `/assessment job step refused [${language}]`);
  }
  await salary.fill(options.salary ?? engineer.salary);
  await next();
  await expectStep(page, language, a.steps.household.title, 5, 7);
  await radio(page, a.fields.familyStatus, a.options.familyStatus.single).check();
  await next();
  await expectStep(page, language, a.steps.timeline.title, 6, 7);
  await next();
  await expectStep(page, language, a.steps.summary.title, 7, 7);
}

/** The top route as a visitor sees it: name, verdict and each reason's sentence (threshold beside the figure). */
async function expectTopRoute(page: Page, language: Language, result: EligibilityResult) {
  const a = catalogs[language].assessment;
  const top = result.routes[0];
  if (!top) throw new Error("no route");
  await expect(main(page).getByRole("heading", { level: 2, name: a.result.title })).toBeVisible();
  const card = main(page).getByRole("article", { name: routeName(top.slug, language) });
  await expect(card.getByText(verdictLabel(top.verdict, language), { exact: true })).toBeVisible();
  expect(top.reasons.length).toBeGreaterThan(0);
  for (const reason of top.reasons) {
    await expect(card.getByText(reasonText(reason, language).sentence, { exact: true })).toBeVisible();
  }
}

async function registerFromResult(page: Page, language: Language, email: string) {
  const t = catalogs[language];
  const a = t.account;
  await main(page).getByRole("link", { name: t.assessment.result.register, exact: true }).click();
  await expect(page).toHaveURL(/\/register\?redirectTo=/);
  await main(page).getByLabel(a.fields.name, { exact: true }).fill("Nadia Karam");
  await main(page).getByLabel(a.fields.email, { exact: true }).fill(email);
  await main(page).getByLabel(a.fields.password, { exact: true }).fill(password);
  await main(page).getByLabel(a.fields.confirmPassword, { exact: true }).fill(password);
  await main(page).getByLabel(a.fields.nationality, { exact: true }).selectOption("LB");
  await main(page).getByLabel(a.fields.profession, { exact: true }).fill("Engineer");
  await main(page)
    .getByRole("checkbox", { name: a.register.agreeToTerms.replace(/<\/?terms>/g, "") })
    .check();
  await page.getByRole("button", { name: a.register.submit }).click();
  await expect(main(page).getByRole("heading", { level: 2, name: a.verify.checkTitle })).toBeVisible({
    timeout: 15_000,
  });
  await expect.poll(() => queryDatabase("SELECT 1 AS sent FROM outbox WHERE to_address = ?", email)).toHaveLength(1);
  await visit(page, verificationLinkFor(email));
  await expect(page).toHaveURL(/\/profile\?verified=1/, { timeout: 15_000 });
}

const savedIdOf = (page: Page) => /\/assessment\/saved\/([0-9a-f-]{36})/.exec(page.url())?.[1] ?? "missing";
const savedDate = (id: string, language: Language) => {
  const row = queryDatabase<{ created_at: string }>(
    "SELECT created_at FROM eligibility_assessments WHERE id = ?",
    id,
  )[0];
  return formatFactDate((row?.created_at ?? "").slice(0, 10), language);
};

async function expectSavedPage(page: Page, language: Language, result: EligibilityResult) {
  const a = catalogs[language].assessment;
  await expect(page).toHaveURL(/\/assessment\/saved\/[0-9a-f-]{36}/);
  const id = savedIdOf(page);
  await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(
    interpolate(a.saved.title, { date: savedDate(id, language) }),
  );
  await expect(main(page).getByRole("heading", { level: 2, name: a.saved.routes })).toBeVisible();
  // Every applicable route ranked, each with its verdict; the others collapsed at the end.
  const applicable = result.routes.filter((route) => route.verdict !== "not-applicable");
  for (const [index, route] of applicable.slice(0, 3).entries()) {
    const card = main(page).getByRole("article", { name: `${index + 1}. ${routeName(route.slug, language)}` });
    await expect(card.getByText(verdictLabel(route.verdict, language), { exact: true })).toBeVisible();
  }
  await expect(
    main(page).getByText(
      interpolate(a.saved.notApplicable, { number: String(result.routes.length - applicable.length) }),
    ),
  ).toBeVisible();
  await expect(main(page).getByRole("link", { name: a.saved.pdf })).toHaveAttribute(
    "href",
    `/api/eligibility/assessments/${id}/pdf?lang=${language}`,
  );
  // The top route's figures in the table: the person's salary beside the threshold.
  const top = applicable[0];
  if (!top) throw new Error("no applicable route");
  const salary = top.reasons.find((reason) => reason.unit === "eur-per-year-gross");
  if (salary) {
    const text = reasonText(salary, language);
    const row = main(page)
      .getByRole("article", { name: `1. ${routeName(top.slug, language)}` })
      .getByRole("row", { name: new RegExp(escapeRegExp(text.label)) });
    await expect(row).toContainText(text.yours);
    await expect(row).toContainText(text.required);
  }
  await expect(
    main(page)
      .getByRole("link", { name: new RegExp(`^${a.route.addToChecklist}`) })
      .first(),
  ).toBeVisible();
  await expect(main(page).getByRole("heading", { level: 2, name: a.saved.adviserTitle })).toBeVisible();
  return id;
}

for (const language of ["en", "fr"] as const) {
  const a = catalogs[language].assessment;

  test.describe(`the detailed assessment [${language}]`, () => {
    useLanguage(language);

    test("a visitor sees the top route's reasons, signs up, finds it saved, and a second one this month is refused", async ({
      page,
    }) => {
      test.slow();
      allowConsoleErrors(page, /status of 400 \(Bad Request\)/, /status of 403 \(Forbidden\)/);
      await visit(page, "/assessment");
      await expect(main(page).getByRole("heading", { level: 1, name: a.title })).toBeVisible();
      await expectNoAxeViolations(page, `/assessment [${language}]`);
      await answerAll(page, language, { refuseOnce: true });
      // The summary: every answer with its way back to the step.
      await expect(
        main(page).getByRole("link", { name: `${a.summary.edit} — ${a.fields.annualGrossSalaryEur}` }),
      ).toBeVisible();
      await expectNoAxeViolations(page, `/assessment summary [${language}]`);
      await main(page).getByRole("button", { name: a.finish }).click();

      const result = expected(52000);
      await expectTopRoute(page, language, result);
      await expectNoAxeViolations(page, `/assessment result [${language}]`);
      // The visitor's draft is kept under the browser's session_ cookie (httpOnly).
      const cookie = (await page.context().cookies()).find((c) => c.name === "passerelle_assessment");
      expect(cookie).toMatchObject({ path: "/", httpOnly: true, sameSite: "Lax" });
      expect(cookie?.value).toMatch(/^session_\d+_[a-z0-9]+$/);

      const email = uniqueEmail(`${language}-detailed`);
      await registerFromResult(page, language, email);
      // The profile the verification link opens has saved the answers given before signing up.
      const mine = main(page).getByRole("region", { name: a.list.title });
      await expect(mine.getByRole("status")).toHaveText(a.list.claimed);
      await expectNoAxeViolations(page, `/profile after signing up [${language}]`);
      await expect(mine.getByRole("listitem")).toHaveCount(1);
      await mine.getByRole("listitem").getByRole("link").click();
      const id = await expectSavedPage(page, language, result);
      await expectNoAxeViolations(page, `/assessment/saved [${language}]`);
      expect(
        queryDatabase(
          "SELECT u.email FROM eligibility_assessments e JOIN users u ON u.id = e.user_id WHERE e.id = ?",
          id,
        ),
      ).toEqual([{ email }]);

      // The PDF report in the page's language, read back as text: the top route and its salary threshold.
      const pdf = await page.request.get(`/api/eligibility/assessments/${id}/pdf?lang=${language}`);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()["content-type"]).toContain("application/pdf");
      const text = pdfText(await pdf.body());
      const top = result.routes[0];
      if (!top) throw new Error("no route");
      expect(text).toContain(flat(routeName(top.slug, language)));
      const salary = top.reasons.find((reason) => reason.unit === "eur-per-year-gross");
      if (salary) expect(text).toContain(flat(reasonText(salary, language).sentence));

      // Listed on the profile.
      await visit(page, "/profile");
      const list = main(page).getByRole("region", { name: a.list.title });
      await expect(
        list.getByRole("link", { name: interpolate(a.list.openLabel, { date: savedDate(id, language) }) }),
      ).toBeVisible();

      // A second one this month on the free plan: refused with the day the next one opens.
      await visit(page, "/assessment?step=summary");
      await main(page).getByRole("button", { name: a.finish }).click();
      const next = formatFactDate(nextAllowanceDay(parisDate()), language);
      await expect(main(page).getByRole("alert")).toHaveText(
        apiMessage(language, "eligibility_monthly_limit", { next }),
      );
      expect(
        queryDatabase(
          "SELECT id FROM eligibility_assessments WHERE user_id = (SELECT id FROM users WHERE email = ?)",
          email,
        ),
      ).toHaveLength(1);
    });

    test("a premium member runs two, re-runs one saved before the SMIC rose, and another account gets a 404", async ({
      page,
      browser,
    }) => {
      test.slow();
      const email = uniqueEmail(`${language}-premium`);
      await registerThroughApi(page, email, "Premium Member");
      updateDatabase("UPDATE users SET plan = 'premium' WHERE email = ?", email);
      await visit(page, "/assessment");
      await answerAll(page, language);
      await main(page).getByRole("button", { name: a.finish }).click();
      const first = await expectSavedPage(page, language, expected(52000));

      // A second one with another salary: unlimited on premium.
      await visit(page, "/assessment?step=job");
      await main(page).getByLabel(a.fields.annualGrossSalaryEur, { exact: true }).fill("38000");
      await main(page).getByRole("button", { name: a.next, exact: true }).click();
      await expectStep(page, language, a.steps.summary.title, 7, 7);
      await main(page).getByRole("button", { name: a.finish }).click();
      const second = await expectSavedPage(page, language, expected(38000));
      expect(second).not.toBe(first);

      // The first one as the server made it on 20 May 2026, with the facts then in force: the SMIC
      // rose on 1 June 2026, so the re-run shows every salary floor tied to it moving.
      const before = "2026-05-20";
      const [row] = queryDatabase<{ profile_json: string }>(
        "SELECT profile_json FROM eligibility_assessments WHERE id = ?",
        first,
      );
      const mayProfile = { ...JSON.parse(row?.profile_json ?? "{}"), plannedStart: before };
      const mayResult = evaluateEligibility(profileOf(mayProfile, before), eligibilityFiguresOn(before));
      updateDatabase(
        "UPDATE eligibility_assessments SET profile_json = ?, result_json = ?, figures_date = ?, created_at = ? WHERE id = ?",
        JSON.stringify(mayProfile),
        JSON.stringify(mayResult),
        before,
        `${before}T09:00:00.000Z`,
        first,
      );
      const salarie = (result: EligibilityResult) =>
        result.routes.find((route) => route.slug === "salarie")?.reasons.find((r) => r.condition === "salary-smic");
      const [smicThen, smicNow] = [salarie(mayResult), salarie(expected(52000))];
      if (!smicThen || !smicNow) throw new Error("the employee route has no SMIC condition");
      expect(smicNow.threshold).not.toEqual(smicThen.threshold);

      await visit(page, `/assessment/saved/${first}`);
      await main(page).getByRole("button", { name: a.saved.rerun }).click();
      // The re-run is a new assessment beside the old one, opened at its own address.
      await expect(page).not.toHaveURL(new RegExp(`/assessment/saved/${first}`));
      await expect(page).toHaveURL(/\/assessment\/saved\/[0-9a-f-]{36}/);
      const rerun = savedIdOf(page);
      expect([first, second]).not.toContain(rerun);
      const differences = main(page).getByRole("region", {
        name: interpolate(a.saved.differencesTitle, { date: savedDate(first, language) }),
      });
      await expect(differences).toBeVisible();
      const employee = escapeRegExp(routeName("salarie", language));
      const moved = differences.getByRole("listitem").filter({ hasText: new RegExp(`^${employee} — `) });
      await expect(moved).toContainText(flat(reasonText(smicThen, language).required));
      await expect(moved).toContainText(flat(reasonText(smicNow, language).required));
      await expectNoAxeViolations(page, `/assessment/saved re-run [${language}]`);

      // The profile lists the three; deleting one (a premium member's: gone for good) leaves two.
      await visit(page, "/profile");
      const list = main(page).getByRole("region", { name: a.list.title });
      await expect(list.getByRole("listitem")).toHaveCount(3);
      await list
        .getByRole("listitem")
        .filter({ has: page.locator(`a[href*="${second}"]`) })
        .getByRole("button", { name: interpolate(a.saved.deleteLabel, { date: savedDate(second, language) }) })
        .click();
      await expect(list.getByRole("status")).toHaveText(a.list.deleted);
      await expect(list.getByRole("listitem")).toHaveCount(2);
      expect(queryDatabase("SELECT id FROM eligibility_assessments WHERE id = ?", second)).toEqual([]);

      // Another account: the same address is a page that does not exist.
      const stranger = await browser.newContext({ locale: language === "fr" ? "fr-FR" : "en-US" });
      try {
        const other = await stranger.newPage();
        await registerThroughApi(other, uniqueEmail(`${language}-stranger`), "Stranger");
        const response = await other.goto(`/assessment/saved/${first}`);
        expect(response?.status()).toBe(404);
      } finally {
        await stranger.close();
      }
    });

    test("the quick wizard's nationality and purpose are proposed, and kept once sent", async ({ page }) => {
      await visit(page, "/assessment?nationality=LB&purpose=study");
      await expectStep(page, language, a.steps.nationality.title, 1, 6);
      await expect(main(page).getByLabel(a.fields.nationality, { exact: true })).toHaveValue("LB");
      await main(page).getByRole("button", { name: a.next, exact: true }).click();
      await expectStep(page, language, a.steps.purpose.title, 2, 6);
      await expect(radio(page, a.fields.purpose, a.options.purpose.study)).toBeChecked();
      await main(page).getByRole("button", { name: a.next, exact: true }).click();
      // Sent, the proposal is the draft's answer: the study situation opens, also on a fresh visit.
      await expectStep(page, language, a.steps.studies.title, 3, 6);
      await visit(page, "/assessment");
      await expectStep(page, language, a.steps.studies.title, 3, 6);
    });
  });

  test.describe(`the detailed assessment without JavaScript [${language}]`, () => {
    useLanguage(language);
    test.use({ javaScriptEnabled: false });

    test("plain form posts: a refusal, every step, the summary and the top route", async ({ page }) => {
      allowConsoleErrors(page, /status of 400 \(Bad Request\)/);
      await page.goto("/assessment");
      await main(page).getByRole("button", { name: a.next, exact: true }).click();
      await expect(main(page).getByRole("alert")).toContainText(apiMessage(language, "nationality_required"));
      // axe runs in the page's JavaScript: the other walks check these pages.
      await answerAll(page, language, { refuseOnce: true, axe: false });
      await main(page).getByRole("button", { name: a.finish }).click();
      await expectTopRoute(page, language, expected(52000));
    });
  });
}

test.describe("the detailed assessment in Arabic", () => {
  useLanguage("ar");

  test("right to left, the top route's reasons and no axe violation", async ({ page }) => {
    test.slow();
    await visit(page, "/assessment");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await answerAll(page, "ar");
    await main(page).getByRole("button", { name: catalogs.ar.assessment.finish }).click();
    await expectTopRoute(page, "ar", expected(52000));
    await expectNoAxeViolations(page, "/assessment result [ar]");
  });
});
