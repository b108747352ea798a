import { staffRequest } from "../features/advisor/advisor-access.server.ts";
import { OverviewPanel } from "../features/advisor/overview-panel.tsx";
import { updatePlanFromForm } from "../features/advisor/plan-actions.server.ts";
import { useCasePage } from "../features/advisor/use-case-page.ts";
import type { FormRefusal } from "../lib/form-refusal.ts";
import type { Route } from "./+types/advisor-case-overview";

/** The Overview tab's forms: details, phase, team and status, each through updatePlan. */
export async function action({ request, context, url, params }: Route.ActionArgs) {
  const staff = staffRequest(context);
  return updatePlanFromForm(staff, { request, url }, params.caseId);
}

export default function AdvisorCaseOverview({ actionData }: Route.ComponentProps) {
  return <OverviewPanel page={useCasePage()} refusal={actionData as FormRefusal | undefined} />;
}
