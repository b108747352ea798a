import type { Db } from "../../db/database.ts";

/**
 * The member's own attempt, with its screenshot's file id; undefined for another account's or a
 * missing one. `db` may be a transaction, so a check and the write it guards read the same rows.
 */
export function ownedAttempt(db: Db, userId: string, attemptId: string) {
  return db
    .selectFrom("appointment_attempts")
    .select("screenshot_file_id")
    .where("id", "=", attemptId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
}
