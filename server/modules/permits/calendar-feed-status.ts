import type { Db } from "../../db/database.ts";

/** Whether the account has a calendar address on, and since when (never the address itself). */
export async function calendarFeedStatus(db: Db, userId: string): Promise<{ since: string } | null> {
  const row = await db
    .selectFrom("calendar_feeds")
    .select("created_at")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row ? { since: row.created_at } : null;
}
