import type { Db } from "../../db/database.ts";
import { messageColumns, toStoredMessage } from "./conversation-record.ts";

/**
 * The assistant part of "Export my data": each conversation with its questions and the
 * answers as they were shown (citations, notes, stopped, feedback), and the questions counted per
 * day for the quota. Found by user id only, like the rest of the export.
 */
export async function exportAssistantConversations(db: Db, userId: string) {
  const [conversations, messages, usage] = await Promise.all([
    db
      .selectFrom("assistant_conversations")
      .select(["id", "title", "language", "created_at", "updated_at"])
      .where("user_id", "=", userId)
      .orderBy("created_at")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("assistant_messages")
      .select([...messageColumns, "conversation_id"])
      .where("user_id", "=", userId)
      .orderBy("created_at")
      .orderBy("role", "desc")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("assistant_daily_usage")
      .select(["day", "questions"])
      .where("user_id", "=", userId)
      .orderBy("day")
      .execute(),
  ]);
  return {
    conversations: conversations.map((conversation) => ({
      title: conversation.title,
      language: conversation.language,
      createdAt: conversation.created_at,
      updatedAt: conversation.updated_at,
      messages: messages
        .filter((message) => message.conversation_id === conversation.id)
        .map((row) => {
          const { id: _id, ...message } = toStoredMessage(row);
          return message;
        }),
    })),
    questionsPerDay: usage.map((row) => ({ day: row.day, questions: Number(row.questions) })),
  };
}
