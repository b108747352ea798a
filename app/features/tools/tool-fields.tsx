import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { controlClasses, describedBy, FormField } from "../../components/ui/form-field.tsx";

/**
 * The calculators' form controls: plain GET-form fields (the inputs go into the page's address),
 * each with its label, optional hint and the message of a refused value, read aloud with it.
 */

type FieldProps = {
  name: string;
  label: string;
  /** What was typed or chosen, as the URL carried it. */
  value: string;
  error?: string;
  hint?: string;
};

const idOf = (name: string) => `tool-${name}`;
const hintIdOf = (name: string) => `tool-${name}-hint`;

function Hint({ name, hint }: { name: string; hint?: string }) {
  return hint ? (
    <p id={hintIdOf(name)} className="text-sm text-slate-600">
      {hint}
    </p>
  ) : null;
}

export function SelectField({
  name,
  label,
  value,
  error,
  hint,
  options,
  placeholder,
  fieldId = idOf(name),
}: FieldProps & { options: { value: string; label: string }[]; placeholder?: string; fieldId?: string }) {
  return (
    <FormField id={fieldId} label={label} error={error} details={<Hint name={name} hint={hint} />}>
      <select
        id={fieldId}
        name={name}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, hint ? [hintIdOf(name)] : [], error)}
        className={controlClasses}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FormField>
  );
}

export function NumberField({ name, label, value, error, hint, min, max }: FieldProps & { min: number; max: number }) {
  const id = idOf(name);
  return (
    <FormField id={id} label={label} error={error} details={<Hint name={name} hint={hint} />}>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        // Digits read left to right on Arabic pages too.
        dir="ltr"
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint ? [hintIdOf(name)] : [], error)}
        className={controlClasses}
      />
    </FormField>
  );
}

export function DateField({ name, label, value, error, hint, min }: FieldProps & { min: string }) {
  const id = idOf(name);
  return (
    <FormField id={id} label={label} error={error} details={<Hint name={name} hint={hint} />}>
      <input
        id={id}
        name={name}
        type="date"
        min={min}
        dir="ltr"
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint ? [hintIdOf(name)] : [], error)}
        className={controlClasses}
      />
    </FormField>
  );
}

/** The radio group of the timeline's "when": one legend, one choice. */
export function RadioField({
  name,
  legend,
  value,
  error,
  options,
}: {
  name: string;
  legend: string;
  value: string;
  error?: string;
  options: { value: string; label: string }[];
}) {
  const errorId = `${idOf(name)}-error`;
  return (
    <fieldset className="grid gap-1.5" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {options.map((option) => (
          <label key={option.value} className="flex min-h-11 items-center gap-2 text-slate-800">
            <input
              id={`${idOf(name)}-${option.value}`}
              type="radio"
              name={name}
              value={option.value}
              defaultChecked={value === option.value}
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

/** "Please correct the following": each refused field, linked to its control. */
export function ErrorSummary({
  errors,
  fieldIds,
}: {
  errors: Record<string, string>;
  fieldIds?: Record<string, string>;
}) {
  const { t } = useTranslation();
  const entries = Object.entries(errors);
  if (entries.length === 0) return null;
  return (
    <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-800">
      <p className="font-semibold">{t("tools.form.errorSummary")}</p>
      <ul className="mt-2 list-disc ps-5 text-sm">
        {entries.map(([field, message]) => (
          <li key={field}>
            <a href={`#${fieldIds?.[field] ?? idOf(field)}`} className="underline underline-offset-2">
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The calculator's GET form: its fields, the language the page is pinned to (so the result stays
 * in it) and the submit button. Hidden when printing: the printout is the result.
 */
export function ToolForm({ action, lang, children }: { action: string; lang: string | null; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <form
      method="get"
      action={action}
      className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm print:hidden sm:p-6"
    >
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-bold text-brand-900">{t("tools.form.legend")}</legend>
        {children}
      </fieldset>
      {lang && <input type="hidden" name="lang" value={lang} />}
      <div>
        <button
          type="submit"
          className="min-h-11 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          {t("tools.form.submit")}
        </button>
      </div>
    </form>
  );
}
