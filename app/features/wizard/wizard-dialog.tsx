import * as Dialog from "@radix-ui/react-dialog";
import { useEffect, useId, useMemo, useReducer, useRef } from "react";
import { useTranslation } from "react-i18next";
import { countryOptions } from "../../../core/countries.ts";
import { asLanguage, type Language } from "../../../core/languages.ts";
import { type IncomeBand, incomeBands, type Profession, professions } from "../../../core/recommend.ts";
import { Button } from "../../components/ui/button.tsx";
import { CloseIcon } from "../../components/ui/icons.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { showToast } from "../../components/ui/toast-store.ts";
import { refusalMessageOf } from "../../lib/api-failure.ts";
import { apiRequest } from "../../lib/api-request.ts";
import { CountryPicker } from "./country-picker.tsx";
import { incomeLabels } from "./income-labels.ts";
import { WizardResults } from "./wizard-results.tsx";
import { wizardSessionId } from "./wizard-session.ts";
import { sendWizardStarted } from "./wizard-started-beacon.ts";
import {
  type Answers,
  type AssessmentResult,
  initialWizardState,
  isComplete,
  isStepAnswered,
  totalSteps,
  type WizardAction,
  wizardReducer,
} from "./wizard-state.ts";

const questionKeys = { 1: "country", 2: "profession", 3: "income" } as const;

const choiceClasses =
  "flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-slate-300 bg-white px-4 py-3 text-slate-900 hover:border-brand-500 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600";

/** Which explanation the income step shows: take-home pay, a retiree's resources, a student's. */
function incomeHintOf(profession: Profession | ""): "salary" | "retiree" | "student" {
  return profession === "retiree" ? "retiree" : profession === "student" ? "student" : "salary";
}

