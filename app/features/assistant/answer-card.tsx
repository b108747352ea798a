import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import type { AnswerNote, Citation } from "../../../core/assistant/assistant-contract.ts";
import type { Feedback } from "../../../core/assistant/assistant-limits.ts";
import { Button } from "../../components/ui/button.tsx";
import { showToast } from "../../components/ui/toast-store.ts";
import { AnswerText } from "./answer-text.tsx";
import { CitationList } from "./citation-list.tsx";

export type AnswerCardProps = {
  text: string;
  citations: Citation[];
  notes: AnswerNote[];
  status: "streaming" | "done" | "stopped" | "failed";
  error?: string | null;
  /** A stored answer takes feedback; a preview answer is not stored and has none. */
  feedback?: { messageId: string; value: Feedback | null; action: string } | null;
};

/**
 * One answer of the assistant: its notes, its text (paragraphs), a line when it was stopped or
 * failed, its sources, and — once complete — copy and helpful / not helpful. The text region is
 * aria-busy while it streams, so a screen reader reads it once, complete, rather than word by word.
 */
export function AnswerCard({ text, citations, notes, status, error, feedback }: AnswerCardProps) {
  const { t } = useTranslation();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const complete = status === "done" || status === "stopped";
  return (
    <div className="grid gap-2">
      {notes.map((note) => (
        <p key={note} className="rounded-lg bg-sand-100 px-3 py-2 text-sm text-slate-800">
          {t(`assistant.notes.${note}`)}
        </p>
      ))}
      <div className="grid gap-3 text-slate-900" aria-busy={status === "streaming"}>
        <AnswerText text={text} />
      </div>
      {status === "stopped" && <p className="text-sm font-medium text-slate-700">{t("assistant.thread.stopped")}</p>}
      {status === "failed" && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error ?? t("assistant.errors.failed")}
        </p>
      )}
      <CitationList citations={citations} />
      {complete && text !== "" && (
        <div className="mt-1 flex flex-wrap items-center gap-2">
          {/* Copying needs the browser's clipboard, so the button exists only once JavaScript runs. */}
          {hydrated && <CopyButton text={text} />}
          {feedback && <FeedbackButtons {...feedback} />}
        </div>
      )}
    </div>
  );
}

function CopyButton({ text }: { text: string }) {
  const { t } = useTranslation();
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      showToast({ title: t("assistant.thread.copied") });
    } catch {
      showToast({ title: t("assistant.thread.copyFailed"), variant: "destructive" });
    }
  }
  return (
    <Button variant="ghost" size="sm" onClick={copy}>
      {t("assistant.thread.copy")}
    </Button>
  );
}

/**
 * Helpful / not helpful: a plain form to the page's action (works without JavaScript); pressed
 * again, the chosen one takes the feedback back. aria-pressed says which is chosen.
 */
function FeedbackButtons({ messageId, value, action }: { messageId: string; value: Feedback | null; action: string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<{ feedback?: Feedback | null }>();
  const pending = fetcher.formData?.get("feedback");
  const shown: Feedback | null =
    typeof pending === "string" ? (pending === "" ? null : (pending as Feedback)) : (fetcher.data?.feedback ?? value);
  const choices: { value: Feedback; label: string }[] = [
    { value: "helpful", label: t("assistant.thread.helpful") },
    { value: "not_helpful", label: t("assistant.thread.notHelpful") },
  ];
  return (
    <fetcher.Form method="post" action={action} className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="intent" value="feedback" />
      <input type="hidden" name="messageId" value={messageId} />
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">{t("assistant.thread.feedbackLabel")}</legend>
        {choices.map((choice) => (
          <Button
            key={choice.value}
            type="submit"
            name="feedback"
            value={shown === choice.value ? "" : choice.value}
            variant={shown === choice.value ? "secondary" : "ghost"}
            size="sm"
            aria-pressed={shown === choice.value}
          >
            {choice.label}
          </Button>
        ))}
      </fieldset>
      {fetcher.data?.feedback !== undefined && fetcher.data.feedback !== null && (
        <p role="status" className="text-sm text-slate-700">
          {t("assistant.thread.feedbackThanks")}
        </p>
      )}
    </fetcher.Form>
  );
}
