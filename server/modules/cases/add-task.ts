import type { CreateTaskInput } from "../../../core/case/case-inputs.ts";
import type { Db } from "../../db/database.ts";
import type { OpenedCase } from "./case-access.ts";
import { recordCaseChange } from "./record-case-change.ts";
import { requireTeam } from "./require-team.ts";

/** The team adds a task to the plan; it starts pending and shows in the client's feed. */
export async function addTask(
  db: Db,
  opened: OpenedCase,
  input: CreateTaskInput,
  now = new Date(),
): Promise<{ taskId: string }> {
  requireTeam(opened);
  const at = now.toISOString();
  const task = {
    id: crypto.randomUUID(),
    plan_id: opened.plan.id,
    title: input.title,
    description: input.description ? input.description : null,
    category: input.category,
    priority: input.priority,
    due_date: input.dueDate ?? null,
    status: "pending" as const,
    completed_at: null,
    reminded_at: null,
    created_by: opened.viewer.id,
    created_at: at,
    updated_at: at,
  };
  await db.transaction().execute(async (trx) => {
    await trx.insertInto("case_tasks").values(task).execute();
    await recordCaseChange(
      trx,
      {
        planId: opened.plan.id,
        actorId: opened.viewer.id,
        byStaff: true,
        kind: "task_added",
        subject: task.title,
        target: { type: "case_task", id: task.id, after: task },
      },
      now,
    );
  });
  return { taskId: task.id };
}
