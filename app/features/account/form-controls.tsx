import { type InputHTMLAttributes, type SelectHTMLAttributes, useId } from "react";
import type { CountryOption } from "../../../core/countries.ts";
import { controlClasses, describedBy, emailInputProps, errorIdOf, FormField } from "../../components/ui/form-field.tsx";

/*
 * Form parts shared by the account pages. Every message sits next to its field, is tied to it with
 * aria-describedby and marks it aria-invalid, so screen readers announce it with the field.
 */

/** Moves focus to the first field with a problem, so keyboard and screen-reader users land on it. */
export function focusFirstError(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
}

type FieldProps = {
  label: string;
  error?: string;
  hint?: string;
  children: (props: { id: string; "aria-invalid": boolean; "aria-describedby"?: string }) => React.ReactNode;
};

function Field({ label, error, hint, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <FormField
      id={id}
      label={label}
      error={error}
      details={
        hint && (
          <p id={hintId} className="text-xs text-slate-600">
            {hint}
          </p>
        )
      }
    >
      {children({
        id,
        "aria-invalid": Boolean(error),
        "aria-describedby": describedBy(id, hint ? [hintId] : [], error),
      })}
    </FormField>
  );
}

type TextFieldProps = { label: string; error?: string; hint?: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "id" | "aria-invalid" | "aria-describedby"
>;

export function TextField({ label, error, hint, className = "", ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(aria) => <input {...aria} {...input} className={`${controlClasses} ${className}`} />}
    </Field>
  );
}

/** An e-mail address field (named "email" unless told otherwise). */
export function EmailField({ name = "email", ...props }: Omit<TextFieldProps, keyof typeof emailInputProps>) {
  return <TextField {...emailInputProps} name={name} {...props} />;
}

type SelectFieldProps = {
  label: string;
  error?: string;
  /** The first, empty choice ("Choose…"), which a required list refuses. */
  placeholder?: string;
  options: readonly { value: string; label: string }[];
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "aria-invalid" | "aria-describedby">;

export function SelectField({ label, error, placeholder, options, ...select }: SelectFieldProps) {
  return (
    <Field label={label} error={error}>
      {(aria) => (
        <select {...aria} {...select} className={controlClasses}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** Every country (ISO 3166), named and sorted by the page's loader (core/countries.ts), so server
 * and browser agree, in the reader's language (decisions.md "Languages"). */
export function CountryField({
  countries,
  ...props
}: Omit<SelectFieldProps, "options"> & { countries: readonly CountryOption[] }) {
  return <SelectField options={countries.map(({ code, name }) => ({ value: code, label: name }))} {...props} />;
}

type CheckboxFieldProps = {
  label: React.ReactNode;
  error?: string;
  hint?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type" | "aria-invalid" | "aria-describedby">;

export function CheckboxField({ label, error, hint, ...input }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy(id, hint ? [`${id}-hint`] : [], error)}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
          {...input}
        />
        <label htmlFor={id} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="ps-8 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorIdOf(id)} className="ps-8 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The form-level summary: announced politely, so the person knows why nothing happened. */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <div role="alert" className={message ? "rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800" : "sr-only"}>
      {message}
    </div>
  );
}
