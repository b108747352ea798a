import { describe, expect, it } from "vitest";
import {
  budgetFit,
  type CityMatch,
  isCompleteQuiz,
  maxQuizPoints,
  type QuizAnswers,
  type QuizCity,
  type QuizMetric,
  quizParams,
  rankCities,
  readQuizAnswers,
  sizeClassOf,
} from "./city-quiz.ts";

/** Scores of 6 everywhere (neither a reason nor a caveat), with the given ones changed. */
function scores(changes: Partial<Record<QuizMetric, number>> = {}): Record<QuizMetric, number> {
  return {
    nightlife: 6,
    cultureAndArts: 6,
    safety: 6,
    expatCommunity: 6,
    natureAndOutdoors: 6,
    shopping: 6,
    internetSpeed: 6,
    publicTransport: 6,
    englishUsage: 6,
    ...changes,
  };
}

/** Three made-up cities, so these tests pin the rules, not today's dataset (content/cities/quiz-cities.test.ts does that). */
const capital: QuizCity = {
  id: "capital",
  monthly: { typical: 2100, low: 1600 },
  scores: scores({ cultureAndArts: 10, nightlife: 10, natureAndOutdoors: 4, englishUsage: 8, publicTransport: 10 }),
  population: 2_100_000,
  climate: { main: "oceanic", near: "continental" },
};
const port: QuizCity = {
  id: "port",
  monthly: { typical: 1300, low: 1000 },
  scores: scores({ natureAndOutdoors: 9, cultureAndArts: 7, englishUsage: 5 }),
  population: 870_000,
  climate: { main: "mediterranean", near: null },
};
const lakeside: QuizCity = {
  id: "lakeside",
  monthly: { typical: 1500, low: 1180 },
  scores: scores({ natureAndOutdoors: 10, safety: 9, nightlife: 4, publicTransport: 4, internetSpeed: 8 }),
  population: 130_000,
  climate: { main: "continental", near: null },
};
const cities = [capital, port, lakeside];

const base: QuizAnswers = {
  budget: "1500-2500",
  climate: "any",
  size: "any",
  priorities: ["culture"],
  language: "fluent",
  lifestyle: "car-free",
};

const ids = (matches: CityMatch[]) => matches.map((match) => [match.cityId, match.points]);
const byId = (matches: CityMatch[], id: string) => matches.find((match) => match.cityId === id) as CityMatch;

/** A form or address as the readers see it. */
const fields = (entries: [string, string][]) => (name: string) =>
  entries.filter(([key]) => key === name).map(([, value]) => value);

describe("reading the answers", () => {
  const complete: [string, string][] = [
    ["budget", "1000-1500"],
    ["climate", "mediterranean"],
    ["size", "big"],
    ["priority", "culture"],
    ["priority", "career"],
    ["language", "some"],
    ["lifestyle", "remote-work"],
  ];

  it("reads six answers, priorities in the order the quiz lists them whatever order they came in", () => {
    const { answers, problems } = readQuizAnswers(fields(complete));
    expect(problems).toEqual([]);
    expect(answers).toEqual({
      budget: "1000-1500",
      climate: "mediterranean",
      size: "big",
      priorities: ["career", "culture"],
      language: "some",
      lifestyle: "remote-work",
    });
    expect(isCompleteQuiz(answers)).toBe(true);
  });

  it("names every unanswered question, in question order, and counts unknown values as unanswered", () => {
    const { answers, problems } = readQuizAnswers(
      fields([
        ["lifestyle", "car-free"],
        ["climate", "tropical"],
        ["budget", "1000-1500"],
        ["priority", "money"],
      ]),
    );
    expect(problems).toEqual([
      { question: "climate", problem: "unanswered" },
      { question: "size", problem: "unanswered" },
      { question: "priorities", problem: "unanswered" },
      { question: "language", problem: "unanswered" },
    ]);
    expect(answers).toEqual({ budget: "1000-1500", lifestyle: "car-free" });
    expect(isCompleteQuiz(answers)).toBe(false);
  });

  it("takes at most two priorities and counts a repeated one once", () => {
    const three = readQuizAnswers(
      fields([
        ...complete.filter(([key]) => key !== "priority"),
        ...(["culture", "nature", "safety"] as const).map((p) => ["priority", p] as [string, string]),
      ]),
    );
    expect(three.problems).toEqual([{ question: "priorities", problem: "too-many" }]);
    expect(three.answers.priorities).toBeUndefined();
    const repeated = readQuizAnswers(
      fields([...complete.filter(([key]) => key !== "priority"), ["priority", "nature"], ["priority", "nature"]]),
    );
    expect(repeated.problems).toEqual([]);
    expect(repeated.answers.priorities).toEqual(["nature"]);
  });

  it("writes the answers back as address parameters in question order, which read back the same", () => {
    const { answers } = readQuizAnswers(fields([...complete].reverse()));
    const params = quizParams(answers);
    expect(new URLSearchParams(params).toString()).toBe(
      "budget=1000-1500&climate=mediterranean&size=big&priority=career&priority=culture&language=some&lifestyle=remote-work",
    );
    const search = new URLSearchParams(params);
    expect(readQuizAnswers((name) => search.getAll(name)).answers).toEqual(answers);
  });
});

