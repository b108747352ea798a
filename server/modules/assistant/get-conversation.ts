import type { Db } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";
import {
  type ConversationSummary,
  conversationColumns,
  messageColumns,
  type StoredMessage,
  toConversationSummary,
  toStoredMessage,
} from "./conversation-record.ts";

/**
 * One conversation of this account. Another account's conversation is a 404, exactly like an id
 * that does not exist: the answer never tells whether someone else has it.
 */
export async function findConversation(db: Db, userId: string, id: string): Promise<ConversationSummary> {
  const row = await db
    .selectFrom("assistant_conversations")
    .select(conversationColumns)
    .where("id", "=", id.toLowerCase())
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) throw new AppError("not_found", "assistant_conversation_not_found");
  return toConversationSummary(row);
}

/** The conversation with its messages, oldest first (the order they were asked and answered). */
export async function getConversation(
  db: Db,
  userId: string,
  id: string,
): Promise<{ conversation: ConversationSummary; messages: StoredMessage[] }> {
  const conversation = await findConversation(db, userId, id);
  const rows = await db
    .selectFrom("assistant_messages")
    .select(messageColumns)
    .where("conversation_id", "=", conversation.id)
    .where("user_id", "=", userId)
    .orderBy("created_at")
    // A question and its answer can share a millisecond; the question was written first.
    .orderBy("role", "desc")
    .orderBy("id")
    .execute();
  return { conversation, messages: rows.map(toStoredMessage) };
}
