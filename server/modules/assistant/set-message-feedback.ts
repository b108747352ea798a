import type { Feedback } from "../../../core/assistant/assistant-limits.ts";
import type { Db } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";

/**
 * Marks one answer of this account helpful or not helpful (null takes it back). Only answers take
 * feedback; a question, another account's message or an unknown id are all the same 404.
 */
export async function setMessageFeedback(
  db: Db,
  userId: string,
  messageId: string,
  feedback: Feedback | null,
): Promise<{ id: string; feedback: Feedback | null }> {
  const result = await db
    .updateTable("assistant_messages")
    .set({ feedback })
    .where("id", "=", messageId.toLowerCase())
    .where("user_id", "=", userId)
    .where("role", "=", "assistant")
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new AppError("not_found", "assistant_message_not_found");
  return { id: messageId.toLowerCase(), feedback };
}
