import { afterEach, describe, expect, it, vi } from "vitest";
import { figureOfFact } from "../prose/resolve-figures.ts";
import { changesBetween, currentFact, factOn } from "./fact-on.ts";
import { formatFact } from "./format-fact.ts";

// The clock is frozen on both sides of each boundary: the lookup must follow the Paris day, and a
// value entered ahead must take over by itself.
afterEach(() => {
  vi.useRealTimers();
});

/** 31 May 2026 at 23:59 and 1 June 2026 at 00:00, Paris summer time (UTC+2). */
const lastMinuteOfMay = new Date("2026-05-31T21:59:00Z");
const firstMinuteOfJune = new Date("2026-05-31T22:00:00Z");

describe("the SMIC by date", () => {
  it("is 12.02 € until 31 May 2026 and 12.31 € from 1 June 2026", () => {
    expect(factOn("smic.hourly-gross", "2026-05-31").value).toBe(12.02);
    expect(factOn("smic.hourly-gross", "2026-06-01").value).toBe(12.31);
    expect(factOn("smic.hourly-gross", "2025-12-31").value).toBe(11.88);
    expect(factOn("smic.hourly-gross", "2026-01-01").value).toBe(12.02);
  });

  it("switches at midnight in Paris, with the clock frozen on either side", () => {
    vi.useFakeTimers();
    vi.setSystemTime(lastMinuteOfMay);
    expect(currentFact("smic.monthly-gross").value).toBe(1823.03);
    expect(currentFact("smic.monthly-net").value).toBe(1443);
    vi.setSystemTime(firstMinuteOfJune);
    expect(currentFact("smic.monthly-gross").value).toBe(1867.02);
    expect(currentFact("smic.monthly-net").value).toBe(1478);
  });

  it("says since when and what it was before", () => {
    const june = factOn("smic.hourly-gross", "2026-12-01");
    expect(june.since).toBe("2026-06-01");
    expect(june.previous).toEqual({ value: 12.02, until: "2026-06-01" });
    expect(june.source.url).toContain("JORFTEXT000054126589");
    expect(factOn("smic.hourly-gross", "2025-06-01").previous).toBeUndefined();
  });

  it("shows the change beside the figure for a year, then no more", () => {
    const figure = figureOfFact("smic.hourly-gross", "en", new Date("2026-12-01T12:00:00Z"));
    expect(figure.text).toBe("€12.31 per hour");
    expect(figure.change).toEqual({ since: "June 1, 2026", previous: "€12.02 per hour" });
    const french = figureOfFact("smic.monthly-net", "fr", new Date("2026-12-01T12:00:00Z"));
    expect(french.change?.since).toBe("1 juin 2026");
    expect(figureOfFact("smic.hourly-gross", "en", new Date("2027-07-01T12:00:00Z")).change).toBeUndefined();
  });
});

describe("derived facts follow their base", () => {
  const cases = [
    ["family-reunification.resources-two-three", 1443, 1478],
    ["family-reunification.resources-four-five", 1587, 1626],
    ["family-reunification.resources-six-plus", 1732, 1774],
    ["talent.artist.min-monthly-resources", 1276.12, 1306.91],
    ["talent.company-representative.min-annual-salary", 65629.08, 67212.72],
  ] as const;

  it.each(cases)("%s: %d before 1 June 2026, %d from it", (id, may, june) => {
    expect(factOn(id, "2026-05-31").value).toBe(may);
    expect(factOn(id, "2026-06-01").value).toBe(june);
    expect(factOn(id, "2026-06-01").since).toBe("2026-06-01");
  });

  it("keeps the source of their own rule, and read as the base's unit says", () => {
    expect(factOn("family-reunification.resources-four-five", "2026-06-01").source.url).toContain("service-public.fr");
    expect(formatFact(factOn("talent.artist.min-monthly-resources", "2026-06-01"), "en")).toBe(
      "€1,306.91 per month (our reading)",
    );
  });

  it("keeps the EU Blue Card at 1.5 × the talent reference salary", () => {
    expect(factOn("eu-blue-card.min-annual-salary", "2026-12-01").value).toBe(59373);
  });
});

describe("changes entered ahead", () => {
  it("lists the changes of a period by date, with the value before", () => {
    const changes = changesBetween("2026-05-01", "2026-06-30");
    const smic = changes.find((change) => change.id === "smic.hourly-gross");
    expect(smic).toEqual({ id: "smic.hourly-gross", from: "2026-06-01", value: 12.31, previous: 12.02 });
    // Derived facts change with their base.
    expect(changes.map((change) => change.id)).toContain("family-reunification.resources-six-plus");
    expect(changesBetween("2026-06-01", "2026-06-30").some((change) => change.id === "smic.hourly-gross")).toBe(false);
  });
});
