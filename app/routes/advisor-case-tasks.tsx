import { staffRequest } from "../features/advisor/advisor-access.server.ts";
import { taskAction } from "../features/advisor/task-actions.server.ts";
import { TasksPanel } from "../features/advisor/tasks-panel.tsx";
import { useCasePage } from "../features/advisor/use-case-page.ts";
import type { FormRefusal } from "../lib/form-refusal.ts";
import type { Route } from "./+types/advisor-case-tasks";

/** The Tasks tab's forms: add a task, and move one along its state machine. */
export async function action({ request, context, url, params }: Route.ActionArgs) {
  const staff = staffRequest(context);
  return taskAction(staff, { request, url }, params.caseId);
}

export default function AdvisorCaseTasks({ actionData }: Route.ComponentProps) {
  return <TasksPanel page={useCasePage()} refusal={actionData as FormRefusal | undefined} />;
}
