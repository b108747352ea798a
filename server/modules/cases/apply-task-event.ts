import { isCaseId } from "../../../core/case/case-inputs.ts";
import { type StoredTaskStatus, type TaskEvent, taskTransition } from "../../../core/case/task-status.ts";
import type { Db } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";
import type { OpenedCase } from "./case-access.ts";
import { type ActivityKind, recordCaseChange } from "./record-case-change.ts";

const activityOf: Record<TaskEvent, ActivityKind> = {
  start: "task_started",
  complete: "task_completed",
  reopen: "task_reopened",
};

const refused = (status: StoredTaskStatus) => new AppError("conflict", "task_transition_refused", [], { status });

/**
 * The client or the team moves a task along its state machine (core/case/task-status.ts). A move
 * the machine does not allow from the task's status is refused with 409 and the status it is in,
 * never applied. The update is conditional on the status that was read, so two clicks at once
 * (or the client and the advisor together) apply once: the second sees the new status and is
 * refused like any other impossible move. A task of another case is "not found", as is an id
 * that is not one.
 */
export async function applyTaskEvent(
  db: Db,
  opened: OpenedCase,
  taskId: string,
  event: TaskEvent,
  now = new Date(),
): Promise<{ id: string; status: StoredTaskStatus }> {
  const notFound = () => new AppError("not_found", "task_not_found");
  if (!isCaseId(taskId)) throw notFound();
  const task = await db
    .selectFrom("case_tasks")
    .select(["id", "title", "status", "completed_at"])
    .where("id", "=", taskId)
    .where("plan_id", "=", opened.plan.id)
    .executeTakeFirst();
  if (!task) throw notFound();
  const transition = taskTransition(task.status, event, opened.role);
  if (!transition.ok) {
    if (transition.reason === "not_your_role") throw new AppError("forbidden", "staff_only");
    throw refused(task.status);
  }
  const at = now.toISOString();
  const completedAt = transition.to === "completed" ? at : null;
  const byStaff = opened.role === "advisor";

  await db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable("case_tasks")
      .set({ status: transition.to, completed_at: completedAt, updated_at: at })
      .where("id", "=", task.id)
      .where("status", "=", task.status)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) {
      const current = await trx.selectFrom("case_tasks").select("status").where("id", "=", task.id).executeTakeFirst();
      throw current ? refused(current.status) : notFound();
    }
    await recordCaseChange(
      trx,
      {
        planId: opened.plan.id,
        actorId: opened.viewer.id,
        byStaff,
        kind: activityOf[event],
        subject: task.title,
        target: {
          type: "case_task",
          id: task.id,
          before: { status: task.status, completedAt: task.completed_at },
          after: { status: transition.to, completedAt },
        },
      },
      now,
    );
  });
  return { id: task.id, status: transition.to };
}
