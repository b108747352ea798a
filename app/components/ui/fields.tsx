import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useEffect,
  useId,
  useRef,
} from "react";
import type { CountryOption } from "../../../core/countries.ts";
import { controlClasses, describedBy, emailInputProps, errorIdOf, FormField } from "./form-field.tsx";

/*
 * The one field kit of every form (ADR 0081): a label, the control, an optional hint under it and
 * the message of a refused value, tied to the control (aria-describedby, aria-invalid) so a screen
 * reader reads them with it. Controls are uncontrolled (defaultValue, defaultChecked): the server
 * renders the value, and what a person types before the page's scripts have run is not replaced
 * by React's state when it hydrates. A form reads its values when it is sent (formValues).
 *
 * No text of its own: labels, hints and messages come translated from the caller, so this module,
 * which the home page loads, asks for no catalogue section (ADR 0077).
 */

type Described = {
  label: ReactNode;
  /** The message of a refused value, under the control. */
  error?: string;
  /** A hint under the control (before the error), read with it. */
  hint?: ReactNode;
  /** The control's id on the page (an error summary links to it); a generated one by default. */
  id?: string;
};

type Aria = { id: string; "aria-invalid": true | undefined; "aria-describedby": string | undefined };

function Field({ label, error, hint, id, children }: Described & { children: (aria: Aria) => ReactNode }) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  return (
    <FormField
      id={controlId}
      label={label}
      error={error}
      details={
        hint ? (
          <p id={hintId} className="text-sm text-slate-600">
            {hint}
          </p>
        ) : null
      }
    >
      {children({
        id: controlId,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy(controlId, hint ? [hintId] : [], error),
      })}
    </FormField>
  );
}

type InputProps = Described & { ref?: Ref<HTMLInputElement> } & Omit<
    InputHTMLAttributes<HTMLInputElement>,
    "id" | "aria-invalid" | "aria-describedby"
  >;

/** A one-line text box (or any other `type` of input with a box). */
export function TextField({ label, error, hint, id, className = "", ...input }: InputProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id}>
      {(aria) => <input {...aria} {...input} className={`${controlClasses} ${className}`.trim()} />}
    </Field>
  );
}

/**
 * What makes a text box an e-mail address: the browser's e-mail keyboard and autofill, and left to
 * right on Arabic pages too (addresses are Latin script). Named "email" unless told otherwise.
 */
export function EmailField({ name = "email", ...props }: Omit<InputProps, keyof typeof emailInputProps>) {
  return <TextField {...emailInputProps} name={name} {...props} />;
}

/** A password; `autoComplete` says which ("current-password", or "new-password" to offer one). */
export function PasswordField({
  name = "password",
  autoComplete = "current-password",
  ...props
}: Omit<InputProps, "type">) {
  return <TextField type="password" name={name} autoComplete={autoComplete} {...props} />;
}

/** A whole number; its digits read left to right on Arabic pages too. */
export function NumberField(props: Omit<InputProps, "type" | "inputMode" | "dir">) {
  return <TextField type="number" inputMode="numeric" step={1} dir="ltr" {...props} />;
}

/** A day (the browser's date picker), left to right on Arabic pages too. */
export function DateField(props: Omit<InputProps, "type" | "dir">) {
  return <TextField type="date" dir="ltr" {...props} />;
}

export function TextareaField({
  label,
  error,
  hint,
  id,
  className = "",
  rows = 3,
  ...textarea
}: Described & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "aria-invalid" | "aria-describedby">) {
  return (
    <Field label={label} error={error} hint={hint} id={id}>
      {(aria) => (
        <textarea {...aria} rows={rows} {...textarea} className={`${controlClasses} py-2 ${className}`.trim()} />
      )}
    </Field>
  );
}

/** A choice of a list; `lang` when its label is in another language than the page (a language's own name). */
export type Choice = { value: string; label: string; lang?: string };
export type ChoiceGroup = { label: string; options: Choice[] };

type SelectProps = Described & {
  /** The first, empty choice ("Choose…"), which a required list refuses. */
  placeholder?: string;
  options?: readonly Choice[];
  /** Choices under headings (<optgroup>), after `options`. */
  groups?: readonly ChoiceGroup[];
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "aria-invalid" | "aria-describedby">;

export function SelectField({
  label,
  error,
  hint,
  id,
  placeholder,
  options = [],
  groups = [],
  className = "",
  ...select
}: SelectProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id}>
      {(aria) => (
        <select {...aria} {...select} className={`${controlClasses} ${className}`.trim()}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} lang={option.lang}>
              {option.label}
            </option>
          ))}
          {groups.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      )}
    </Field>
  );
}

/** Every country (ISO 3166), named and sorted by the page's loader (core/countries.ts), so server
 * and browser agree, in the reader's language. */
