import type { Db } from "../../db/database.ts";
import { type ConversationSummary, conversationColumns, toConversationSummary } from "./conversation-record.ts";

/** This account's assistant conversations, the most recently used first. */
export async function listConversations(db: Db, userId: string): Promise<ConversationSummary[]> {
  const rows = await db
    .selectFrom("assistant_conversations")
    .select(conversationColumns)
    .where("user_id", "=", userId)
    .orderBy("updated_at", "desc")
    .orderBy("id")
    .execute();
  return rows.map(toConversationSummary);
}
