import { addDays, addMonths } from "../../../core/calculators/iso-date.ts";

/**
 * The periods of a move the dashboard groups the checklist by, each named by where it falls
 * around the arrival day: the way people think of a move ("the month before", "arrival week")
 * rather than a list of dates. In order; a due date falls in exactly one.
 */
export const checklistPeriods = ["early", "before", "monthBefore", "arrivalWeek", "firstMonths", "later"] as const;
export type ChecklistPeriod = (typeof checklistPeriods)[number];

/** Half of "arrival week": the days either side of the arrival day that still count as it. */
const arrivalWeekDays = 7;

/** The period of a due date (YYYY-MM-DD) for an arrival date. */
export function periodOf(dueDate: string, arrival: string): ChecklistPeriod {
  if (dueDate <= addMonths(arrival, -3)) return "early";
  if (dueDate <= addMonths(arrival, -1)) return "before";
  if (dueDate < addDays(arrival, -arrivalWeekDays)) return "monthBefore";
  if (dueDate <= addDays(arrival, arrivalWeekDays)) return "arrivalWeek";
  if (dueDate <= addMonths(arrival, 3)) return "firstMonths";
  return "later";
}

/** Items grouped by period, in the periods' order, each keeping the items' own order; empty periods left out. */
export function groupByPeriod<T extends { dueDate: string }>(
  items: readonly T[],
  arrival: string,
): { period: ChecklistPeriod; items: T[] }[] {
  return checklistPeriods
    .map((period) => ({ period, items: items.filter((item) => periodOf(item.dueDate, arrival) === period) }))
    .filter((group) => group.items.length > 0);
}
