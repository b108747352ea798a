import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { buttonClasses } from "../../components/ui/button.tsx";
import { Link } from "../../components/ui/link.tsx";
import type { AssessmentActionData } from "./assessment-action.server.ts";
import { AssessmentErrors } from "./assessment-step-form.tsx";
import type { ResultView } from "./assessment-view.server.ts";
import { RouteCard } from "./route-card.tsx";

/**
 * The result before it is saved: the top route with its verdict and reasons;
 * a visitor is asked to create an account or sign in (and comes back here), a member saves it.
 */
export function AssessmentResult({ view, actionData }: { view: ResultView; actionData?: AssessmentActionData }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    <div className="mt-6 grid gap-6">
      <p className="text-slate-700">{t("assessment.result.figuresOn", { date: view.figuresOn })}</p>
      <AssessmentErrors actionData={actionData} />
      <section aria-labelledby="top-route">
        <h2 id="top-route" className="text-2xl font-bold text-slate-900">
          {t("assessment.result.title")}
        </h2>
        <div className="mt-4">
          {view.top ? <RouteCard route={view.top} /> : <p>{t("assessment.result.noRoute")}</p>}
        </div>
      </section>
      <section aria-labelledby="save-result" className="rounded-2xl border border-brand-200 bg-brand-50 p-5 sm:p-6">
        <h2 id="save-result" className="text-xl font-bold text-brand-900">
          {view.member ? t("assessment.result.memberTitle") : t("assessment.result.visitorTitle")}
        </h2>
        <p className="mt-2 text-slate-800">
          {view.member ? t("assessment.result.memberText") : t("assessment.result.visitorText")}
        </p>
        {view.member ? (
          <Form method="post" action={view.action} className="mt-4" aria-busy={navigation.state !== "idle"}>
            <input type="hidden" name="step" value="summary" />
            <button type="submit" name="intent" value="save" className={buttonClasses("primary")}>
              {t("assessment.result.save")}
            </button>
          </Form>
        ) : (
          <div className="mt-4 flex flex-wrap gap-3">
            <Link to={view.links.register} className={buttonClasses("primary")}>
              {t("assessment.result.register")}
            </Link>
            <Link to={view.links.signIn} className={buttonClasses("secondary")}>
              {t("assessment.result.signIn")}
            </Link>
          </div>
        )}
      </section>
      <p>
        <Link to={view.links.change} className="font-semibold text-brand-700 underline underline-offset-2">
          {t("assessment.result.changeAnswers")}
        </Link>
      </p>
      <p className="text-sm text-slate-700">{t("assessment.result.guidance")}</p>
    </div>
  );
}
