import type { OpenedCase } from "./case-access.ts";
import { caseFileView } from "./case-file-view.ts";
import type { FileView } from "./case-view.ts";
import { type StoreDeps, storeCaseFile } from "./store-case-file.ts";

/**
 * A file for a message, uploaded first (by the client or the team, with the same checks as a
 * document's file) and attached when the message is sent: the row has no document and no message
 * yet; sending the message sets its message_id. Until then it is downloadable
 * by the case's people only, like any file of the case.
 */
export async function uploadAttachment(
  deps: StoreDeps,
  opened: OpenedCase,
  request: Request,
  now = new Date(),
): Promise<FileView> {
  const row = await storeCaseFile(deps, opened, request, { documentRequestId: null }, async () => {}, now);
  const uploader = await deps.db
    .selectFrom("users")
    .select("name")
    .where("id", "=", opened.viewer.id)
    .executeTakeFirst();
  return caseFileView(row, opened.plan.client_user_id, uploader?.name);
}
