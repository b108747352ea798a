import { addDays, addMonths, daysBetween } from "./iso-date.ts";

/**
 * The timeline calculator (ADR 0032): from a visa's typical processing time, the weeks the person
 * needs to gather documents and either a target arrival date or "as soon as possible", the
 * phases of the move with their dates and the estimated completion. Pure: dates are ISO strings,
 * "today" comes in, the processing time comes from the registry and the other durations are
 * rules of thumb passed in (content/calculators/estimates.ts labels them as our estimates).
 */

export const timelinePhases = ["research", "documents", "application", "decision", "travel", "arrival"] as const;
export type TimelinePhaseId = (typeof timelinePhases)[number];

export type Duration = { amount: number; unit: "weeks" | "months" };

/** A typical processing time as the registry gives it: from `min` to `max`, in weeks or months. */
export type ProcessingTime = { min: number; max: number; unit: "weeks" | "months" };

export type TimelineRules = {
  researchWeeks: number;
  /** Getting an appointment at the visa application centre and filing there. */
  applicationWeeks: number;
  /** From the passport's return with the visa to the flight. */
  travelWeeks: number;
  /** The first weeks in France: bank account, health insurance, the visa's online validation. */
  settlingWeeks: number;
  /** The legal deadline to validate a long-stay visa (VLS-TS) after arrival, from the registry. */
  validationDeadline: Duration;
};

export const documentWeeksLimits = { min: 1, max: 52 } as const;

export type TimelineInput =
  | { mode: "asap"; documentWeeks: number; today: string }
  | { mode: "date"; documentWeeks: number; today: string; arrival: string };

export type TimelinePhase = {
  id: TimelinePhaseId;
  start: string;
  end: string;
  /** The decision phase only: its end if the consulate takes the shortest typical time. */
  earliestEnd?: string;
};

export type TimelineStatus =
  /** "As soon as possible": the plan starts today. */
  | "scheduled"
  /** A target date the plan meets, starting on `latestStart` or before. */
  | "on-track"
  /** A target date met only if the decision comes at the short end of the typical time. */
  | "tight"
  /** A target date that even the shortest typical time misses. */
  | "too-late";

export type Timeline = {
  status: TimelineStatus;
  phases: TimelinePhase[];
  /** The planned arrival (at the long end of the processing time). */
  arrival: string;
  /** The arrival if the decision comes at the short end of the typical time. */
  earliestArrival: string;
  /** The last day to validate the long-stay visa online. */
  validationDeadline: string;
  /** When the move is done: the end of the arrival formalities. */
  completion: string;
  /** Target dates only: the last day to start and still arrive on time (may be in the past). */
  latestStart: string | null;
  /** Target dates only: the target itself. */
  target: string | null;
};

function plus(date: string, duration: Duration, sign: 1 | -1 = 1): string {
  return duration.unit === "weeks"
    ? addDays(date, sign * duration.amount * 7)
    : addMonths(date, sign * duration.amount);
}

const weeks = (amount: number): Duration => ({ amount, unit: "weeks" });

/** The phases laid out forward from `start`, the decision taking the longest typical time. */
function forward(start: string, documentWeeks: number, processing: ProcessingTime, rules: TimelineRules) {
  const researchEnd = plus(start, weeks(rules.researchWeeks));
  const documentsEnd = plus(researchEnd, weeks(documentWeeks));
  const filed = plus(documentsEnd, weeks(rules.applicationWeeks));
  const decided = plus(filed, { amount: processing.max, unit: processing.unit });
  const earliestDecision = plus(filed, { amount: processing.min, unit: processing.unit });
  const arrival = plus(decided, weeks(rules.travelWeeks));
  const settled = plus(arrival, weeks(rules.settlingWeeks));
  const phases: TimelinePhase[] = [
    { id: "research", start, end: researchEnd },
    { id: "documents", start: researchEnd, end: documentsEnd },
    { id: "application", start: documentsEnd, end: filed },
    { id: "decision", start: filed, end: decided, earliestEnd: earliestDecision },
    { id: "travel", start: decided, end: arrival },
    { id: "arrival", start: arrival, end: settled },
  ];
  return { phases, arrival, earliestArrival: plus(earliestDecision, weeks(rules.travelWeeks)), completion: settled };
}

/** The day to start so that the forward plan arrives exactly on `arrival`. */
function latestStartFor(arrival: string, documentWeeks: number, processing: ProcessingTime, rules: TimelineRules) {
  const travelStart = plus(arrival, weeks(rules.travelWeeks), -1);
  const filed = plus(travelStart, { amount: processing.max, unit: processing.unit }, -1);
  const documentsEnd = plus(filed, weeks(rules.applicationWeeks), -1);
  const researchEnd = plus(documentsEnd, weeks(documentWeeks), -1);
  return plus(researchEnd, weeks(rules.researchWeeks), -1);
}

export function planTimeline(input: TimelineInput, processing: ProcessingTime, rules: TimelineRules): Timeline {
  const result = (status: TimelineStatus, start: string, latestStart: string | null, target: string | null) => {
    const plan = forward(start, input.documentWeeks, processing, rules);
    return {
      status,
      ...plan,
      validationDeadline: plus(plan.arrival, rules.validationDeadline),
      latestStart,
      target,
    };
  };
  if (input.mode === "asap") return result("scheduled", input.today, null, null);

  let latestStart = latestStartFor(input.arrival, input.documentWeeks, processing, rules);
  // Month arithmetic clamps to month ends: step back until the forward plan really arrives in time.
  while (daysBetween(forward(latestStart, input.documentWeeks, processing, rules).arrival, input.arrival) < 0) {
    latestStart = addDays(latestStart, -1);
  }
  if (daysBetween(input.today, latestStart) >= 0) return result("on-track", latestStart, latestStart, input.arrival);
  const fromToday = forward(input.today, input.documentWeeks, processing, rules);
  const status = daysBetween(fromToday.earliestArrival, input.arrival) >= 0 ? "tight" : "too-late";
  return result(status, input.today, latestStart, input.arrival);
}
