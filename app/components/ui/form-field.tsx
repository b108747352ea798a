import type { ReactNode } from "react";

/**
 * The look of a text box or a list; a refused value gets a red border (aria-invalid). A component
 * class of app/app.css (ADR 0050): the same long list was written out on every field of a page.
 */
export const controlClasses = "control";

/** The same inside the label that names it (the back office's filters and short forms). */
export const labelledControlClasses = "control mt-1 block py-2";

/** The same with the brand's accent instead of red (the home page's consultation form). */
export const accentControlClasses = "control-accent";

/**
 * What makes a text box an e-mail address: the browser's e-mail keyboard and autofill, and left to
 * right on Arabic pages too (addresses are Latin script).
 */
export const emailInputProps = { type: "email", dir: "ltr", autoComplete: "email", inputMode: "email" } as const;

const errorTones = { red: "text-red-700", accent: "text-accent-700" };

/** The id of a field's error message (see FormField). */
export const errorIdOf = (id: string) => `${id}-error`;

/**
 * What a control's aria-describedby names: its hints, then its error when there is one, so a
 * screen reader reads the message with the field. Undefined when there is nothing to name.
 */
export function describedBy(id: string, hintIds: readonly string[], error: unknown): string | undefined {
  return [...hintIds, error ? errorIdOf(id) : ""].filter(Boolean).join(" ") || undefined;
}

type FormFieldProps = {
  /** The control's id, which the label names. */
  id: string;
  label: ReactNode;
  /** The message under the field when its value was refused; its id is errorIdOf(id). */
  error?: ReactNode;
  errorTone?: keyof typeof errorTones;
  /** Hints or a counter, between the control and its error (their ids are the caller's). */
  details?: ReactNode;
  labelClassName?: string;
  /** The control itself, with id and aria-describedby set by the caller. */
  children: ReactNode;
};

/**
 * A labelled control with what is said about it below: one layout for every form. Its rows keep
 * their own height (content-start): beside a taller neighbour in a grid row, a field without a
 * hint would otherwise share the extra height out between its label and its control, and the two
 * boxes would no longer line up.
 */
export function FormField({
  id,
  label,
  error,
  errorTone = "red",
  details,
  labelClassName = "text-sm font-medium text-slate-800",
  children,
}: FormFieldProps) {
  return (
    <div className="grid content-start gap-1.5">
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {children}
      {details}
      {error ? (
        <p id={errorIdOf(id)} className={`text-sm font-medium ${errorTones[errorTone]}`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
