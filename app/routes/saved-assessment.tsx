import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { data, href } from "react-router";
import { isAssessmentId } from "../../core/assessment-claim.ts";
import { asLanguage } from "../../core/languages.ts";
import { openWizard, WizardLauncher } from "../components/shared/wizard-launcher.tsx";
import { Link } from "../components/ui/link.tsx";
import { AssessmentAnswers, TopOptionsList } from "../features/account/assessment-answers.tsx";
import { savedAssessmentView } from "../features/account/saved-assessment-view.server.ts";
import { WizardResults } from "../features/wizard/wizard-results.tsx";
import type { AssessmentResult } from "../features/wizard/wizard-state.ts";
import { getI18n } from "../i18n/i18next-middleware.server.ts";
import { accountPageSeo } from "../lib/account-seo.server.ts";
import { seoMeta } from "../lib/seo.ts";
import { guardedUser } from "../lib/viewer.server.ts";
import type { Route } from "./+types/saved-assessment";

/**
 * One saved wizard run reopened (ADR 0024): the result exactly as it was shown that day. Only the
 * owner's run is found; any other id is the same 404 as a missing page.
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const user = guardedUser(context);
  if (!isAssessmentId(params.id)) throw data(null, { status: 404 });
  const { t } = getI18n(context);
  const { item, answers, result, legacy } = await savedAssessmentView(context, user.id, params.id);
  const title = t("account.profile.assessments.of", { date: item.date });
  return {
    item,
    answers,
    result: result as AssessmentResult,
    legacy,
    seo: accountPageSeo(context, url.pathname, title, t("account.profile.assessments.metaDescription")),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => seoMeta(loaderData?.seo, location);

export default function SavedAssessment({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { item, answers, result, legacy } = loaderData;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const language = asLanguage(i18n.language);

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <p>
        <Link
          to={`${href("/profile")}#my-assessments`}
          className="font-semibold text-brand-700 underline underline-offset-4"
        >
          {t("account.profile.assessments.back")}
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-900">
        <time dateTime={item.createdAt}>{t("account.profile.assessments.of", { date: item.date })}</time>
      </h1>
      <section aria-labelledby="saved-answers" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5">
        <h2 id="saved-answers" className="text-lg font-bold text-brand-900">
          {t("account.profile.assessments.answers")}
        </h2>
        <AssessmentAnswers item={item} className="mt-3" />
      </section>
      <section aria-labelledby="saved-result" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5">
        <h2 id="saved-result" className="text-lg font-bold text-brand-900">
          {t("account.profile.assessments.result")}
        </h2>
        {legacy ? (
          // Stored before costs and times came from the registry: name the options, not old figures.
          <div className="mt-3 grid gap-3">
            <p className="rounded-xl bg-sand-100 p-4 text-slate-800">{t("account.profile.assessments.legacy")}</p>
            <TopOptionsList options={item.topOptions} className="grid list-decimal gap-1 ps-5 text-slate-900" />
          </div>
        ) : (
          <WizardResults
            result={result}
            answers={answers}
            language={language}
            headingRef={headingRef}
            // "Start over" here opens a new assessment; this one stays as it was.
            onRestart={openWizard}
          />
        )}
      </section>
      <WizardLauncher />
    </div>
  );
}
