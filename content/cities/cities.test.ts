import { describe, expect, it } from "vitest";
import { formatCheckedOn } from "../facts/format-fact.ts";
import { resolveFigures } from "../prose/resolve-figures.ts";
import { findVisa } from "../visas/visa-catalogue.ts";
import { cities, findCity, isCityId } from "./cities.ts";
import type { City, CityId, MoneyEstimate } from "./city-types.ts";
import { rentControlStatusCheck, rentControlText } from "./rent-control.ts";
import { costDefinitions, rubricBandLimits, rubricNote, scoreMetrics, scoreRubric } from "./rubric.ts";

const allIds: CityId[] = ["paris", "lyon", "marseille", "nice", "bordeaux", "toulouse", "annecy"];
const moneyKeys = [
  "rentOneBedroom",
  "rentThreeBedroom",
  "foodAndDining",
  "transportation",
  "utilities",
  "totalMonthly",
] as const satisfies readonly (keyof City["costs"])[];
const partKeys = ["rentOneBedroom", "foodAndDining", "transportation", "utilities"] as const;

/** Every string inside a value, with the path it was found at. */
function strings(value: unknown, path = ""): { path: string; text: string }[] {
  if (typeof value === "string") return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => strings(item, path ? `${path}.${key}` : key));
  }
  return [];
}

const withDigits = (value: unknown) => strings(value).filter(({ text }) => /[0-9]/.test(text));
const within = (actual: number, expected: number, ratio: number) => Math.abs(actual - expected) <= expected * ratio;

describe("cities list", () => {
  it("has all seven ids exactly once, in the menu order", () => {
    expect(cities.map((city) => city.id)).toEqual(allIds);
    expect(new Set(cities.map((city) => city.id)).size).toBe(cities.length);
  });
  it("finds a city by id and rejects unknown ids", () => {
    for (const id of allIds) expect(findCity(id)?.id).toBe(id);
    expect(findCity("london")).toBeUndefined();
    expect(isCityId("nice")).toBe(true);
    expect(isCityId("Nice")).toBe(false);
  });
});

describe.each(cities.map((city) => [city.id, city] as const))("%s", (_id, city) => {
  it("has integer money estimates with low ≤ typical ≤ high", () => {
    for (const key of moneyKeys) {
      const estimate: MoneyEstimate = city.costs[key];
      for (const value of [estimate.low, estimate.typical, estimate.high]) {
        expect(Number.isInteger(value), `${key} must be whole euros`).toBe(true);
        expect(value, key).toBeGreaterThan(0);
      }
      expect(estimate.low, key).toBeLessThanOrEqual(estimate.typical);
      expect(estimate.typical, key).toBeLessThanOrEqual(estimate.high);
    }
  });
  it("has a total consistent with its four parts (±5%)", () => {
    const sum = (field: keyof MoneyEstimate) => partKeys.reduce((total, key) => total + city.costs[key][field], 0);
    expect(within(city.costs.totalMonthly.typical, sum("typical"), 0.05)).toBe(true);
    expect(within(city.costs.totalMonthly.low, sum("low"), 0.05)).toBe(true);
    expect(within(city.costs.totalMonthly.high, sum("high"), 0.05)).toBe(true);
  });
  it("rents a three-bedroom flat for more than a one-bedroom", () => {
    expect(city.costs.rentThreeBedroom.typical).toBeGreaterThan(city.costs.rentOneBedroom.typical);
  });
  it("scores every metric with an integer from one to ten", () => {
    expect(Object.keys(city.scores).sort()).toEqual([...scoreMetrics].sort());
    for (const metric of scoreMetrics) {
      const score = city.scores[metric];
      expect(Number.isInteger(score), metric).toBe(true);
      expect(score, metric).toBeGreaterThanOrEqual(1);
      expect(score, metric).toBeLessThanOrEqual(10);
    }
  });
  it("links only to existing visa pages, once each", () => {
    expect(city.visaSlugs.length).toBeGreaterThan(0);
    for (const slug of city.visaSlugs) expect(findVisa(slug), slug).toBeDefined();
    expect(new Set(city.visaSlugs).size).toBe(city.visaSlugs.length);
  });
  it("writes no digit in its text or its estimate basis", () => {
    expect(strings(city.text).length).toBeGreaterThan(20);
    expect(withDigits(city.text)).toEqual([]);
    expect(withDigits({ en: city.estimateBasis.en, fr: city.estimateBasis.fr })).toEqual([]);
  });
  it("has complete English and French text", () => {
    for (const language of ["en", "fr"] as const) {
      const text = city.text[language];
      for (const { path, text: value } of strings(text))
        expect(value.trim().length, `${language}.${path}`).toBeGreaterThan(0);
      const sentences = text.overview.split(/(?<=[.!?])\s+/).filter(Boolean).length;
      expect(sentences, `${language} overview sentences`).toBeGreaterThanOrEqual(3);
      expect(sentences, `${language} overview sentences`).toBeLessThanOrEqual(5);
      expect(text.highlights.length).toBeGreaterThanOrEqual(4);
      expect(text.highlights.length).toBeLessThanOrEqual(6);
      expect(text.considerations.length).toBeGreaterThanOrEqual(3);
      expect(text.considerations.length).toBeLessThanOrEqual(5);
      expect(city.estimateBasis[language].length).toBeGreaterThan(0);
    }
    expect(city.text.en.highlights.length).toBe(city.text.fr.highlights.length);
    expect(city.text.en.considerations.length).toBe(city.text.fr.considerations.length);
  });
  it("dates its estimates", () => {
    expect(city.estimateBasis.estimatedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(city.estimateBasis.estimatedOn))).toBe(false);
  });
});

