import { data, href, type RouterContextProvider, redirect } from "react-router";
import { apiMessage } from "../../../content/messages/api-messages.ts";
import { rerunPlan } from "../../../core/eligibility/eligibility-allowance.ts";
import { eligibilityDifferences } from "../../../core/eligibility/eligibility-differences.ts";
import { hasAccess } from "../../../core/plans.ts";
import { AppError, errorStatus } from "../../../server/http/app-error.ts";
import { limitClient, refusalMessage } from "../../../server/http/rate-limit.ts";
import { deleteEligibilityAssessment } from "../../../server/modules/eligibility/delete-eligibility-assessment.ts";
import { isEligibilityAssessmentId } from "../../../server/modules/eligibility/eligibility-record.ts";
import { getEligibilityAssessment } from "../../../server/modules/eligibility/get-eligibility-assessment.ts";
import { rerunEligibilityAssessment } from "../../../server/modules/eligibility/rerun-eligibility-assessment.ts";
import { serverContext } from "../../../server/router-context.server.ts";
import { getI18n, getLocale } from "../../i18n/i18next-middleware.server.ts";
import { accountPageSeo } from "../../lib/account-seo.server.ts";
import { keepLanguage } from "../../lib/keep-language.ts";
import { requireUser } from "../../lib/viewer.server.ts";
import { savedAssessmentHref } from "./assessment-action.server.ts";
import { assessmentPath } from "./assessment-view.server.ts";
import { differencesView, savedAssessmentView, savedDate } from "./saved-assessment-view.server.ts";

/** Where the list of a member's detailed assessments is. */
export const detailedListHref = (url: URL) => `${keepLanguage("/profile", url)}#detailed-assessments`;

async function ownAssessment(context: Readonly<RouterContextProvider>, userId: string, id: string) {
  // Any id that is not this account's own reads as a page that does not exist.
  if (!isEligibilityAssessmentId(id)) throw data(null, { status: 404 });
  try {
    return await getEligibilityAssessment(context.get(serverContext).services.db, userId, id);
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") throw data(null, { status: 404 });
    throw error;
  }
}

/** GET /assessment/saved/:id: the owner's assessment, every route ranked; another account's id is a 404. */
export async function savedAssessmentLoader(context: Readonly<RouterContextProvider>, url: URL, id: string) {
  const user = requireUser(context, url);
  const { t } = getI18n(context);
  const language = getLocale(context);
  const saved = await ownAssessment(context, user.id, id);
  const view = savedAssessmentView(t, language, saved, url);
  // A re-run shows what moved since the assessment it re-ran (if that one is still there).
  const previous = saved.rerunOf
    ? await getEligibilityAssessment(context.get(serverContext).services.db, user.id, saved.rerunOf).catch(() => null)
    : null;
  const differences = previous
    ? differencesView(t, language, previous, eligibilityDifferences(previous.result, saved.result), saved.result)
    : null;
  const title = t("assessment.saved.title", { date: view.date });
  return {
    view,
    differences,
    rerunOf: previous
      ? { date: savedDate(previous.createdAt, language), href: savedAssessmentHref(previous.id, url) }
      : null,
    canRerun: hasAccess(user.userPlan, rerunPlan),
    links: {
      back: detailedListHref(url),
      // The PDF in the page's language (the endpoint's `lang`).
      pdf: `/api/eligibility/assessments/${saved.id}/pdf?${new URLSearchParams({ lang: language })}`,
      action: keepLanguage(`/assessment/saved/${saved.id}`, url),
      pricing: keepLanguage("/pricing", url),
      start: keepLanguage(assessmentPath, url),
    },
    seo: accountPageSeo(context, url.pathname, title, t("assessment.saved.metaDescription")),
  };
}

export type SavedAssessmentActionData = { refusal: string };

/**
 * The saved assessment's forms: "Re-run with today's facts" (premium and done-for-you: saved as a
 * new assessment, opened with its differences) and "Delete" (back to the list).
 */
export async function savedAssessmentAction(request: Request, context: Readonly<RouterContextProvider>, id: string) {
  const url = new URL(request.url);
  const user = requireUser(context, url);
  const language = getLocale(context);
  const { services, clientIp } = context.get(serverContext);
  const form = await request.formData();
  const refused = (refusal: string, status: number) => data<SavedAssessmentActionData>({ refusal }, { status });
  const limited = await limitClient(
    services.rateLimiter,
    "assessment",
    clientIp,
    services.config.FORM_RATE_LIMIT_PER_MINUTE,
  );
  if (limited) return refused(refusalMessage(language, limited), 429);
  await ownAssessment(context, user.id, id);
  try {
    if (form.get("intent") === "delete") {
      await deleteEligibilityAssessment(services.db, user.id, id);
      return redirect(`${keepLanguage(`${href("/profile")}?detailed=deleted`, url)}#detailed-assessments`, 303);
    }
    if (form.get("intent") === "rerun") {
      if (!hasAccess(user.userPlan, rerunPlan)) return refused(apiMessage(language, "plan_required"), 403);
      const rerun = await rerunEligibilityAssessment(services.db, {
        userId: user.id,
        plan: user.userPlan,
        id,
        language,
      });
      return redirect(savedAssessmentHref(rerun.assessment.id, url), 303);
    }
  } catch (error) {
    if (error instanceof AppError)
      return refused(apiMessage(language, error.messageKey, error.values), errorStatus[error.code]);
    throw error;
  }
  return refused(apiMessage(language, "invalid_request"), 400);
}
