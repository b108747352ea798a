import { describe, expect, it } from "vitest";
import { type ChecklistItemDefinition, dueDateOf, dueSoonDays, planChecklist } from "./self-service-checklist.ts";

const weeks = (amount: number) => ({ amount, unit: "weeks" as const });
const months = (amount: number) => ({ amount, unit: "months" as const });

const items: ChecklistItemDefinition[] = [
  { key: "validate", category: "administration", timing: { after: months(3) }, factId: "vls-ts.validation-deadline" },
  { key: "passport", category: "documents", timing: { before: [weeks(2), months(2), weeks(2), weeks(8)] } },
  { key: "apply", category: "appointments", timing: { before: [weeks(2), months(2), weeks(2)] } },
  { key: "bank", category: "bank", timing: { after: weeks(2) } },
  { key: "cvec", category: "administration", timing: { before: weeks(0) }, visas: ["etudiant"] },
  { key: "entry", category: "arrival", timing: { after: weeks(0) } },
];

const plan = (arrival: string, today: string, ticked: string[] = [], visa = "etudiant") =>
  planChecklist(items, { visa, arrival, today, ticked });

describe("self-service checklist dates", () => {
  it("counts months back to the last day of a shorter month, in leap and common years", () => {
    expect(dueDateOf({ before: months(3) }, "2028-05-31")).toBe("2028-02-29");
    expect(dueDateOf({ before: months(3) }, "2027-05-31")).toBe("2027-02-28");
    expect(dueDateOf({ before: months(1) }, "2027-03-31")).toBe("2027-02-28");
  });

  it("counts the validation deadline forward over a year end into a leap February", () => {
    expect(dueDateOf({ after: months(3) }, "2027-11-30")).toBe("2028-02-29");
    expect(dueDateOf({ after: months(3) }, "2026-11-30")).toBe("2027-02-28");
  });

  it("walks a list of durations in order, as the timeline calculator does", () => {
    // 14 March − 2 weeks = 28 February, − 1 month = 28 January…
    expect(dueDateOf({ before: [weeks(2), months(1)] }, "2027-03-14")).toBe("2027-01-28");
    // …but 14 March − 1 month = 14 February, − 2 weeks = 31 January.
    expect(dueDateOf({ before: [months(1), weeks(2)] }, "2027-03-14")).toBe("2027-01-31");
    expect(dueDateOf({ before: weeks(2) }, "2027-01-05")).toBe("2026-12-22");
    expect(dueDateOf({ after: weeks(0) }, "2027-09-01")).toBe("2027-09-01");
  });
});

describe("self-service checklist", () => {
  it("dates every item from the arrival and orders them by due date", () => {
    const { items: planned } = plan("2027-09-01", "2027-01-10");
    expect(planned.map((item) => [item.key, item.dueDate])).toEqual([
      // 1 Sept − 2 weeks = 18 Aug, − 2 months = 18 June, − 2 weeks = 4 June, − 8 weeks = 9 April.
      ["passport", "2027-04-09"],
      ["apply", "2027-06-04"],
      // Same day: the order the definitions give.
      ["cvec", "2027-09-01"],
      ["entry", "2027-09-01"],
      ["bank", "2027-09-15"],
      ["validate", "2027-12-01"],
    ]);
    expect(planned.find((item) => item.key === "validate")?.factId).toBe("vls-ts.validation-deadline");
  });

  it("keeps only the items of the chosen visa", () => {
    expect(plan("2027-09-01", "2027-01-10", [], "salarie").items.map((item) => item.key)).not.toContain("cvec");
  });

  it("says what is overdue, due soon or done, around today", () => {
    // Arrival 2027-09-01; today 2027-05-21: "apply" (2027-06-04) is 14 days away.
    const planned = plan("2027-09-01", "2027-05-21", ["bank"]).items;
    const state = (key: string) => {
      const item = planned.find((candidate) => candidate.key === key)!;
      return { done: item.done, overdue: item.overdue, dueSoon: item.dueSoon, daysUntilDue: item.daysUntilDue };
    };
    expect(state("passport")).toEqual({ done: false, overdue: true, dueSoon: false, daysUntilDue: -42 });
    expect(state("apply")).toEqual({ done: false, overdue: false, dueSoon: true, daysUntilDue: dueSoonDays });
    expect(state("cvec")).toEqual({ done: false, overdue: false, dueSoon: false, daysUntilDue: 103 });
    expect(state("bank")).toEqual({ done: true, overdue: false, dueSoon: false, daysUntilDue: 117 });
    // Due today is still "soon"; fifteen days ahead is not yet.
    expect(plan("2027-09-01", "2027-06-04").items.find((item) => item.key === "apply")).toMatchObject({
      dueSoon: true,
      overdue: false,
      daysUntilDue: 0,
    });
    expect(plan("2027-09-01", "2027-05-20").items.find((item) => item.key === "apply")?.dueSoon).toBe(false);
  });

  it("marks every undone step overdue when the arrival is already past, and a ticked one is never overdue", () => {
    const planned = plan("2026-10-01", "2026-11-25", ["passport"]);
    const overdue = planned.items.filter((item) => item.overdue).map((item) => item.key);
    expect(overdue).toEqual(["apply", "cvec", "entry", "bank"]);
    expect(planned.items.find((item) => item.key === "validate")).toMatchObject({
      dueDate: "2027-01-01",
      overdue: false,
      dueSoon: false,
    });
    expect(planned.summary.next?.key).toBe("apply");
  });

  it("sums up progress, rounding down so that 100 % means everything is done", () => {
    const some = plan("2027-09-01", "2027-01-10", ["passport", "bank", "not-an-item-key"]).summary;
    expect(some).toMatchObject({ total: 6, done: 2, percent: 33 });
    expect(some.next?.key).toBe("apply");
    const almost = plan("2027-09-01", "2027-01-10", ["passport", "apply", "cvec", "entry", "bank"]).summary;
    expect(almost).toMatchObject({ done: 5, percent: 83 });
    expect(almost.next?.key).toBe("validate");
    const all = plan(
      "2027-09-01",
      "2027-01-10",
      items.map((item) => item.key),
    ).summary;
    expect(all).toEqual({ total: 6, done: 6, percent: 100, next: null });
    expect(
      planChecklist([], { visa: "salarie", arrival: "2027-09-01", today: "2027-01-10", ticked: [] }).summary,
    ).toEqual({ total: 0, done: 0, percent: 0, next: null });
  });

  it("refuses dates that are not real calendar dates, and two items with one key", () => {
    expect(() => plan("2027-02-29", "2027-01-10")).toThrow(/arrival/);
    expect(() => plan("2027-09-01", "10/01/2027")).toThrow(/today/);
    expect(() =>
      planChecklist([items[0]!, items[0]!], {
        visa: "salarie",
        arrival: "2027-09-01",
        today: "2027-01-10",
        ticked: [],
      }),
    ).toThrow(/validate/);
  });
});
