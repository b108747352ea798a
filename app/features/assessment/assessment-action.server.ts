import { data, type RouterContextProvider, redirect } from "react-router";
import { apiMessage } from "../../../content/messages/api-messages.ts";
import { AppError, errorStatus } from "../../../server/http/app-error.ts";
import { limitClient, refusalMessage } from "../../../server/http/rate-limit.ts";
import { saveEligibilityAssessment } from "../../../server/modules/eligibility/save-eligibility-assessment.ts";
import { serverContext } from "../../../server/router-context.server.ts";
import { getI18n, getLocale } from "../../i18n/i18next-middleware.server.ts";
import { keepLanguage } from "../../lib/keep-language.ts";
import { currentUser } from "../../lib/viewer.server.ts";
import { assessmentDraftOf, keepAnswers } from "./assessment-draft.server.ts";
import {
  type AskedField,
  firstOpenStep,
  isStepId,
  readStepForm,
  type StepId,
  stepFields,
  stepsFor,
} from "./assessment-steps.ts";
import { checkProfile, checkStep } from "./assessment-validate.ts";
import { resultHref, stepHref } from "./assessment-view.server.ts";

/** What a refused post shows: each field's message (also in the summary at the top), what was typed, or one sentence. */
export type AssessmentActionData = {
  errors: { field: AskedField; label: string; message: string }[];
  values: Partial<Record<AskedField, string>>;
  refusal: string | null;
};

const refused = (body: Partial<AssessmentActionData>, status: number, headers: Headers) =>
  data<AssessmentActionData>({ errors: [], values: {}, refusal: null, ...body }, { status, headers });

export const savedAssessmentHref = (id: string, url: URL) => keepLanguage(`/assessment/saved/${id}`, url);

/**
 * Every form of /assessment posts here, with or without JavaScript. A step's answers are checked
 * with the shared schema and kept in the draft, then the browser goes to the first step still to
 * answer (the summary once all are: after an "Edit", straight back to it). The summary's button
 * and the result's "Save" make the assessment: a visitor sees the top route; a member's is saved
 * (the free plan's monthly limit answered with the date of the next) and opened.
 */
export async function assessmentAction(request: Request, context: Readonly<RouterContextProvider>) {
  const url = new URL(request.url);
  const language = getLocale(context);
  const { t } = getI18n(context);
  const { services, clientIp } = context.get(serverContext);
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : null;
  };
  const step = text("step");
  const intent = text("intent") ?? "next";
  const headers = new Headers();

  const limited = await limitClient(
    services.rateLimiter,
    "assessment",
    clientIp,
    services.config.FORM_RATE_LIMIT_PER_MINUTE,
  );
  if (limited) {
    headers.set("Retry-After", String(limited.retryAfter));
    return refused({ refusal: refusalMessage(language, limited) }, 429, headers);
  }

  const draft = await assessmentDraftOf(request, context, true);
  for (const cookie of draft.cookies) headers.append("set-cookie", cookie);

  if (isStepId(step) && step !== "summary") {
    if (intent === "back") {
      const steps = stepsFor(draft.answers);
      const previous: StepId = steps[Math.max(0, steps.indexOf(step) - 1)] ?? "nationality";
      return redirect(stepHref(previous, url), { status: 303, headers });
    }
    const check = checkStep(step, readStepForm(step, text));
    if (!check.ok) {
      const values = Object.fromEntries(stepFields[step].map((field) => [field, (text(field) ?? "").slice(0, 200)]));
      const errors = stepFields[step].flatMap((field) => {
        const key = check.problems[field];
        return key ? [{ field, label: t(`assessment.fields.${field}`), message: apiMessage(language, key) }] : [];
      });
      return refused({ errors, values }, 400, headers);
    }
    const answers = { ...draft.answers, ...check.answers };
    await keepAnswers(context, draft.owner, answers);
    return redirect(stepHref(firstOpenStep(answers), url), { status: 303, headers });
  }

  // The summary's "See my result", or the result's "Save".
  const open = firstOpenStep(draft.answers);
  if (open !== "summary") return redirect(stepHref(open, url), { status: 303, headers });
  const profile = checkProfile(draft.answers);
  if (!profile.ok) return redirect(stepHref(profile.step, url), { status: 303, headers });
  const user = currentUser(context);
  if (!user) return redirect(resultHref(url), { status: 303, headers });
  try {
    const saved = await saveEligibilityAssessment(services.db, {
      userId: user.id,
      plan: user.userPlan,
      profile: profile.profile,
      language,
    });
    return redirect(savedAssessmentHref(saved.id, url), { status: 303, headers });
  } catch (error) {
    if (error instanceof AppError) {
      return refused(
        { refusal: apiMessage(language, error.messageKey, error.values) },
        errorStatus[error.code],
        headers,
      );
    }
    throw error;
  }
}
