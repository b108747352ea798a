import type { RouterContextProvider } from "react-router";
import { type QuizAnswers, quizParams } from "../../../core/city-quiz.ts";
import { lastQuizResult } from "../../../server/modules/city-quiz/last-quiz-result.ts";
import { serverContext } from "../../../server/router-context.server.ts";
import { currentUser } from "../../lib/viewer.server.ts";
import type { ResultView } from "./quiz-view.server.ts";

const sameAnswers = (a: Parameters<typeof quizParams>[0], b: Parameters<typeof quizParams>[0]) =>
  JSON.stringify(quizParams(a)) === JSON.stringify(quizParams(b));

/**
 * What the result page offers for saving these answers: "saved" when they are already the
 * signed-in user's last result, "can-save" for a signed-in user, "sign-in" for a visitor.
 */
export async function quizSaveState(
  context: Readonly<RouterContextProvider>,
  answers: QuizAnswers,
): Promise<ResultView["save"]> {
  const user = currentUser(context);
  let save: ResultView["save"] = "sign-in";
  if (user) {
    const last = await lastQuizResult(context.get(serverContext).services.db, user.id);
    save = last && sameAnswers(last.answers, answers) ? "saved" : "can-save";
  }
  return save;
}
