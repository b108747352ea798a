import type { AnswerNote, Citation } from "../../../core/assistant/assistant-contract.ts";
import type { Feedback } from "../../../core/assistant/assistant-limits.ts";
import type { AssistantConversationsTable, AssistantMessagesTable } from "../../db/schema.ts";

/** A conversation as the list shows it. `title` is "" until the first question names it. */
export type ConversationSummary = {
  id: string;
  title: string;
  language: string;
  createdAt: string;
  updatedAt: string;
};

/** One stored turn as the chat page shows it again: an answer keeps what was shown with it. */
export type StoredMessage = {
  id: string;
  role: "user" | "assistant";
  text: string;
  citations: Citation[];
  notes: AnswerNote[];
  answerer: "builtin" | "model" | null;
  /** The person stopped this answer: its text is what had been streamed by then. */
  stopped: boolean;
  feedback: Feedback | null;
  createdAt: string;
};

export const conversationColumns = ["id", "title", "language", "created_at", "updated_at"] as const;
export const messageColumns = [
  "id",
  "role",
  "text",
  "citations_json",
  "notes_json",
  "answerer",
  "stopped",
  "feedback",
  "created_at",
] as const;

type ConversationRow = Pick<AssistantConversationsTable, (typeof conversationColumns)[number]>;
type MessageRow = {
  [K in (typeof messageColumns)[number]]: K extends "citations_json" | "notes_json"
    ? string
    : K extends "stopped"
      ? number
      : AssistantMessagesTable[K];
};

export function toConversationSummary(row: ConversationRow): ConversationSummary {
  return {
    id: row.id,
    title: row.title,
    language: row.language,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toStoredMessage(row: MessageRow): StoredMessage {
  return {
    id: row.id,
    role: row.role,
    text: row.text,
    citations: JSON.parse(row.citations_json) as Citation[],
    notes: JSON.parse(row.notes_json) as AnswerNote[],
    answerer: row.answerer === "builtin" || row.answerer === "model" ? row.answerer : null,
    stopped: Number(row.stopped) === 1,
    feedback: row.feedback,
    createdAt: row.created_at,
  };
}
