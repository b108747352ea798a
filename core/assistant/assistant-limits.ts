import { z } from "zod";
import { missingOr } from "../field-messages.ts";
import { isUuid } from "../uuid.ts";

/**
 * The assistant's limits on length and rate (ADR 0043). One place, read by the API (refusals and
 * their messages' figures) and the chat page (the question box's maximum), so the two never differ.
 */
export const assistantLimits = {
  /** Longest question, in characters: a real question fits; a pasted document does not. */
  maxQuestionLength: 1000,
  /** Longest conversation title, in characters (titles are one line in the list). */
  maxTitleLength: 80,
  /** Questions one account may ask per UTC day. */
  questionsPerDay: 100,
  /** Questions one account may ask per minute: a person reads the answer before the next question. */
  questionsPerMinute: 10,
  /** Preview answers one network address may ask per minute (visitors and free accounts). */
  previewPerMinute: 10,
  /** Earlier turns given to an answerer for context. */
  historyTurns: 6,
} as const;

/** Ids of conversations and messages are random UUIDs; anything else is refused before any query. */
export function isAssistantId(value: unknown): value is string {
  return isUuid(value);
}

/** The question as typed: trimmed, not empty, at most maxQuestionLength characters. */
export const questionSchema = z
  .string(missingOr("assistant_question_required", "assistant_question_invalid"))
  .trim()
  .min(1, { error: "assistant_question_required", abort: true })
  .max(assistantLimits.maxQuestionLength, { error: "assistant_question_too_long", abort: true })
  // Line breaks and tabs are fine in a question; other control characters (NUL…) are not text.
  .refine((text) => !/[^\P{Cc}\t\n\r]/u.test(text), {
    error: "assistant_question_invalid",
  });

/** Body of POST /api/assistant/conversations/:id/messages. */
export const askSchema = z.object({ question: questionSchema });

export const conversationTitleSchema = z
  .string(missingOr("assistant_title_required", "assistant_title_invalid"))
  .trim()
  .min(1, { error: "assistant_title_required", abort: true })
  .max(assistantLimits.maxTitleLength, { error: "assistant_title_too_long", abort: true })
  .refine((title) => !/\p{Cc}/u.test(title), { error: "assistant_title_invalid" });

/** Body of POST /api/assistant/conversations: the title is optional (the first question names it). */
export const createConversationSchema = z.object({ title: conversationTitleSchema.optional() });

/** Body of PATCH /api/assistant/conversations/:id. */
export const renameConversationSchema = z.object({ title: conversationTitleSchema });

export const feedbackValues = ["helpful", "not_helpful"] as const;
export type Feedback = (typeof feedbackValues)[number];

/** Body of PUT /api/assistant/messages/:id/feedback; null takes the feedback back. */
export const feedbackSchema = z.object({
  feedback: z.enum(feedbackValues, missingOr("assistant_feedback_required", "assistant_feedback_invalid")).nullable(),
});

/**
 * The title a conversation gets from its first question: its first line, cut at a word before
 * maxTitleLength with an ellipsis, so the list shows something the person recognises.
 */
export function titleFromQuestion(question: string): string {
  const line = question.trim().split(/\r?\n/)[0]?.replace(/\s+/g, " ") ?? "";
  if (line.length <= assistantLimits.maxTitleLength) return line;
  const cut = line.slice(0, assistantLimits.maxTitleLength - 1);
  const atWord = cut.replace(/\s+\S*$/, "");
  return `${atWord.length > 20 ? atWord : cut}…`;
}

/** The UTC day (YYYY-MM-DD) a question counts in, and when that day's quota starts again. */
export function quotaDay(now: Date): { day: string; resetsAt: Date } {
  const resetsAt = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
  return { day: now.toISOString().slice(0, 10), resetsAt };
}