/** A question answered by one radio button among a few (profession, income). */
function Choices<T extends string>({
  name,
  labelledBy,
  options,
  value,
  onChange,
}: {
  name: string;
  labelledBy: string;
  options: { value: T; label: string }[];
  value: T | "";
  onChange(value: T): void;
}) {
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="grid gap-2 sm:grid-cols-2">
      {options.map((option) => (
        <label key={option.value} className={choiceClasses}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className="size-4 shrink-0 accent-brand-700"
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}

/**
 * The quick assessment: a modal dialog with three questions, a
 * progress bar, then the results the server computed. Radix gives the focus trap, Escape and
 * focus return; focus moves to each new question or result heading so it is announced.
 */
export default function WizardDialog({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The element that had focus when the wizard was opened. */
  returnFocusTo: HTMLElement | null;
}) {
  const { t, i18n } = useTranslation();
  const language: Language = asLanguage(i18n.language);
  // Named here in the browser: the dialog renders only after hydration, so the browser's Intl
  // data cannot cause a mismatch (ADR 0024), and no page carries the list in its HTML (ADR 0050).
  const countryList = useMemo(() => countryOptions(language), [language]);
  const id = useId();
  const [state, dispatchState] = useReducer(wizardReducer, initialWizardState);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moveFocus = useRef(false);

  /** A change the visitor made that replaces the dialog's content: focus follows it. */
  const dispatch = (action: WizardAction, focus = true) => {
    moveFocus.current = focus;
    dispatchState(action);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the visible content changes
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    headingRef.current?.focus();
  }, [state.phase, state.step]);

  // Each opening of the wizard counts as a started wizard (only with consent, ADR 0040).
  useEffect(() => {
    if (open) sendWizardStarted();
  }, [open]);

  const answer = (answers: Partial<Answers>) => dispatch({ type: "answer", answers }, false);

  async function submit() {
    if (!isComplete(state.answers)) return;
    dispatch({ type: "submitted" });
    try {
      const result = await apiRequest<AssessmentResult>("POST", "/api/assessments", {
        ...state.answers,
        sessionId: wizardSessionId(),
      });
      dispatch({ type: "succeeded", result });
    } catch (error) {
      // A refusal says why in the visitor's language (a limit says how long to wait); anything
      // else gets our own message.
      const message = refusalMessageOf(error);
      dispatch({ type: "failed", message });
      showToast({
        title: t("wizard.error.title"),
        description: message ?? t("wizard.error.message"),
        variant: "destructive",
      });
    }
  }

  const questionId = `${id}-question`;
  const incomes = incomeLabels(language, t);
  const answered = state.phase === "questions" && isStepAnswered(state.step, state.answers);
  const last = state.step === totalSteps;

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-slate-900/50" />
        <Dialog.Content
          className="fixed inset-x-0 bottom-0 z-[60] flex max-h-[92dvh] flex-col overflow-y-auto rounded-t-2xl bg-white p-5 shadow-2xl sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(42rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-8"
          // There is no Radix trigger (start buttons and the showWizard event open it): give
          // focus back to whatever had it when the wizard opened.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (returnFocusTo?.isConnected) returnFocusTo.focus();
          }}
        >
          <div className="pe-10">
            <Dialog.Title className="text-2xl font-bold text-brand-900">{t("wizard.title")}</Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-slate-700">{t("wizard.description")}</Dialog.Description>
          </div>

          {state.phase !== "results" && (
            <div className="mt-5">
              <p id={`${id}-progress`} className="text-sm font-semibold text-slate-700">
                {t("wizard.stepOf", { step: state.step, total: totalSteps })}
              </p>
              <div
                role="progressbar"
                aria-labelledby={`${id}-progress`}
                aria-valuemin={1}
                aria-valuemax={totalSteps}
                aria-valuenow={state.step}
                className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
              >
                <div
                  className="h-full rounded-full bg-brand-700 transition-[width] duration-300"
                  style={{ width: `${(state.step / totalSteps) * 100}%` }}
                />
              </div>
            </div>
          )}

          {state.phase === "results" ? (
            <WizardResults
              result={state.result}
              answers={state.answers}
              language={language}
              headingRef={headingRef}
              onRestart={() => dispatch({ type: "restart" })}
            />
          ) : state.phase === "questions" ? (
            <form
              className="mt-6 grid gap-6"
              onSubmit={(event) => {
                event.preventDefault();
                if (!answered) return;
                if (last) void submit();
                else dispatch({ type: "continue" });
              }}
            >
              <div className="grid gap-3">
                <h3
                  id={questionId}
                  ref={headingRef}
                  tabIndex={-1}
                  className="text-lg font-semibold text-slate-900 outline-none"
                >
                  {t(`wizard.questions.${questionKeys[state.step]}`)}
                </h3>
                {state.step === 1 && (
                  <CountryPicker
                    countries={countryList}
                    labelledBy={questionId}
                    value={state.answers.country}
                    onChange={(country) => answer({ country })}
                  />
                )}
                {state.step === 2 && (
                  <Choices<Profession>
                    name={`${id}-profession`}
                    labelledBy={questionId}
                    options={professions.map((value) => ({ value, label: t(`wizard.professions.${value}`) }))}
                    value={state.answers.profession}
                    onChange={(profession) => answer({ profession })}
                  />
                )}
                {state.step === 3 && (
                  <>
                    {/* What the figure is depends on who answers: pay for employees, resources otherwise. */}
                    <p className="text-sm text-slate-700" data-income-hint={incomeHintOf(state.answers.profession)}>
                      {t(`wizard.income.hints.${incomeHintOf(state.answers.profession)}`)}
                    </p>
                    <Choices<IncomeBand>
                      name={`${id}-income`}
                      labelledBy={questionId}
                      options={incomeBands.map((value) => ({ value, label: incomes[value] }))}
                      value={state.answers.income}
                      onChange={(income) => answer({ income })}
                    />
                  </>
                )}
              </div>
              <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
                <Button variant="secondary" disabled={state.step === 1} onClick={() => dispatch({ type: "back" })}>
                  {t("wizard.back")}
                </Button>
                <Button type="submit" disabled={!answered}>
                  {last ? t("wizard.viewResults") : t("wizard.continue")}
                </Button>
              </div>
            </form>
          ) : (
            <div className="mt-6 grid gap-4">
              <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900 outline-none">
                {state.phase === "submitting" ? t("wizard.submitting") : t("wizard.error.heading")}
              </h3>
              {state.phase === "submitting" ? (
                <p role="status" className="flex items-center gap-3 text-slate-700">
                  <Spinner />
                  {t("wizard.submittingText")}
                </p>
              ) : (
                <>
                  <p className="text-slate-700">
                    {state.phase === "failed" && state.message ? state.message : t("wizard.error.message")}
                  </p>
                  <div className="flex flex-wrap justify-between gap-3 border-t border-slate-200 pt-4">
                    <Button variant="secondary" onClick={() => dispatch({ type: "back" })}>
                      {t("wizard.back")}
                    </Button>
                    <Button onClick={() => void submit()}>{t("wizard.error.retry")}</Button>
                  </div>
                </>
              )}
            </div>
          )}

          <Dialog.Close className="absolute end-3 top-3 inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100">
            <CloseIcon />
            <span className="sr-only">{t("wizard.close")}</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
