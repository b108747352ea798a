import type { Db } from "../../db/database.ts";

/**
 * Serialises the billing changes of one account inside the caller's transaction (ADR 0064): the
 * account's row is written first, so on PostgreSQL a second payment of the same account waits
 * here until the first has committed, and then sees it. (SQLite runs one write transaction at a
 * time already.) Every path that records money or a subscription for an account takes this lock
 * first and in the same order — account, then order, then subscription — so they never deadlock.
 */
export async function lockAccount(trx: Db, userId: string): Promise<void> {
  await trx
    .updateTable("users")
    .set((eb) => ({ updated_at: eb.ref("updated_at") }))
    .where("id", "=", userId)
    .execute();
}
