import type { TFunction } from "i18next";
import { populationSource, quizCities } from "../../../content/cities/quiz-cities.ts";
import {
  budgetFitPoints,
  type CityMatch,
  climateFitPoints,
  isCompleteQuiz,
  maxQuizPoints,
  type PartialQuizAnswers,
  type QuizAnswers,
  type QuizQuestion,
  questionMaxPoints,
  quizFields,
  quizParams,
  quizQuestions,
  rankCities,
  readQuizAnswers,
  strongScore,
  weakScore,
} from "../../../core/city-quiz.ts";
import { listFormat, numberFormat } from "../../../core/intl-formats.ts";
import type { Language } from "../../../core/languages.ts";
import { keepLanguage } from "../../lib/keep-language.ts";
import { comparisonHrefFor, quizPath, quizResultHref, quizStepHref } from "./quiz-links.ts";
import { answerText, cityName, findingText, optionsOf, type QuizOption, questionTexts } from "./quiz-texts.server.ts";

export const quizSteps = quizQuestions.length;

/** The question a step asks (steps count from 1). */
export function questionOfStep(step: number): QuizQuestion {
  return quizQuestions[Math.min(Math.max(step, 1), quizSteps) - 1] ?? "budget";
}

export const stepOfQuestion = (question: QuizQuestion) => quizQuestions.indexOf(question) + 1;

/** A step number from an address or a form: 1 to 6, or null. */
export function stepFrom(value: unknown): number | null {
  const step = typeof value === "string" && /^[1-6]$/.test(value) ? Number(value) : null;
  return step !== null && step <= quizSteps ? step : null;
}

export function answersFrom(search: URLSearchParams) {
  return readQuizAnswers((field) => search.getAll(field));
}

export type ProgressItem = { step: number; label: string; state: "done" | "current" | "todo"; href: string };

export type StepView = {
  mode: "step";
  step: number;
  question: {
    id: QuizQuestion;
    field: string;
    multiple: boolean;
    text: string;
    hint: string;
    options: (QuizOption & { checked: boolean })[];
  };
  /** The other questions' answers, carried along in the form. */
  hidden: [string, string][];
  progress: ProgressItem[];
  /** Where the form posts: this step's address without its own answer. */
  action: string;
};

export type CityLine = { id: string; name: string; points: string; reasons: string[]; caveats: string[] };

export type ResultView = {
  mode: "result";
  top: CityLine & { summary: string };
  others: CityLine[];
  topThree: string[];
  table: { columns: { id: QuizQuestion; label: string }[]; rows: { name: string; points: number[]; total: number }[] };
  answers: { question: string; answer: string }[];
  how: string[];
  links: { compare: string; retake: string; change: string; profile: string; signIn: string };
  compareCities: string;
  /** Saving: already saved for this account, can be saved (signed in), or sign in first. */
  save: "saved" | "can-save" | "sign-in";
  saveForm: { action: string; hidden: [string, string][] };
};

function progressOf(t: TFunction, answers: PartialQuizAnswers, step: number, search: { search: string }) {
  return quizQuestions.map((question, index): ProgressItem => {
    const number = index + 1;
    return {
      step: number,
      label: questionTexts(t, question).short,
      state: number === step ? "current" : answers[question] !== undefined ? "done" : "todo",
      href: keepLanguage(quizStepHref(answers, number), search),
    };
  });
}

export function stepView(
  t: TFunction,
  language: Language,
  answers: PartialQuizAnswers,
  step: number,
  url: URL,
): StepView {
  const question = questionOfStep(step);
  const chosen = answers[question];
  const chosenValues: string[] = chosen === undefined ? [] : Array.isArray(chosen) ? chosen : [chosen];
  const others: PartialQuizAnswers = { ...answers, [question]: undefined };
  const texts = questionTexts(t, question);
  return {
    mode: "step",
    step,
    question: {
      id: question,
      field: quizFields[question],
      multiple: question === "priorities",
      text: texts.question,
      hint: texts.hint,
      options: optionsOf(t, language, question).map((option) => ({
        ...option,
        checked: chosenValues.includes(option.value),
      })),
    },
    hidden: quizParams(others),
    progress: progressOf(t, answers, step, url),
    action: keepLanguage(quizStepHref(others, step), url),
  };
}

