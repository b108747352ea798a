import { type DocumentStatus, isDocumentOpen } from "./document-status.ts";
import { type JourneyPhase, journeyPhases, phaseIndex } from "./journey.ts";
import { displayTaskStatus, type StoredTaskStatus } from "./task-status.ts";

export type ProgressTask = { title: string; status: StoredTaskStatus; dueDate: string | null };
export type ProgressDocument = { status: DocumentStatus };

export type CaseProgress = {
  /** 0–100: finished work (completed tasks, approved or submitted-to-the-state documents) over all open work. */
  percent: number;
  tasksDone: number;
  tasksTotal: number;
  tasksOverdue: number;
  documentsApproved: number;
  documentsOpen: number;
  /** The next thing with a date: the earliest unfinished task, by due date. */
  nextMilestone: { title: string; dueDate: string } | null;
  /** 1-based position of the current phase among the six, for "phase 2 of 6". */
  phaseNumber: number;
  phaseCount: number;
};

/**
 * The dashboard's numbers, from the case's tasks and documents only: the same figures for the
 * client and the advisor, recomputed on every read so they can never drift from the rows.
 */
export function caseProgress(
  phase: JourneyPhase,
  tasks: readonly ProgressTask[],
  documents: readonly ProgressDocument[],
  today: string,
): CaseProgress {
  const tasksDone = tasks.filter((task) => task.status === "completed").length;
  const tasksOverdue = tasks.filter((task) => displayTaskStatus(task.status, task.dueDate, today) === "overdue").length;
  const open = documents.filter((doc) => isDocumentOpen(doc.status));
  const documentsApproved = open.filter((doc) => doc.status === "approved").length;
  const total = tasks.length + open.length;
  const done = tasksDone + documentsApproved;
  const next = tasks
    .filter((task): task is ProgressTask & { dueDate: string } => task.status !== "completed" && task.dueDate !== null)
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate))[0];
  return {
    percent: total === 0 ? 0 : Math.round((done / total) * 100),
    tasksDone,
    tasksTotal: tasks.length,
    tasksOverdue,
    documentsApproved,
    documentsOpen: open.length,
    nextMilestone: next ? { title: next.title, dueDate: next.dueDate } : null,
    phaseNumber: phaseIndex(phase) + 1,
    phaseCount: journeyPhases.length,
  };
}
