import type { Db } from "../../db/database.ts";

/**
 * Marks the person's notifications read: all of them, or those ids (ids of someone else's
 * notifications are ignored, as if unknown). A read notification is not e-mailed any more if it
 * was still waiting for the digest. Returns how many changed.
 */
export async function markNotificationsRead(
  db: Db,
  userId: string,
  ids: string[] | undefined,
  now = new Date(),
): Promise<number> {
  if (ids !== undefined && ids.length === 0) return 0;
  let query = db
    .updateTable("case_notifications")
    .set({ read_at: now.toISOString() })
    .where("user_id", "=", userId)
    .where("read_at", "is", null);
  if (ids !== undefined) query = query.where("id", "in", ids);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
