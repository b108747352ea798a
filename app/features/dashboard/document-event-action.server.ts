import { type RouterContextProvider, redirect } from "react-router";
import { applyDocumentEvent } from "../../../server/modules/cases/apply-document-event.ts";
import { keepLanguage } from "../../lib/keep-language.ts";
import { caseForm } from "./case-form.server.ts";
import { dashboardPaths } from "./dashboard-view.server.ts";

/** "Send for review": the one document move that is the client's (the team reviews). */
export async function documentEventAction(request: Request, context: Readonly<RouterContextProvider>) {
  const { url, opened, db, field, refused, refusal } = await caseForm(request, context, "document-event");
  const documentId = field("documentId");
  if (!opened) return refused(documentId || null, "case_not_found", 404);
  if (field("intent") !== "document-event" || field("event") !== "submit") {
    return refused(documentId || null, "document_event_invalid", 400);
  }
  try {
    await applyDocumentEvent(db, opened, documentId, { event: "submit" });
  } catch (error) {
    return refusal(documentId, error);
  }
  return redirect(
    `${keepLanguage(`${dashboardPaths.documents}?${new URLSearchParams({ submitted: documentId })}`, url)}#doc-${documentId}`,
  );
}
