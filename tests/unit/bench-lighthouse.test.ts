import { describe, expect, it } from "vitest";
import { lighthouseRuns, medianRun } from "../../scripts/bench/lighthouse.ts";

const run = (performance: number, tbtMs: number) => ({ scores: { performance }, tbtMs });

describe("the bench's Lighthouse reading", () => {
  it("reports the run with the median performance score, whatever the order the runs came in", () => {
    expect(medianRun([run(99, 90), run(83, 690), run(95, 240)])).toEqual(run(95, 240));
    // An even count gives the lower middle: the reading never flatters the page.
    expect(medianRun([run(99, 90), run(83, 690), run(95, 240), run(97, 190)])).toEqual(run(95, 240));
    expect(medianRun([run(98, 150)])).toEqual(run(98, 150));
    expect(medianRun([])).toBeNull();
  });

  it("runs each address three times unless told otherwise, within sensible bounds", () => {
    expect(lighthouseRuns(undefined)).toBe(3);
    expect(lighthouseRuns("5")).toBe(5);
    expect(lighthouseRuns("1")).toBe(1);
    for (const refused of ["0", "-2", "2.5", "many", "16"]) expect(lighthouseRuns(refused)).toBe(3);
  });
});
