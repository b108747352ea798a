import type { AnswerEvent, AnswerNote, Citation } from "../../../core/assistant/assistant-contract.ts";
import type { Answerer, AnswerRequest } from "./answerer.ts";

/** What an answer came to once its stream ended: what the reader saw, to be stored as such. */
export type StreamedAnswer = {
  answerer: "builtin" | "model";
  text: string;
  citations: Citation[];
  notes: AnswerNote[];
  /** The reader stopped it: `text` is what had been streamed by then. */
  stopped: boolean;
  /** The answerer failed; an `error` event was sent. */
  failed: boolean;
};

/**
 * Runs an answerer and passes its events on, adding the retrieval's notes (an Arabic question
 * answered from English pages) to its `start`, and keeping what was sent so it can be stored.
 * Stops passing events on as soon as the signal is aborted. An answerer that throws ends the stream
 * with one `error` event (its reason is logged by the caller, not shown).
 */
export async function streamAnswer(
  answerer: Answerer,
  request: AnswerRequest,
  retrievalNotes: AnswerNote[],
  signal: AbortSignal,
  emit: (event: Exclude<AnswerEvent, { type: "done" }>) => void,
  failure: (error: unknown) => { code: string; message: string },
): Promise<StreamedAnswer> {
  const result: StreamedAnswer = {
    answerer: answerer.name,
    text: "",
    citations: [],
    notes: [...retrievalNotes],
    stopped: false,
    failed: false,
  };
  try {
    for await (const event of answerer.answer(request, signal)) {
      if (signal.aborted) break;
      if (event.type === "start") {
        result.answerer = event.answerer;
        result.notes = [...new Set([...event.notes, ...retrievalNotes])];
        emit({ ...event, notes: result.notes });
      } else if (event.type === "delta") {
        result.text += event.text;
        emit(event);
      } else if (event.type === "citations") {
        result.citations = event.citations;
        emit(event);
      } else {
        result.failed = true;
        emit(event);
      }
    }
  } catch (error) {
    if (!signal.aborted) {
      result.failed = true;
      emit({ type: "error", ...failure(error) });
    }
  }
  result.stopped = signal.aborted;
  return result;
}
