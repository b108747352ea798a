import { describe, expect, it } from "vitest";
import { digestCutoff, isDigestTime, parisDay } from "./paris-clock.ts";

describe("the digest's Paris clock", () => {
  it("ends a day's digest at 08:00 in Paris, winter (UTC+1) and summer (UTC+2)", () => {
    expect(digestCutoff(new Date("2026-11-25T07:33:00Z")).toISOString()).toBe("2026-11-25T07:00:00.000Z");
    expect(digestCutoff(new Date("2026-07-14T21:00:00Z")).toISOString()).toBe("2026-07-14T06:00:00.000Z");
    // 23:30 UTC on 31 December is already 1 January in Paris.
    expect(digestCutoff(new Date("2026-12-31T23:30:00Z")).toISOString()).toBe("2027-01-01T07:00:00.000Z");
    // The nights the clocks change.
    expect(digestCutoff(new Date("2026-03-29T12:00:00Z")).toISOString()).toBe("2026-03-29T06:00:00.000Z");
    expect(digestCutoff(new Date("2026-10-25T12:00:00Z")).toISOString()).toBe("2026-10-25T07:00:00.000Z");
  });

  it("agrees with the Paris day and the digest hour", () => {
    const at = new Date("2026-11-25T07:00:00Z");
    expect(parisDay(at)).toBe("2026-11-25");
    expect(isDigestTime(at)).toBe(true);
    expect(isDigestTime(new Date(at.getTime() - 1))).toBe(false);
  });
});
