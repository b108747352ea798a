import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { buttonClasses } from "../../components/ui/button.tsx";
import { Link } from "../../components/ui/link.tsx";
import type { AssessmentActionData } from "./assessment-action.server.ts";
import { AssessmentErrors, AssessmentProgress } from "./assessment-step-form.tsx";
import type { SummaryGroup, SummaryView } from "./assessment-view.server.ts";

/** Every answer by step, each with an "Edit" link to its question (also used on a saved assessment). */
export function AnswerGroups({ groups, editable }: { groups: SummaryGroup[]; editable: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4">
      {groups.map((group) => (
        <section
          key={group.step}
          aria-labelledby={`answers-${group.step}`}
          className="rounded-xl border border-slate-200 bg-white p-4"
        >
          <h3 id={`answers-${group.step}`} className="font-bold text-brand-900">
            {group.title}
          </h3>
          <dl className="mt-2 grid gap-2">
            {group.rows.map((row) => (
              <div key={row.field} className="grid gap-x-4 sm:grid-cols-[1fr_auto_auto] sm:items-baseline">
                <dt className="text-sm text-slate-700">{row.label}</dt>
                <dd className="font-medium text-slate-900">
                  <bdi>{row.answer}</bdi>
                </dd>
                {editable && (
                  <dd>
                    <Link
                      to={row.editHref}
                      className="text-sm font-semibold text-brand-700 underline underline-offset-2"
                    >
                      {t("assessment.summary.edit")}
                      <span className="sr-only"> — {row.label}</span>
                    </Link>
                  </dd>
                )}
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}

/** The last step: the answers to check, then "See my result". */
export function AssessmentSummary({ view, actionData }: { view: SummaryView; actionData?: AssessmentActionData }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    <div>
      <AssessmentProgress items={view.progress} number={view.number} total={view.total} />
      <AssessmentErrors actionData={actionData} />
      <h2 className="mt-8 text-2xl font-bold text-slate-900">{view.title}</h2>
      <p className="mt-1 text-slate-700">{view.intro}</p>
      <div className="mt-6">
        <AnswerGroups groups={view.groups} editable />
      </div>
      <Form method="post" action={view.action} className="mt-8" aria-busy={navigation.state !== "idle"}>
        <input type="hidden" name="step" value="summary" />
        <button type="submit" name="intent" value="finish" className={buttonClasses("primary")}>
          {t("assessment.finish")}
        </button>
      </Form>
    </div>
  );
}
