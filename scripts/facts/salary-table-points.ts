// The points of the wizard's net/gross table (ADR 0058): gross monthly salaries from 1,000 to
// 12,000 EUR in steps of 250, on each day the table changes. Shared by the generator and the CI
// check so both compute the same table.
import { netOfGross } from "./modele-social.ts";

export const tableGrossPoints: number[] = Array.from({ length: 45 }, (_, index) => 1000 + index * 250);

/** The days the table is computed for: the revaluations of the SMIC since 2026 (each also moves contributions). */
export const tableDays = ["2026-01-01", "2026-06-01"] as const;

/** [gross, net] pairs, net to the cent, for one day. */
export function tablePoints(day: string): [number, number][] {
  return tableGrossPoints.map((gross) => [gross, Math.round(netOfGross(day, gross) * 100) / 100]);
}
