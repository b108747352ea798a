import { addDays, addMonths, daysBetween, isIsoDate } from "../calculators/iso-date.ts";
import type { Duration } from "../calculators/timeline.ts";

/**
 * The self-service checklist (ADR 0036): the steps of a move for the visa a person chose, each due
 * a set time before or after their target arrival, which they tick off. Pure: the item
 * definitions, the dates and the ticked keys come in; the dated, ordered items and the progress
 * go out. Which durations apply (the registry's processing time and validation deadline, our
 * estimates for the rest) is content's business (content/checklist/self-service-items.ts).
 */

export const checklistCategories = [
  "documents",
  "appointments",
  "travel",
  "arrival",
  "health",
  "bank",
  "housing",
  "administration",
] as const;
export type ChecklistCategory = (typeof checklistCategories)[number];

/**
 * When an item is due: that long before arrival, or that long after it. A list of durations is
 * walked in order from the arrival date, one step at a time, the way the timeline calculator
 * walks back from arrival (travel, then processing, then getting an appointment): with month
 * ends, "2 weeks then 3 months" and "3 months then 2 weeks" can land a day apart.
 */
export type ChecklistTiming = { before: Duration | readonly Duration[] } | { after: Duration | readonly Duration[] };

export type ChecklistItemDefinition = {
  /** Stable: what a person's ticks are stored under. */
  key: string;
  category: ChecklistCategory;
  timing: ChecklistTiming;
  /** The visa slugs the item applies to; every visa when absent. */
  visas?: readonly string[];
  /** The registry fact the timing comes from; absent when the timing is our estimate. */
  factId?: string;
};

export type ChecklistInput = {
  visa: string;
  /** The target arrival in France, YYYY-MM-DD (may already be past). */
  arrival: string;
  today: string;
  /** Keys the person ticked; keys of other visas' items are ignored. */
  ticked: Iterable<string>;
};

export type ChecklistItemState = {
  dueDate: string;
  done: boolean;
  /** Not done, and due before today. */
  overdue: boolean;
  /** Not done, and due today or within the next `dueSoonDays` days. */
  dueSoon: boolean;
  /** Days from today to the due date: negative once it has passed. */
  daysUntilDue: number;
};

export type PlannedChecklistItem<T extends ChecklistItemDefinition> = T & ChecklistItemState;

export type ChecklistSummary<T extends ChecklistItemDefinition> = {
  total: number;
  done: number;
  /** Whole percent, rounded down: 100 only when every item is done. */
  percent: number;
  /** The first item not done, by due date (overdue ones first); null when all are done. */
  next: PlannedChecklistItem<T> | null;
};

export type PlannedChecklist<T extends ChecklistItemDefinition> = {
  items: PlannedChecklistItem<T>[];
  summary: ChecklistSummary<T>;
};

/** How far ahead "due soon" looks: two weeks, the horizon of the dashboard's upcoming tasks. */
export const dueSoonDays = 14;

function step(date: string, duration: Duration, sign: 1 | -1): string {
  return duration.unit === "weeks"
    ? addDays(date, sign * duration.amount * 7)
    : addMonths(date, sign * duration.amount);
}

function steps(durations: Duration | readonly Duration[]): readonly Duration[] {
  return "unit" in durations ? [durations] : durations;
}

/** The due date of a timing for an arrival date. */
export function dueDateOf(timing: ChecklistTiming, arrival: string): string {
  const [durations, sign] = "before" in timing ? ([timing.before, -1] as const) : ([timing.after, 1] as const);
  return steps(durations).reduce((date, duration) => step(date, duration, sign), arrival);
}

export function planChecklist<T extends ChecklistItemDefinition>(
  definitions: readonly T[],
  input: ChecklistInput,
): PlannedChecklist<T> {
  if (!isIsoDate(input.arrival)) throw new Error(`arrival is not an ISO date: ${input.arrival}`);
  if (!isIsoDate(input.today)) throw new Error(`today is not an ISO date: ${input.today}`);
  const ticked = new Set(input.ticked);
  const applicable = definitions.filter((definition) => !definition.visas || definition.visas.includes(input.visa));
  const keys = new Set<string>();
  for (const { key } of applicable) {
    if (keys.has(key)) throw new Error(`two checklist items share the key ${key} for ${input.visa}`);
    keys.add(key);
  }

  const items = applicable
    .map((definition, order) => {
      const dueDate = dueDateOf(definition.timing, input.arrival);
      const done = ticked.has(definition.key);
      const daysUntilDue = daysBetween(input.today, dueDate);
      const state: ChecklistItemState = {
        dueDate,
        done,
        overdue: !done && daysUntilDue < 0,
        dueSoon: !done && daysUntilDue >= 0 && daysUntilDue <= dueSoonDays,
        daysUntilDue,
      };
      return { item: { ...definition, ...state }, order };
    })
    // By due date; items due the same day keep the order content gave them.
    .sort((a, b) => a.item.dueDate.localeCompare(b.item.dueDate) || a.order - b.order)
    .map(({ item }) => item);

  const done = items.filter((item) => item.done).length;
  return {
    items,
    summary: {
      total: items.length,
      done,
      percent: items.length === 0 ? 0 : Math.floor((done * 100) / items.length),
      next: items.find((item) => !item.done) ?? null,
    },
  };
}
