import type { Db } from "../../db/database.ts";

/**
 * Messages on a case this person has not read: written by someone else after the last time they
 * read the thread (case_message_reads). Their own messages never count.
 */
export async function unreadMessageCount(db: Db, planId: string, userId: string): Promise<number> {
  const read = await db
    .selectFrom("case_message_reads")
    .select("last_read_at")
    .where("plan_id", "=", planId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  let query = db
    .selectFrom("case_messages")
    .select((eb) => eb.fn.countAll<string | number>().as("count"))
    .where("plan_id", "=", planId)
    .where("author_user_id", "!=", userId);
  if (read) query = query.where("created_at", ">", read.last_read_at);
  const row = await query.executeTakeFirst();
  return Number(row?.count ?? 0);
}
