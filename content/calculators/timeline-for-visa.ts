import { planTimeline, type Timeline, type TimelineRules } from "../../core/calculators/timeline.ts";
import type { TimelineQuery } from "../../core/calculators/tool-query.ts";
import { currentFact } from "../facts/fact-on.ts";
import type { Fact } from "../facts/fact-types.ts";
import { type VisaProcessing, visaProcessingOf } from "../visas/visa-costs.ts";
import { timelineWeeks } from "./estimates.ts";

/**
 * The timeline with the registry's figures: the visa's typical processing time, the one its page
 * shows (content/visas/visa-costs.ts), and the legal deadline to validate the long-stay visa
 * after arrival (vls-ts.validation-deadline). The other durations are our estimates (./estimates.ts).
 */
export const validationDeadlineFactId = "vls-ts.validation-deadline" as const;

function validationDeadline(): TimelineRules["validationDeadline"] {
  const fact: Fact = currentFact(validationDeadlineFactId);
  if (typeof fact.value !== "number" || fact.unit !== "months") throw new Error("the VLS-TS deadline is not in months");
  return { amount: fact.value, unit: "months" };
}

export const timelineRules: TimelineRules = { ...timelineWeeks, validationDeadline: validationDeadline() };

export type TimelineForVisa = { timeline: Timeline; processing: VisaProcessing };

/** The timeline for valid inputs (tool-query.ts checked the visa); throws otherwise. */
export function timelineForVisa(query: TimelineQuery, today: string): TimelineForVisa {
  const processing = visaProcessingOf(query.visa);
  if (!processing) throw new Error(`No processing time for ${query.visa}`);
  const input =
    query.mode === "date" && query.arrival
      ? { mode: "date" as const, documentWeeks: query.documentWeeks, today, arrival: query.arrival }
      : { mode: "asap" as const, documentWeeks: query.documentWeeks, today };
  return { timeline: planTimeline(input, processing, timelineRules), processing };
}
