/**
 * The shape of a done-for-you case (ADR 0034): the six phases a move goes through, the plan
 * statuses, and task and document priorities. Plain constants, so pages, the API and the database
 * share one list.
 */
export const journeyPhases = [
  "planning",
  "documentation",
  "visa_application",
  "pre_arrival",
  "arrival",
  "integration",
] as const;
export type JourneyPhase = (typeof journeyPhases)[number];

/** The statuses a plan can have. */
export const planStatuses = ["active", "inactive", "completed"] as const;
export type PlanStatus = (typeof planStatuses)[number];

/** Priorities of tasks and document requests: urgent, high, medium, low. */
export const priorities = ["urgent", "high", "medium", "low"] as const;
export type Priority = (typeof priorities)[number];

export const taskCategories = [
  "documents",
  "appointments",
  "housing",
  "finance",
  "health",
  "travel",
  "administration",
  "other",
] as const;
export type TaskCategory = (typeof taskCategories)[number];

/** Adults and children moving together; bounds keep a typo from becoming a 90-person household. */
export const householdLimits = { adults: { min: 1, max: 10 }, children: { min: 0, max: 12 } } as const;

export function phaseIndex(phase: JourneyPhase): number {
  return journeyPhases.indexOf(phase);
}

export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === "string" && (values as readonly string[]).includes(value);
}
