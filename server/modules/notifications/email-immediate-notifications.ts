import { caseNotificationEmail } from "../../../content/emails/case-notification.ts";
import { absoluteLink } from "../../../core/language-link.ts";
import type { Db } from "../../db/database.ts";
import { enqueueEmail } from "../outbox/enqueue-email.ts";
import { notificationItems } from "./notification-items.ts";
import { notificationSettingsPath } from "./notification-links.ts";
import { pendingNotifications } from "./pending-notifications.ts";

const batchSize = 200;

/**
 * One e-mail per notification for people who want them at once, in the recipient's language.
 * Each is claimed and queued in one transaction (emailed_at set only where still null, the
 * outbox row written beside it), so two dispatchers never send one notification twice and a
 * crash between the two leaves neither. Returns how many were queued.
 */
export async function emailImmediateNotifications(db: Db, siteUrl: string, now = new Date()): Promise<number> {
  const pending = await pendingNotifications(db, "immediate", now, batchSize);
  if (pending.length === 0) return 0;
  const items = await notificationItems(db, pending);
  const at = now.toISOString();
  let queued = 0;
  for (const notification of pending) {
    const item = items.get(notification.id);
    if (!item) continue;
    const { language, name, email } = notification.recipient;
    const message = caseNotificationEmail(language, {
      recipientName: name,
      item,
      link: absoluteLink(siteUrl, notification.link_path, language),
      settingsLink: absoluteLink(siteUrl, notificationSettingsPath, language),
    });
    const done = await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable("case_notifications")
        .set({ emailed_at: at })
        .where("id", "=", notification.id)
        .where("emailed_at", "is", null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return false;
      await enqueueEmail(
        trx,
        {
          template: "case-notification",
          language,
          to: email,
          ...message,
          dedupeKey: `case-notification:${notification.id}`,
          userId: notification.user_id,
        },
        now,
      );
      return true;
    });
    if (done) queued += 1;
  }
  return queued;
}
