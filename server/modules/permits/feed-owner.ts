import type { Db } from "../../db/database.ts";
import { feedTokenHash, isFeedToken } from "./calendar-feed-token.ts";

/** The account a calendar address belongs to, or null for a malformed, unknown or revoked one. */
export async function feedOwner(db: Db, token: string): Promise<string | null> {
  if (!isFeedToken(token)) return null;
  const row = await db
    .selectFrom("calendar_feeds")
    .select("user_id")
    .where("token_hash", "=", feedTokenHash(token))
    .executeTakeFirst();
  return row?.user_id ?? null;
}
