import { modelPrompts } from "../../../content/assistant/model-prompts.ts";
import type { AnswerNote } from "../../../core/assistant/assistant-contract.ts";
import type { Config } from "../../config.ts";
import type { Logger } from "../../logger.ts";
import type { Answerer } from "./answerer.ts";
import { citationOf, createModelAnswerer, ModelCutOff, ModelError, type ModelTool } from "./model-answerer.ts";
import { modelGrounding } from "./model-grounding.ts";

type ModelSettings = Pick<
  Config,
  "ASSISTANT_MODEL_BASE_URL" | "ASSISTANT_MODEL_API_KEY" | "ASSISTANT_MODEL_NAME" | "ASSISTANT_MODEL_TIMEOUT_MS"
>;

/** Passages cited when the model stopped before citing any: the best ones its answer was drawn from. */
const cutOffCitations = 3;

/**
 * The answerer the chat uses (ADR 0042). Without a configured model it is the built-in answerer.
 * With one, the model answers, and the built-in answerer stands behind it:
 * - the model fails (HTTP error, network, nothing streamed within the timeout, an empty answer)
 *   before the reader saw anything → the built-in answerer answers the same request, its `start`
 *   carrying the note "model_unavailable", so the reader gets an answer and knows why it reads
 *   differently;
 * - the model fails after part of its answer was streamed → that part stays (the reader has read
 *   it, and the stored message must be what they saw), a translated sentence says it was cut off,
 *   and the citations are what it had cited so far (else the best passages). Starting the built-in
 *   answer below a half model answer would show two answers to one question.
 * Every failure is logged with its reason, never with the key. Stopping (the signal) is not a failure.
 */
export function createAssistantAnswerer(
  config: ModelSettings,
  deps: { builtin: Answerer; tools: readonly ModelTool[]; logger: Logger },
): Answerer {
  const { builtin, logger } = deps;
  if (!config.ASSISTANT_MODEL_BASE_URL || !config.ASSISTANT_MODEL_NAME) return builtin;
  const model = createModelAnswerer({
    baseUrl: config.ASSISTANT_MODEL_BASE_URL,
    apiKey: config.ASSISTANT_MODEL_API_KEY,
    model: config.ASSISTANT_MODEL_NAME,
    timeoutMs: config.ASSISTANT_MODEL_TIMEOUT_MS,
    tools: deps.tools,
    grounding: modelGrounding,
  });
  const modelName = config.ASSISTANT_MODEL_NAME;
  return {
    name: "model",
    async *answer(request, signal) {
      try {
        yield* model.answer(request, signal);
        return;
      } catch (error) {
        if (signal.aborted) return;
        const cutOff = error instanceof ModelCutOff;
        const cause = cutOff ? error.cause : error;
        logger.warn(
          {
            model: modelName,
            reason: cause instanceof ModelError ? cause.reason : "unexpected",
            status: cause instanceof ModelError ? cause.status : undefined,
            detail: cause instanceof Error ? cause.message : String(cause),
            streamed: cutOff,
          },
          cutOff ? "assistant model stopped mid-answer" : "assistant model unavailable: built-in answerer answers",
        );
        if (cutOff) {
          yield { type: "delta", text: `\n\n${modelPrompts[request.language].cutOff}` };
          const citations = error.citations.length
            ? error.citations
            : request.passages.slice(0, cutOffCitations).map(citationOf);
          yield { type: "citations", citations };
          return;
        }
      }
      for await (const event of builtin.answer(request, signal)) {
        if (event.type !== "start") yield event;
        else {
          const notes: AnswerNote[] = [
            "model_unavailable",
            ...event.notes.filter((note) => note !== "model_unavailable"),
          ];
          yield { ...event, notes };
        }
      }
    },
  };
}
