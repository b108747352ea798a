import type { CaseNotificationItem } from "../../../content/emails/case-notification-lines.ts";
import type { Db } from "../../db/database.ts";
import { itemIdOf } from "./notification-links.ts";
import type { NotificationKind } from "./notify.ts";

export const notificationKinds: readonly NotificationKind[] = [
  "document_requested",
  "document_reviewed",
  "message",
  "task_due",
];

export type NotificationRow = { id: string; plan_id: string; kind: string; subject: string | null; link_path: string };

/**
 * What each notification says, for its e-mail or the in-app list. The row holds the kind, a
 * title (or a message's author) and the link; a review's outcome and feedback and a task's due
 * date are read from the item itself, found through the link's fragment and bounded by the
 * notification's own case. Read when the e-mail is written, so a digest says how things stand.
 * Rows of a kind this code does not know are left out.
 */
export async function notificationItems(db: Db, rows: NotificationRow[]): Promise<Map<string, CaseNotificationItem>> {
  const documentIds = rows.flatMap((row) => {
    const id = row.kind === "document_reviewed" ? itemIdOf(row.link_path, "doc") : null;
    return id ? [id] : [];
  });
  const taskIds = rows.flatMap((row) => {
    const id = row.kind === "task_due" ? itemIdOf(row.link_path, "task") : null;
    return id ? [id] : [];
  });
  const documents = documentIds.length
    ? await db
        .selectFrom("document_requests")
        .select(["id", "plan_id", "status", "feedback"])
        .where("id", "in", documentIds)
        .execute()
    : [];
  const tasks = taskIds.length
    ? await db.selectFrom("case_tasks").select(["id", "plan_id", "due_date"]).where("id", "in", taskIds).execute()
    : [];

  const items = new Map<string, CaseNotificationItem>();
  for (const row of rows) {
    const title = row.subject ?? "";
    if (row.kind === "document_requested") items.set(row.id, { kind: "document_requested", title });
    if (row.kind === "message") items.set(row.id, { kind: "message", sender: title });
    if (row.kind === "document_reviewed") {
      const id = itemIdOf(row.link_path, "doc");
      const document = documents.find((candidate) => candidate.id === id && candidate.plan_id === row.plan_id);
      const outcome = document?.status === "approved" || document?.status === "rejected" ? document.status : null;
      items.set(row.id, {
        kind: "document_reviewed",
        title,
        outcome,
        feedback: outcome === "rejected" ? (document?.feedback ?? null) : null,
      });
    }
    if (row.kind === "task_due") {
      const id = itemIdOf(row.link_path, "task");
      const task = tasks.find((candidate) => candidate.id === id && candidate.plan_id === row.plan_id);
      items.set(row.id, { kind: "task_due", title, dueDate: task?.due_date ?? null });
    }
  }
  return items;
}
