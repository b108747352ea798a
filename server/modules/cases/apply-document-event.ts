import type { DocumentEventInput } from "../../../core/case/case-inputs.ts";
import { isCaseId } from "../../../core/case/case-inputs.ts";
import { type DocumentStatus, documentTransition } from "../../../core/case/document-status.ts";
import type { Db } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";
import { notify } from "../notifications/notify.ts";
import type { OpenedCase } from "./case-access.ts";
import { documentLinkPath } from "./document-notifications.ts";
import { type ActivityKind, recordCaseChange } from "./record-case-change.ts";

type DocumentEventName = DocumentEventInput["event"];

const activityOf: Record<DocumentEventName, ActivityKind> = {
  submit: "document_submitted",
  start_review: "document_review_started",
  approve: "document_approved",
  reject: "document_rejected",
  expire: "document_expired",
  withdraw: "document_withdrawn",
};

const refused = (status: DocumentStatus) => new AppError("conflict", "document_transition_refused", [], { status });

/**
 * A document moves along its state machine (core/case/document-status.ts): the client sends it
 * for review; the team reviews, approves, rejects with feedback, marks it expired or withdraws it.
 * A client trying the team's move is told 403 (it is never theirs to make); a move the document's
 * status does not allow is 409 with that status. A rejection's feedback is kept for the client to
 * read until an approval clears it. Conditional on the status read, so a double click or two
 * reviewers at once apply once. The review's outcome is notified to the client (e-mailed from the
 * notification row).
 */
export async function applyDocumentEvent(
  db: Db,
  opened: OpenedCase,
  documentId: string,
  input: DocumentEventInput,
  now = new Date(),
): Promise<{ id: string; status: DocumentStatus }> {
  const notFound = () => new AppError("not_found", "document_not_found");
  if (!isCaseId(documentId)) throw notFound();
  const document = await db
    .selectFrom("document_requests")
    .select(["id", "title", "status", "feedback", "reviewed_by", "reviewed_at"])
    .where("id", "=", documentId)
    .where("plan_id", "=", opened.plan.id)
    .executeTakeFirst();
  if (!document) throw notFound();
  const transition = documentTransition(document.status, input.event, opened.role);
  if (!transition.ok) {
    if (transition.reason === "not_your_role") throw new AppError("forbidden", "document_role_refused");
    throw refused(document.status);
  }

  const at = now.toISOString();
  const reviewed = input.event === "approve" || input.event === "reject";
  const after = {
    status: transition.to,
    feedback:
      input.event === "reject" ? (input.feedback ?? null) : input.event === "approve" ? null : document.feedback,
    reviewed_by: reviewed ? opened.viewer.id : document.reviewed_by,
    reviewed_at: reviewed ? at : document.reviewed_at,
  };
  const byStaff = opened.role === "advisor";

  await db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable("document_requests")
      .set({ ...after, updated_at: at })
      .where("id", "=", document.id)
      .where("status", "=", document.status)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) {
      const current = await trx
        .selectFrom("document_requests")
        .select("status")
        .where("id", "=", document.id)
        .executeTakeFirst();
      throw current ? refused(current.status) : notFound();
    }
    await recordCaseChange(
      trx,
      {
        planId: opened.plan.id,
        actorId: opened.viewer.id,
        byStaff,
        kind: activityOf[input.event],
        subject: document.title,
        target: {
          type: "document_request",
          id: document.id,
          before: { status: document.status, feedback: document.feedback },
          after: { status: after.status, feedback: after.feedback },
        },
      },
      now,
    );
    if (reviewed) {
      await notify(
        trx,
        {
          userId: opened.plan.client_user_id,
          planId: opened.plan.id,
          kind: "document_reviewed",
          subject: document.title,
          linkPath: documentLinkPath(document.id),
        },
        now,
      );
    }
  });
  return { id: document.id, status: transition.to };
}
