import { describe, expect, it } from "vitest";
import { ageInDays, isStale } from "./fact-age.ts";

describe("fact age", () => {
  it("counts whole days, across a leap day", () => {
    expect(ageInDays("2026-11-24", "2026-11-24")).toBe(0);
    expect(ageInDays("2028-02-28", "2028-03-01")).toBe(2);
  });

  it("flags a figure checked more than six months ago, not one checked six months ago", () => {
    expect(isStale("2026-05-26", "2026-11-24")).toBe(false);
    expect(isStale("2026-05-20", "2026-11-24")).toBe(true);
  });
});
