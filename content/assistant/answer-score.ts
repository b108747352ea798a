import { readableQuestion } from "../../core/assistant/question-parts.ts";
import { currentAmount } from "../facts/fact-on.ts";
import type { AnswerCase, AnswerExpectation } from "./answer-case-types.ts";

/**
 * How the answer benchmark reads an answer: folded like a question (lowercase, no accents, one
 * Arabic alef, Western digits), digits' grouping removed and a decimal comma made a point, so
 * "€59,373", "59 373 €" and "59٬373" are all "59373" and "1 867,02" is "1867.02".
 */
export function scoredText(text: string): string {
  // "work-authorisation" and "work authorisation" are the same words.
  let folded = readableQuestion(text)
    .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "")
    .replace(/(\p{L})-(?=\p{L})/gu, "$1 ");
  // Grouping: a separator between digits followed by exactly three digits (repeat: 1 234 567).
  const grouping = /(\d)[ ,.\u00a0\u202f\u066c'](\d{3})(?!\d)/g;
  for (let pass = 0; pass < 3; pass++) folded = folded.replace(grouping, "$1$2");
  return folded.replace(/(\d)[,\u066b](\d{1,2})(?!\d)/g, "$1.$2");
}

/** The numbers of a scored text: "59373", "1867.02", "12". */
export function numbersIn(scored: string): string[] {
  return (scored.match(/\d+(?:\.\d+)?/g) ?? []).map((number) => number.replace(/\.0+$/, ""));
}

function containsNumber(scored: string, number: string): boolean {
  return numbersIn(scored).includes(number);
}

function expectationMet(scored: string, expectation: AnswerExpectation): boolean {
  if ("fact" in expectation) return containsNumber(scored, String(currentAmount(expectation.fact)));
  return expectation.anyOf.some((words) => {
    const wanted = scoredText(words);
    return /^\d+(\.\d+)?$/.test(wanted) ? containsNumber(scored, wanted) : scored.includes(wanted);
  });
}

export type CaseScore = { complete: boolean; missing: AnswerExpectation[]; forbidden: AnswerExpectation[] };

/** Complete: every `mustContain` is there and no `mustNotContain` is. */
export function scoreAnswer(answer: string, testCase: AnswerCase): CaseScore {
  const scored = scoredText(answer);
  const missing = testCase.mustContain.filter((expectation) => !expectationMet(scored, expectation));
  const forbidden = (testCase.mustNotContain ?? []).filter((expectation) => expectationMet(scored, expectation));
  return { complete: missing.length === 0 && forbidden.length === 0, missing, forbidden };
}

/**
 * The figures of an answer found in none of its allowed sources: the question and earlier turns,
 * our passages, the registry, the engines' results for the tools cited, and the arithmetic an
 * answer does with them (a person's figure against a threshold: the gap; a month's against a
 * year's: times or divided by twelve). Must be empty.
 */
export function inventedFigures(
  answer: string,
  allowedTexts: readonly string[],
  personTexts: readonly string[],
): string[] {
  const allowed = new Set(allowedTexts.flatMap((text) => numbersIn(scoredText(text))));
  // "52k" is 52,000; a month's figure is a twelfth of the year's.
  const stated = personTexts.flatMap((text) => numbersIn(scoredText(text))).map(Number);
  const person = stated
    .flatMap((number) => [number, number * 1000])
    .flatMap((number) => [number, number * 12, number / 12]);
  const known = [...allowed].map(Number);
  const derived = new Set<string>();
  const written = (value: number) => String(Math.round(value * 100) / 100);
  for (const mine of person) {
    derived.add(written(mine));
    derived.add(String(Math.round(mine)));
    for (const other of known) derived.add(written(Math.abs(other - mine)));
    for (const other of known) derived.add(String(Math.round(Math.abs(other - mine))));
  }
  // Addresses carry digits that are no figures ("…/vosdroits/N110", "/assessment").
  const prose = answer.replace(/(https?:\/\/|\/)[^\s,;)]+/g, " ");
  // A year ("in 2026") dates a rule; it is not a figure an answer could invent a value for.
  const isYear = (number: string) => /^(19|20)\d\d$/.test(number);
  return [...new Set(numbersIn(scoredText(prose)))].filter(
    (number) => !allowed.has(number) && !derived.has(number) && !isYear(number),
  );
}