describe("budget", () => {
  it("is comfortable up to 90% of the band's top, tight up to the top, a stretch when only the cheaper end fits", () => {
    expect(budgetFit("1000-1500", { typical: 1350, low: 1000 })).toBe("comfortable");
    expect(budgetFit("1000-1500", { typical: 1351, low: 1000 })).toBe("tight");
    expect(budgetFit("1000-1500", { typical: 1500, low: 1000 })).toBe("tight");
    expect(budgetFit("1000-1500", { typical: 1501, low: 1500 })).toBe("stretch");
    expect(budgetFit("1000-1500", { typical: 2100, low: 1600 })).toBe("over");
    expect(budgetFit("1500-2500", { typical: 2100, low: 1600 })).toBe("comfortable");
    expect(budgetFit("2500-plus", { typical: 9000, low: 8000 })).toBe("comfortable");
  });

  it("puts an unaffordable city last and says so, with its typical and low costs", () => {
    const ranked = rankCities({ ...base, budget: "1000-1500" }, cities);
    // capital: budget 0 + climate 10 + size 10 + culture 10×2 + French 10 + transport 10 = 60
    // port: 10 + 10 + 10 + 7×2 + 10 + 6 = 60; lakeside: 7 + 10 + 10 + 6×2 + 10 + 4 = 53
    expect(ids(ranked)).toEqual([
      ["port", 60],
      ["capital", 60],
      ["lakeside", 53],
    ]);
    // A tie goes to the better budget fit.
    expect(byId(ranked, "capital").caveats[0]).toEqual({
      kind: "budget",
      tone: "minus",
      fit: "over",
      typical: 2100,
      low: 1600,
    });
    expect(byId(ranked, "port").reasons[0]).toMatchObject({ kind: "budget", fit: "comfortable", typical: 1300 });
    expect(byId(ranked, "lakeside").reasons[0]).toMatchObject({ kind: "budget", fit: "tight" });
  });
});

