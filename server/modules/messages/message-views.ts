import type { Selectable } from "kysely";
import type { Db } from "../../db/database.ts";
import type { CaseMessagesTable } from "../../db/schema.ts";
import type { OpenedCase } from "../cases/case-access.ts";
import { caseFileView } from "../cases/case-file-view.ts";
import { peopleById } from "../cases/case-people.ts";
import type { MessageView } from "../cases/case-view.ts";

export type CaseMessageRow = Selectable<CaseMessagesTable>;

/**
 * Messages as the viewer sees them: each with its author (named, marked "Team" when it is anyone
 * but the case's client, and "you" for the viewer) and its attachments, in the order given.
 * Attachments and authors are read in one query each, whatever the number of messages.
 */
export async function messageViews(db: Db, opened: OpenedCase, rows: CaseMessageRow[]): Promise<MessageView[]> {
  if (rows.length === 0) return [];
  const files = await db
    .selectFrom("case_files")
    .selectAll()
    .where("plan_id", "=", opened.plan.id)
    .where(
      "message_id",
      "in",
      rows.map((row) => row.id),
    )
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const people = await peopleById(db, [
    ...rows.map((row) => row.author_user_id),
    ...files.map((file) => file.uploaded_by),
  ]);
  const client = opened.plan.client_user_id;
  return rows.map((row) => ({
    id: row.id,
    body: row.body,
    at: row.created_at,
    author: {
      id: row.author_user_id,
      name: people.get(row.author_user_id)?.name ?? "",
      isTeam: row.author_user_id !== client,
      isViewer: row.author_user_id === opened.viewer.id,
    },
    attachments: files
      .filter((file) => file.message_id === row.id)
      .map((file) => caseFileView(file, client, people.get(file.uploaded_by)?.name)),
  }));
}
