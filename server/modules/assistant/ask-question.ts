import type { AnswerEvent, ChatTurn } from "../../../core/assistant/assistant-contract.ts";
import { assistantLimits, titleFromQuestion } from "../../../core/assistant/assistant-limits.ts";
import type { Language } from "../../../core/languages.ts";
import type { Db } from "../../db/database.ts";
import type { Logger } from "../../logger.ts";
import type { Assistant } from "./assistant-service.ts";
import type { ConversationSummary } from "./conversation-record.ts";
import { streamAnswer } from "./stream-answer.ts";

export type AskInput = {
  userId: string;
  conversation: ConversationSummary;
  question: string;
  language: Language;
};

/**
 * Asks one question in a conversation and streams the answer through `emit`.
 * 1. The question is stored first: it is the person's, and stays even if the answer fails.
 *    A conversation without a title takes it from its first question.
 * 2. The knowledge base gives the best passages; the answerer streams from them, with the last
 *    turns of the conversation as context.
 * 3. The answer is stored as it was shown — its text, citations and notes — and `done` carries its
 *    id. A stopped answer (the signal) is stored with what had been streamed, marked stopped, so
 *    the history shows what the person read. A failed answer stores what was streamed, if anything.
 * Resolves once everything is stored, whether or not anyone is still reading.
 */
export async function askQuestion(
  deps: { db: Db; assistant: Assistant; logger: Logger },
  input: AskInput,
  signal: AbortSignal,
  emit: (event: AnswerEvent) => void,
  failureMessage: () => string,
  now: () => Date = () => new Date(),
): Promise<void> {
  const { db, assistant } = deps;
  const { userId, conversation, question, language } = input;
  const history = await recentTurns(db, userId, conversation.id);
  const askedAt = now().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("assistant_messages")
      .values({
        id: crypto.randomUUID(),
        conversation_id: conversation.id,
        user_id: userId,
        role: "user",
        text: question,
        answerer: null,
        feedback: null,
        created_at: askedAt,
      })
      .execute();
    await trx
      .updateTable("assistant_conversations")
      .set(conversation.title ? { updated_at: askedAt } : { updated_at: askedAt, title: titleFromQuestion(question) })
      .where("id", "=", conversation.id)
      .where("user_id", "=", userId)
      .execute();
  });

  const knowledge = await assistant.knowledge();
  const { passages, notes } = knowledge.retrieve(question, language, undefined, history);
  const answer = await streamAnswer(
    assistant.answerer,
    { question, language, history, passages },
    notes,
    signal,
    emit,
    (error) => {
      deps.logger.error({ err: error, conversationId: conversation.id }, "assistant answer failed");
      return { code: "answer_failed", message: failureMessage() };
    },
  );
  if (answer.failed && !answer.text) return;

  const messageId = crypto.randomUUID();
  const answeredAt = now().toISOString();
  await db
    .insertInto("assistant_messages")
    .values({
      id: messageId,
      conversation_id: conversation.id,
      user_id: userId,
      role: "assistant",
      text: answer.text,
      citations_json: JSON.stringify(answer.citations),
      notes_json: JSON.stringify(answer.notes),
      answerer: answer.answerer,
      stopped: answer.stopped ? 1 : 0,
      feedback: null,
      created_at: answeredAt,
    })
    .execute();
  await db
    .updateTable("assistant_conversations")
    .set({ updated_at: answeredAt })
    .where("id", "=", conversation.id)
    .where("user_id", "=", userId)
    .execute();
  if (!answer.failed) emit({ type: "done", messageId });
}

/** The conversation's last turns, oldest first, for the answerer's context. */
async function recentTurns(db: Db, userId: string, conversationId: string): Promise<ChatTurn[]> {
  const rows = await db
    .selectFrom("assistant_messages")
    .select(["role", "text"])
    .where("conversation_id", "=", conversationId)
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("role")
    .limit(assistantLimits.historyTurns)
    .execute();
  return rows.reverse().map((row) => ({ role: row.role, text: row.text }));
}
