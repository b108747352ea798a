import type { Page } from "@playwright/test";
import { findCity } from "../../content/cities/cities.ts";
import { quizCities, quizCityFacts } from "../../content/cities/quiz-cities.ts";
import { maxQuizPoints, type QuizAnswers, type QuizQuestion, rankCities } from "../../core/city-quiz.ts";
import { formatEuros } from "../../core/plans-catalogue.ts";
import { registerThroughApi, uniqueEmail } from "./accounts-support.ts";
import {
  allowConsoleErrors,
  catalogs,
  escapeRegExp,
  expect,
  expectNoAxeViolations,
  interpolate,
  type Language,
  test,
  useLanguage,
  visit,
} from "./support.ts";

/**
 * The city quiz (ADR 0031): six required questions with "Question X of 6", a stated best
 * match with the reasons that scored, every other city with its points, "Compare these cities"
 * opening the comparison with the top three, the same walk without JavaScript, and a signed-in
 * user's last result on their profile.
 */

/** Answers that make Lyon the best match (content/cities/quiz-cities.test.ts pins its points). */
const lyonAnswers: QuizAnswers = {
  budget: "1500-2500",
  climate: "continental",
  size: "big",
  priorities: ["career", "culture"],
  language: "some",
  lifestyle: "remote-work",
};
const ranking = rankCities(lyonAnswers, quizCities);
const topThree = ranking.slice(0, 3).map((match) => match.cityId);
const lyon = findCity("lyon");
if (!lyon) throw new Error("no Lyon in the dataset");

/** A pattern for a text as an accessible description reads it (any white space normalised, U+202F included). */
const anySpace = (text: string) => escapeRegExp(text).replace(/\s/g, "\\s");

const expectRefusals = (page: Page) => allowConsoleErrors(page, /status of 400 \(Bad Request\)/);

/** The label of each chosen answer, as the form shows it. */
function answerLabels(language: Language, question: QuizQuestion, answers: QuizAnswers): string[] {
  const o = catalogs[language].cityQuiz.options;
  switch (question) {
    case "budget": {
      const [min, max] = answers.budget.split("-").map((amount) => formatEuros(Number(amount) * 100, language));
      return [interpolate(o.budget[answers.budget], { min: min ?? "", max: max ?? "" })];
    }
    case "climate":
      return [o.climate[answers.climate].label];
    case "size":
      return [o.size[answers.size].label];
    case "priorities":
      return answers.priorities.map((priority) => o.priorities[priority].label);
    case "language":
      return [o.language[answers.language].label];
    case "lifestyle":
      return [o.lifestyle[answers.lifestyle].label];
  }
}

const questions: QuizQuestion[] = ["budget", "climate", "size", "priorities", "language", "lifestyle"];

async function expectStep(page: Page, language: Language, step: number) {
  const q = catalogs[language].cityQuiz;
  await expect(
    page.getByRole("heading", { level: 2, name: interpolate(q.progress, { step: String(step), total: "6" }) }),
  ).toBeVisible();
}

/** Answers the six questions one page after the other, as a visitor would. */
async function answerAll(page: Page, language: Language, answers: QuizAnswers) {
  const q = catalogs[language].cityQuiz;
  for (const [index, question] of questions.entries()) {
    await expectStep(page, language, index + 1);
    await expect(page.getByRole("group", { name: q.questions[question].question })).toBeVisible();
    for (const label of answerLabels(language, question, answers)) {
      await page.getByRole(question === "priorities" ? "checkbox" : "radio", { name: label }).check();
    }
    await page.getByRole("button", { name: index === 5 ? q.finish : q.next }).click();
  }
}

/** What the result page must say about Lyon, from the catalog and the dataset (never retyped). */
function lyonReasons(language: Language) {
  const r = catalogs[language].cityQuiz.reasons;
  const population = new Intl.NumberFormat(language).format(quizCityFacts.lyon.population);
  const budget = interpolate(r.budget.comfortable, {
    amount: formatEuros((lyon?.costs.totalMonthly.typical ?? 0) * 100, language),
  });
  const climate = r.climate.match.continental;
  const size = interpolate(r.size.match.big, { population });
  return {
    summary: [budget, climate, size],
    all: [
      budget,
      climate,
      size,
      interpolate(r.score.plus.cultureAndArts, { score: String(lyon?.scores.cultureAndArts) }),
      interpolate(r.career.plus, { population }),
    ],
  };
}