/** A city's ranking line: its points and what counted for and against it, in words. */
function cityLine(t: TFunction, language: Language, match: CityMatch): CityLine {
  const number = numberFormat(language);
  return {
    id: match.cityId,
    name: cityName(t, match.cityId),
    points: t("cityQuiz.result.points", { points: number.format(match.points), max: number.format(maxQuizPoints) }),
    reasons: match.reasons.map((finding) => findingText(t, language, finding)),
    caveats: match.caveats.map((finding) => findingText(t, language, finding)),
  };
}

export function rankAnswers(answers: QuizAnswers) {
  return rankCities(answers, quizCities);
}

export function resultView(
  t: TFunction,
  language: Language,
  answers: QuizAnswers,
  url: URL,
  save: ResultView["save"],
): ResultView {
  const ranking = rankAnswers(answers);
  const [best, ...rest] = ranking.map((match) => cityLine(t, language, match));
  const top = best as CityLine;
  const list = listFormat(language, { type: "conjunction" });
  const number = numberFormat(language);
  const topThree = ranking.slice(0, 3).map((match) => match.cityId);
  const resultHref = quizResultHref(answers);
  return {
    mode: "result",
    top: {
      ...top,
      // The first three reasons make the one-line answer; the full lists follow it.
      summary: t("cityQuiz.result.summary", { city: top.name, reasons: list.format(top.reasons.slice(0, 3)) }),
    },
    others: rest,
    topThree,
    table: {
      columns: quizQuestions.map((question) => ({ id: question, label: questionTexts(t, question).short })),
      rows: ranking.map((match) => ({
        name: cityName(t, match.cityId),
        points: quizQuestions.map((question) => match.byQuestion[question]),
        total: match.points,
      })),
    },
    answers: quizQuestions.map((question) => ({
      question: questionTexts(t, question).short,
      answer: answerText(t, language, question, answers) ?? "",
    })),
    how: [
      t("cityQuiz.result.how.budget", {
        comfortable: number.format(budgetFitPoints.comfortable),
        tight: number.format(budgetFitPoints.tight),
        stretch: number.format(budgetFitPoints.stretch),
        over: number.format(budgetFitPoints.over),
      }),
      t("cityQuiz.result.how.classes", {
        match: number.format(climateFitPoints.match),
        near: number.format(climateFitPoints.near),
      }),
      t("cityQuiz.result.how.scores", {
        priorities: number.format(questionMaxPoints.priorities),
        other: number.format(questionMaxPoints.language),
        strong: number.format(strongScore),
        weak: number.format(weakScore),
      }),
      t("cityQuiz.result.how.sources", { year: String(populationSource.vintage) }),
    ],
    links: {
      compare: keepLanguage(comparisonHrefFor(topThree), url),
      retake: keepLanguage(quizPath, url),
      change: keepLanguage(quizStepHref(answers, 1), url),
      profile: keepLanguage("/profile#city-quiz", url),
      signIn: keepLanguage(`/login?${new URLSearchParams({ redirectTo: resultHref })}`, url),
    },
    compareCities: list.format(topThree.map((id) => cityName(t, id))),
    save,
    saveForm: { action: keepLanguage(resultHref, url), hidden: quizParams(answers) },
  };
}

/** What the page shows for an address: a question, or the result when all six are answered and no step is asked. */
export function quizMode(
  url: URL,
): { answers: PartialQuizAnswers; step: number } | { answers: QuizAnswers; step: null } {
  const { answers, problems } = answersFrom(url.searchParams);
  const step = stepFrom(url.searchParams.get("step"));
  if (step !== null) return { answers, step };
  if (isCompleteQuiz(answers)) return { answers, step: null };
  // No step asked: the first question still to answer (the first one on a fresh start).
  const first = problems[0]?.question ?? "budget";
  return { answers, step: stepOfQuestion(first) };
}
