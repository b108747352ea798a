import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { buttonClasses } from "../../components/ui/button.tsx";
import { ErrorSummary } from "../../components/ui/fields.tsx";
import { controlClasses, describedBy, errorIdOf } from "../../components/ui/form-field.tsx";
import { Link } from "../../components/ui/link.tsx";
import type { AssessmentActionData } from "./assessment-action.server.ts";
import type { FieldView, ProgressItem, StepView } from "./assessment-view.server.ts";

export const fieldId = (name: string) => `field-${name}`;

/** "Step 3 of 6", the bar, and every step as a link back to it (answers kept). */
export function AssessmentProgress({ items, number, total }: { items: ProgressItem[]; number: number; total: number }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("assessment.progressLabel")} className="mt-6">
      <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
        {t("assessment.progress", { step: String(number), total: String(total) })}
      </p>
      <div className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
        <div className="h-full rounded-full bg-brand-700" style={{ width: `${(number / total) * 100}%` }} />
      </div>
      <ol className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {items.map((item) =>
          item.state === "todo" ? (
            <li key={item.id} className="inline-flex min-h-6 items-center gap-1 text-slate-600">
              <span aria-hidden="true">{item.number}.</span>
              {item.label}
              <span className="sr-only"> ({t("assessment.stepState.todo")})</span>
            </li>
          ) : (
            <li key={item.id}>
              <Link
                to={item.href}
                aria-current={item.state === "current" ? "step" : undefined}
                className={`inline-flex min-h-6 items-center gap-1 underline-offset-2 hover:underline ${
                  item.state === "current" ? "font-bold text-brand-900" : "text-brand-800"
                }`}
              >
                <span aria-hidden="true">{item.state === "done" ? "✓" : `${item.number}.`}</span>
                {item.label}
                <span className="sr-only"> ({t(`assessment.stepState.${item.state}`)})</span>
              </Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}

/**
 * The refused answers listed at the top, each a link to its field (WCAG 3.3.1), or the form's one
 * sentence: the field kit's summary, which takes the focus for each new refusal.
 */
export function AssessmentErrors({ actionData }: { actionData?: AssessmentActionData }) {
  const { t } = useTranslation();
  if (!actionData || (actionData.errors.length === 0 && !actionData.refusal)) return null;
  const errors = Object.fromEntries(
    actionData.errors.map((error) => [error.field, `${error.label}: ${error.message}`]),
  );
  return (
    <div className="mt-6">
      <ErrorSummary
        title={actionData.refusal ? undefined : t("assessment.errors.title")}
        message={actionData.refusal ?? t("assessment.errors.intro")}
        errors={errors}
        idOf={fieldId}
        focusWhen={actionData}
      />
    </div>
  );
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The country list's <option>s, the chosen one selected (so it also holds without JavaScript). */
function optionsHtml(placeholder: string, countries: { code: string; name: string }[], value: string): string {
  let html = `<option value="">${escapeHtml(placeholder)}</option>`;
  for (const { code, name } of countries) {
    html += `<option value="${escapeHtml(code)}"${code === value ? " selected" : ""}>${escapeHtml(name)}</option>`;
  }
  return html;
}

function Control({
  field,
  value,
  error,
  countries,
}: {
  field: FieldView;
  value: string;
  error: string | undefined;
  countries: StepView["countries"];
}) {
  const { t } = useTranslation();
  const id = fieldId(field.name);
  const hintId = `${id}-hint`;
  const aria = {
    "aria-invalid": Boolean(error),
    "aria-describedby": describedBy(id, field.hint ? [hintId] : [], error),
  };
  const hint = field.hint && (
    <p id={hintId} className="text-sm text-slate-600">
      {field.hint}
    </p>
  );
  const message = error && (
    <p id={errorIdOf(id)} className="text-sm font-medium text-red-700">
      {error}
    </p>
  );

  if (field.control === "radio") {
    return (
      <fieldset className="grid gap-2" aria-describedby={aria["aria-describedby"]}>
        <legend className="mb-1 font-medium text-slate-900">{field.label}</legend>
        {hint}
        <div className="flex flex-wrap gap-2">
          {field.options.map((option, index) => (
            <label
              key={option.value}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
            >
              <input
                type="radio"
                id={index === 0 ? id : `${id}-${option.value}`}
                name={field.name}
                value={option.value}
                defaultChecked={value === option.value}
                required={field.required}
                className="size-4 shrink-0 accent-brand-700"
              />
              <span className="text-slate-900">{option.label}</span>
            </label>
          ))}
        </div>
        {message}
      </fieldset>
    );
  }

  const control =
    field.control === "country" ? (
      <select
        id={id}
        name={field.name}
        required={field.required}
        {...aria}
        className={controlClasses}
        // ~250 countries as markup, not as React elements: hydrating one element per option cost
        // the page a fifth of a second of blocked main thread on a slow phone.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: every name and code is escaped by optionsHtml
        dangerouslySetInnerHTML={{ __html: optionsHtml(t("assessment.choose"), countries ?? [], value) }}
      />
    ) : (
      <input
        id={id}
        name={field.name}
        defaultValue={value}
        type={field.control === "date" ? "date" : "text"}
        // Figures and dates read left to right on Arabic pages too.
        dir={field.control === "text" ? undefined : "ltr"}
        inputMode={field.numeric === "amount" ? "decimal" : field.numeric === "whole" ? "numeric" : undefined}
        autoComplete="off"
        {...aria}
        className={`${controlClasses} ${field.numeric ? "max-w-xs" : ""}`}
      />
    );
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="font-medium text-slate-900">
        {field.label}
      </label>
      {hint}
      {control}
      {message}
    </div>
  );
}

/**
 * One step of the detailed assessment: a plain form posted to the page, so it works the same
 * without JavaScript; with it, React Router sends it in the background and focus moves to the new
 * step's heading, or to the error summary.
 */
export function AssessmentStepForm({ view, actionData }: { view: StepView; actionData?: AssessmentActionData }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  const errors = new Map(actionData?.errors.map((error) => [error.field, error.message]));

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs each time the step changes
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [view.step]);

  return (
    <div>
      <AssessmentProgress items={view.progress} number={view.number} total={view.total} />
      <AssessmentErrors actionData={actionData} />
      <Form
        key={view.step}
        method="post"
        action={view.action}
        noValidate
        className="mt-8 grid gap-6"
        aria-busy={navigation.state !== "idle"}
      >
        <input type="hidden" name="step" value={view.step} />
        <div>
          <h2 id="step-title" ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none">
            {view.title}
          </h2>
          <p className="mt-1 text-slate-700">{view.intro}</p>
        </div>
        {view.fields.map((field) => (
          <Control
            key={field.name}
            field={field}
            value={actionData?.values[field.name] ?? field.value}
            error={errors.get(field.name)}
            countries={view.countries}
          />
        ))}
        {/* The forward button comes first: Enter in the form presses it. */}
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" name="intent" value="next" className={buttonClasses("primary")}>
            {t("assessment.next")}
          </button>
          {view.number > 1 && (
            <button type="submit" name="intent" value="back" className={buttonClasses("ghost")}>
              {t("assessment.back")}
            </button>
          )}
        </div>
      </Form>
    </div>
  );
}
