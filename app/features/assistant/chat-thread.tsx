import { useId } from "react";
import { useTranslation } from "react-i18next";
import { AnswerCard, type AnswerCardProps } from "./answer-card.tsx";
import { failureText, type LiveAnswer } from "./use-answer-stream.ts";

/** One question and its answer (the answer may still be streaming). */
export type Turn = { key: string; question: string; answer: AnswerCardProps | null };

/** The answer streaming in (or just ended) as a turn of the thread, for the chat and the preview alike. */
export function liveTurn(live: LiveAnswer, networkText: string): Turn {
  return {
    key: "live",
    question: live.question,
    answer: {
      text: live.text,
      citations: live.citations,
      notes: live.notes,
      status: live.status,
      error: failureText(live, networkText),
    },
  };
}

/**
 * Questions and answers, oldest first, as a list a screen reader can walk (who said what is in
 * each item's hidden label). The person's question sits at the end of the line, the answer at its
 * start: logical properties, so Arabic mirrors it.
 */
export function ChatThread({ turns, empty }: { turns: Turn[]; empty?: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <h2 id={id} className="sr-only">
        {t("assistant.thread.label")}
      </h2>
      {turns.length === 0 && empty ? <p className="text-slate-700">{empty}</p> : null}
      <ol className="grid gap-5">
        {turns.map((turn) => (
          <li key={turn.key} className="grid gap-3">
            <div className="flex justify-end">
              <p className="max-w-[85%] rounded-2xl rounded-se-sm bg-brand-700 px-4 py-3 whitespace-pre-line text-white">
                <span className="sr-only">{t("assistant.thread.you")}: </span>
                <span dir="auto">{turn.question}</span>
              </p>
            </div>
            {turn.answer && (
              <div className="max-w-[95%] rounded-2xl rounded-ss-sm border border-slate-200 bg-white px-4 py-3 shadow-sm">
                <p className="sr-only">{t("assistant.thread.assistant")}:</p>
                <AnswerCard {...turn.answer} />
              </div>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
