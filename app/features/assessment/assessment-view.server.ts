import type { TFunction } from "i18next";
import { euros } from "../../../content/eligibility/eligibility-values.ts";
import { formatFactDate } from "../../../content/facts/format-fact.ts";
import { assessmentEn } from "../../../content/i18n/assessment-en.ts";
import { countryName, countryOptions } from "../../../core/countries.ts";
import type { EligibilityResult } from "../../../core/eligibility/eligibility-result.ts";
import { numberFormat } from "../../../core/intl-formats.ts";
import type { Language } from "../../../core/languages.ts";
import { keepLanguage } from "../../lib/keep-language.ts";
import {
  type Answers,
  type AskedField,
  type FieldSpec,
  fieldSpecs,
  isStepAnswered,
  type StepId,
  stepFields,
  stepsFor,
} from "./assessment-steps.ts";
import { type RouteView, routeView } from "./route-view.server.ts";

/**
 * What /assessment shows, in the reader's words: a step's questions with their
 * answers so far, the summary with an "Edit" link per answer, or the result. Built on the server
 * with the page's `t`, so the page's script stays small.
 */

export const assessmentPath = "/assessment";

/** The quick wizard's proposed answers (assessment-loader.server.ts) ride along from step to step. */
const proposalParams = ["nationality", "purpose"] as const;

export function stepHref(step: StepId, url: URL): string {
  const params = new URLSearchParams({ step });
  for (const name of proposalParams) {
    const value = url.searchParams.get(name);
    if (value) params.set(name, value.slice(0, 40));
  }
  return keepLanguage(`${assessmentPath}?${params}`, url);
}
export const resultHref = (url: URL) => keepLanguage(`${assessmentPath}?view=result`, url);

export type FieldView = {
  name: AskedField;
  control: "country" | "radio" | "number" | "date" | "text";
  label: string;
  hint: string | null;
  /** The answer so far, as the control holds it. */
  value: string;
  options: { value: string; label: string }[];
  required: boolean;
  /** amount: euros (decimals allowed); whole: a whole number. */
  numeric: "whole" | "amount" | null;
};

export type ProgressItem = {
  id: StepId;
  number: number;
  label: string;
  state: "done" | "current" | "todo";
  href: string;
};

export type StepView = {
  mode: "step";
  step: StepId;
  number: number;
  total: number;
  title: string;
  intro: string;
  fields: FieldView[];
  progress: ProgressItem[];
  action: string;
  /** The list of countries, when the step asks for one (named in the reader's language). */
  countries: { code: string; name: string }[] | null;
};

export type SummaryRow = { field: AskedField; label: string; answer: string; editHref: string };
export type SummaryGroup = { step: StepId; title: string; editHref: string; rows: SummaryRow[] };

export type SummaryView = {
  mode: "summary";
  step: "summary";
  number: number;
  total: number;
  title: string;
  intro: string;
  groups: SummaryGroup[];
  progress: ProgressItem[];
  action: string;
};

export type ResultView = {
  mode: "result";
  figuresOn: string;
  top: RouteView | null;
  /** A member saves it; a visitor is asked to create an account or sign in first. */
  member: boolean;
  links: { register: string; signIn: string; change: string };
  action: string;
};

const hintOf = (t: TFunction, field: AskedField) =>
  Object.hasOwn(assessmentEn.hints, field) ? t(`assessment.hints.${field as keyof typeof assessmentEn.hints}`) : null;

function optionsOf(t: TFunction, field: AskedField, spec: FieldSpec) {
  if (spec.kind === "yes-no")
    return ["yes", "no"].map((value) => ({ value, label: t(`assessment.${value as "yes"}`) }));
  if (spec.kind === "yes-no-unknown") {
    return ["yes", "no", "unknown"].map((value) => ({ value, label: t(`assessment.${value as "yes"}`) }));
  }
  if (spec.kind !== "choice") return [];
  const names = assessmentEn.options[field as keyof typeof assessmentEn.options];
  return (spec.options ?? []).map((value) => ({
    value,
    label: names && Object.hasOwn(names, value) ? t(`assessment.options.${field}.${value}` as "assessment.yes") : value,
  }));
}

/** An answer as its control holds it: "yes"/"no"/"unknown" for the yes/no questions. */
function controlValue(spec: FieldSpec, value: unknown): string {
  if (value === undefined) return "";
  if (spec.kind === "yes-no") return value === true ? "yes" : value === false ? "no" : "";
  if (spec.kind === "yes-no-unknown") return value === true ? "yes" : value === false ? "no" : "unknown";
  return value === null ? "" : String(value);
}

