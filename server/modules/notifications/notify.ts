import type { Db } from "../../db/database.ts";

/**
 * Something on a case the person should hear about (ADR 0035): a document requested or
 * reviewed, a new message, a task due soon. Called inside the business change's transaction, so
 * the notification exists exactly when the change does. The row is what the dashboard shows as
 * unread; the e-mail (at once, or in the daily digest, per the person's preference) is produced
 * from it by the notification mailer (dispatch-notifications.ts): call `dispatchNotifications`
 * after the change commits for the e-mail to go at once; the notification clock catches up
 * within a minute otherwise. The mailer reads the item's current state through the link's
 * fragment (#doc-<id>, #task-<id>, #message-<id>), so keep that form.
 */
export type NotificationKind = "document_requested" | "document_reviewed" | "message" | "task_due";

export type CaseNotification = {
  userId: string;
  planId: string;
  kind: NotificationKind;
  /**
   * The item's title as written (a document or task title); for a message, its author's name
   * (never the message's text: ADR 0035).
   */
  subject: string | null;
  /** Same-origin path of the item, e.g. /dashboard/documents#doc-<id>. */
  linkPath: string;
};

export async function notify(db: Db, notification: CaseNotification, now = new Date()): Promise<void> {
  await db
    .insertInto("case_notifications")
    .values({
      id: crypto.randomUUID(),
      user_id: notification.userId,
      plan_id: notification.planId,
      kind: notification.kind,
      subject: notification.subject,
      link_path: notification.linkPath,
      created_at: now.toISOString(),
      read_at: null,
      emailed_at: null,
    })
    .execute();
}
