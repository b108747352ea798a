import { permitReminderEmail } from "../../../content/emails/permit-reminder.ts";
import { permitRulesOn } from "../../../content/permits/permit-rules.ts";
import { visaRouteName } from "../../../content/visas/visa-routes.ts";
import { absoluteLink } from "../../../core/language-link.ts";
import { isLanguage, type Language } from "../../../core/languages.ts";
import { parisDate } from "../../../core/paris-date.ts";
import { remindersDue } from "../../../core/permits/permit-reminders.ts";
import type { Db } from "../../db/database.ts";
import { enqueueEmail } from "../outbox/enqueue-email.ts";
import { toPermitRecord } from "./permit-view.ts";

/** The dashboard page where a member records a step done. */
export const permitsPagePath = "/dashboard/permits";

/**
 * The permit reminders (run by the notification clock every minute): for each permit with a step
 * still open, the e-mail of the latest reminder point reached (core/permits/permit-reminders.ts),
 * in the member's language. The outbox's dedupe key (permit, deadline kind, day, offset) makes each
 * point go once however many clocks or instances run; a point reached while the server was down
 * goes at the next round. Only verified addresses are written to: a reminder about someone's
 * stay must not go to an address nobody proved is theirs. Returns how many were queued.
 */
export async function remindPermitDeadlines(
  db: Db,
  siteUrl: string,
  now = new Date(),
  /** Only this account's permits: right after it records or changes one. */
  userId?: string,
): Promise<number> {
  const today = parisDate(now);
  const rules = permitRulesOn(today);
  const rows = await db
    .selectFrom("member_permits as p")
    .innerJoin("users as u", "u.id", "p.user_id")
    .selectAll("p")
    .select(["u.email", "u.name", "u.language", "u.email_verified"])
    // Those who chose the Monday summary get it instead (email-permit-digests.ts).
    .leftJoin("permit_reminder_settings as s", "s.user_id", "p.user_id")
    .where((eb) => eb.or([eb("s.cadence", "is", null), eb("s.cadence", "!=", "weekly")]))
    .where((eb) => eb.or([eb("p.renewal_filed_on", "is", null), eb("p.validated_on", "is", null)]))
    .where("p.expiry_date", ">=", today)
    .$if(userId !== undefined, (query) => query.where("p.user_id", "=", userId as string))
    .execute();
  let queued = 0;
  for (const row of rows) {
    if (!row.email_verified) continue;
    const language: Language = isLanguage(row.language) ? row.language : "en";
    for (const reminder of remindersDue(toPermitRecord(row), rules, today)) {
      const mail = permitReminderEmail(language, {
        recipientName: row.name,
        kind: reminder.kind,
        routeName: visaRouteName(row.route_slug, language),
        deadline: reminder.deadline,
        daysLeft: reminder.daysLeft,
        today,
        dashboardLink: absoluteLink(siteUrl, permitsPagePath, language),
      });
      const added = await enqueueEmail(
        db,
        {
          template: "permit-reminder",
          language,
          to: row.email,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          userId: row.user_id,
          dedupeKey: `permit-reminder:${row.id}:${reminder.kind}:${reminder.deadline}:${reminder.offset}`,
        },
        now,
      );
      if (added) queued += 1;
    }
  }
  return queued;
}
