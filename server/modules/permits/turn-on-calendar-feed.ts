import type { Db } from "../../db/database.ts";
import { feedTokenHash, newFeedToken } from "./calendar-feed-token.ts";

/**
 * Gives the account a new secret calendar address, replacing any earlier one (which stops working
 * at once). Returns the token — shown this once, only its hash is kept — and since when it is on.
 */
export async function turnOnCalendarFeed(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<{ token: string; since: string }> {
  const token = newFeedToken();
  const since = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("calendar_feeds").where("user_id", "=", userId).execute();
    await trx
      .insertInto("calendar_feeds")
      .values({ user_id: userId, token_hash: feedTokenHash(token), created_at: since })
      .execute();
  });
  return { token, since };
}
