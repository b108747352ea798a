import { type FormEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button.tsx";
import { controlClasses, describedBy } from "../../components/ui/form-field.tsx";

/**
 * The question box: its maximum shown, the characters left once JavaScript counts them, Ask —
 * and Stop in its place while an answer streams. Without JavaScript it is a plain form posted to
 * the page (the answer is there after the reload); with JavaScript `onAsk` streams it instead.
 */
export function QuestionForm({
  action,
  maxLength,
  streaming,
  onAsk,
  onStop,
  initialQuestion = "",
  error,
}: {
  action: string;
  /** core/assistant/assistant-limits.ts, from the loader (that module brings zod, which stays on the server). */
  maxLength: number;
  streaming: boolean;
  onAsk: (question: string) => void;
  onStop: () => void;
  initialQuestion?: string;
  error?: string | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = `${id}-hint`;
  const [question, setQuestion] = useState(initialQuestion);
  const box = useRef<HTMLTextAreaElement>(null);
  const max = maxLength;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = question.trim();
    if (streaming || value === "") return;
    setQuestion("");
    // Ask turns into Stop: focus stays in the box (not on a button that disappears), Stop one Tab away.
    box.current?.focus();
    onAsk(value);
  }

  return (
    <form method="post" action={action} onSubmit={submit} className="grid gap-2">
      <input type="hidden" name="intent" value="ask" />
      <label htmlFor={id} className="font-semibold text-slate-900">
        {t("assistant.composer.label")}
      </label>
      <textarea
        ref={box}
        id={id}
        name="question"
        required
        rows={3}
        maxLength={max}
        value={question}
        onChange={(event) => setQuestion(event.target.value)}
        onKeyDown={(event) => {
          // Enter asks, Shift+Enter starts a new line (as in every chat); IME composition is left alone.
          if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            event.currentTarget.form?.requestSubmit();
          }
        }}
        aria-describedby={describedBy(id, [hintId], error)}
        aria-invalid={error ? true : undefined}
        className={`${controlClasses} py-2`}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p id={hintId} className="text-sm text-slate-700">
          {t("assistant.composer.hint", { max })}{" "}
          {question.length > max * 0.8 && t("assistant.composer.remaining", { left: max - question.length })}
        </p>
        {streaming ? (
          <Button variant="secondary" onClick={onStop}>
            <span aria-hidden="true" className="size-3 rounded-sm bg-current" />
            {t("assistant.composer.stop")}
          </Button>
        ) : (
          <Button type="submit">{t("assistant.composer.ask")}</Button>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <noscript>
        <p className="text-sm text-slate-700">{t("assistant.composer.noscript")}</p>
      </noscript>
    </form>
  );
}
