import { addDays } from "../../../core/calculators/iso-date.ts";
import { createTaskSchema } from "../../../core/case/case-inputs.ts";
import { parisDate } from "../../../core/paris-date.ts";
import type { Db } from "../../db/database.ts";
import { addTask } from "../cases/add-task.ts";
import { applyTaskEvent } from "../cases/apply-task-event.ts";
import type { OpenedCase } from "../cases/case-access.ts";
import { demoTasks } from "./demo-case-content.ts";

/**
 * The advisor adds each demo task the case does not have yet (matched by title), then the side
 * named moves it along: started, or completed. A task someone already moved further while trying
 * the demo is left where it is; nothing is ever reopened.
 */
export async function seedDemoTasks(
  db: Db,
  opened: { asAdvisor: OpenedCase; asClient: OpenedCase },
  tick: () => Date,
): Promise<void> {
  const today = parisDate(tick());
  for (const task of demoTasks) {
    const existing = await db
      .selectFrom("case_tasks")
      .select(["id", "status"])
      .where("plan_id", "=", opened.asAdvisor.plan.id)
      .where("title", "=", task.title)
      .executeTakeFirst();
    const input = createTaskSchema.parse({
      title: task.title,
      description: task.description,
      category: task.category,
      priority: task.priority,
      dueDate: addDays(today, task.dueInDays),
    });
    const taskId = existing?.id ?? (await addTask(db, opened.asAdvisor, input, tick())).taskId;
    const status = existing?.status ?? "pending";
    if (task.state.status === "pending" || status === "completed") continue;
    const by = task.state.by === "client" ? opened.asClient : opened.asAdvisor;
    if (task.state.status === "in_progress" && status === "pending") {
      await applyTaskEvent(db, by, taskId, "start", tick());
    } else if (task.state.status === "completed") {
      await applyTaskEvent(db, by, taskId, "complete", tick());
    }
  }
}