describe("cost coherence between cities", () => {
  const byId = (id: CityId) => findCity(id)!;
  it("puts Paris rents above every other city", () => {
    for (const city of cities.filter((c) => c.id !== "paris")) {
      expect(byId("paris").costs.rentOneBedroom.typical).toBeGreaterThan(city.costs.rentOneBedroom.typical);
      expect(byId("paris").costs.rentThreeBedroom.typical).toBeGreaterThan(city.costs.rentThreeBedroom.typical);
      expect(byId("paris").costs.totalMonthly.typical).toBeGreaterThan(city.costs.totalMonthly.typical);
    }
  });
  it("keeps Marseille and Toulouse rents below Lyon, Nice, Bordeaux and Annecy", () => {
    for (const cheaper of ["marseille", "toulouse"] as const) {
      for (const dearer of ["lyon", "nice", "bordeaux", "annecy"] as const) {
        expect(byId(cheaper).costs.rentOneBedroom.typical).toBeLessThan(byId(dearer).costs.rentOneBedroom.typical);
      }
    }
  });
});

describe("score rubric", () => {
  it("covers every score metric in English and French", () => {
    expect(Object.keys(scoreRubric).sort()).toEqual([...scoreMetrics].sort());
    for (const metric of scoreMetrics) {
      const rubric = scoreRubric[metric];
      for (const language of ["en", "fr"] as const) {
        expect(rubric.label[language].length, `${metric} label`).toBeGreaterThan(0);
        expect(rubric.measures[language].length, `${metric} measures`).toBeGreaterThan(0);
        for (const band of rubric.bands) expect(band.meaning[language].length, `${metric} band`).toBeGreaterThan(0);
      }
    }
  });
  it("uses the bands one to three, four to six, seven and eight, nine and ten", () => {
    expect(rubricBandLimits.map(({ min, max }) => [min, max])).toEqual([
      [1, 3],
      [4, 6],
      [7, 8],
      [9, 10],
    ]);
    for (const metric of scoreMetrics) {
      expect(scoreRubric[metric].bands.map(({ min, max }) => ({ min, max }))).toEqual(rubricBandLimits);
    }
  });
  it("writes no digit in its text", () => {
    expect(
      withDigits(
        Object.values(scoreRubric).map(({ label, measures, bands }) => ({
          label,
          measures,
          bands: bands.map((b) => b.meaning),
        })),
      ),
    ).toEqual([]);
    expect(withDigits(rubricNote)).toEqual([]);
    expect(withDigits(costDefinitions)).toEqual([]);
  });
  it("defines every money estimate", () => {
    expect(Object.keys(costDefinitions).sort()).toEqual([...moneyKeys].sort());
  });
});

describe("rent control", () => {
  it("is an experiment in Paris, Lyon and Bordeaux and absent in the other cities", () => {
    const byCity = Object.fromEntries(cities.map((city) => [city.id, city.rentControl]));
    expect(byCity).toEqual({
      paris: "experiment",
      lyon: "experiment",
      bordeaux: "experiment",
      marseille: "none",
      nice: "none",
      toulouse: "none",
      annecy: "none",
    });
  });

  it("is never called permanent, and its status text carries the end date from the registry", () => {
    const all = JSON.stringify([cities, rentControlText]);
    expect(all).not.toMatch(/permanent|pérenn/i);
    expect(rentControlText.experiment.en).toContain("{fact:rent-control.experiment-end}");
    expect(rentControlText.experiment.fr).toContain("{fact:rent-control.experiment-end}");
    expect(() => resolveFigures(rentControlText, "fr")).not.toThrow();
  });

  it("says wherever it names the experiment that we could not confirm an extension, and where to check", () => {
    const hedge = {
      en: /could not confirm on Service-Public\.fr whether/,
      fr: /pas pu confirmer sur Service-Public\.fr si/,
    };
    for (const language of ["en", "fr"] as const) {
      const status = rentControlText.experiment[language];
      expect(status).toMatch(hedge[language]);
      expect(status).toContain(rentControlStatusCheck.url);
      expect(status).toContain(formatCheckedOn(rentControlStatusCheck.checkedOn, language));
      const mentions = cities
        .flatMap((city) => strings(city.text[language], city.id))
        .filter(({ text }) => text.includes("{fact:rent-control.experiment-end}"));
      expect(mentions.length).toBeGreaterThan(0);
      for (const { path, text } of mentions) expect(text, path).toMatch(hedge[language]);
    }
  });
});
