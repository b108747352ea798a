import type { TFunction } from "i18next";
import { isCityId } from "../../../content/cities/cities.ts";
import {
  budgetAnswers,
  budgetBands,
  climateAnswers,
  languageAnswers,
  lifestyleAnswers,
  type PartialQuizAnswers,
  priorityAnswers,
  type QuizFinding,
  type QuizQuestion,
  sizeAnswers,
  sizeClasses,
} from "../../../core/city-quiz.ts";
import { listFormat, numberFormat } from "../../../core/intl-formats.ts";
import type { Language } from "../../../core/languages.ts";
import { formatEuros } from "../../../core/plans-catalogue.ts";

/**
 * The quiz's words, built on the server once per request: numbers and money are formatted here
 * (Node's Intl data may differ from the browser's, and a difference would be a hydration error),
 * and every sentence about a city is made from a finding of the scoring (core/city-quiz.ts), so
 * the page says only what actually counted.
 */

export type QuizOption = { value: string; label: string; hint: string };

const euros = (amount: number, language: Language) => formatEuros(amount * 100, language);

export function cityName(t: TFunction, id: string): string {
  return isCityId(id) ? t(`cities.names.${id}`) : id;
}

export function questionTexts(t: TFunction, question: QuizQuestion) {
  return {
    short: t(`cityQuiz.questions.${question}.short`),
    question: t(`cityQuiz.questions.${question}.question`),
    hint: t(`cityQuiz.questions.${question}.hint`),
  };
}

/** The choices of one question, in the order the form offers them. */
export function optionsOf(t: TFunction, language: Language, question: QuizQuestion): QuizOption[] {
  const number = numberFormat(language);
  switch (question) {
    case "budget":
      return budgetAnswers.map((value) => {
        const { min, max } = budgetBands[value];
        return {
          value,
          label: t(`cityQuiz.options.budget.${value}`, {
            min: euros(min, language),
            max: max === null ? "" : euros(max, language),
          }),
          hint: "",
        };
      });
    case "climate":
      return climateAnswers.map((value) => ({
        value,
        label: t(`cityQuiz.options.climate.${value}.label`),
        hint: t(`cityQuiz.options.climate.${value}.hint`),
      }));
    case "size":
      return sizeAnswers.map((value) => {
        const index = sizeClasses.findIndex((size) => size.id === value);
        const bounds = {
          // A class runs from its own floor up to the floor of the class above it.
          min: number.format(sizeClasses[index]?.minPopulation ?? 0),
          max: number.format(sizeClasses[index - 1]?.minPopulation ?? 0),
        };
        return {
          value,
          label: t(`cityQuiz.options.size.${value}.label`),
          hint: t(`cityQuiz.options.size.${value}.hint`, bounds),
        };
      });
    case "priorities":
      return priorityAnswers.map((value) => ({
        value,
        label: t(`cityQuiz.options.priorities.${value}.label`),
        hint: t(`cityQuiz.options.priorities.${value}.hint`),
      }));
    case "language":
      return languageAnswers.map((value) => ({
        value,
        label: t(`cityQuiz.options.language.${value}.label`),
        hint: t(`cityQuiz.options.language.${value}.hint`),
      }));
    case "lifestyle":
      return lifestyleAnswers.map((value) => ({
        value,
        label: t(`cityQuiz.options.lifestyle.${value}.label`),
        hint: t(`cityQuiz.options.lifestyle.${value}.hint`),
      }));
  }
}

/** What was answered to one question, in words ("Culture and arts and Nightlife"), or null. */
export function answerText(
  t: TFunction,
  language: Language,
  question: QuizQuestion,
  answers: PartialQuizAnswers,
): string | null {
  const chosen = question === "priorities" ? (answers.priorities ?? []) : [answers[question]].filter(Boolean);
  if (chosen.length === 0) return null;
  const labels = optionsOf(t, language, question)
    .filter((option) => (chosen as string[]).includes(option.value))
    .map((option) => option.label);
  return listFormat(language, { type: "conjunction" }).format(labels);
}

/** One finding of the scoring as a phrase ("a rich cultural life (8/10)"). */
export function findingText(t: TFunction, language: Language, finding: QuizFinding): string {
  const number = numberFormat(language);
  switch (finding.kind) {
    case "budget":
      return t(`cityQuiz.reasons.budget.${finding.fit}`, {
        amount: euros(finding.typical, language),
        low: euros(finding.low, language),
      });
    case "climate":
      return finding.fit === "near"
        ? t("cityQuiz.reasons.climate.near")
        : t(`cityQuiz.reasons.climate.${finding.fit === "match" ? "match" : "other"}.${finding.climate}`);
    case "size": {
      const population = number.format(finding.population);
      if (finding.fit === "match") return t(`cityQuiz.reasons.size.match.${finding.size}`, { population });
      const larger =
        sizeClasses.findIndex((size) => size.id === finding.size) <
        sizeClasses.findIndex((size) => size.id === finding.wanted);
      return t(`cityQuiz.reasons.size.${larger ? "bigger" : "smaller"}`, { population });
    }
    case "career":
      return t(`cityQuiz.reasons.career.${finding.tone}`, { population: number.format(finding.population) });
    case "score":
      return t(`cityQuiz.reasons.score.${finding.tone}.${finding.metric}`, { score: number.format(finding.score) });
  }
}
