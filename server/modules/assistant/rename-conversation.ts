import type { Db } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";
import type { ConversationSummary } from "./conversation-record.ts";
import { findConversation } from "./get-conversation.ts";

/** Renames one conversation of this account; another account's answers 404 and stays untouched. */
export async function renameConversation(
  db: Db,
  userId: string,
  id: string,
  title: string,
  now = new Date(),
): Promise<ConversationSummary> {
  const result = await db
    .updateTable("assistant_conversations")
    .set({ title, updated_at: now.toISOString() })
    .where("id", "=", id.toLowerCase())
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new AppError("not_found", "assistant_conversation_not_found");
  return findConversation(db, userId, id);
}
