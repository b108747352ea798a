import { documentRequestFromTemplate } from "../../../content/case/document-templates.ts";
import type { RequestDocumentInput } from "../../../core/case/case-inputs.ts";
import { asLanguage } from "../../../core/languages.ts";
import type { Db } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";
import { notify } from "../notifications/notify.ts";
import type { OpenedCase } from "./case-access.ts";
import { documentLinkPath } from "./document-notifications.ts";
import { recordCaseChange } from "./record-case-change.ts";
import { requireTeam } from "./require-team.ts";

/**
 * The team asks the client for a document: from a template of content/case/document-templates.ts —
 * its title, description and requirements frozen on the request in the CLIENT's language, so it
 * reads the same in their dashboard, their e-mail and a year later whatever the templates become —
 * or with a title of the advisor's own. The advisor's title, description and priority win over the
 * template's. It starts `required` when the application cannot go without it, else `requested`; the
 * client is notified.
 */
export async function requestDocument(
  db: Db,
  opened: OpenedCase,
  input: RequestDocumentInput,
  now = new Date(),
): Promise<{ documentId: string }> {
  requireTeam(opened);
  const client = await db
    .selectFrom("users")
    .select("language")
    .where("id", "=", opened.plan.client_user_id)
    .executeTakeFirst();
  const template =
    input.templateKey === undefined
      ? undefined
      : documentRequestFromTemplate(input.templateKey, asLanguage(client?.language));
  if (input.templateKey !== undefined && !template) {
    throw new AppError("bad_request", "document_template_invalid", [
      { field: "templateKey", messageKey: "document_template_invalid" },
    ]);
  }
  const title = input.title ?? template?.title;
  if (!title) {
    throw new AppError("bad_request", "document_title_required", [
      { field: "title", messageKey: "document_title_required" },
    ]);
  }
  const at = now.toISOString();
  const document = {
    id: crypto.randomUUID(),
    plan_id: opened.plan.id,
    template_key: template?.templateKey ?? null,
    title,
    description: input.description || template?.description || null,
    requirements: template ? JSON.stringify(template.requirements) : null,
    priority: input.priority ?? template?.priority ?? "medium",
    status: input.required ? ("required" as const) : ("requested" as const),
    feedback: null,
    due_date: input.dueDate ?? null,
    reviewed_by: null,
    reviewed_at: null,
    created_by: opened.viewer.id,
    requested_at: at,
    updated_at: at,
  };
  await db.transaction().execute(async (trx) => {
    await trx.insertInto("document_requests").values(document).execute();
    await recordCaseChange(
      trx,
      {
        planId: opened.plan.id,
        actorId: opened.viewer.id,
        byStaff: true,
        kind: "document_requested",
        subject: title,
        target: { type: "document_request", id: document.id, after: document },
      },
      now,
    );
    await notify(
      trx,
      {
        userId: opened.plan.client_user_id,
        planId: opened.plan.id,
        kind: "document_requested",
        subject: title,
        linkPath: documentLinkPath(document.id),
      },
      now,
    );
  });
  return { documentId: document.id };
}
