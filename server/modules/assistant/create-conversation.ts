import type { Language } from "../../../core/languages.ts";
import type { Db } from "../../db/database.ts";
import type { ConversationSummary } from "./conversation-record.ts";

/**
 * Starts a conversation for this account. Without a title it stays "" until the first question
 * names it (ask-question.ts), so an empty "New chat" never needs renaming by hand.
 */
export async function createConversation(
  db: Db,
  userId: string,
  input: { title?: string | undefined; language: Language },
  now = new Date(),
): Promise<ConversationSummary> {
  const at = now.toISOString();
  const row = {
    id: crypto.randomUUID(),
    user_id: userId,
    title: input.title ?? "",
    language: input.language,
    created_at: at,
    updated_at: at,
  };
  await db.insertInto("assistant_conversations").values(row).execute();
  return { id: row.id, title: row.title, language: row.language, createdAt: at, updatedAt: at };
}
