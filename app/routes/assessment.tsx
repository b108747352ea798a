import { useTranslation } from "react-i18next";
import { assessmentAction } from "../features/assessment/assessment-action.server.ts";
import { assessmentLoader } from "../features/assessment/assessment-loader.server.ts";
import { AssessmentResult } from "../features/assessment/assessment-result.tsx";
import { AssessmentStepForm } from "../features/assessment/assessment-step-form.tsx";
import { AssessmentSummary } from "../features/assessment/assessment-summary.tsx";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/assessment";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  return assessmentLoader(request, context, url);
}

/** Every button of the assessment posts here (next, back, see my result, save), with or without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  return assessmentAction(request, context);
}

/** The answers are someone's own: no shared cache keeps them; a claimed draft's cookie is cleared. */
export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  const headers = new Headers([...loaderHeaders, ...actionHeaders]);
  headers.set("Cache-Control", "no-store");
  return headers;
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => seoMeta(loaderData?.seo, location);

/** The second, fuller variant of the wizard, one short step at a time. */
export default function Assessment({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { page } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{t("assessment.title")}</h1>
      {page.mode === "step" && page.number === 1 && (
        <p className="mt-4 max-w-3xl text-lg text-slate-700">{t("assessment.intro")}</p>
      )}
      {page.mode === "step" && <AssessmentStepForm view={page} actionData={actionData} />}
      {page.mode === "summary" && <AssessmentSummary view={page} actionData={actionData} />}
      {page.mode === "result" && <AssessmentResult view={page} actionData={actionData} />}
    </div>
  );
}
