import { permitDigestEmail } from "../../../content/emails/permit-digest.ts";
import { permitRulesOn } from "../../../content/permits/permit-rules.ts";
import { visaRouteName } from "../../../content/visas/visa-routes.ts";
import { absoluteLink } from "../../../core/language-link.ts";
import { isLanguage, type Language } from "../../../core/languages.ts";
import { parisDate } from "../../../core/paris-date.ts";
import { deadlinesAhead } from "../../../core/permits/permit-reminders.ts";
import type { Db } from "../../db/database.ts";
import { isDigestTime } from "../notifications/paris-clock.ts";
import { enqueueEmail } from "../outbox/enqueue-email.ts";
import { toPermitRecord } from "./permit-view.ts";
import { permitsPagePath } from "./remind-permit-deadlines.ts";

/** Whether `now` is a Monday in Paris, from 08:00 (the hour the case digests go too). */
export function isPermitDigestTime(now: Date): boolean {
  const day = parisDate(now);
  return new Date(`${day}T12:00:00Z`).getUTCDay() === 1 && isDigestTime(now);
}

/**
 * The Monday summaries, for members who chose them instead of one e-mail per reminder point: one
 * e-mail per member listing every open deadline of their permits in the next 90 days, nothing when
 * there is none. Verified addresses only, in the member's language. The outbox's key is the member
 * and the Monday, so however often this runs that day, one summary goes. Returns how many.
 */
export async function emailPermitDigests(db: Db, siteUrl: string, now = new Date()): Promise<number> {
  if (!isPermitDigestTime(now)) return 0;
  const today = parisDate(now);
  const rules = permitRulesOn(today);
  const rows = await db
    .selectFrom("member_permits as p")
    .innerJoin("permit_reminder_settings as s", "s.user_id", "p.user_id")
    .innerJoin("users as u", "u.id", "p.user_id")
    .selectAll("p")
    .select(["u.email", "u.name", "u.language", "u.email_verified"])
    .where("s.cadence", "=", "weekly")
    .where("p.expiry_date", ">=", today)
    .orderBy("p.user_id")
    .execute();
  const byMember = new Map<string, typeof rows>();
  for (const row of rows) {
    if (!row.email_verified) continue;
    byMember.set(row.user_id, [...(byMember.get(row.user_id) ?? []), row]);
  }
  let queued = 0;
  for (const [userId, permits] of byMember) {
    const first = permits[0];
    if (!first) continue;
    const language: Language = isLanguage(first.language) ? first.language : "en";
    const entries = permits
      .flatMap((row) =>
        deadlinesAhead(toPermitRecord(row), rules, today).map((deadline) => ({
          ...deadline,
          routeName: visaRouteName(row.route_slug, language),
        })),
      )
      .sort((a, b) => a.daysLeft - b.daysLeft);
    if (entries.length === 0) continue;
    const mail = permitDigestEmail(language, {
      recipientName: first.name,
      entries,
      today,
      dashboardLink: absoluteLink(siteUrl, permitsPagePath, language),
    });
    const added = await enqueueEmail(
      db,
      {
        template: "permit-digest",
        language,
        to: first.email,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        userId,
        dedupeKey: `permit-digest:${userId}:${today}`,
      },
      now,
    );
    if (added) queued += 1;
  }
  return queued;
}
