import { type PreviewQuestionId, previewQuestions } from "../../../content/assistant/preview-questions.ts";
import type { AnswerEvent } from "../../../core/assistant/assistant-contract.ts";
import type { Language } from "../../../core/languages.ts";
import type { Logger } from "../../logger.ts";
import type { Assistant } from "./assistant-service.ts";
import { streamAnswer } from "./stream-answer.ts";

/**
 * Answers one of the example questions for a visitor or a free account: the built-in answerer,
 * whatever model is configured (the preview must cost nothing and cannot be steered: the question
 * is ours, chosen by id). Nothing is stored; `done` carries an empty message id.
 */
export async function answerPreview(
  deps: { assistant: Assistant; logger: Logger },
  questionId: PreviewQuestionId,
  language: Language,
  signal: AbortSignal,
  emit: (event: AnswerEvent) => void,
  failureMessage: () => string,
): Promise<void> {
  const question = previewQuestions[language][questionId];
  const knowledge = await deps.assistant.knowledge();
  const { passages, notes } = knowledge.retrieve(question, language);
  const answer = await streamAnswer(
    deps.assistant.builtin,
    { question, language, history: [], passages },
    notes,
    signal,
    emit,
    (error) => {
      deps.logger.error({ err: error, questionId }, "assistant preview failed");
      return { code: "answer_failed", message: failureMessage() };
    },
  );
  if (!answer.failed && !answer.stopped) emit({ type: "done", messageId: "" });
}
