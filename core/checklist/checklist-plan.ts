import { z } from "zod";
import { addMonths, isIsoDate } from "../calculators/iso-date.ts";
import { missingOr } from "../field-messages.ts";

/**
 * What a person sets for their self-service checklist (ADR 0036): the visa they chose
 * and the day they plan to arrive in France. Whether the visa has a checklist is content's
 * business (content/checklist/self-service-checklist-for-visa.ts); the dates' bounds are here.
 */

/**
 * How far back a target arrival may lie: a year. Someone who has already arrived still has the
 * steps after arrival to tick (validating the VLS-TS within its deadline, the OFII, the bank, a
 * GP), the last of them a few months after arrival; a year back, every one of them is long past
 * and the list would show nothing but overdue items.
 */
export const arrivalMonthsBack = 12;

/**
 * How far ahead a target arrival may lie: two years. The earliest step (checking the passport,
 * before applying) comes well under a year before arrival, so two years leaves room for any real
 * plan; beyond, the fees, processing times and rules the dates rest on will have changed, and the
 * dates would be guesses. Anything further is a typo (2207 for 2027) more often than a plan.
 */
export const arrivalMonthsAhead = 24;

/** The first and last target arrivals accepted on `today` (YYYY-MM-DD), both included. */
export function arrivalWindow(today: string): { earliest: string; latest: string } {
  return { earliest: addMonths(today, -arrivalMonthsBack), latest: addMonths(today, arrivalMonthsAhead) };
}

/** A real calendar day (2027-02-30 is not) within the window of `today`. */
export function isPlannableArrival(value: string, today: string): boolean {
  if (!isIsoDate(value)) return false;
  const { earliest, latest } = arrivalWindow(today);
  return value >= earliest && value <= latest;
}

/** Longer than any slug or date: the check against the catalogue and the window comes after. */
const maxLength = 100;

/** Body of PUT /api/checklist. */
export const checklistPlanSchema = z.object({
  visaSlug: z
    .string(missingOr("checklist_visa_invalid", "checklist_visa_invalid"))
    .trim()
    .max(maxLength, { error: "checklist_visa_invalid" }),
  targetArrival: z
    .string(missingOr("checklist_arrival_invalid", "checklist_arrival_invalid"))
    .trim()
    .max(maxLength, { error: "checklist_arrival_invalid" }),
});
export type ChecklistPlanData = z.output<typeof checklistPlanSchema>;

/** Body of PUT /api/checklist/items/{key}: ticked, or not. */
export const checklistTickSchema = z.object({
  done: z.boolean({ error: "invalid_request" }),
});
