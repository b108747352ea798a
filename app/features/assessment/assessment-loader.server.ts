import { data, type RouterContextProvider, redirect } from "react-router";
import { isCountryCode } from "../../../core/countries.ts";
import { eligibilityPurposes } from "../../../core/eligibility/eligibility-profile.ts";
import { languageParam } from "../../../core/negotiate-language.ts";
import { assessEligibility } from "../../../server/modules/eligibility/assess-eligibility.ts";
import { getI18n, getLocale } from "../../i18n/i18next-middleware.server.ts";
import { keepLanguage } from "../../lib/keep-language.ts";
import { siteUrlOf } from "../../lib/site-url.server.ts";
import { currentUser } from "../../lib/viewer.server.ts";
import { assessmentDraftOf } from "./assessment-draft.server.ts";
import { type Answers, firstOpenStep, isStepId, stepsFor } from "./assessment-steps.ts";
import { checkProfile } from "./assessment-validate.ts";
import {
  assessmentPath,
  type ResultView,
  resultView,
  type StepView,
  type SummaryView,
  stepHref,
  stepView,
  summaryView,
} from "./assessment-view.server.ts";

/** `?nationality=MA&purpose=study`, from the quick wizard's results: proposed on the first steps. */
function proposedAnswers(url: URL): Answers {
  const nationality = url.searchParams.get("nationality");
  const purpose = url.searchParams.get("purpose");
  return {
    ...(isCountryCode(nationality) ? { nationality } : {}),
    ...((eligibilityPurposes as readonly unknown[]).includes(purpose) ? { purpose } : {}),
  };
}

/**
 * What GET /assessment shows: `?step=<id>` a step (only one the answers make relevant, and none
 * beyond the first still to answer), `?step=summary` the answers with their "Edit" links,
 * `?view=result` the result of a complete draft; with nothing asked, the first step still to
 * answer. A signed-in visit claims this browser's visitor draft first.
 */
export async function assessmentLoader(request: Request, context: Readonly<RouterContextProvider>, url: URL) {
  const { t } = getI18n(context);
  const language = getLocale(context);
  const draft = await assessmentDraftOf(request, context);
  const headers = new Headers();
  for (const cookie of draft.cookies) headers.append("set-cookie", cookie);
  const { answers } = draft;
  const open = firstOpenStep(answers);
  const asked = url.searchParams.get("step");
  const steps = stepsFor(answers);

  let page: StepView | SummaryView | ResultView;
  if (url.searchParams.get("view") === "result") {
    const profile = checkProfile(answers);
    if (open !== "summary") throw redirect(stepHref(open, url), { headers });
    if (!profile.ok) throw redirect(stepHref(profile.step, url), { headers });
    page = resultView(language, assessEligibility(profile.profile), currentUser(context) !== null, url);
  } else {
    const step = isStepId(asked) && steps.includes(asked) ? asked : open;
    // Steps are taken in order: one further than the first unanswered waits for it.
    const reachable = steps.indexOf(step) <= steps.indexOf(open) ? step : open;
    if (asked !== null && reachable !== asked) throw redirect(stepHref(reachable, url), { headers });
    page =
      reachable === "summary"
        ? summaryView(t, language, answers, url)
        : stepView(t, language, answers, reachable, url, proposedAnswers(url));
  }

  const answered = [...url.searchParams.keys()].some((key) => key !== languageParam);
  return data(
    {
      page,
      seo: {
        title: `${t("assessment.title")} · Passerelle`,
        description: t("assessment.metaDescription"),
        siteUrl: siteUrlOf(context),
        path: assessmentPath,
        language,
        // One page for search engines: the start. Steps and results are someone's own.
        noindex: answered,
      },
      startHref: keepLanguage(assessmentPath, url),
    },
    { headers },
  );
}
