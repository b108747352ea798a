import type { CaseRole } from "./case-role.ts";

/**
 * A task's life (pending, in progress, completed, overdue). Three statuses are stored; "overdue" is
 * what an unfinished task past its due date shows, computed on reading, because storing it would
 * need a clock to rewrite rows at midnight and could disagree with the due date. Both the client
 * and the team may start, complete or reopen a task; only the team creates or deletes them.
 */
export const storedTaskStatuses = ["pending", "in_progress", "completed"] as const;
export type StoredTaskStatus = (typeof storedTaskStatuses)[number];
export const taskStatuses = [...storedTaskStatuses, "overdue"] as const;
export type TaskStatus = (typeof taskStatuses)[number];

export type TaskEvent = "start" | "complete" | "reopen";

const rules: Record<TaskEvent, { from: readonly StoredTaskStatus[]; to: StoredTaskStatus; by: readonly CaseRole[] }> = {
  start: { from: ["pending"], to: "in_progress", by: ["client", "advisor"] },
  complete: { from: ["pending", "in_progress"], to: "completed", by: ["client", "advisor"] },
  reopen: { from: ["completed"], to: "pending", by: ["client", "advisor"] },
};

export type TaskTransition =
  | { ok: true; to: StoredTaskStatus }
  | { ok: false; reason: "not_allowed_now" | "not_your_role" };

export function taskTransition(status: StoredTaskStatus, event: TaskEvent, role: CaseRole): TaskTransition {
  const rule = rules[event];
  if (!rule.by.includes(role)) return { ok: false, reason: "not_your_role" };
  if (!rule.from.includes(status)) return { ok: false, reason: "not_allowed_now" };
  return { ok: true, to: rule.to };
}

export function taskEventsFor(status: StoredTaskStatus, role: CaseRole): TaskEvent[] {
  return (Object.keys(rules) as TaskEvent[]).filter((event) => taskTransition(status, event, role).ok);
}

/** What a task shows today: overdue once its due date (yyyy-mm-dd) is before today and it is not done. */
export function displayTaskStatus(status: StoredTaskStatus, dueDate: string | null, today: string): TaskStatus {
  if (status !== "completed" && dueDate !== null && dueDate < today) return "overdue";
  return status;
}
