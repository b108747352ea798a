import type { AnswerEvent, ChatTurn, Passage } from "../../../core/assistant/assistant-contract.ts";
import type { Language } from "../../../core/languages.ts";

/** What an answerer is asked: the question, the conversation so far, and the retrieved passages. */
export type AnswerRequest = {
  question: string;
  language: Language;
  history: ChatTurn[];
  /** The best passages for the question, best first, already in the reader's language when we have it. */
  passages: Passage[];
};

/**
 * The one interface behind which the built-in answerer and an OpenAI-compatible model sit
 * (ADR 0041). It yields `start`, `delta`s and `citations`; the chat use case stores the
 * answer and adds `done` (with the stored message's id) itself. Stopping is the signal: an
 * answerer stops yielding as soon as it is aborted. Answerers have no side effects: the tools a
 * model may call are read-only engines, so retrieved text can never trigger a change.
 */
export interface Answerer {
  readonly name: "builtin" | "model";
  answer(request: AnswerRequest, signal: AbortSignal): AsyncIterable<Exclude<AnswerEvent, { type: "done" }>>;
}
