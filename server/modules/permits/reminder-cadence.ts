import type { ReminderCadence } from "../../../core/permits/permit-reminders.ts";
import type { Db } from "../../db/database.ts";

/** The member's choice, `each` until they make one. */
export async function reminderCadence(db: Db, userId: string): Promise<ReminderCadence> {
  const row = await db
    .selectFrom("permit_reminder_settings")
    .select("cadence")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row?.cadence ?? "each";
}

/** Records the member's choice (one row per account, replaced). */
export async function setReminderCadence(db: Db, userId: string, cadence: ReminderCadence, now = new Date()) {
  await db
    .insertInto("permit_reminder_settings")
    .values({ user_id: userId, cadence, updated_at: now.toISOString() })
    .onConflict((conflict) => conflict.column("user_id").doUpdateSet({ cadence, updated_at: now.toISOString() }))
    .execute();
}
