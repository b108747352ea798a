import { isCaseId } from "../../../core/case/case-inputs.ts";
import { type DocumentStatus, documentTransition } from "../../../core/case/document-status.ts";
import { AppError } from "../../http/app-error.ts";
import type { OpenedCase } from "./case-access.ts";
import { caseFileView } from "./case-file-view.ts";
import type { FileView } from "./case-view.ts";
import { recordCaseChange } from "./record-case-change.ts";
import { type StoreDeps, storeCaseFile } from "./store-case-file.ts";

const refused = (status: DocumentStatus) => new AppError("conflict", "document_transition_refused", [], { status });

/**
 * A file for a requested document, by its client or by the team on their behalf. Whether the
 * document takes a file now (core/case/document-status.ts: not once approved or under review) is
 * decided BEFORE the body is read, so a refused upload costs no more than its headers. Then the
 * file streams in and is checked (storeCaseFile), and one transaction records it and moves the
 * document to "uploaded" — conditionally, from the status it has at that moment, so an approval
 * that landed while the file was arriving wins and the stored file is removed again.
 */
export async function uploadDocumentFile(
  deps: StoreDeps,
  opened: OpenedCase,
  documentId: string,
  request: Request,
  now = new Date(),
): Promise<FileView> {
  const notFound = () => new AppError("not_found", "document_not_found");
  if (!isCaseId(documentId)) throw notFound();
  const document = await deps.db
    .selectFrom("document_requests")
    .select(["id", "title", "status"])
    .where("id", "=", documentId)
    .where("plan_id", "=", opened.plan.id)
    .executeTakeFirst();
  if (!document) throw notFound();
  const allowed = documentTransition(document.status, "upload", opened.role);
  if (!allowed.ok) throw refused(document.status);

  const row = await storeCaseFile(
    deps,
    opened,
    request,
    { documentRequestId: document.id },
    async (trx, file) => {
      const current = await trx
        .selectFrom("document_requests")
        .select("status")
        .where("id", "=", document.id)
        .executeTakeFirstOrThrow();
      const transition = documentTransition(current.status, "upload", opened.role);
      if (!transition.ok) throw refused(current.status);
      const moved = await trx
        .updateTable("document_requests")
        .set({ status: transition.to, updated_at: file.created_at })
        .where("id", "=", document.id)
        .where("status", "=", current.status)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 0) throw refused(current.status);
      await recordCaseChange(
        trx,
        {
          planId: opened.plan.id,
          actorId: opened.viewer.id,
          byStaff: opened.role === "advisor",
          kind: "document_uploaded",
          subject: document.title,
          target: {
            type: "document_request",
            id: document.id,
            before: { status: current.status },
            after: { status: transition.to, fileId: file.id, fileName: file.file_name, sizeBytes: file.size_bytes },
          },
        },
        now,
      );
    },
    now,
  );
  const uploader = await deps.db
    .selectFrom("users")
    .select("name")
    .where("id", "=", opened.viewer.id)
    .executeTakeFirst();
  return caseFileView(row, opened.plan.client_user_id, uploader?.name);
}
