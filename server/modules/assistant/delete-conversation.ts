import type { Db } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";

/**
 * Deletes one conversation of this account with all its messages, in one transaction. The day's
 * question count stays (assistant_daily_usage): deleting is not a way around the quota.
 */
export async function deleteConversation(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const result = await trx
      .deleteFrom("assistant_conversations")
      .where("id", "=", id.toLowerCase())
      .where("user_id", "=", userId)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) !== 1) throw new AppError("not_found", "assistant_conversation_not_found");
    await trx
      .deleteFrom("assistant_messages")
      .where("conversation_id", "=", id.toLowerCase())
      .where("user_id", "=", userId)
      .execute();
  });
}
