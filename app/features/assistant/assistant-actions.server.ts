import { data, href, type RouterContextProvider, redirect } from "react-router";
import { isPreviewQuestionId, previewQuestions } from "../../../content/assistant/preview-questions.ts";
import { apiMessage } from "../../../content/messages/api-messages.ts";
import type { AnswerEvent } from "../../../core/assistant/assistant-contract.ts";
import {
  assistantLimits,
  conversationTitleSchema,
  feedbackValues,
  isAssistantId,
  questionSchema,
} from "../../../core/assistant/assistant-limits.ts";
import { AppError } from "../../../server/http/app-error.ts";
import { limitClient } from "../../../server/http/rate-limit.ts";
import { admitQuestion } from "../../../server/modules/assistant/admit-question.ts";
import { answerPreview } from "../../../server/modules/assistant/answer-preview.ts";
import { askQuestion } from "../../../server/modules/assistant/ask-question.ts";
import { createConversation } from "../../../server/modules/assistant/create-conversation.ts";
import { deleteConversation } from "../../../server/modules/assistant/delete-conversation.ts";
import { findConversation } from "../../../server/modules/assistant/get-conversation.ts";
import { renameConversation } from "../../../server/modules/assistant/rename-conversation.ts";
import { setMessageFeedback } from "../../../server/modules/assistant/set-message-feedback.ts";
import { serverContext } from "../../../server/router-context.server.ts";
import { getLocale } from "../../i18n/i18next-middleware.server.ts";
import { keepLanguage } from "../../lib/keep-language.ts";
import {
  formText,
  readForm,
  refused,
  refusedAsSentence,
  refusedSaying,
  refusedWith,
  tooManyForm,
} from "../../lib/page-form.server.ts";
import { currentUser } from "../../lib/viewer.server.ts";
import { isAssistantMember } from "./assistant-page.server.ts";
import type { PostedPreviewAnswer } from "./assistant-preview.tsx";

/**
 * The assistant page's forms, posted by the browser itself — what works without JavaScript
 * (progressive enhancement): ask a question (the answer is composed on the server and
 * the page reloads on the conversation), an example question of the preview, rename, delete,
 * and helpful / not helpful. Same use cases, limits and messages as /api/assistant; cross-site
 * posts are refused before this (ADR 0007).
 */

/** Runs an answer to its end and keeps what it streamed (a page posted without JavaScript waits for all of it). */
function collector() {
  const answer = {
    text: "",
    citations: [] as PostedPreviewAnswer["citations"],
    notes: [] as PostedPreviewAnswer["notes"],
  };
  let error: string | null = null;
  const emit = (event: AnswerEvent) => {
    if (event.type === "start") answer.notes = event.notes;
    else if (event.type === "delta") answer.text += event.text;
    else if (event.type === "citations") answer.citations = event.citations;
    else if (event.type === "error") error = event.message;
  };
  return { answer, emit, error: () => error };
}

export async function assistantAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  url: URL,
  conversationId: string | undefined,
) {
  const { services, clientIp } = context.get(serverContext);
  const language = getLocale(context);
  const form = await readForm(request);
  const intent = formText(form, "intent", 20);
  const failureMessage = () => apiMessage(language, "assistant_answer_failed");
  // Every refusal is one sentence above the chat (or the preview); a question comes back as typed.
  const echo = (question = "") => ({ intent: intent || null, values: { question } });

  // The preview is open to everyone: only our example questions, by id, answered by the built-in answerer.
  if (intent === "preview") {
    const questionId = formText(form, "questionId", 40);
    if (!isPreviewQuestionId(questionId)) throw data(null, { status: 404 });
    const limited = await limitClient(
      services.rateLimiter,
      "assistant-preview",
      clientIp,
      assistantLimits.previewPerMinute,
    );
    if (limited) return tooManyForm(language, limited, echo());
    const { answer, emit, error } = collector();
    await answerPreview(services, questionId, language, request.signal, emit, failureMessage);
    const failed = error();
    if (failed) return refusedSaying(failed, echo(), 500);
    const posted: PostedPreviewAnswer = { question: previewQuestions[language][questionId], ...answer };
    return { outcome: "preview" as const, posted };
  }

  const user = currentUser(context);
  if (!isAssistantMember(user)) {
    return refusedWith(language, user ? "assistant_plan_required" : "sign_in_required", echo(), user ? 403 : 401);
  }
  const { db } = services;

  try {
    if (intent === "ask") {
      const question = questionSchema.safeParse(formText(form, "question", assistantLimits.maxQuestionLength + 1));
      const typed = formText(form, "question", assistantLimits.maxQuestionLength + 1);
      if (!question.success) {
        return refusedWith(language, question.error.issues[0]?.message ?? "invalid_request", echo(typed));
      }
      // On a conversation's address, that conversation (another's or a malformed id: the page's 404); else a new one.
      if (conversationId && !isAssistantId(conversationId)) throw data(null, { status: 404 });
      const conversation = conversationId
        ? await findConversation(db, user.id, conversationId)
        : await createConversation(db, user.id, { language });
      // The API's limits, in the same use case: a question is a question, however it is sent.
      const refusal = await admitQuestion(services, user.id, language);
      if (refusal) {
        return refused(echo(typed), {
          message: apiMessage(language, refusal.messageKey, refusal.values),
          status: 429,
          headers: { "Retry-After": String(refusal.retryAfter) },
        });
      }
      const { emit } = collector();
      await askQuestion(
        services,
        { userId: user.id, conversation, question: question.data, language },
        request.signal,
        emit,
        failureMessage,
      );
      return redirect(keepLanguage(href("/assistant/:conversationId", { conversationId: conversation.id }), url));
    }

    const id = formText(form, form.has("id") ? "id" : "messageId", 40);
    if (!isAssistantId(id)) throw new AppError("bad_request", "assistant_id_invalid");

    if (intent === "feedback") {
      const value = formText(form, "feedback", 20);
      const feedback = (feedbackValues as readonly string[]).includes(value)
        ? (value as (typeof feedbackValues)[number])
        : null;
      return await setMessageFeedback(db, user.id, id, feedback);
    }
    if (intent === "rename") {
      const title = conversationTitleSchema.safeParse(formText(form, "title", assistantLimits.maxTitleLength + 20));
      if (!title.success) return refusedWith(language, title.error.issues[0]?.message ?? "invalid_request", echo());
      await renameConversation(db, user.id, id, title.data);
      return redirect(keepLanguage(url.pathname, url));
    }
    if (intent === "delete") {
      await deleteConversation(db, user.id, id);
      // Deleting the open conversation leaves its address: back to a new chat.
      const stays = conversationId && conversationId.toLowerCase() !== id.toLowerCase();
      return redirect(keepLanguage(stays ? url.pathname : href("/assistant"), url));
    }
    return refusedWith(language, "invalid_request", echo());
  } catch (error) {
    if (error instanceof AppError) return refusedAsSentence(language, error, echo(formText(form, "question", 1000)));
    throw error;
  }
}
