import { redirect } from "react-router";
import { createTaskSchema, taskEventSchema } from "../../../core/case/case-inputs.ts";
import { addTask } from "../../../server/modules/cases/add-task.ts";
import { applyTaskEvent } from "../../../server/modules/cases/apply-task-event.ts";
import { keepLanguage } from "../../lib/keep-language.ts";
import {
  attempt,
  blankAsNull,
  blankAsUndefined,
  formText,
  readForm,
  refusedByUseCase,
  refusedFields,
  refusedWith,
} from "../../lib/page-form.server.ts";
import { openTeamCase, type StaffRequest } from "./advisor-access.server.ts";
import { casePath } from "./advisor-paths.ts";

type Args = { request: Request; url: URL };

/**
 * The Tasks tab's forms: "Add a task" (createTaskSchema, addTask) and each task's start, complete
 * or reopen (taskEventSchema, applyTaskEvent, which refuses a move the task's status does not
 * allow). Back on the tab at the task, with what was done.
 */
export async function taskAction(staff: StaffRequest, { request, url }: Args, caseId: string) {
  const opened = await openTeamCase(staff, caseId);
  const form = await readForm(request);
  const intent = formText(form, "intent", 20);
  const back = (done: string, taskId: string) =>
    redirect(`${keepLanguage(`${casePath(opened.plan.id, "tasks")}?done=${done}`, url)}#task-${taskId}`);

  if (intent === "add-task") {
    const values = {
      title: formText(form, "title", 300),
      description: formText(form, "description", 4000),
      category: formText(form, "category", 40),
      priority: formText(form, "priority", 20),
      dueDate: formText(form, "dueDate", 20),
    };
    const echo = { intent, values };
    const parsed = createTaskSchema.safeParse({
      ...values,
      description: blankAsUndefined(values.description),
      dueDate: blankAsNull(values.dueDate),
    });
    if (!parsed.success) return refusedFields(staff.language, parsed.error.issues, echo);
    return attempt(
      async () => back("task-added", (await addTask(staff.db, opened, parsed.data)).taskId),
      (error) => refusedByUseCase(staff.language, error, echo),
    );
  }

  if (intent === "task-event") {
    const taskId = formText(form, "taskId", 60);
    const echo = { intent, target: taskId };
    const parsed = taskEventSchema.safeParse({ event: formText(form, "event", 20) });
    if (!parsed.success) return refusedWith(staff.language, "task_event_invalid", echo);
    return attempt(
      async () => back("task", (await applyTaskEvent(staff.db, opened, taskId, parsed.data.event)).id),
      (error) => refusedByUseCase(staff.language, error, echo),
    );
  }

  return refusedWith(staff.language, "invalid_request", { intent });
}
