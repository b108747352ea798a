import { describe, expect, it } from "vitest";
import { type CityCostFigures, type CostOfLivingRules, consumptionUnits, costOfLiving } from "./cost-of-living.ts";

// A city with round figures, so each total can be checked by hand.
const city: CityCostFigures = {
  rentOneBedroom: { low: 800, typical: 1000, high: 1200 },
  rentThreeBedroom: { low: 1600, typical: 2000, high: 2400 },
  foodAndDining: { low: 300, typical: 400, high: 600 },
  transportation: { low: 50, typical: 80, high: 100 },
  utilities: { low: 100, typical: 150, high: 200 },
};

const rules: CostOfLivingRules = {
  rent: {
    studio: { oneBedroom: 0.75, threeBedroom: 0 },
    "one-bedroom": { oneBedroom: 1, threeBedroom: 0 },
    "two-bedroom": { oneBedroom: 0.5, threeBedroom: 0.5 },
    house: { oneBedroom: 0, threeBedroom: 1.1 },
  },
  utilities: { studio: 0.8, "one-bedroom": 1, "two-bedroom": 1.25, house: 1.6 },
  extraPersonWeight: 0.5,
  food: { minimal: 0.85, moderate: 1, comfortable: 1.3 },
  otherShare: { minimal: 0.1, moderate: 0.15, comfortable: 0.25 },
};

describe("cost of living", () => {
  it("gives one person in a one-bedroom flat the dataset's own figures, plus the other costs", () => {
    const result = costOfLiving(city, { housing: "one-bedroom", people: 1, lifestyle: "moderate" }, rules);
    expect(result.housing).toEqual(city.rentOneBedroom);
    expect(result.food).toEqual(city.foodAndDining);
    expect(result.transport).toEqual(city.transportation);
    expect(result.utilities).toEqual(city.utilities);
    // 15 % of 1,250 / 1,630 / 2,100.
    expect(result.other).toEqual({ low: 188, typical: 245, high: 315 });
    expect(result.monthly).toEqual({ low: 1438, typical: 1875, high: 2415 });
    expect(result.yearly).toEqual({ low: 17256, typical: 22500, high: 28980 });
  });

  it("scales a family's food and transport by consumption units and reads a two-bedroom rent halfway", () => {
    const result = costOfLiving(city, { housing: "two-bedroom", people: 3, lifestyle: "minimal" }, rules);
    expect(result.consumptionUnits).toBe(2);
    expect(result.housing).toEqual({ low: 1200, typical: 1500, high: 1800 });
    expect(result.food).toEqual({ low: 510, typical: 680, high: 1020 });
    expect(result.transport).toEqual({ low: 100, typical: 160, high: 200 });
    expect(result.utilities).toEqual({ low: 125, typical: 188, high: 250 });
    expect(result.other).toEqual({ low: 194, typical: 253, high: 327 });
    expect(result.monthly).toEqual({ low: 2129, typical: 2781, high: 3597 });
    expect(result.yearly.typical).toBe(2781 * 12);
  });

  it("prices a studio below and a house above the dataset's flats", () => {
    const studio = costOfLiving(city, { housing: "studio", people: 1, lifestyle: "comfortable" }, rules);
    const house = costOfLiving(city, { housing: "house", people: 5, lifestyle: "comfortable" }, rules);
    expect(studio.housing).toEqual({ low: 600, typical: 750, high: 900 });
    expect(house.housing).toEqual({ low: 1760, typical: 2200, high: 2640 });
    expect(studio.utilities).toEqual({ low: 80, typical: 120, high: 160 });
    expect(house.consumptionUnits).toBe(3);
  });

  it("keeps every range in order, low ≤ typical ≤ high, and the monthly total the sum of its parts", () => {
    for (const housing of ["studio", "one-bedroom", "two-bedroom", "house"] as const) {
      for (const lifestyle of ["minimal", "moderate", "comfortable"] as const) {
        for (let people = 1; people <= 8; people++) {
          const result = costOfLiving(city, { housing, people, lifestyle }, rules);
          for (const range of [result.housing, result.food, result.other, result.monthly]) {
            expect(range.low).toBeLessThanOrEqual(range.typical);
            expect(range.typical).toBeLessThanOrEqual(range.high);
          }
          const parts = result.housing.typical + result.food.typical + result.transport.typical;
          expect(result.monthly.typical).toBe(parts + result.utilities.typical + result.other.typical);
        }
      }
    }
  });

  it("counts the first person as 1 and each other as the stated weight", () => {
    expect(consumptionUnits(1, rules)).toBe(1);
    expect(consumptionUnits(4, rules)).toBe(2.5);
  });
});
