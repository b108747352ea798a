import { describe, expect, it } from "vitest";
import { bestPositions, citiesParam, maxComparedCities, requestedCities, selectCities } from "./city-comparison.ts";

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

describe("selectCities", () => {
  it("compares up to three cities for everybody and refuses a fourth and beyond", () => {
    expect(maxComparedCities).toBe(3);
    expect(selectCities(["paris", "lyon", "nice"])).toEqual({ compared: ["paris", "lyon", "nice"], beyondMaximum: [] });
    expect(selectCities(["paris", "lyon", "nice", "annecy", "toulouse"])).toEqual({
      compared: ["paris", "lyon", "nice"],
      beyondMaximum: ["annecy", "toulouse"],
    });
  });

  it("refuses nothing within the limit", () => {
    expect(selectCities(["lyon"])).toEqual({ compared: ["lyon"], beyondMaximum: [] });
    expect(selectCities([])).toEqual({ compared: [], beyondMaximum: [] });
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
