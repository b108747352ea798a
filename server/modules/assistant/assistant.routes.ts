/**
 * The assistant's API (ADR 0043), mounted at /api/assistant. Contract for the chat page:
 *
 * Every answer is `Cache-Control: no-store`. Errors are the API's JSON shape
 * `{ error: { code, message, fields? }, requestId }`, `message` translated (Accept-Language or
 * ?lang=). Ids are UUIDs; a malformed id is 400 `assistant_id_invalid`.
 *
 * Signed in with the premium or dfy plan (401 `sign_in_required` signed out, 403
 * `assistant_plan_required` on the free plan). Another account's conversation or message is the
 * same 404 as an id that does not exist. Writes need Origin (browsers send it) or a bearer token.
 * - GET    /conversations            → 200 { conversations: ConversationSummary[] } (latest first)
 * - POST   /conversations            body { title? } (JSON, `{}` for a new chat)
 *                                    → 201 { conversation: ConversationSummary } (title "" until the first question)
 * - GET    /conversations/:id        → 200 { conversation, messages: StoredMessage[] } (oldest first)
 * - PATCH  /conversations/:id        body { title } → 200 { conversation }
 * - DELETE /conversations/:id        → 200 { deleted: true }
 * - POST   /conversations/:id/messages  body { question } (1 to maxQuestionLength characters,
 *                                    core/assistant/assistant-limits.ts) → 200 text/event-stream (below);
 *                                    400 `assistant_question_*` (too long: `assistant_question_too_long`),
 *                                    404 `assistant_conversation_not_found`, 429 with `Retry-After`:
 *                                    `assistant_too_many_questions` (per minute) or `assistant_daily_quota`
 *                                    (per UTC day; the message says in how long it starts again).
 * - PUT    /messages/:id/feedback    body { feedback: "helpful" | "not_helpful" | null } → 200 { id, feedback }
 *                                    (answers only; 404 `assistant_message_not_found`)
 *
 * Open to everyone (visitors, free accounts), nothing stored, per-address rate limit (429):
 * - GET    /preview                  → 200 { questions: { id, question }[] } in the request's language
 * - POST   /preview/:questionId      (no body needed) → 200 text/event-stream, answered by the
 *                                    built-in answerer; 404 `assistant_preview_not_found` for another id
 *
 * The event stream: one `event:` line named as the event's type and one `data:` line holding the
 * whole event as JSON (core/assistant/assistant-contract.ts AnswerEvent), e.g.
 *   event: start      data: {"type":"start","answerer":"builtin","notes":[]}
 *   event: delta      data: {"type":"delta","text":"The EU Blue Card asks for "}   (append, in order)
 *   event: citations  data: {"type":"citations","citations":[{title,url,kind,sources}]}
 *   event: done       data: {"type":"done","messageId":"<stored answer id>"}  ("" for a preview)
 *   event: error      data: {"type":"error","code":"answer_failed","message":"<translated>"}
 * `done` or `error` ends the stream. Stopping = aborting the fetch: the answer is stored with what
 * had been streamed and `stopped: true` (GET /conversations/:id shows it). The question is stored
 * before the answer starts, and a conversation without a title takes it from its first question.
 *
 * StoredMessage: { id, role: "user" | "assistant", text, citations, notes, answerer: "builtin" |
 * "model" | null, stopped, feedback: "helpful" | "not_helpful" | null, createdAt }.
 * ConversationSummary: { id, title, language, createdAt, updatedAt }.
 */
import { type Context, Hono, type MiddlewareHandler } from "hono";
import {
  isPreviewQuestionId,
  previewQuestionIds,
  previewQuestions,
} from "../../../content/assistant/preview-questions.ts";
import { apiMessage } from "../../../content/messages/api-messages.ts";
import type { AnswerEvent } from "../../../core/assistant/assistant-contract.ts";
import {
  askSchema,
  assistantLimits,
  createConversationSchema,
  feedbackSchema,
  isAssistantId,
  renameConversationSchema,
} from "../../../core/assistant/assistant-limits.ts";
import type { ApiDeps } from "../../api-deps.ts";
import type { ApiEnv } from "../../http/api-env.ts";
import { AppError } from "../../http/app-error.ts";
import { noStore } from "../../http/no-store.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import { validateJson } from "../../http/validate-json.ts";
import { type AccountEnv, requirePlan } from "../auth/guards.ts";
import { admitQuestion } from "./admit-question.ts";
import { answerPreview } from "./answer-preview.ts";
import { askQuestion } from "./ask-question.ts";
import { createConversation } from "./create-conversation.ts";
import { deleteConversation } from "./delete-conversation.ts";
import { findConversation, getConversation } from "./get-conversation.ts";
import { listConversations } from "./list-conversations.ts";
import { renameConversation } from "./rename-conversation.ts";
import { setMessageFeedback } from "./set-message-feedback.ts";

function idOf(value: string): string {
  if (!isAssistantId(value)) throw new AppError("bad_request", "assistant_id_invalid");
  return value.toLowerCase();
}

