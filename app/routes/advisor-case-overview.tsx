import { staffRequest } from "../features/advisor/advisor-access.server.ts";
import { OverviewPanel } from "../features/advisor/overview-panel.tsx";
import { recordClientPermitFromForm } from "../features/advisor/permit-actions.server.ts";
import { updatePlanFromForm } from "../features/advisor/plan-actions.server.ts";
import { useCasePage } from "../features/advisor/use-case-page.ts";
import { PermitForm } from "../features/permits/permit-form.tsx";
import type { FormRefusal } from "../lib/form-refusal.ts";
import type { Route } from "./+types/advisor-case-overview";

/**
 * The Overview tab's forms: details, phase, team and status, each through updatePlan; and the
 * client's permit, recorded for them (intent permit-add).
 */
export async function action({ request, context, url, params }: Route.ActionArgs) {
  const staff = staffRequest(context);
  const intent = (await request.clone().formData()).get("intent");
  if (intent === "permit-add") return recordClientPermitFromForm(staff, { request, url }, params.caseId);
  return updatePlanFromForm(staff, { request, url }, params.caseId);
}

export default function AdvisorCaseOverview({ actionData }: Route.ComponentProps) {
  const page = useCasePage();
  const refusal = actionData as FormRefusal | undefined;
  return (
    <OverviewPanel
      page={page}
      refusal={refusal}
      permitForm={<PermitForm routeGroups={page.permitRouteGroups} refusal={refusal} />}
    />
  );
}
