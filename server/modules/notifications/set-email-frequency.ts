import type { Db } from "../../db/database.ts";
import type { EmailFrequency } from "./email-frequency.ts";

/**
 * Stores the person's e-mail rhythm. Switching to "at once" sends what was waiting for the digest
 * at the next dispatch; switching to "daily" holds what is not e-mailed yet for the next digest.
 */
export async function setEmailFrequency(
  db: Db,
  userId: string,
  frequency: EmailFrequency,
  now = new Date(),
): Promise<EmailFrequency> {
  const at = now.toISOString();
  await db
    .insertInto("notification_preferences")
    .values({ user_id: userId, email_frequency: frequency, updated_at: at })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ email_frequency: frequency, updated_at: at }))
    .execute();
  return frequency;
}
