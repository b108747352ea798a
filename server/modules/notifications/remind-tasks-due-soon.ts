import type { Db } from "../../db/database.ts";
import { notify } from "./notify.ts";
import { addDays, parisDay } from "./paris-clock.ts";

/** "Due soon": due today or within this many days (Paris calendar). */
export const taskReminderDays = 2;

/** Where a task reminder takes the client: the task on their dashboard's task board. */
export function taskLinkPath(taskId: string): string {
  return `/dashboard/tasks#task-${taskId}`;
}

/**
 * The "task due soon" notification (ADR 0035): each unfinished task of an active plan due
 * from today to two days ahead notifies its client once. The task is claimed by setting
 * reminded_at where it is still null, in the same transaction as the notification, so a task is
 * reminded exactly once however many clocks run. A task already past due is not "due soon": the
 * dashboard shows it overdue. Returns how many reminders were written.
 */
export async function remindTasksDueSoon(db: Db, now = new Date()): Promise<number> {
  const today = parisDay(now);
  const due = await db
    .selectFrom("case_tasks as t")
    .innerJoin("relocation_plans as p", "p.id", "t.plan_id")
    .select(["t.id", "t.plan_id", "t.title", "p.client_user_id"])
    .where("t.status", "!=", "completed")
    .where("t.reminded_at", "is", null)
    .where("t.due_date", "is not", null)
    .where("t.due_date", ">=", today)
    .where("t.due_date", "<=", addDays(today, taskReminderDays))
    .where("p.status", "=", "active")
    .orderBy("t.due_date")
    .limit(500)
    .execute();
  const at = now.toISOString();
  let reminded = 0;
  for (const task of due) {
    const claimed = await db.transaction().execute(async (trx) => {
      const claim = await trx
        .updateTable("case_tasks")
        .set({ reminded_at: at })
        .where("id", "=", task.id)
        .where("reminded_at", "is", null)
        .executeTakeFirst();
      if (Number(claim.numUpdatedRows) !== 1) return false;
      await notify(
        trx,
        {
          userId: task.client_user_id,
          planId: task.plan_id,
          kind: "task_due",
          subject: task.title,
          linkPath: taskLinkPath(task.id),
        },
        now,
      );
      return true;
    });
    if (claimed) reminded += 1;
  }
  return reminded;
}
