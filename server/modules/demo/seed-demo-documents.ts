import { addDays } from "../../../core/calculators/iso-date.ts";
import { documentEventSchema, requestDocumentSchema } from "../../../core/case/case-inputs.ts";
import { parisDate } from "../../../core/paris-date.ts";
import { applyDocumentEvent } from "../cases/apply-document-event.ts";
import type { OpenedCase } from "../cases/case-access.ts";
import { requestDocument } from "../cases/request-document.ts";
import type { StoreDeps } from "../cases/store-case-file.ts";
import { uploadDocumentFile } from "../cases/upload-document-file.ts";
import { demoDocuments } from "./demo-case-content.ts";
import { demoPdf, uploadRequest } from "./demo-files.ts";

/**
 * The advisor requests each demo document from its template (once: matched by template), the
 * client uploads a file to those that have one, through the same upload use case and storage as
 * the dashboard's form (so it downloads like any other), and the advisor approves the one meant
 * to be approved. A document that already has a file gets no second one.
 */
export async function seedDemoDocuments(
  deps: StoreDeps,
  opened: { asAdvisor: OpenedCase; asClient: OpenedCase },
  tick: () => Date,
): Promise<void> {
  const today = parisDate(tick());
  for (const document of demoDocuments) {
    const existing = await deps.db
      .selectFrom("document_requests")
      .select(["id", "status"])
      .where("plan_id", "=", opened.asAdvisor.plan.id)
      .where("template_key", "=", document.templateKey)
      .executeTakeFirst();
    const input = requestDocumentSchema.parse({
      templateKey: document.templateKey,
      required: document.required,
      dueDate: addDays(today, document.dueInDays),
    });
    const documentId = existing?.id ?? (await requestDocument(deps.db, opened.asAdvisor, input, tick())).documentId;
    const upload = document.upload;
    if (!upload) continue;
    const file = await deps.db
      .selectFrom("case_files")
      .select("id")
      .where("document_request_id", "=", documentId)
      .executeTakeFirst();
    if (file) continue;
    const bytes = await demoPdf(upload.fileName.replace(/\.pdf$/, ""), upload.lines);
    await uploadDocumentFile(deps, opened.asClient, documentId, uploadRequest(upload.fileName, bytes), tick());
    if (upload.approved) {
      await applyDocumentEvent(
        deps.db,
        opened.asAdvisor,
        documentId,
        documentEventSchema.parse({ event: "approve" }),
        tick(),
      );
    }
  }
}
