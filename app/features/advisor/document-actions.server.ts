import { redirect } from "react-router";
import { documentTemplateKeys } from "../../../content/case/document-templates.ts";
import {
  documentEventSchema,
  type RequestDocumentInput,
  requestDocumentSchema,
} from "../../../core/case/case-inputs.ts";
import { applyDocumentEvent } from "../../../server/modules/cases/apply-document-event.ts";
import { requestDocument } from "../../../server/modules/cases/request-document.ts";
import { dispatchAfterCommit } from "../../../server/modules/notifications/dispatch-notifications.ts";
import { getI18n } from "../../i18n/i18next-middleware.server.ts";
import { keepLanguage } from "../../lib/keep-language.ts";
import {
  attempt,
  blankAsNull,
  blankAsUndefined,
  fieldMessages,
  formText,
  readForm,
  refusedByUseCase,
  refusedFields,
  refusedOn,
  refusedSaying,
  refusedWith,
} from "../../lib/page-form.server.ts";
import { openTeamCase, type StaffRequest } from "./advisor-access.server.ts";
import { casePath } from "./advisor-paths.ts";

type Args = { request: Request; context: Parameters<typeof getI18n>[0]; url: URL };

/**
 * The Documents tab's forms: request ticked templates of the visa (several at once, each with its
 * own "required", priority and due date), request a document of one's own, and review one
 * (documentEventSchema, applyDocumentEvent: start review, approve, reject with feedback, expire,
 * withdraw — a move the document's status does not allow is refused with that status).
 */
export async function documentAction(staff: StaffRequest, { request, context, url }: Args, caseId: string) {
  const { t } = getI18n(context);
  const opened = await openTeamCase(staff, caseId);
  const form = await readForm(request);
  const intent = formText(form, "intent", 30);
  const tab = keepLanguage(casePath(opened.plan.id, "documents"), url);
  const back = (query: string, anchor: string) => redirect(`${tab}${tab.includes("?") ? "&" : "?"}${query}#${anchor}`);

  if (intent === "request-templates") {
    const keys = [...new Set(form.getAll("template").filter((key): key is string => typeof key === "string"))]
      .map((key) => key.slice(0, 80))
      .slice(0, documentTemplateKeys.length);
    const values: Record<string, string> = {};
    const inputs: RequestDocumentInput[] = [];
    const fields: Record<string, string> = {};
    for (const key of keys) {
      values[`template-${key}`] = "on";
      values[`required-${key}`] = formText(form, `required-${key}`, 10);
      values[`priority-${key}`] = formText(form, `priority-${key}`, 20);
      values[`due-${key}`] = formText(form, `due-${key}`, 20);
      const parsed = requestDocumentSchema.safeParse({
        templateKey: key,
        required: values[`required-${key}`] === "on",
        priority: blankAsUndefined(values[`priority-${key}`] ?? ""),
        dueDate: blankAsNull(values[`due-${key}`] ?? ""),
      });
      if (parsed.success) inputs.push(parsed.data);
      else {
        // Each template's controls are named after it: the message lands on the right one.
        const named = fieldMessages(staff.language, parsed.error.issues, (path) => {
          const field = String(path[0] ?? "");
          return field === "dueDate" ? `due-${key}` : field === "priority" ? `priority-${key}` : `template-${key}`;
        });
        Object.assign(fields, named);
      }
    }
    const echo = { intent, values };
    if (keys.length === 0) return refusedSaying(t("advisor.documents.noneTicked"), echo);
    if (Object.keys(fields).length > 0) return refusedOn(fields, echo);
    // One request after the other: if one is refused, those before it stay requested (the list
    // shows them, and the checklist no longer offers them) and the refusal says why.
    return attempt(
      async () => {
        let first = "";
        let requested = 0;
        for (const input of inputs) {
          const { documentId } = await requestDocument(staff.db, opened, input);
          first ||= documentId;
          requested += 1;
        }
        // The client's "document requested" e-mails go now, not at the next minute of the clock.
        await dispatchAfterCommit(staff.services);
        return back(`done=requested&count=${requested}`, `document-${first}`);
      },
      (error) => refusedByUseCase(staff.language, error, echo),
    );
  }

  if (intent === "request-custom") {
    const values = {
      title: formText(form, "title", 300),
      description: formText(form, "description", 4000),
      required: formText(form, "required", 10),
      priority: formText(form, "priority", 20),
      dueDate: formText(form, "dueDate", 20),
    };
    const echo = { intent, values };
    const parsed = requestDocumentSchema.safeParse({
      // A title is what makes a request without a template: asked for even when left empty.
      title: values.title,
      description: blankAsUndefined(values.description),
      required: values.required === "on",
      priority: blankAsUndefined(values.priority),
      dueDate: blankAsNull(values.dueDate),
    });
    if (!parsed.success) return refusedFields(staff.language, parsed.error.issues, echo);
    return attempt(
      async () => {
        const { documentId } = await requestDocument(staff.db, opened, parsed.data);
        await dispatchAfterCommit(staff.services);
        return back("done=requested&count=1", `document-${documentId}`);
      },
      (error) => refusedByUseCase(staff.language, error, echo),
    );
  }

  if (intent === "document-event") {
    const documentId = formText(form, "documentId", 60);
    const values = { feedback: formText(form, "feedback", 2000) };
    const echo = { intent, target: documentId, values };
    const parsed = documentEventSchema.safeParse({
      event: formText(form, "event", 20),
      feedback: blankAsUndefined(values.feedback),
    });
    if (!parsed.success) return refusedFields(staff.language, parsed.error.issues, echo);
    return attempt(
      async () => {
        const moved = await applyDocumentEvent(staff.db, opened, documentId, parsed.data);
        // An approval or a rejection is e-mailed to the client at once (ADR 0035).
        await dispatchAfterCommit(staff.services);
        return back("done=document", `document-${moved.id}`);
      },
      (error) => refusedByUseCase(staff.language, error, echo),
    );
  }

  return refusedWith(staff.language, "invalid_request", { intent });
}
