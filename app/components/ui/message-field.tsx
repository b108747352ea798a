import type { ReactNode, TextareaHTMLAttributes } from "react";
import { controlClasses, describedBy, FormField } from "./form-field.tsx";

type MessageFieldProps = {
  id: string;
  label: ReactNode;
  /** What the message needs (its minimum length), read with the field. */
  hint: ReactNode;
  /** The character counter, read with the field too. */
  counter: ReactNode;
  counterClassName: string;
  /** Said politely by screen readers (a counter crossing a threshold), not shown. */
  announcement?: string;
  error?: ReactNode;
  errorTone?: "red" | "accent";
  controlClassName?: string;
} & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "aria-describedby" | "className">;

/**
 * A free-text message with its hint and a character counter beside it. No maxLength: a longer
 * message is counted and refused with a reason, never cut silently.
 */
export function MessageField({
  id,
  label,
  hint,
  counter,
  counterClassName,
  announcement,
  error,
  errorTone,
  controlClassName = controlClasses,
  ...textarea
}: MessageFieldProps) {
  const hintId = `${id}-hint`;
  const countId = `${id}-count`;
  return (
    <FormField
      id={id}
      label={label}
      error={error}
      errorTone={errorTone}
      details={
        <>
          <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 text-xs">
            <p id={hintId} className="text-slate-600">
              {hint}
            </p>
            <p id={countId} className={counterClassName}>
              {counter}
            </p>
          </div>
          {announcement !== undefined && (
            <p className="sr-only" aria-live="polite">
              {announcement}
            </p>
          )}
        </>
      }
    >
      <textarea
        id={id}
        aria-describedby={describedBy(id, [hintId, countId], error)}
        className={`${controlClassName} py-2`}
        {...textarea}
      />
    </FormField>
  );
}
