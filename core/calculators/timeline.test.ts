import { describe, expect, it } from "vitest";
import { planTimeline, type TimelineRules } from "./timeline.ts";

const rules: TimelineRules = {
  researchWeeks: 2,
  applicationWeeks: 2,
  travelWeeks: 2,
  settlingWeeks: 4,
  validationDeadline: { amount: 3, unit: "months" },
};
const employee = { min: 1, max: 3, unit: "months" } as const;
const talent = { min: 2, max: 4, unit: "weeks" } as const;

describe("timeline", () => {
  it("plans backwards from a target arrival, phase by phase, with the long end of the processing time", () => {
    const timeline = planTimeline(
      { mode: "date", documentWeeks: 6, today: "2027-01-10", arrival: "2027-09-01" },
      employee,
      rules,
    );
    expect(timeline.status).toBe("on-track");
    expect(timeline.latestStart).toBe("2027-03-09");
    expect(timeline.phases).toEqual([
      { id: "research", start: "2027-03-09", end: "2027-03-23" },
      { id: "documents", start: "2027-03-23", end: "2027-05-04" },
      { id: "application", start: "2027-05-04", end: "2027-05-18" },
      { id: "decision", start: "2027-05-18", end: "2027-08-18", earliestEnd: "2027-06-18" },
      { id: "travel", start: "2027-08-18", end: "2027-09-01" },
      { id: "arrival", start: "2027-09-01", end: "2027-09-29" },
    ]);
    expect(timeline.arrival).toBe("2027-09-01");
    expect(timeline.earliestArrival).toBe("2027-07-02");
    expect(timeline.validationDeadline).toBe("2027-12-01");
    expect(timeline.completion).toBe("2027-09-29");
  });

  it("plans forward from today when the move is as soon as possible", () => {
    const timeline = planTimeline({ mode: "asap", documentWeeks: 4, today: "2026-11-25" }, talent, rules);
    expect(timeline.status).toBe("scheduled");
    expect(timeline.latestStart).toBeNull();
    // 2 + 4 + 2 weeks to filing (2027-01-20), 4 weeks' decision, 2 weeks' travel.
    expect(timeline.phases.find((phase) => phase.id === "decision")).toEqual({
      id: "decision",
      start: "2027-01-20",
      end: "2027-02-17",
      earliestEnd: "2027-02-03",
    });
    expect(timeline.arrival).toBe("2027-03-03");
    expect(timeline.earliestArrival).toBe("2027-02-17");
    expect(timeline.completion).toBe("2027-03-31");
    expect(timeline.validationDeadline).toBe("2027-06-03");
  });

  it("says a target is tight when only the short end of the processing time meets it", () => {
    // From 2027-01-10: filing 2027-03-21, decision 2027-04-21 at the earliest, arrival 2027-05-05.
    const timeline = planTimeline(
      { mode: "date", documentWeeks: 6, today: "2027-01-10", arrival: "2027-05-10" },
      employee,
      rules,
    );
    expect(timeline.status).toBe("tight");
    expect(timeline.earliestArrival).toBe("2027-05-05");
    expect(timeline.arrival).toBe("2027-07-05");
    expect(timeline.phases[0]?.start).toBe("2027-01-10");
    expect(timeline.target).toBe("2027-05-10");
  });

  it("says a target is too late when even the short end misses it", () => {
    const timeline = planTimeline(
      { mode: "date", documentWeeks: 6, today: "2027-01-10", arrival: "2027-03-01" },
      employee,
      rules,
    );
    expect(timeline.status).toBe("too-late");
    expect(timeline.latestStart! < "2027-01-10").toBe(true);
  });

  it("never lets month-end arithmetic start too late for the target", () => {
    for (const arrival of ["2027-03-31", "2027-05-31", "2027-08-31", "2028-02-29"]) {
      const timeline = planTimeline({ mode: "date", documentWeeks: 3, today: "2026-06-01", arrival }, employee, rules);
      expect(timeline.status, arrival).toBe("on-track");
      expect(timeline.arrival <= arrival, arrival).toBe(true);
    }
  });
});
