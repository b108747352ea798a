import type { Language } from "../languages.ts";

/**
 * The assistant's shared vocabulary (ADR 0041): what retrieval returns, what an answerer streams,
 * and what the page shows. Both answerers (the built-in one and an OpenAI-compatible model) speak
 * these types, so the API, the stored history and the chat page never need to know which one
 * answered.
 */

/** Where a passage comes from; a citation names it so the reader knows what kind of page opens. */
export type PassageKind = "fact" | "visa" | "guide" | "city" | "faq" | "blog" | "tool";

/** An official text a passage's figures were read from (facts registry source and checked-on date). */
export type OfficialSource = { publisher: string; url: string; checkedOn: string };

/**
 * One retrievable piece of our own content, in one language: a section of a visa page, a guide
 * section, a registry figure with its label, a city's costs, an FAQ answer, a blog section.
 * `text` is plain text with figures already written from the registry; `url` is a same-origin
 * path with its anchor (e.g. "/visa/eu-blue-card?lang=fr#conditions").
 */
export type Passage = {
  /** Stable across restarts: kind, page, anchor and language (e.g. "visa:eu-blue-card#conditions:fr"). */
  id: string;
  kind: PassageKind;
  language: Language;
  /** Page title, and the section heading when there is one ("EU Blue Card — Conditions"). */
  title: string;
  text: string;
  url: string;
  sources: OfficialSource[];
};

/** What the page shows under an answer: our page, and the official texts behind its figures. */
export type Citation = { title: string; url: string; kind: PassageKind; sources: OfficialSource[] };

/** One earlier turn of the conversation, given to an answerer for context. */
export type ChatTurn = { role: "user" | "assistant"; text: string };

/** Why an answer carries a note above it. */
export type AnswerNote =
  /** The configured model failed or was too slow: the built-in answerer answered instead. */
  | "model_unavailable"
  /** An Arabic question answered from English pages (no Arabic content on the subject yet). */
  | "answered_in_english"
  /** Nothing in our content answers it: the answer says so and where to check instead. */
  | "no_grounding";

/**
 * What an answer streams, in order: one `start`, any number of `delta`s (text to append), one
 * `citations`, then `done` (or `error`). The chat API forwards these as server-sent events with
 * the same names; the stored assistant message is the concatenation of the deltas.
 */
export type AnswerEvent =
  | { type: "start"; answerer: "builtin" | "model"; notes: AnswerNote[] }
  | { type: "delta"; text: string }
  | { type: "citations"; citations: Citation[] }
  | { type: "done"; messageId: string }
  | { type: "error"; code: string; message: string };
