/**
 * Net and gross monthly pay, read from a table of [gross, net] points computed from URSSAF's rules
 * (content/facts/net-salary-table.ts, ADR 0058) — never a hand-made percentage. Pure: the table is
 * passed in. Between two points the pay is read on the straight line joining them (contributions
 * change slowly with the salary: the error stays under a euro or two, checked in CI); beyond the
 * last point, at the last point's ratio.
 */

/** [gross, net] EUR a month, gross ascending; net rises with gross. */
export type NetSalaryPoint = readonly [gross: number, net: number];

/** The table in force from a Paris day (YYYY-MM-DD). */
export type NetSalaryTable = { from: string; points: readonly NetSalaryPoint[] };

/** The table in force on `date`: the latest whose `from` is not after it (the earliest before them all). */
export function tableOn(tables: readonly NetSalaryTable[], date: string): NetSalaryTable {
  const sorted = [...tables].sort((a, b) => a.from.localeCompare(b.from));
  const table = sorted.filter((candidate) => candidate.from <= date).at(-1) ?? sorted[0];
  if (!table) throw new Error("No net salary table");
  return table;
}

function along(points: readonly NetSalaryPoint[], value: number, from: 0 | 1): number {
  const to = from === 0 ? 1 : 0;
  const first = points[0]!;
  const last = points.at(-1)!;
  if (value <= first[from]) return (value * first[to]) / first[from];
  if (value >= last[from]) return (value * last[to]) / last[from];
  for (let index = 1; index < points.length; index++) {
    const high = points[index]!;
    if (value <= high[from]) {
      const low = points[index - 1]!;
      const share = (value - low[from]) / (high[from] - low[from]);
      return low[to] + share * (high[to] - low[to]);
    }
  }
  return (value * last[to]) / last[from];
}

/** Net pay before income tax for a gross monthly salary. */
export function netOfGross(gross: number, table: NetSalaryTable): number {
  return along(table.points, gross, 0);
}

/** The gross monthly salary that gives this net pay. */
export function grossOfNet(net: number, table: NetSalaryTable): number {
  return along(table.points, net, 1);
}
