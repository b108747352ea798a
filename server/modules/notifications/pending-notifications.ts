import { isStaff, type UserRole, userRoles } from "../../../core/account-rules.ts";
import { asLanguage, type Language } from "../../../core/languages.ts";
import type { Db } from "../../db/database.ts";
import type { EmailFrequency } from "./email-frequency.ts";
import { notificationKinds } from "./notification-items.ts";

export type PendingNotification = {
  id: string;
  user_id: string;
  plan_id: string;
  kind: string;
  subject: string | null;
  link_path: string;
  created_at: string;
  recipient: { name: string; email: string; language: Language; isStaff: boolean };
};

/**
 * Notifications still to e-mail to people of one rhythm, oldest first: not e-mailed, not read in
 * the app meanwhile (someone who saw it on their dashboard needs no e-mail about it), written by
 * `now`, of a known kind, for an account that still exists. No stored choice counts as "at once".
 */
export async function pendingNotifications(
  db: Db,
  frequency: EmailFrequency,
  now: Date,
  limit: number,
): Promise<PendingNotification[]> {
  const rows = await db
    .selectFrom("case_notifications as n")
    .innerJoin("users as u", "u.id", "n.user_id")
    .leftJoin("notification_preferences as p", "p.user_id", "n.user_id")
    .select([
      "n.id",
      "n.user_id",
      "n.plan_id",
      "n.kind",
      "n.subject",
      "n.link_path",
      "n.created_at",
      "u.name",
      "u.email",
      "u.language",
      "u.role",
    ])
    .where("n.emailed_at", "is", null)
    .where("n.read_at", "is", null)
    .where("n.created_at", "<=", now.toISOString())
    .where("n.kind", "in", notificationKinds)
    .where((eb) =>
      frequency === "daily"
        ? eb("p.email_frequency", "=", "daily")
        : eb.or([eb("p.email_frequency", "is", null), eb("p.email_frequency", "=", "immediate")]),
    )
    .orderBy("n.user_id")
    .orderBy("n.created_at")
    .orderBy("n.id")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    user_id: row.user_id,
    plan_id: row.plan_id,
    kind: row.kind,
    subject: row.subject,
    link_path: row.link_path,
    created_at: row.created_at,
    recipient: {
      name: row.name,
      email: row.email,
      language: asLanguage(row.language),
      isStaff: (userRoles as readonly string[]).includes(row.role) && isStaff(row.role as UserRole),
    },
  }));
}