function pointsText(language: Language, cityId: string) {
  const points = ranking.find((match) => match.cityId === cityId)?.points ?? -1;
  return interpolate(catalogs[language].cityQuiz.result.points, {
    points: String(points),
    max: String(maxQuizPoints),
  });
}

async function expectLyonResult(page: Page, language: Language) {
  const t = catalogs[language];
  const q = t.cityQuiz;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    interpolate(q.result.title, { city: t.cities.names.lyon }),
  );
  const reasons = lyonReasons(language);
  const list = new Intl.ListFormat(language, { type: "conjunction" });
  await expect(
    page.getByText(interpolate(q.result.summary, { city: t.cities.names.lyon, reasons: list.format(reasons.summary) })),
  ).toBeVisible();
  const top = page.getByRole("region", { name: `${t.cities.names.lyon} · ${pointsText(language, "lyon")}` });
  for (const reason of reasons.all) await expect(top.getByRole("listitem").filter({ hasText: reason })).toHaveCount(1);
  // The map of France beside it, with the best match highlighted (and said so in its description).
  await expect(top.getByRole("img", { name: t.cities.map.title })).toHaveAccessibleDescription(
    new RegExp(`${anySpace(interpolate(t.cities.map.highlighted, { cities: t.cities.names.lyon }))}$`),
  );
  // The runner-up is listed with its points.
  const others = page.getByRole("region", { name: q.result.othersTitle });
  await expect(others.getByRole("listitem").first()).toContainText(
    `${t.cities.names[topThree[1] as "paris"]} · ${pointsText(language, topThree[1] ?? "")}`,
  );
  await expect(page.getByRole("table", { name: q.result.tableCaption }).getByRole("row")).toHaveCount(8);
}

