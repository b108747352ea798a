import { describe, expect, it } from "vitest";
import {
  bestPositions,
  citiesParam,
  comparisonLimit,
  maxComparedCities,
  requestedCities,
  selectCities,
} from "./city-comparison.ts";

const known = ["paris", "lyon", "marseille", "nice", "bordeaux", "toulouse", "annecy"] as const;

describe("requestedCities", () => {
  it("reads the shareable comma form and the repeated form of a plain HTML form, mixed", () => {
    expect(requestedCities(["lyon,nice"], known)).toEqual(["lyon", "nice"]);
    expect(requestedCities(["lyon", "nice"], known)).toEqual(["lyon", "nice"]);
    expect(requestedCities(["paris,lyon", "nice"], known)).toEqual(["paris", "lyon", "nice"]);
  });

  it("keeps the order asked for, drops repeats and unknown ids, ignores case and spaces", () => {
    expect(requestedCities(["Nice, berlin,LYON,nice,,"], known)).toEqual(["nice", "lyon"]);
    expect(requestedCities([], known)).toEqual([]);
    expect(requestedCities([""], known)).toEqual([]);
  });

  it("reads only the first values of an over-long address", () => {
    const noise = Array.from({ length: 50 }, (_, index) => `x${index}`);
    expect(requestedCities([[...noise, "lyon"].join(",")], known)).toEqual([]);
    expect(requestedCities([`${"a".repeat(10_000)},lyon`], known)).toEqual(["lyon"]);
  });
});

describe("comparisonLimit", () => {
  it("gives visitors and free users two cities, premium and dfy three", () => {
    expect(comparisonLimit("visitor")).toBe(2);
    expect(comparisonLimit("free")).toBe(2);
    expect(comparisonLimit("premium")).toBe(3);
    expect(comparisonLimit("dfy")).toBe(3);
    expect(maxComparedCities).toBe(3);
  });
});

describe("selectCities", () => {
  it("compares a premium user's first three cities and refuses a fourth for everybody", () => {
    expect(selectCities(["paris", "lyon", "nice", "annecy"], "premium")).toEqual({
      compared: ["paris", "lyon", "nice"],
      beyondPlan: [],
      beyondMaximum: ["annecy"],
      limit: 3,
    });
  });

  it("shows a free user's or a visitor's first two and holds the third back for the plan", () => {
    for (const viewer of ["free", "visitor"] as const) {
      expect(selectCities(["paris", "lyon", "nice"], viewer)).toEqual({
        compared: ["paris", "lyon"],
        beyondPlan: ["nice"],
        beyondMaximum: [],
        limit: 2,
      });
      expect(selectCities(["paris", "lyon", "nice", "annecy", "toulouse"], viewer)).toEqual({
        compared: ["paris", "lyon"],
        beyondPlan: ["nice"],
        beyondMaximum: ["annecy", "toulouse"],
        limit: 2,
      });
    }
  });

  it("refuses nothing within the limit", () => {
    expect(selectCities(["lyon"], "visitor")).toEqual({
      compared: ["lyon"],
      beyondPlan: [],
      beyondMaximum: [],
      limit: 2,
    });
    expect(selectCities([], "dfy")).toEqual({ compared: [], beyondPlan: [], beyondMaximum: [], limit: 3 });
  });
});

describe("citiesParam", () => {
  it("joins ids with commas, the form people share", () => {
    expect(citiesParam(["lyon", "nice"])).toBe("lyon,nice");
    expect(citiesParam([])).toBe("");
  });
});

describe("bestPositions", () => {
  it("marks the lowest cost and the highest score", () => {
    expect(bestPositions([1475, 2100, 1300], "lower")).toEqual([2]);
    expect(bestPositions([8, 9, 6], "higher")).toEqual([1]);
  });

  it("marks every tied best value", () => {
    expect(bestPositions([7, 9, 9], "higher")).toEqual([1, 2]);
    expect(bestPositions([75, 75, 90], "lower")).toEqual([0, 1]);
  });

  it("marks nothing when all values are equal or only one city is shown", () => {
    expect(bestPositions([8, 8, 8], "higher")).toEqual([]);
    expect(bestPositions([800], "lower")).toEqual([]);
    expect(bestPositions([], "lower")).toEqual([]);
  });
});
