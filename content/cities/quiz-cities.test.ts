import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { type QuizAnswers, rankCities, sizeClassOf } from "../../core/city-quiz.ts";
import { cities } from "./cities.ts";
import { populationSource, quizCities, quizCityFacts } from "./quiz-cities.ts";

describe("the quiz's view of the seven cities", () => {
  it("reads costs and scores from the city files, with a population and climate for each city", () => {
    expect(quizCities.map((city) => city.id)).toEqual(cities.map((city) => city.id));
    for (const city of cities) {
      const quizCity = quizCities.find((item) => item.id === city.id);
      expect(quizCity?.monthly).toEqual({ typical: city.costs.totalMonthly.typical, low: city.costs.totalMonthly.low });
      expect(quizCity?.scores).toBe(city.scores);
      expect(quizCity?.population).toBe(quizCityFacts[city.id].population);
    }
  });

  it("puts Paris alone in the largest class and Annecy alone in the smallest", () => {
    const sizes = Object.fromEntries(quizCities.map((city) => [city.id, sizeClassOf(city.population)]));
    expect(sizes).toEqual({
      paris: "metropolis",
      lyon: "big",
      marseille: "big",
      toulouse: "big",
      nice: "medium",
      bordeaux: "medium",
      annecy: "small",
    });
  });

  it("rounds every population to the stated ten thousand", () => {
    for (const city of quizCities) expect(city.population % populationSource.roundedTo).toBe(0);
  });
});

type Commune = { code: string; nom: string; type: string; population?: number };

/*
 * INSEE's legal populations as the devDependency `@etalab/decoupage-administratif` ships them
 * (data/communes.json, "population municipale" by INSEE code). Read through require so the
 * type checker does not type its 37,000 communes.
 */
const require = createRequire(import.meta.url);
const etalab = {
  version: (require("@etalab/decoupage-administratif/package.json") as { version: string }).version,
  communes: require("@etalab/decoupage-administratif/data/communes.json") as Commune[],
};

describe("each city's INSEE code", () => {
  it("is a distinct five-character commune code", () => {
    const codes = Object.values(quizCityFacts).map((facts) => facts.inseeCode);
    for (const code of codes) expect(code).toMatch(/^(\d{5}|2[AB]\d{3})$/);
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe("populations checked against @etalab/decoupage-administratif", () => {
  it("reads the version that carries INSEE's 2023 legal populations", () => {
    expect(populationSource.vintage).toBe(2023);
    expect(etalab.version).toBe("6.0.0");
  });

  it.each(cities.map((city) => ({ id: city.id, name: city.text.fr.name })))(
    "$id is its commune's legal population, rounded as stated",
    ({ id, name }) => {
      const facts = quizCityFacts[id];
      const commune = etalab.communes.find((item) => item.code === facts.inseeCode && item.type === "commune-actuelle");
      expect(commune?.nom).toBe(name);
      const exact = commune?.population ?? Number.NaN;
      expect(Math.round(exact / populationSource.roundedTo) * populationSource.roundedTo).toBe(facts.population);
    },
  );
});

describe("known answers on today's dataset", () => {
  it("a big-city culture lover who wants real seasons and works from home gets Lyon", () => {
    const answers: QuizAnswers = {
      budget: "1500-2500",
      climate: "continental",
      size: "big",
      priorities: ["career", "culture"],
      language: "some",
      lifestyle: "remote-work",
    };
    const ranked = rankCities(answers, quizCities);
    expect(ranked.slice(0, 3).map((match) => [match.cityId, match.points])).toEqual([
      ["lyon", 62],
      ["paris", 59],
      // Toulouse has the same 49 points and the same budget and priorities points: list order.
      ["marseille", 49],
    ]);
    const lyon = ranked[0];
    expect(lyon?.reasons.map((reason) => (reason.kind === "score" ? reason.metric : reason.kind))).toEqual([
      "budget",
      "climate",
      "size",
      "career",
      "cultureAndArts",
      "expatCommunity",
      "internetSpeed",
    ]);
    expect(lyon?.caveats).toEqual([]);
  });

  it("on the smallest budget Paris is over it, whatever else is asked", () => {
    const answers: QuizAnswers = {
      budget: "1000-1500",
      climate: "any",
      size: "any",
      priorities: ["culture"],
      language: "fluent",
      lifestyle: "car-free",
    };
    const paris = rankCities(answers, quizCities).find((match) => match.cityId === "paris");
    expect(paris?.byQuestion.budget).toBe(0);
    expect(paris?.caveats[0]).toMatchObject({ kind: "budget", fit: "over" });
  });
});
