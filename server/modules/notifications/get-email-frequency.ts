import type { Db } from "../../db/database.ts";
import { defaultEmailFrequency, type EmailFrequency } from "./email-frequency.ts";

/** The person's chosen e-mail rhythm, or the default (at once) when they never chose. */
export async function emailFrequencyOf(db: Db, userId: string): Promise<EmailFrequency> {
  const row = await db
    .selectFrom("notification_preferences")
    .select("email_frequency")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row?.email_frequency ?? defaultEmailFrequency;
}
