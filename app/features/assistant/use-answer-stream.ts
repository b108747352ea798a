import { useCallback, useEffect, useRef, useState } from "react";
import type { AnswerNote, Citation } from "../../../core/assistant/assistant-contract.ts";
import { isLanguage } from "../../../core/languages.ts";
import { pageLanguageHeader } from "../../../core/negotiate-language.ts";
import { refusalMessageOf } from "../../lib/api-failure.ts";
import { ApiRequestError } from "../../lib/api-request.ts";
import { readAnswerStream } from "./read-answer-stream.ts";

/** An answer as it streams in, and how it ended. */
export type LiveAnswer = {
  question: string;
  text: string;
  citations: Citation[];
  notes: AnswerNote[];
  status: "streaming" | "done" | "stopped" | "failed";
  /** The stored answer's id, from the `done` event (none for a preview answer, which is not stored). */
  messageId: string | null;
  /** Why it failed, in the page's language: the API's refusal (a limit, a quota) or the stream's error. */
  error: string | null;
  /** How it failed: refused with the API's sentence, the connection lost, or the answer failed on the server. */
  errorKind: "refused" | "network" | "failed" | null;
};

/** The sentence to show under a failed answer: the API's own, or ours for a lost connection (null: the generic one). */
export function failureText(live: LiveAnswer, networkText: string): string | null {
  return live.error ?? (live.errorKind === "network" ? networkText : null);
}

/**
 * One streamed answer at a time: POSTs the question, reads the server-sent events into a
 * LiveAnswer that re-renders as text arrives, and stops when asked (AbortController: the server
 * sees the request end and stores what was streamed, marked stopped).
 */
export function useAnswerStream() {
  const [live, setLive] = useState<LiveAnswer | null>(null);
  const controller = useRef<AbortController | null>(null);

  // Leaving the page stops the answer being read.
  useEffect(() => () => controller.current?.abort(), []);

  const ask = useCallback(async (question: string, path: string, body?: unknown): Promise<LiveAnswer> => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    let current: LiveAnswer = {
      question,
      text: "",
      citations: [],
      notes: [],
      status: "streaming",
      messageId: null,
      error: null,
      errorKind: null,
    };
    const update = (change: Partial<LiveAnswer>) => {
      current = { ...current, ...change };
      setLive(current);
    };
    setLive(current);
    try {
      const language = document.documentElement.lang;
      const response = await fetch(path, {
        method: "POST",
        credentials: "include",
        headers: {
          accept: "text/event-stream",
          ...(isLanguage(language) ? { [pageLanguageHeader]: language } : {}),
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: abort.signal,
      });
      if (!response.ok || !response.body) {
        const refusal = refusalMessageOf(new ApiRequestError(response.status, await response.text(), ""));
        update({ status: "failed", error: refusal, errorKind: refusal ? "refused" : "failed" });
        return current;
      }
      for await (const event of readAnswerStream(response.body)) {
        if (event.type === "start") update({ notes: event.notes });
        else if (event.type === "delta") update({ text: current.text + event.text });
        else if (event.type === "citations") update({ citations: event.citations });
        else if (event.type === "done") update({ status: "done", messageId: event.messageId });
        else update({ status: "failed", error: event.message, errorKind: "failed" });
      }
      // The stream ended without `done` (a preview answer ends on its citations; a cut connection ends anywhere).
      if (current.status === "streaming") update({ status: path.includes("/preview/") ? "done" : "failed" });
      if (current.status === "failed" && !current.errorKind) update({ errorKind: "network" });
    } catch {
      if (abort.signal.aborted) update({ status: "stopped" });
      else update({ status: "failed", errorKind: "network" });
    } finally {
      if (controller.current === abort) controller.current = null;
    }
    return current;
  }, []);

  const stop = useCallback(() => controller.current?.abort(), []);
  /** A question that could not even be sent (its conversation could not be created): shown failed, with the API's reason. */
  const fail = useCallback((question: string, error: unknown) => {
    const refusal = refusalMessageOf(error);
    setLive({
      question,
      text: "",
      citations: [],
      notes: [],
      status: "failed",
      messageId: null,
      error: refusal,
      errorKind: refusal ? "refused" : "network",
    });
  }, []);
  return { live, ask, stop, fail };
}
