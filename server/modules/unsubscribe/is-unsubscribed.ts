import type { Db } from "../../db/database.ts";

/** True when the address has unsubscribed: the outbox then sends it nothing non-transactional. */
export async function isUnsubscribed(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom("email_subscriptions")
    .select("status")
    .where("email", "=", email.trim().toLowerCase())
    .executeTakeFirst();
  return row?.status === "unsubscribed";
}
