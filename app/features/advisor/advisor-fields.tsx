import { type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { controlClasses, describedBy, FormField } from "../../components/ui/form-field.tsx";
import type { FormRefusal } from "./form-refusal.ts";

/**
 * The advisor forms' controls: a label, an optional hint and the refused value's message, tied to
 * the control (aria-describedby, aria-invalid) so a screen reader reads them with it. `id` is the
 * control's id on the page (forms repeated per task or document prefix it); `name` is the posted
 * field. Values come back after a refusal through `refusal.values`.
 */
type Common = {
  id: string;
  name: string;
  label: ReactNode;
  hint?: string;
  refusal?: FormRefusal;
  /** The value shown when nothing was refused (the stored one, or a default). */
  value?: string;
  required?: boolean;
};

const hintIdOf = (id: string) => `${id}-hint`;

function parts({ id, name, hint, refusal, value }: Common) {
  const error = refusal?.fields[name];
  return {
    error,
    value: refusal ? (refusal.values[name] ?? "") : (value ?? ""),
    aria: {
      "aria-invalid": error ? true : undefined,
      "aria-describedby": describedBy(id, hint ? [hintIdOf(id)] : [], error),
    },
    details: hint ? (
      <p id={hintIdOf(id)} className="text-sm text-slate-600">
        {hint}
      </p>
    ) : null,
  };
}

export function TextInput(props: Common & { maxLength?: number; autoComplete?: string }) {
  const { error, value, aria, details } = parts(props);
  return (
    <FormField id={props.id} label={props.label} error={error} details={details}>
      <input
        id={props.id}
        name={props.name}
        type="text"
        defaultValue={value}
        maxLength={props.maxLength}
        required={props.required}
        autoComplete={props.autoComplete ?? "off"}
        className={controlClasses}
        {...aria}
      />
    </FormField>
  );
}

export function TextArea(props: Common & { maxLength?: number; rows?: number }) {
  const { error, value, aria, details } = parts(props);
  return (
    <FormField id={props.id} label={props.label} error={error} details={details}>
      <textarea
        id={props.id}
        name={props.name}
        defaultValue={value}
        maxLength={props.maxLength}
        required={props.required}
        rows={props.rows ?? 3}
        className={`${controlClasses} py-2`}
        {...aria}
      />
    </FormField>
  );
}

export function NumberInput(props: Common & { min: number; max: number }) {
  const { error, value, aria, details } = parts(props);
  return (
    <FormField id={props.id} label={props.label} error={error} details={details}>
      <input
        id={props.id}
        name={props.name}
        type="number"
        inputMode="numeric"
        min={props.min}
        max={props.max}
        step={1}
        dir="ltr"
        defaultValue={value}
        required={props.required}
        className={controlClasses}
        {...aria}
      />
    </FormField>
  );
}

export function DateInput(props: Common) {
  const { error, value, aria, details } = parts(props);
  return (
    <FormField id={props.id} label={props.label} error={error} details={details}>
      <input
        id={props.id}
        name={props.name}
        type="date"
        dir="ltr"
        defaultValue={value}
        required={props.required}
        className={controlClasses}
        {...aria}
      />
    </FormField>
  );
}

export type Choice = { value: string; label: string };
export type ChoiceGroup = { label: string; options: Choice[] };

export function SelectInput(
  props: Common & {
    options?: Choice[];
    groups?: ChoiceGroup[];
    placeholder?: string;
    onChange?: (value: string) => void;
  },
) {
  const { error, value, aria, details } = parts(props);
  return (
    <FormField id={props.id} label={props.label} error={error} details={details}>
      <select
        id={props.id}
        name={props.name}
        defaultValue={value}
        required={props.required}
        className={controlClasses}
        onChange={props.onChange ? (event) => props.onChange?.(event.currentTarget.value) : undefined}
        {...aria}
      >
        {props.placeholder !== undefined && <option value="">{props.placeholder}</option>}
        {props.options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {props.groups?.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </FormField>
  );
}

/** A checkbox with its label beside it; posts "on" when ticked. */
export function Checkbox({
  id,
  name,
  label,
  hint,
  checked,
  value = "on",
}: {
  id: string;
  name: string;
  label: ReactNode;
  hint?: string;
  checked: boolean;
  value?: string;
}) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="flex min-h-11 items-center gap-3 font-medium text-slate-900">
        <input
          id={id}
          name={name}
          type="checkbox"
          value={value}
          defaultChecked={checked}
          aria-describedby={hint ? hintIdOf(id) : undefined}
          className="size-5 shrink-0 accent-brand-700"
        />
        {label}
      </label>
      {hint ? (
        <p id={hintIdOf(id)} className="ms-8 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/**
 * "Please correct the following" above a refused form: each refused field linked to its control,
 * or the use case's sentence. role="alert": announced as soon as it appears.
 */
export function ErrorSummary({ refusal, idOf }: { refusal: FormRefusal | undefined; idOf: (field: string) => string }) {
  const { t } = useTranslation();
  const ref = useFocusWhenRefused<HTMLDivElement>(refusal, false);
  if (!refusal) return null;
  const fields = Object.entries(refusal.fields);
  return (
    <div ref={ref} tabIndex={-1} role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
      <p className="font-semibold">{fields.length > 0 ? t("advisor.errorSummary") : t("advisor.refusedSummary")}</p>
      {refusal.message && <p className="mt-1">{refusal.message}</p>}
      {fields.length > 0 && (
        <ul className="mt-2 list-disc ps-5 text-sm">
          {fields.map(([field, message]) => (
            <li key={field}>
              <a href={`#${idOf(field)}`} className="underline underline-offset-2">
                {message}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * After a refused post (with JavaScript, the page stays where it was), focus moves to what says
 * why: the first refused control inside `ref` when `toField`, else the element itself — so a
 * keyboard or screen-reader user lands on the problem instead of on a button that did nothing.
 */
export function useFocusWhenRefused<T extends HTMLElement>(refusal: FormRefusal | undefined, toField = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!refusal) return;
    const element = ref.current;
    const field = toField ? element?.querySelector<HTMLElement>("[aria-invalid='true']") : null;
    (field ?? element)?.focus();
  }, [refusal, toField]);
  return ref;
}
