import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Form, useLocation, useNavigation } from "react-router";
import { buttonClasses } from "../../components/ui/button.tsx";
import { Link } from "../../components/ui/link.tsx";
import type { FormRefusal } from "../../lib/form-refusal.ts";
import { keepLanguage } from "../../lib/keep-language.ts";
import { answersFromValues, quizStepHref, quizStepOfField } from "./quiz-links.ts";
import type { ProgressItem, StepView } from "./quiz-view.server.ts";

/** "Question 2 of 6" and the six questions, each a link back to it (answers kept). */
function QuizProgress({ items, step, total }: { items: ProgressItem[]; step: number; total: number }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("cityQuiz.progressLabel")} className="mt-6">
      <div className="h-2 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
        <div className="h-full rounded-full bg-brand-700" style={{ width: `${(step / total) * 100}%` }} />
      </div>
      <ol className="mt-3 grid grid-cols-3 gap-x-3 gap-y-1 text-sm sm:grid-cols-6">
        {items.map((item) => (
          <li key={item.step}>
            <Link
              to={item.href}
              aria-current={item.state === "current" ? "step" : undefined}
              className={`inline-flex min-h-6 items-center gap-1 underline-offset-2 hover:underline ${
                item.state === "current"
                  ? "font-bold text-brand-900"
                  : item.state === "done"
                    ? "text-brand-800"
                    : "text-slate-600"
              }`}
            >
              <span aria-hidden="true">{item.state === "done" ? "✓" : `${item.step}.`}</span>
              {item.label}
              <span className="sr-only"> ({t(`cityQuiz.stepState.${item.state}`)})</span>
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * Why the step was refused, and on the last step each question still to answer (the refusal's
 * fields), with its way back: that step's page, with the answers given so far (the refusal's
 * values, the one just chosen included).
 */
function Refusal({ refusal }: { refusal: FormRefusal }) {
  const { t } = useTranslation();
  const location = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  const answers = answersFromValues(refusal.values);
  const missing = Object.entries(refusal.fieldErrors).map(([field, label]) => ({
    label,
    href: keepLanguage(quizStepHref(answers, quizStepOfField(field)), location),
  }));
  // With JavaScript the page does not reload: take keyboard and screen-reader users to the message.
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div ref={ref} tabIndex={-1} role="alert" className="mt-6 rounded-lg bg-red-50 p-4 text-red-900 outline-none">
      <p className="font-semibold">{t("cityQuiz.errors.title")}</p>
      <p className="mt-1">{refusal.message}</p>
      {missing.length > 0 && (
        <ul className="mt-2 grid gap-1 ps-5 [list-style:disc]">
          {missing.map((item) => (
            <li key={item.href}>
              <Link to={item.href} className="font-medium underline underline-offset-2">
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * One question of the quiz (ADR 0031): a plain form that posts to the page, so it works the same
 * without JavaScript; with it, React Router sends it in the background and focus moves to the
 * new question, or to the message when an answer is missing.
 */
export function QuizStep({ view, total, refusal }: { view: StepView; total: number; refusal?: FormRefusal }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hintId = useId();
  const { question } = view;
  const last = view.step === total;
  const first = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs each time the question changes
  useEffect(() => {
    // Not on the first paint (the page starts at its top), only when the question changes.
    if (first.current) {
      first.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [view.step]);

  return (
    <div>
      <QuizProgress items={view.progress} step={view.step} total={total} />
      {refusal && <Refusal key={refusal.message ?? ""} refusal={refusal} />}
      {/* Keyed by step: each question starts from its own answers, not the inputs of the last one. */}
      <Form
        key={view.step}
        method="post"
        action={view.action}
        noValidate
        className="mt-8"
        aria-busy={navigation.state !== "idle"}
      >
        <input type="hidden" name="step" value={view.step} />
        {view.hidden.map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
        <fieldset aria-describedby={hintId}>
          <legend className="contents">
            <h2
              ref={headingRef}
              tabIndex={-1}
              className="block text-sm font-semibold tracking-wide text-brand-800 uppercase outline-none"
            >
              {t("cityQuiz.progress", { step: String(view.step), total: String(total) })}
            </h2>
            <span className="mt-1 block text-2xl font-bold text-slate-900">{question.text}</span>
          </legend>
          <p id={hintId} className="mt-2 text-slate-700">
            {question.hint}
          </p>
          <div className="mt-5 grid gap-3 sm:grid-cols-2">
            {question.options.map((option) => (
              <label
                key={option.value}
                className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-300 bg-white p-4 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
              >
                <input
                  type={question.multiple ? "checkbox" : "radio"}
                  name={question.field}
                  value={option.value}
                  defaultChecked={option.checked}
                  className="mt-1 size-4 shrink-0 accent-brand-700"
                />
                <span>
                  <span className="block font-semibold text-slate-900">{option.label}</span>
                  {option.hint && <span className="mt-0.5 block text-sm text-slate-700">{option.hint}</span>}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        {/* The forward button comes first: Enter in the form presses it. */}
        <div className="mt-8 flex flex-wrap items-center gap-3">
          <button type="submit" name="intent" value={last ? "finish" : "next"} className={buttonClasses("primary")}>
            {last ? t("cityQuiz.finish") : t("cityQuiz.next")}
          </button>
          {view.step > 1 && (
            <button type="submit" name="intent" value="back" className={buttonClasses("ghost")}>
              {t("cityQuiz.back")}
            </button>
          )}
        </div>
      </Form>
    </div>
  );
}
