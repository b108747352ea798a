import { toIsoDate } from "../../../core/calculators/iso-date.ts";

/**
 * Today as the checklist counts it: the UTC calendar day, like every date of the calculators
 * (core/calculators/iso-date.ts), so a due date never depends on the server's time zone.
 */
export function checklistToday(now = new Date()): string {
  return toIsoDate(now);
}
