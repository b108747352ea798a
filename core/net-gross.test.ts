import { describe, expect, it } from "vitest";
import { grossOfNet, type NetSalaryTable, netOfGross, tableOn } from "./net-gross.ts";

const table: NetSalaryTable = {
  from: "2026-06-01",
  points: [
    [2000, 1560],
    [3000, 2350],
    [4000, 3150],
  ],
};

describe("net and gross pay from a table", () => {
  it("reads the points themselves exactly, both ways", () => {
    expect(netOfGross(3000, table)).toBe(2350);
    expect(grossOfNet(2350, table)).toBe(3000);
  });

  it("reads between two points on the straight line", () => {
    expect(netOfGross(2500, table)).toBe(1955);
    expect(grossOfNet(1955, table)).toBe(2500);
  });

  it("goes beyond the table at its last (or first) point's ratio", () => {
    expect(grossOfNet(6300, table)).toBe(8000);
    expect(netOfGross(1000, table)).toBe(780);
  });

  it("picks the table in force on a day", () => {
    const tables = [table, { ...table, from: "2026-01-01" }];
    expect(tableOn(tables, "2026-05-31").from).toBe("2026-01-01");
    expect(tableOn(tables, "2026-06-01").from).toBe("2026-06-01");
    expect(tableOn(tables, "2025-01-01").from).toBe("2026-01-01");
  });
});
