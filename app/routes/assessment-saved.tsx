import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { buttonClasses } from "../components/ui/button.tsx";
import { Link } from "../components/ui/link.tsx";
import { AnswerGroups } from "../features/assessment/assessment-summary.tsx";
import { RouteCard } from "../features/assessment/route-card.tsx";
import { savedAssessmentAction, savedAssessmentLoader } from "../features/assessment/saved-assessment.server.ts";
import { ConsultationForm } from "../features/consultation/consultation-form.tsx";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/assessment-saved";

export async function loader({ context, url, params }: Route.LoaderArgs) {
  return savedAssessmentLoader(context, url, params.id);
}

/** "Re-run with today's facts" and "Delete", plain forms that work without JavaScript. */
export async function action({ request, context, params }: Route.ActionArgs) {
  return savedAssessmentAction(request, context, params.id);
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => seoMeta(loaderData?.seo, location);

/**
 * A member's saved detailed assessment: every route ranked with its
 * reasons, documents, cost and time, the PDF, a re-run for premium members, and a consultation
 * request prefilled with the result.
 */
export default function SavedDetailedAssessment({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { view, differences, rerunOf, canRerun, links } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <p>
        <Link to={links.back} className="font-semibold text-brand-700 underline underline-offset-4">
          {t("assessment.saved.back")}
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-900">
        <time dateTime={view.createdAt}>{t("assessment.saved.title", { date: view.date })}</time>
      </h1>
      <p className="mt-2 text-slate-700">{t("assessment.result.figuresOn", { date: view.figuresOn })}</p>
      {rerunOf && (
        <p className="mt-1 text-slate-700">
          <Link to={rerunOf.href} className="text-brand-700 underline underline-offset-2">
            {t("assessment.saved.rerunOf", { date: rerunOf.date })}
          </Link>
        </p>
      )}
      {actionData?.refusal && (
        <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-4 font-semibold text-red-900">
          {actionData.refusal}
        </p>
      )}
      {differences && (
        <section aria-labelledby="differences" className="mt-6 rounded-2xl border border-amber-200 bg-amber-50 p-5">
          <h2 id="differences" className="text-lg font-bold text-brand-900">
            {t("assessment.saved.differencesTitle", { date: differences.since })}
          </h2>
          {differences.lines.length === 0 ? (
            <p className="mt-2 text-slate-800">{t("assessment.saved.noDifferences", { date: differences.since })}</p>
          ) : (
            <ul className="mt-2 grid list-disc gap-1 ps-5 text-slate-800">
              {differences.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </section>
      )}
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <a href={links.pdf} className={buttonClasses("primary")} data-pdf-link="">
          {t("assessment.saved.pdf")}
        </a>
        {canRerun && (
          <Form method="post" action={links.action} aria-busy={navigation.state !== "idle"}>
            <button type="submit" name="intent" value="rerun" className={buttonClasses("secondary")}>
              {t("assessment.saved.rerun")}
            </button>
          </Form>
        )}
      </div>
      <p className="mt-2 text-sm text-slate-700">
        {canRerun ? (
          t("assessment.saved.rerunText")
        ) : (
          <Link to={links.pricing} className="underline underline-offset-2">
            {t("assessment.saved.rerunPremium")}
          </Link>
        )}
      </p>

      <section aria-labelledby="all-routes" className="mt-10">
        <h2 id="all-routes" className="text-2xl font-bold text-slate-900">
          {t("assessment.saved.routes")}
        </h2>
        <ol className="mt-4 grid gap-4">
          {view.routes.map((route, index) => (
            <li key={route.slug}>
              <RouteCard route={route} rank={index + 1} />
            </li>
          ))}
        </ol>
        {view.notApplicable.length > 0 && (
          <details className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-4">
            <summary className="cursor-pointer font-semibold text-slate-900">
              {t("assessment.saved.notApplicable", { number: String(view.notApplicable.length) })}
            </summary>
            <ul className="mt-3 grid gap-3">
              {view.notApplicable.map((route) => (
                <li key={route.slug}>
                  <RouteCard route={{ ...route, details: null }} />
                </li>
              ))}
            </ul>
          </details>
        )}
      </section>

      <section aria-labelledby="saved-answers" className="mt-10">
        <h2 id="saved-answers" className="text-2xl font-bold text-slate-900">
          {t("assessment.saved.answers")}
        </h2>
        <div className="mt-4">
          <AnswerGroups groups={view.answers} editable={false} />
        </div>
        <p className="mt-4">
          <Link to={links.start} className="font-semibold text-brand-700 underline underline-offset-2">
            {t("assessment.result.changeAnswers")}
          </Link>
        </p>
      </section>

      <section aria-labelledby="adviser" className="mt-10 rounded-2xl border border-slate-200 bg-white p-5 sm:p-7">
        <h2 id="adviser" className="text-2xl font-bold text-slate-900">
          {t("assessment.saved.adviserTitle")}
        </h2>
        <p className="mt-2 text-slate-700">{t("assessment.saved.adviserText")}</p>
        <div className="mt-4">
          <ConsultationForm key={view.id} prefill={view.consultation} />
        </div>
      </section>

      <Form method="post" action={links.action} className="mt-8">
        <button type="submit" name="intent" value="delete" className={buttonClasses("ghost")}>
          {t("assessment.saved.delete")}
        </button>
      </Form>
      <p className="mt-6 text-sm text-slate-700">{t("assessment.result.guidance")}</p>
    </div>
  );
}
