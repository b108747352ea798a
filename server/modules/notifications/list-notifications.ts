import { caseNotificationLine } from "../../../content/emails/case-notification-lines.ts";
import type { Language } from "../../../core/languages.ts";
import type { Db } from "../../db/database.ts";
import { notificationItems } from "./notification-items.ts";

export const notificationListSize = 30;

export type NotificationView = {
  id: string;
  planId: string;
  kind: string;
  /** The title (document, task) or a message's author, as written. */
  subject: string | null;
  /** The line to show, in the reader's language (the e-mail's subject says the same). */
  text: string;
  /** Same-origin path of the item. */
  linkPath: string;
  createdAt: string;
  readAt: string | null;
};

/** The person's latest 30 notifications, newest first, with how many of all theirs are unread. */
export async function listNotifications(
  db: Db,
  userId: string,
  language: Language,
): Promise<{ unread: number; notifications: NotificationView[] }> {
  const rows = await db
    .selectFrom("case_notifications")
    .select(["id", "plan_id", "kind", "subject", "link_path", "created_at", "read_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(notificationListSize)
    .execute();
  const unread = await db
    .selectFrom("case_notifications")
    .select((eb) => eb.fn.countAll<string | number>().as("count"))
    .where("user_id", "=", userId)
    .where("read_at", "is", null)
    .executeTakeFirst();
  const items = await notificationItems(db, rows);
  return {
    unread: Number(unread?.count ?? 0),
    notifications: rows.map((row) => {
      const item = items.get(row.id);
      return {
        id: row.id,
        planId: row.plan_id,
        kind: row.kind,
        subject: row.subject,
        text: item ? caseNotificationLine(language, item) : (row.subject ?? ""),
        linkPath: row.link_path,
        createdAt: row.created_at,
        readAt: row.read_at,
      };
    }),
  };
}
