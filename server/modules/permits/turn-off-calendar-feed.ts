import type { Db } from "../../db/database.ts";

/** Turns the account's calendar address off: calendar apps get a 404 from then on. */
export async function turnOffCalendarFeed(db: Db, userId: string): Promise<void> {
  await db.deleteFrom("calendar_feeds").where("user_id", "=", userId).execute();
}