for (const language of ["en", "fr"] as const) {
  const t = catalogs[language];
  const q = t.cityQuiz;

  test.describe(`the city quiz [${language}]`, () => {
    useLanguage(language);

    test("six answers give a stated best match with its reasons, and Compare opens the top three", async ({ page }) => {
      await visit(page, "/city-quiz");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(q.title);
      await expectNoAxeViolations(page, `/city-quiz [${language}]`);
      await answerAll(page, language, lyonAnswers);
      await expect(page).toHaveURL(
        "/city-quiz?budget=1500-2500&climate=continental&size=big&priority=career&priority=culture&language=some&lifestyle=remote-work",
      );
      await expectLyonResult(page, language);
      await expect(page.getByText(q.result.signInToSave)).toBeVisible();
      await expectNoAxeViolations(page, `/city-quiz result [${language}]`);

      // Retake starts again from the first question.
      await expect(page.getByRole("link", { name: q.result.retake })).toHaveAttribute("href", "/city-quiz");
      await page.getByRole("link", { name: q.result.compare }).click();
      await expect(page).toHaveURL(`/city-comparison?cities=${topThree.join(",")}`);
      // Everyone compares three cities side by side, whatever their plan: all three.
      for (const id of topThree as ("lyon" | "paris")[]) {
        await expect(page.getByRole("checkbox", { name: t.cities.names[id] })).toBeChecked();
      }
    });

    test("an unanswered question is refused and named; so are the ones skipped before the last", async ({ page }) => {
      expectRefusals(page);
      await visit(page, "/city-quiz");
      await page.getByRole("button", { name: q.next }).click();
      await expect(page.getByRole("main").getByRole("alert")).toContainText(
        interpolate(q.errors.unanswered, { step: "1", question: q.questions.budget.short }),
      );
      await expectStep(page, language, 1);
      await expectNoAxeViolations(page, `/city-quiz refused [${language}]`);

      // Three priorities are one too many.
      await visit(page, "/city-quiz?step=4");
      for (const priority of ["culture", "nature", "safety"] as const) {
        await page.getByRole("checkbox", { name: q.options.priorities[priority].label }).check();
      }
      await page.getByRole("button", { name: q.next }).click();
      await expect(page.getByRole("main").getByRole("alert")).toContainText(q.errors.tooMany);

      // Reaching the last question with earlier ones skipped: every missing one is listed, with its way back.
      await visit(page, "/city-quiz?step=6&budget=1000-1500&climate=any");
      await page.getByRole("radio", { name: q.options.lifestyle["car-free"].label }).check();
      await page.getByRole("button", { name: q.finish }).click();
      const alert = page.getByRole("main").getByRole("alert");
      await expect(alert).toContainText(q.errors.missing);
      const missing = (["size", "priorities", "language"] as const).map((question, index) =>
        interpolate(q.errors.missingItem, { step: String(index + 3), question: q.questions[question].short }),
      );
      await expect(alert.getByRole("link")).toHaveText(missing);
      await alert.getByRole("link", { name: missing[0] }).click();
      await expectStep(page, language, 3);
      // The answers given so far went along, the last one included.
      expect(new URL(page.url()).searchParams.getAll("lifestyle")).toEqual(["car-free"]);
    });

    test("a signed-in user finds the last result on the profile", async ({ page }) => {
      await registerThroughApi(page, uniqueEmail(`quiz-${language}`));
      await visit(page, "/city-quiz");
      await answerAll(page, language, lyonAnswers);
      await expectLyonResult(page, language);
      await expect(page.getByText(q.result.saved)).toBeVisible();

      await page.getByRole("link", { name: q.result.savedLink }).click();
      const section = page.getByRole("region", { name: q.profile.title });
      await expect(section).toContainText(
        interpolate(q.profile.topMatch, {
          city: t.cities.names.lyon,
          points: String(ranking[0]?.points),
          max: String(maxQuizPoints),
        }),
      );
      await expect(section.getByRole("link", { name: q.profile.compare })).toHaveAttribute(
        "href",
        `/city-comparison?cities=${topThree.join(",")}`,
      );
      await expectNoAxeViolations(page, `/profile with a quiz result [${language}]`);
      await section.getByRole("link", { name: q.profile.see }).click();
      await expectLyonResult(page, language);
      await expect(page.getByText(q.result.saved)).toBeVisible();
    });
  });

  test.describe(`the city quiz without JavaScript [${language}]`, () => {
    useLanguage(language);
    test.use({ javaScriptEnabled: false });

    test("works with plain form posts: refusal, six answers, result and the comparison link", async ({ page }) => {
      expectRefusals(page);
      await page.goto("/city-quiz");
      await page.getByRole("button", { name: q.next }).click();
      await expect(page.getByRole("main").getByRole("alert")).toContainText(
        interpolate(q.errors.unanswered, { step: "1", question: q.questions.budget.short }),
      );
      await answerAll(page, language, lyonAnswers);
      await expectLyonResult(page, language);
      await expect(page.getByRole("link", { name: q.result.compare })).toHaveAttribute(
        "href",
        `/city-comparison?cities=${topThree.join(",")}`,
      );
      // Back from the result to the questions, answers kept.
      await page.getByRole("link", { name: q.result.changeAnswers }).click();
      await expectStep(page, language, 1);
      await page.getByRole("button", { name: q.next }).click();
      await expectStep(page, language, 2);
      await expect(page.getByRole("radio", { name: q.options.climate.continental.label })).toBeChecked();
      await page.getByRole("button", { name: q.back }).click();
      await expectStep(page, language, 1);
    });
  });
}

test.describe("the city quiz in Arabic", () => {
  useLanguage("ar");

  test("the first question and a result pass axe, right to left", async ({ page }) => {
    const q = catalogs.ar.cityQuiz;
    await visit(page, "/city-quiz");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(q.title);
    await expectNoAxeViolations(page, "/city-quiz [ar]");
    await answerAll(page, "ar", lyonAnswers);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      interpolate(q.result.title, { city: catalogs.ar.cities.names.lyon }),
    );
    await expectNoAxeViolations(page, "/city-quiz result [ar]");
  });
});
