import { describe, expect, it } from "vitest";
import { groupByPeriod, periodOf } from "./checklist-periods.ts";

describe("checklist periods around an arrival on 15 September 2027", () => {
  const arrival = "2027-09-15";

  it("puts each due date in one period, the edges on the side the names say", () => {
    expect(periodOf("2027-03-01", arrival)).toBe("early");
    expect(periodOf("2027-06-15", arrival)).toBe("early"); // exactly 3 months before
    expect(periodOf("2027-06-16", arrival)).toBe("before");
    expect(periodOf("2027-08-15", arrival)).toBe("before"); // exactly 1 month before
    expect(periodOf("2027-08-16", arrival)).toBe("monthBefore");
    expect(periodOf("2027-09-07", arrival)).toBe("monthBefore");
    expect(periodOf("2027-09-08", arrival)).toBe("arrivalWeek");
    expect(periodOf(arrival, arrival)).toBe("arrivalWeek");
    expect(periodOf("2027-09-22", arrival)).toBe("arrivalWeek");
    expect(periodOf("2027-09-23", arrival)).toBe("firstMonths");
    // The VLS-TS validation deadline, 3 months after arrival, is still in the first three months.
    expect(periodOf("2027-12-15", arrival)).toBe("firstMonths");
    expect(periodOf("2027-12-16", arrival)).toBe("later");
  });

  it("groups in the periods' order, keeps the items' order and leaves empty periods out", () => {
    const items = [
      { key: "passport", dueDate: "2027-03-01" },
      { key: "apply", dueDate: "2027-04-02" },
      { key: "entry", dueDate: "2027-09-15" },
      { key: "validate", dueDate: "2027-12-15" },
    ];
    expect(groupByPeriod(items, arrival).map((group) => [group.period, group.items.map((item) => item.key)])).toEqual([
      ["early", ["passport", "apply"]],
      ["arrivalWeek", ["entry"]],
      ["firstMonths", ["validate"]],
    ]);
  });
});
