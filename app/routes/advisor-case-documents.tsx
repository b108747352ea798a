import { staffRequest } from "../features/advisor/advisor-access.server.ts";
import { documentAction } from "../features/advisor/document-actions.server.ts";
import { DocumentsPanel } from "../features/advisor/documents-panel.tsx";
import { useCasePage } from "../features/advisor/use-case-page.ts";
import type { FormRefusal } from "../lib/form-refusal.ts";
import type { Route } from "./+types/advisor-case-documents";

/** The Documents tab's forms: request from the visa's templates or a custom one, and review. */
export async function action({ request, context, url, params }: Route.ActionArgs) {
  const staff = staffRequest(context);
  return documentAction(staff, { request, context, url }, params.caseId);
}

export default function AdvisorCaseDocuments({ actionData }: Route.ComponentProps) {
  return <DocumentsPanel page={useCasePage()} refusal={actionData as FormRefusal | undefined} />;
}
