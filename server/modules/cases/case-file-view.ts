import type { Selectable } from "kysely";
import type { CaseFilesTable } from "../../db/schema.ts";
import type { FileView } from "./case-view.ts";

export type CaseFileRow = Selectable<CaseFilesTable>;

/** Where a file of a case is downloaded: the only address its bytes have, behind the case's access check. */
export function caseFilePath(planId: string, fileId: string): string {
  return `/api/cases/${planId}/files/${fileId}`;
}

/**
 * A stored file as both sides see it. "Team" means anyone but the case's client, so the client
 * reads "uploaded by your advisor" and the advisor "uploaded by the client", whoever is looking.
 */
export function caseFileView(row: CaseFileRow, clientUserId: string, uploaderName: string | undefined): FileView {
  return {
    id: row.id,
    name: row.file_name,
    contentType: row.content_type,
    sizeBytes: Number(row.size_bytes),
    uploadedAt: row.created_at,
    uploadedBy: { name: uploaderName ?? "", isTeam: row.uploaded_by !== clientUserId },
    downloadPath: caseFilePath(row.plan_id, row.id),
  };
}
