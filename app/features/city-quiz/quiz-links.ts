import { citiesParam } from "../../../core/city-comparison.ts";
import { type PartialQuizAnswers, quizParams } from "../../../core/city-quiz.ts";

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
