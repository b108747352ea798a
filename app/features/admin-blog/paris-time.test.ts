import { describe, expect, it } from "vitest";
import { parisLocalToUtc, utcToParisLocal } from "./paris-time.ts";

describe("Paris schedule times", () => {
  it("reads winter and summer time as Paris does", () => {
    expect(parisLocalToUtc("2026-12-01T10:30")?.toISOString()).toBe("2026-12-01T09:30:00.000Z");
    expect(parisLocalToUtc("2026-07-01T10:30")?.toISOString()).toBe("2026-07-01T08:30:00.000Z");
  });
  it("shows a UTC instant back in Paris time", () => {
    expect(utcToParisLocal(new Date("2026-07-01T08:30:00Z"))).toBe("2026-07-01T10:30");
    expect(utcToParisLocal(new Date("2026-12-31T23:15:00Z"))).toBe("2027-01-01T00:15");
  });
  it("refuses what is not a datetime-local value", () => {
    expect(parisLocalToUtc("tomorrow")).toBeNull();
    expect(parisLocalToUtc("2026-12-01")).toBeNull();
  });
});
