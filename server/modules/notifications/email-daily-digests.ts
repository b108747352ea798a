import { caseDigestEmail } from "../../../content/emails/case-digest.ts";
import { absoluteLink } from "../../../core/language-link.ts";
import type { Db } from "../../db/database.ts";
import { enqueueEmail } from "../outbox/enqueue-email.ts";
import { notificationItems } from "./notification-items.ts";
import { caseHomePath, notificationSettingsPath } from "./notification-links.ts";
import { digestCutoff, isDigestTime, parisDay } from "./paris-clock.ts";
import { type PendingNotification, pendingNotifications } from "./pending-notifications.ts";

/** Enough for every digest of a day in one pass; a longer backlog is finished at the next tick. */
const batchSize = 2000;

/**
 * The day's digest for each person who chose one e-mail a day, from 08:00 in Paris: everything
 * not yet e-mailed (nor read in the app) written before today's 08:00. A notification written
 * after it waits for tomorrow's digest, even when today's has not gone (nothing was pending at
 * 08:00): otherwise the first event after 08:00 would send a "daily" e-mail at once. The outbox's dedupe key is the
 * person and the Paris day, so whatever runs it — the clock every minute, two instances, a
 * restart — a person gets at most one digest a day; what arrives after it waits for tomorrow's.
 * The digest is queued and its notifications marked e-mailed in one transaction.
 */
export async function emailDailyDigests(db: Db, siteUrl: string, now = new Date()): Promise<number> {
  if (!isDigestTime(now)) return 0;
  const pending = await pendingNotifications(db, "daily", digestCutoff(now), batchSize);
  if (pending.length === 0) return 0;
  const items = await notificationItems(db, pending);
  const byPerson = new Map<string, PendingNotification[]>();
  for (const notification of pending) {
    if (!items.has(notification.id)) continue;
    byPerson.set(notification.user_id, [...(byPerson.get(notification.user_id) ?? []), notification]);
  }

  const day = parisDay(now);
  const at = now.toISOString();
  let queued = 0;
  for (const [userId, notifications] of byPerson) {
    const first = notifications[0];
    if (!first) continue;
    const { language, name, email, isStaff } = first.recipient;
    const message = caseDigestEmail(language, {
      recipientName: name,
      entries: notifications.flatMap((notification) => {
        const item = items.get(notification.id);
        return item ? [{ item, link: absoluteLink(siteUrl, notification.link_path, language) }] : [];
      }),
      home: absoluteLink(siteUrl, caseHomePath(isStaff), language),
      settingsLink: absoluteLink(siteUrl, notificationSettingsPath, language),
    });
    const done = await db.transaction().execute(async (trx) => {
      const inserted = await enqueueEmail(
        trx,
        {
          template: "case-digest",
          language,
          to: email,
          ...message,
          dedupeKey: `case-digest:${userId}:${day}`,
          userId,
        },
        now,
      );
      // Today's digest already went: these wait for tomorrow's.
      if (!inserted) return false;
      await trx
        .updateTable("case_notifications")
        .set({ emailed_at: at })
        .where(
          "id",
          "in",
          notifications.map((notification) => notification.id),
        )
        .where("emailed_at", "is", null)
        .execute();
      return true;
    });
    if (done) queued += 1;
  }
  return queued;
}