/** The plan guard, saying what the assistant's refusal says (the preview stays open) rather than the generic one. */
function requireAssistantPlan(deps: ApiDeps): MiddlewareHandler<AccountEnv> {
  const guard = requirePlan(deps, "premium");
  return async (c, next) => {
    try {
      await guard(c, next);
    } catch (error) {
      if (error instanceof AppError && error.messageKey === "plan_required") {
        throw new AppError("forbidden", "assistant_plan_required");
      }
      throw error;
    }
  };
}

/**
 * Answers a server-sent event stream fed by `run`. The stream is pushed, not pulled: the answer is
 * produced and stored at the answerer's pace, and a reader who goes away (the page's Stop button
 * aborts its fetch, which cancels the body; or the connection closes) aborts the signal, which
 * stops the answerer; `run` still stores what was streamed.
 */
function eventStream<E extends ApiEnv>(
  c: Context<E>,
  run: (signal: AbortSignal, emit: (event: AnswerEvent) => void) => Promise<void>,
): Response {
  const stop = new AbortController();
  const encoder = new TextEncoder();
  const logger = c.get("logger");
  const language = c.get("language");
  let open = true;
  c.req.raw.signal.addEventListener("abort", () => stop.abort(), { once: true });
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const emit = (event: AnswerEvent) => {
        if (!open) return;
        try {
          controller.enqueue(encoder.encode(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`));
        } catch {
          open = false;
        }
      };
      run(stop.signal, emit)
        .catch((error: unknown) => {
          logger.error({ err: error }, "assistant stream failed");
          emit({ type: "error", code: "answer_failed", message: apiMessage(language, "assistant_answer_failed") });
        })
        .finally(() => {
          if (!open) return;
          open = false;
          controller.close();
        });
    },
    cancel() {
      open = false;
      stop.abort();
    },
  });
  return new Response(body, {
    status: 200,
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      // No proxy may hold the stream back (nginx's buffering) or rewrite it.
      "cache-control": "no-store, no-transform",
      "x-accel-buffering": "no",
    },
  });
}

export function assistantRoutes(deps: ApiDeps) {
  const paid = requireAssistantPlan(deps);
  const failureMessage =
    <E extends ApiEnv>(c: Context<E>) =>
    () =>
      apiMessage(c.get("language"), "assistant_answer_failed");
  return (
    new Hono<AccountEnv>()
      .use(noStore())
      .get("/preview", (c) => {
        const language = c.get("language");
        const questions = previewQuestionIds.map((id) => ({ id, question: previewQuestions[language][id] }));
        return c.json({ questions });
      })
      .post(
        "/preview/:questionId",
        rateLimit(deps.rateLimiter, "assistant-preview", assistantLimits.previewPerMinute),
        (c) => {
          const questionId = c.req.param("questionId");
          if (!isPreviewQuestionId(questionId)) throw new AppError("not_found", "assistant_preview_not_found");
          return eventStream(c, (signal, emit) =>
            answerPreview(deps, questionId, c.get("language"), signal, emit, failureMessage(c)),
          );
        },
      )
      // "/conversations/*" also matches "/conversations" itself: one guard run per request.
      .use("/conversations/*", paid)
      .use("/messages/*", paid)
      .get("/conversations", async (c) => c.json({ conversations: await listConversations(deps.db, c.get("user").id) }))
      .post("/conversations", async (c) => {
        const { title } = await validateJson(c, createConversationSchema);
        const conversation = await createConversation(deps.db, c.get("user").id, {
          title,
          language: c.get("language"),
        });
        return c.json({ conversation }, 201);
      })
      .get("/conversations/:id", async (c) => {
        const id = idOf(c.req.param("id"));
        return c.json(await getConversation(deps.db, c.get("user").id, id));
      })
      .patch("/conversations/:id", async (c) => {
        const id = idOf(c.req.param("id"));
        const { title } = await validateJson(c, renameConversationSchema);
        return c.json({ conversation: await renameConversation(deps.db, c.get("user").id, id, title) });
      })
      .delete("/conversations/:id", async (c) => {
        const id = idOf(c.req.param("id"));
        await deleteConversation(deps.db, c.get("user").id, id);
        return c.json({ deleted: true });
      })
      .post("/conversations/:id/messages", async (c) => {
        const userId = c.get("user").id;
        const id = idOf(c.req.param("id"));
        const { question } = await validateJson(c, askSchema);
        const conversation = await findConversation(deps.db, userId, id);
        const language = c.get("language");
        const refusal = await admitQuestion(deps, userId, language);
        if (refusal) {
          c.header("Retry-After", String(refusal.retryAfter));
          throw new AppError("rate_limited", refusal.messageKey, [], refusal.values);
        }
        return eventStream(c, (signal, emit) =>
          askQuestion(deps, { userId, conversation, question, language }, signal, emit, failureMessage(c)),
        );
      })
      .put("/messages/:id/feedback", async (c) => {
        const id = idOf(c.req.param("id"));
        const { feedback } = await validateJson(c, feedbackSchema);
        return c.json(await setMessageFeedback(deps.db, c.get("user").id, id, feedback));
      })
  );
}
