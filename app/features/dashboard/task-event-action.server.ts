import { type RouterContextProvider, redirect } from "react-router";
import type { TaskEvent } from "../../../core/case/task-status.ts";
import { applyTaskEvent } from "../../../server/modules/cases/apply-task-event.ts";
import { keepLanguage } from "../../lib/keep-language.ts";
import { caseForm } from "./case-form.server.ts";
import { dashboardPaths } from "./dashboard-view.server.ts";

/** The moves a task's form posts; the tasks page checks its ?event= against them too before saying one was made. */
const taskEvents: readonly TaskEvent[] = ["start", "complete", "reopen"];
export const isTaskEvent = (value: string): value is TaskEvent => (taskEvents as readonly string[]).includes(value);

/** Start, mark as done or reopen one task (the buttons of each task's form). */
export async function taskEventAction(request: Request, context: Readonly<RouterContextProvider>) {
  const { url, opened, db, field, refused, refusal } = await caseForm(request, context, "task-event");
  const taskId = field("taskId");
  const event = field("event");
  if (!opened) return refused(taskId || null, "case_not_found", 404);
  if (field("intent") !== "task-event" || !isTaskEvent(event))
    return refused(taskId || null, "task_event_invalid", 400);
  try {
    await applyTaskEvent(db, opened, taskId, event);
  } catch (error) {
    return refusal(taskId, error);
  }
  const params = new URLSearchParams({ task: taskId, event });
  return redirect(`${keepLanguage(`${dashboardPaths.tasks}?${params}`, url)}#task-${taskId}`);
}