const controlOf = (spec: FieldSpec): FieldView["control"] =>
  spec.kind === "country"
    ? "country"
    : spec.kind === "whole" || spec.kind === "amount"
      ? "number"
      : spec.kind === "date" || spec.kind === "text"
        ? spec.kind
        : "radio";

function progressOf(t: TFunction, answers: Answers, current: StepId, url: URL): ProgressItem[] {
  return stepsFor(answers).map((id, index) => ({
    id,
    number: index + 1,
    label: t(`assessment.steps.${id}.short`),
    state: id === current ? "current" : id !== "summary" && isStepAnswered(id, answers) ? "done" : "todo",
    href: stepHref(id, url),
  }));
}

/**
 * `proposed`: answers given elsewhere (the quick wizard's nationality and purpose), shown as the
 * step's starting values where the draft has none; kept only once the person sends the step.
 */
export function stepView(
  t: TFunction,
  language: Language,
  answers: Answers,
  step: StepId,
  url: URL,
  proposed: Answers = {},
): StepView {
  const steps = stepsFor(answers);
  const fields = stepFields[step].map((name): FieldView => {
    const spec: FieldSpec = fieldSpecs[name];
    return {
      name,
      control: controlOf(spec),
      label: t(`assessment.fields.${name}`),
      hint: hintOf(t, name),
      value: controlValue(spec, answers[name] ?? proposed[name]),
      options: optionsOf(t, name, spec),
      required: spec.required === true,
      numeric: spec.kind === "whole" || spec.kind === "amount" ? spec.kind : null,
    };
  });
  return {
    mode: "step",
    step,
    number: steps.indexOf(step) + 1,
    total: steps.length,
    title: t(`assessment.steps.${step}.title`),
    intro: t(`assessment.steps.${step}.intro`),
    fields,
    progress: progressOf(t, answers, step, url),
    action: stepHref(step, url),
    countries: fields.some((field) => field.control === "country") ? [...countryOptions(language)] : null,
  };
}

/** An answer in words, for the summary. */
export function answerText(t: TFunction, language: Language, field: AskedField, value: unknown): string {
  const spec: FieldSpec = fieldSpecs[field];
  if (spec.kind === "date")
    return typeof value === "string" ? formatFactDate(value, language) : t("assessment.summary.today");
  if (spec.kind === "yes-no-unknown" && value === null) return t("assessment.unknown");
  if (value === null || value === undefined || value === "") return t("assessment.summary.notAnswered");
  switch (spec.kind) {
    case "country":
      return countryName(String(value), language);
    case "yes-no":
    case "yes-no-unknown":
      return t(value === true ? "assessment.yes" : "assessment.no");
    case "choice":
      return optionsOf(t, field, spec).find((option) => option.value === value)?.label ?? String(value);
    case "amount":
      return euros(Number(value), language);
    case "whole":
      return numberFormat(language).format(Number(value));
    default:
      return String(value);
  }
}

export function summaryView(t: TFunction, language: Language, answers: Answers, url: URL): SummaryView {
  const steps = stepsFor(answers);
  const groups = steps
    .filter((step) => step !== "summary")
    .map((step) => ({
      step,
      title: t(`assessment.steps.${step}.title`),
      editHref: stepHref(step, url),
      rows: stepFields[step]
        // A partner's nationality means nothing to a single person.
        .filter((field) => !(field === "spouseNationality" && answers.familyStatus === "single"))
        .map((field) => ({
          field,
          label: t(`assessment.fields.${field}`),
          answer: answerText(t, language, field, answers[field]),
          editHref: `${stepHref(step, url)}#field-${field}`,
        })),
    }));
  return {
    mode: "summary",
    step: "summary",
    number: steps.length,
    total: steps.length,
    title: t("assessment.steps.summary.title"),
    intro: t("assessment.steps.summary.intro"),
    groups,
    progress: progressOf(t, answers, "summary", url),
    action: keepLanguage(`${assessmentPath}?${new URLSearchParams({ step: "summary" })}`, url),
  };
}

export function resultView(language: Language, result: EligibilityResult, member: boolean, url: URL): ResultView {
  const top = result.routes[0];
  const back = `${assessmentPath}?view=result`;
  return {
    mode: "result",
    figuresOn: formatFactDate(result.date, language),
    top: top ? routeView(top, language, url, false) : null,
    member,
    links: {
      register: keepLanguage(`/register?${new URLSearchParams({ redirectTo: back })}`, url),
      signIn: keepLanguage(`/login?${new URLSearchParams({ redirectTo: back })}`, url),
      change: stepHref("summary", url),
    },
    action: resultHref(url),
  };
}
