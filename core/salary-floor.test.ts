import { describe, expect, it } from "vitest";
import { floorFit, monthlyOfAnnual } from "./salary-floor.ts";

describe("salary floor: a monthly band against an annual gross floor (band × 12)", () => {
  it("turns the annual floor into a monthly amount rounded up to the euro", () => {
    expect(monthlyOfAnnual(39582)).toBe(3299); // 3,298.5 → 3,299
    expect(monthlyOfAnnual(59373)).toBe(4948); // 4,947.75 → 4,948
    expect(monthlyOfAnnual(36000)).toBe(3000);
    // Twelve of the rounded amount always reach the floor: "at least" stays true.
    for (const floor of [39582, 59373, 36001]) expect(monthlyOfAnnual(floor) * 12).toBeGreaterThanOrEqual(floor);
  });

  it.each([
    // band (EUR a month)          floor   fit
    [{ min: 0, max: 2000 }, 39582, "below"], // 24,000 a year at most
    [{ min: 2000, max: 4000 }, 39582, "straddles"], // 24,000-48,000
    [{ min: 4000, max: 6000 }, 39582, "above"], // 48,000 at least
    [{ min: 6000, max: null }, 39582, "above"],
    [{ min: 2000, max: 4000 }, 59373, "below"], // 48,000 at most
    [{ min: 4000, max: 6000 }, 59373, "straddles"], // 48,000-72,000
    [{ min: 6000, max: null }, 59373, "above"], // 72,000 at least
    [{ min: 0, max: null }, 59373, "straddles"], // unbounded above, starts under
  ] as const)("band %o against %d € a year: %s", (band, floor, fit) => {
    expect(floorFit(band, floor)).toBe(fit);
  });

  it("counts a band whose bound × 12 equals the floor exactly as reaching it", () => {
    expect(floorFit({ min: 3000, max: 4000 }, 36000)).toBe("above");
    expect(floorFit({ min: 2000, max: 3000 }, 36000)).toBe("straddles");
    expect(floorFit({ min: 2000, max: 2999 }, 36000)).toBe("below");
  });
});
