import { citiesParam } from "../../../core/city-comparison.ts";
import {
  type PartialQuizAnswers,
  quizFields,
  quizParams,
  quizQuestions,
  readQuizAnswers,
} from "../../../core/city-quiz.ts";

/**
 * The quiz lives in its address (ADR 0031): `/city-quiz?step=3&budget=…` is a question with the
 * answers so far, `/city-quiz?budget=…&lifestyle=…` (all six, no step) is the result, so a
 * result can be shared, reloaded and reached without JavaScript.
 */
export const quizPath = "/city-quiz";

export function quizStepHref(answers: PartialQuizAnswers, step: number): string {
  return `${quizPath}?${new URLSearchParams([["step", String(step)], ...quizParams(answers)])}`;
}

export function quizResultHref(answers: PartialQuizAnswers): string {
  return `${quizPath}?${new URLSearchParams(quizParams(answers))}`;
}

/** "Compare these cities": the comparison reads `?cities=` (commas kept readable, as it writes them). */
export function comparisonHrefFor(cityIds: readonly string[]): string {
  return `/city-comparison?cities=${citiesParam(cityIds)}`;
}

/** The step that asks the question posted under `field` (steps count from 1; 1 for an unknown field). */
export function quizStepOfField(field: string): number {
  return Math.max(1, quizQuestions.findIndex((question) => quizFields[question] === field) + 1);
}

/** The answers as a refused form gives them back: one text per field, several priorities joined by commas. */
export function answersAsValues(answers: PartialQuizAnswers): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [field, value] of quizParams(answers)) values[field] = values[field] ? `${values[field]},${value}` : value;
  return values;
}

/** The answers a refused form gave back (answersAsValues), read as the quiz reads a form. */
export function answersFromValues(values: Record<string, string>): PartialQuizAnswers {
  return readQuizAnswers((field) => values[field]?.split(",") ?? []).answers;
}