export function CountryField({
  countries,
  ...props
}: Omit<SelectProps, "options" | "groups"> & { countries: readonly CountryOption[] }) {
  return <SelectField options={countries.map(({ code, name }) => ({ value: code, label: name }))} {...props} />;
}

/** A checkbox with its label beside it; posts "on" (or its `value`) when ticked. */
export function CheckboxField({
  label,
  error,
  hint,
  id,
  ...input
}: Described & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type" | "aria-invalid" | "aria-describedby">) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  return (
    <div className="grid gap-1">
      <div className="flex items-start gap-3">
        <input
          id={controlId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(controlId, hint ? [hintId] : [], error)}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
          {...input}
        />
        <label htmlFor={controlId} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
      {hint && (
        <p id={hintId} className="ps-8 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorIdOf(controlId)} className="ps-8 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A group of radio buttons under one legend: one choice. */
export function RadioField({
  name,
  legend,
  defaultValue,
  error,
  options,
  idPrefix = name,
}: {
  name: string;
  legend: string;
  defaultValue: string;
  error?: string;
  options: readonly Choice[];
  /** Each button's id is `${idPrefix}-${value}`, the error's `${idPrefix}-error`. */
  idPrefix?: string;
}) {
  const errorId = errorIdOf(idPrefix);
  return (
    <fieldset className="grid content-start gap-1.5" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {options.map((option) => (
          <label key={option.value} className="flex min-h-11 items-center gap-2 text-slate-800">
            <input
              id={`${idPrefix}-${option.value}`}
              type="radio"
              name={name}
              value={option.value}
              defaultChecked={defaultValue === option.value}
              className="size-4 accent-brand-700"
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The form-level sentence: announced (role="alert"), so the person knows why nothing happened. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  return (
    <div role="alert" className={message ? "rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800" : "sr-only"}>
      {message}
    </div>
  );
}

/**
 * "Please correct the following" above a refused form: each refused field's message linked to its
 * control (`idOf`), and the form's own sentence when there is one (alone, without a title, when
 * the form was refused as a whole). role="alert": announced as soon as it appears; with
 * `focusWhen` (the refusal), it also takes the focus each time a new one comes (a form that stays
 * on the page after a refused post, where nothing else would move).
 */
export function ErrorSummary({
  title,
  message,
  errors,
  idOf,
  focusWhen,
}: {
  title?: string;
  message?: string | null;
  errors: Readonly<Record<string, string>>;
  idOf: (field: string) => string;
  focusWhen?: unknown;
}) {
  const entries = Object.entries(errors);
  const shown = entries.length > 0 || Boolean(message);
  const ref = useFocusWhen<HTMLDivElement>(shown ? focusWhen : undefined, false);
  if (!shown) return null;
  return (
    <div ref={ref} tabIndex={-1} role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
      {title && <p className="font-semibold">{title}</p>}
      {message && <p className={title ? "mt-1" : "font-semibold"}>{message}</p>}
      {entries.length > 0 && (
        <ul className="mt-2 list-disc ps-5 text-sm">
          {entries.map(([field, text]) => (
            <li key={field}>
              <a href={`#${idOf(field)}`} className="underline underline-offset-2">
                {text}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Moves focus to the first field with a problem, so keyboard and screen-reader users land on it. */
export function focusFirstError(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
}

/**
 * After a refused post (with JavaScript, the page stays where it was), focus moves to what says
 * why: the first refused control inside `ref` when `toField`, else the element itself — so a
 * keyboard or screen-reader user lands on the problem instead of on a button that did nothing.
 * `when` is the refusal: each new one moves the focus again.
 */
export function useFocusWhen<T extends HTMLElement>(when: unknown, toField = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!when) return;
    const element = ref.current;
    const field = toField ? element?.querySelector<HTMLElement>("[aria-invalid='true']") : null;
    (field ?? element)?.focus();
  }, [when, toField]);
  return ref;
}

/**
 * What an uncontrolled form holds, to check it before sending: each named field's text, a
 * checkbox as true or false. Read when the form is sent, so it is whatever the person typed,
 * before or after the page hydrated.
 */
export function formValues(form: HTMLFormElement): Record<string, string | boolean> {
  const values: Record<string, string | boolean> = {};
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement)) {
      if (element instanceof HTMLTextAreaElement && element.name) values[element.name] = element.value;
      continue;
    }
    if (!element.name) continue;
    if (element instanceof HTMLInputElement && element.type === "checkbox") values[element.name] = element.checked;
    else if (element instanceof HTMLInputElement && element.type === "radio") {
      if (element.checked) values[element.name] = element.value;
    } else values[element.name] = element.value;
  }
  return values;
}
