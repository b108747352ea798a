import type { Language } from "../../core/languages.ts";
import type { FactId } from "../facts/facts.ts";

/**
 * The assistant's answer benchmark: a question as people type it, and what a complete
 * answer must (and must not) say. Scored by scripts/bench/answers.ts on the built-in answerer.
 *
 * An expectation is either a figure of the facts registry — the value in force on the day the
 * benchmark runs, so the case stays true when the figure changes — or words, one of which must
 * appear. Words and the answer are compared folded (lowercase, no accents) with digits' grouping
 * removed, so "52 000 €", "52,000" and "52000" are one figure and "1 867,02" is "1867.02".
 */
export type AnswerExpectation =
  /** A number of the registry (not a date nor a range), written in any of the usual ways. */
  | { fact: FactId }
  /** At least one of these words or figures ("964", "passeport talent", "conjoint"). */
  | { anyOf: readonly string[] };

export type AnswerCase = {
  /** Stable and readable: "fr-student-resources-work". */
  id: string;
  language: Language;
  /** As typed: typos, missing accents, no capitals, two questions in one are the point. */
  question: string;
  /** Earlier questions of the same conversation, oldest first (for a follow-up like "and in Lyon?"). */
  previous?: readonly string[];
  mustContain: readonly AnswerExpectation[];
  mustNotContain?: readonly AnswerExpectation[];
  /** What the case checks, in a few words, for the report. */
  about: string;
};