describe("ranking with known answers", () => {
  it("a culture lover with money who wants a metropolis gets the capital, with the reasons that scored", () => {
    const answers: QuizAnswers = {
      budget: "2500-plus",
      climate: "any",
      size: "metropolis",
      priorities: ["culture", "nightlife"],
      language: "none",
      lifestyle: "car-free",
    };
    const ranked = rankCities(answers, cities);
    // capital: 10 + 10 + 10 + (10 + 10) + 8 + 10 = 68; port: 10 + 10 + 5 + (7 + 6) + 5 + 6 = 49;
    // lakeside: 10 + 10 + 0 + (6 + 4) + 6 + 4 = 40.
    expect(ids(ranked)).toEqual([
      ["capital", 68],
      ["port", 49],
      ["lakeside", 40],
    ]);
    const top = ranked[0] as CityMatch;
    expect(top.byQuestion).toEqual({ budget: 10, climate: 10, size: 10, priorities: 20, language: 8, lifestyle: 10 });
    expect(top.points).toBeLessThanOrEqual(maxQuizPoints);
    expect(top.reasons).toEqual([
      { kind: "budget", tone: "plus", fit: "comfortable", typical: 2100, low: 1600 },
      { kind: "size", tone: "plus", fit: "match", size: "metropolis", wanted: "metropolis", population: 2_100_000 },
      { kind: "score", tone: "plus", question: "priorities", metric: "cultureAndArts", score: 10 },
      { kind: "score", tone: "plus", question: "priorities", metric: "nightlife", score: 10 },
      { kind: "score", tone: "plus", question: "language", metric: "englishUsage", score: 8 },
      { kind: "score", tone: "plus", question: "lifestyle", metric: "publicTransport", score: 10 },
    ]);
    expect(top.caveats).toEqual([]);
    const lakesideCaveats = byId(ranked, "lakeside").caveats.map((c) => (c.kind === "score" ? c.metric : c.kind));
    expect(lakesideCaveats).toEqual(["size", "nightlife", "publicTransport"]);
  });

  it("a nature lover after calm, a small place and real winters gets the lakeside town", () => {
    const answers: QuizAnswers = {
      budget: "1500-2500",
      climate: "continental",
      size: "small",
      priorities: ["nature", "safety"],
      language: "fluent",
      lifestyle: "remote-work",
    };
    const ranked = rankCities(answers, cities);
    // lakeside: 10 + 10 + 10 + (10 + 9) + 10 + 8 = 67; port: 10 + 0 + 0 + (9 + 6) + 10 + 6 = 41;
    // capital: 10 + 5 (near) + 0 + (4 + 6) + 10 + 6 = 41, behind port on priorities.
    expect(ids(ranked)).toEqual([
      ["lakeside", 67],
      ["port", 41],
      ["capital", 41],
    ]);
    expect(byId(ranked, "capital").reasons).toContainEqual({
      kind: "climate",
      tone: "plus",
      fit: "near",
      climate: "oceanic",
    });
    expect(byId(ranked, "port").caveats).toContainEqual({
      kind: "climate",
      tone: "minus",
      fit: "other",
      climate: "mediterranean",
    });
    expect(byId(ranked, "port").caveats).toContainEqual({
      kind: "size",
      tone: "minus",
      fit: "far",
      size: "big",
      wanted: "small",
      population: 870_000,
    });
  });

  it("one priority counts twice; career follows city size; some French leans on the international community", () => {
    const answers: QuizAnswers = { ...base, priorities: ["career"], language: "some" };
    const ranked = rankCities(answers, cities);
    expect(byId(ranked, "capital").byQuestion.priorities).toBe(20);
    expect(byId(ranked, "port").byQuestion.priorities).toBe(16);
    expect(byId(ranked, "lakeside").byQuestion.priorities).toBe(8);
    expect(byId(ranked, "capital").reasons).toContainEqual({
      kind: "career",
      tone: "plus",
      size: "metropolis",
      population: 2_100_000,
    });
    expect(byId(ranked, "lakeside").caveats).toContainEqual({
      kind: "career",
      tone: "minus",
      size: "small",
      population: 130_000,
    });
    expect(byId(ranked, "port").byQuestion.language).toBe(6);
  });

  it("'no preference' gives every city full points and no sentence about climate or size", () => {
    const ranked = rankCities(base, cities);
    for (const match of ranked) {
      expect(match.byQuestion.climate).toBe(10);
      expect(match.byQuestion.size).toBe(10);
      const kinds = [...match.reasons, ...match.caveats].map((finding) => finding.kind);
      expect(kinds).not.toContain("climate");
      expect(kinds).not.toContain("size");
    }
  });

  it("gives the same order for the same answers whatever order the cities come in", () => {
    const answers: QuizAnswers = { ...base, budget: "1000-1500" };
    const expected = [
      ["port", 60],
      ["capital", 60],
      ["lakeside", 53],
    ];
    expect(ids(rankCities(answers, [lakeside, capital, port]))).toEqual(expected);
    expect(ids(rankCities(answers, [capital, lakeside, port]))).toEqual(expected);
    // Equal on every count: the city list's order decides.
    const twin = { ...port, id: "twin" };
    expect(rankCities(answers, [twin, port]).map((match) => match.cityId)).toEqual(["twin", "port"]);
    expect(rankCities(answers, [port, twin]).map((match) => match.cityId)).toEqual(["port", "twin"]);
  });
});

describe("size classes", () => {
  it("go by the city's own population", () => {
    expect(sizeClassOf(2_100_000)).toBe("metropolis");
    expect(sizeClassOf(1_000_000)).toBe("metropolis");
    expect(sizeClassOf(999_999)).toBe("big");
    expect(sizeClassOf(400_000)).toBe("big");
    expect(sizeClassOf(350_000)).toBe("medium");
    expect(sizeClassOf(200_000)).toBe("medium");
    expect(sizeClassOf(130_000)).toBe("small");
  });
});
