import type { AnswerNote, Citation } from "../../../core/assistant/assistant-contract.ts";
import type { Feedback } from "../../../core/assistant/assistant-limits.ts";

/** A stored turn as the chat page shows it (server/modules/assistant StoredMessage, minus what the page does not use). */
export type ChatMessage = {
  id: string;
  role: "user" | "assistant";
  text: string;
  citations: Citation[];
  notes: AnswerNote[];
  stopped: boolean;
  feedback: Feedback | null;
};

/** An example question, posted by its id (visitors' preview) or asked as written (members' first question). */
export type ExampleQuestion = { id: string; question: string };
