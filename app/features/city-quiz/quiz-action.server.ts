import { type RouterContextProvider, redirect } from "react-router";
import {
  isCompleteQuiz,
  maxQuizPoints,
  quizFields,
  type quizQuestions,
  readQuizAnswers,
} from "../../../core/city-quiz.ts";
import { saveQuizResult } from "../../../server/modules/city-quiz/save-quiz-result.ts";
import { serverContext } from "../../../server/router-context.server.ts";
import { getI18n } from "../../i18n/i18next-middleware.server.ts";
import { keepLanguage } from "../../lib/keep-language.ts";
import { formText, readForm, refused } from "../../lib/page-form.server.ts";
import { currentUser } from "../../lib/viewer.server.ts";
import { answersAsValues, quizResultHref, quizStepHref } from "./quiz-links.ts";
import { questionTexts } from "./quiz-texts.server.ts";
import { questionOfStep, quizSteps, rankAnswers, stepFrom, stepOfQuestion } from "./quiz-view.server.ts";

// A form field is read only up to here: the quiz's values are short ids, and anyone can post.
const maxValues = 10;
const maxValueLength = 40;

/**
 * Every button of the quiz posts here, with or without JavaScript (all six answers
 * required). "next" and "back" move between questions, "finish" and "save" show the result and,
 * for a signed-in user, keep it as their last one. Each answer goes on in the address of the page
 * the browser is sent to (post, then redirect), so a reload never posts twice.
 */
export async function quizAction(request: Request, context: Readonly<RouterContextProvider>, url: URL) {
  const { t } = getI18n(context);
  const form = await readForm(request);
  const valuesOf = (field: string) =>
    form
      .getAll(field)
      .slice(0, maxValues)
      .filter((value): value is string => typeof value === "string")
      .map((value) => value.slice(0, maxValueLength));
  const { answers, problems } = readQuizAnswers(valuesOf);
  const step = stepFrom(form.get("step")) ?? 1;
  // A form sent without its button (Enter in some browsers) goes forward.
  const intent = form.has("intent") ? formText(form, "intent", 20) : step === quizSteps ? "finish" : "next";
  const question = questionOfStep(step);
  const label = (question: (typeof quizQuestions)[number]) => questionTexts(t, question).short;
  // A refused step says why in one sentence; on the last, each question still to answer is a
  // refused field (its step's page links back to it with the answers given, the page's included).
  const refusedSaying = (message: string, fieldErrors: Record<string, string> = {}) =>
    refused({ intent, values: answersAsValues(answers) }, { message, fieldErrors });

  if (intent === "back") return redirect(keepLanguage(quizStepHref(answers, Math.max(1, step - 1)), url), 303);

  if (intent === "next") {
    const problem = problems.find((item) => item.question === question);
    if (problem) {
      return refusedSaying(
        problem.problem === "too-many"
          ? t("cityQuiz.errors.tooMany")
          : t("cityQuiz.errors.unanswered", { step: String(step), question: label(question) }),
      );
    }
    return redirect(keepLanguage(quizStepHref(answers, Math.min(quizSteps, step + 1)), url), 303);
  }

  if (intent === "finish" || intent === "save") {
    if (!isCompleteQuiz(answers)) {
      // The question on screen first if it is the one missing, then every other, each with its way back.
      const current = problems.find((item) => item.question === question);
      if (current?.problem === "too-many") return refusedSaying(t("cityQuiz.errors.tooMany"));
      const missing = Object.fromEntries(
        problems.map((item) => [
          quizFields[item.question],
          t("cityQuiz.errors.missingItem", {
            step: String(stepOfQuestion(item.question)),
            question: label(item.question),
          }),
        ]),
      );
      return refusedSaying(t("cityQuiz.errors.missing"), missing);
    }
    const user = currentUser(context);
    if (user) {
      const { services } = context.get(serverContext);
      await saveQuizResult(services.db, user.id, {
        answers,
        ranking: rankAnswers(answers),
        maxPoints: maxQuizPoints,
      });
    }
    return redirect(keepLanguage(quizResultHref(answers), url), 303);
  }

  return refusedSaying(t("cityQuiz.errors.unanswered", { step: String(step), question: label(question) }));
}
