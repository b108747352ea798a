import type { AnswerNote, ChatTurn, Passage } from "../../../core/assistant/assistant-contract.ts";
import type { Language } from "../../../core/languages.ts";
import type { Answerer } from "./answerer.ts";

/** What the chat needs from the knowledge base (knowledge-base.ts): the best passages for a question. */
export type Retriever = {
  /** With the conversation so far, a short follow-up ("and in Lyon?") is searched with the previous question. */
  retrieve(
    question: string,
    language: Language,
    limit?: number,
    history?: readonly ChatTurn[],
  ): { passages: Passage[]; notes: AnswerNote[] };
};

/**
 * The assistant as the API is given it (ApiDeps.assistant). The knowledge base is built on first
 * use and kept: building it reads the blog and the FAQ from the database, which the API's tests
 * and a server that never sees a question need not pay for at start-up.
 */
export type Assistant = {
  knowledge(): Promise<Retriever>;
  /** Rebuilds the knowledge base (after a blog post or an FAQ item changed). */
  refresh(): Promise<void>;
  /** The chat's answerer: the configured model with the built-in answerer behind it, or the latter alone. */
  answerer: Answerer;
  /** The built-in answerer alone: the preview uses it whatever is configured (it costs nothing). */
  builtin: Answerer;
};
