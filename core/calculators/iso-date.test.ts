import { describe, expect, it } from "vitest";
import { addDays, addMonths, daysBetween, isIsoDate } from "./iso-date.ts";

describe("ISO dates", () => {
  it("accepts real calendar dates only", () => {
    expect(isIsoDate("2027-09-01")).toBe(true);
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2027-02-29")).toBe(false);
    expect(isIsoDate("2027-13-01")).toBe(false);
    expect(isIsoDate("2027-9-1")).toBe(false);
    expect(isIsoDate("tomorrow")).toBe(false);
  });

  it("adds days across months and years", () => {
    expect(addDays("2026-12-25", 14)).toBe("2027-01-08");
    expect(addDays("2027-03-09", -14)).toBe("2027-02-23");
  });

  it("adds calendar months, keeping to the last day of a shorter month", () => {
    expect(addMonths("2027-05-18", 3)).toBe("2027-08-18");
    expect(addMonths("2027-01-31", 1)).toBe("2027-02-28");
    expect(addMonths("2027-08-18", -3)).toBe("2027-05-18");
    expect(addMonths("2027-11-30", 3)).toBe("2028-02-29");
  });

  it("counts the days between two dates", () => {
    expect(daysBetween("2027-01-10", "2027-03-09")).toBe(58);
    expect(daysBetween("2027-03-09", "2027-01-10")).toBe(-58);
  });
});
