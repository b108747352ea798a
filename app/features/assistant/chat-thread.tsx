import { useId } from "react";
import { useTranslation } from "react-i18next";
import { AnswerCard, type AnswerCardProps } from "./answer-card.tsx";

/** One question and its answer (the answer may still be streaming). */
export type Turn = { key: string; question: string; answer: AnswerCardProps | null };

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
