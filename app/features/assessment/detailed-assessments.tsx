import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { buttonClasses } from "../../components/ui/button.tsx";
import { Link } from "../../components/ui/link.tsx";
import type { DetailedAssessmentsView } from "./detailed-assessments-list.server.ts";

/** The profile's list of saved detailed assessments: open one, delete one, or start another. */
export function DetailedAssessments({ view }: { view: DetailedAssessmentsView }) {
  const { t } = useTranslation();
  return (
    <section
      id="detailed-assessments"
      aria-labelledby="detailed-assessments-heading"
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7"
    >
      <h2 id="detailed-assessments-heading" className="text-xl font-bold text-brand-900">
        {t("assessment.list.title")}
      </h2>
      {view.justDeleted && (
        <p role="status" className="mt-3 rounded-lg bg-emerald-50 p-3 text-emerald-900">
          {t("assessment.list.deleted")}
        </p>
      )}
      {view.justClaimed && (
        <p role="status" className="mt-3 rounded-lg bg-emerald-50 p-3 text-emerald-900">
          {t("assessment.list.claimed")}
        </p>
      )}
      {view.resume && (
        <p className="mt-3 rounded-lg bg-brand-50 p-3">
          <Link to={view.resume.href} className="font-semibold text-brand-700 underline underline-offset-2">
            {view.resume.complete ? t("assessment.list.resumeResult") : t("assessment.list.resume")}
          </Link>
        </p>
      )}
      {view.items.length === 0 ? (
        <p className="mt-3 text-slate-700">{t("assessment.list.empty")}</p>
      ) : (
        <ul className="mt-4 grid gap-3">
          {view.items.map((item) => (
            <li
              key={item.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 p-4"
            >
              <div>
                <p className="font-semibold text-slate-900">
                  <time dateTime={item.createdAt}>{item.date}</time>
                </p>
                {item.best && (
                  <p className="text-slate-700">
                    {t("assessment.list.best", { route: item.best.route, verdict: item.best.verdict })}
                  </p>
                )}
              </div>
              <div className="flex items-center gap-3">
                <Link
                  to={item.href}
                  aria-label={t("assessment.list.openLabel", { date: item.date })}
                  className="font-semibold text-brand-700 underline underline-offset-2"
                >
                  {t("assessment.list.open")}
                </Link>
                <Form method="post" action={item.action}>
                  <button
                    type="submit"
                    name="intent"
                    value="delete"
                    aria-label={t("assessment.saved.deleteLabel", { date: item.date })}
                    className={buttonClasses("ghost", "sm")}
                  >
                    {t("assessment.saved.delete")}
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
      {view.nextOn && (
        <p className="mt-3 text-sm text-slate-700">{t("assessment.list.allowance", { date: view.nextOn })}</p>
      )}
      <p className="mt-4">
        <Link to={view.start} className={buttonClasses("secondary")}>
          {t("assessment.list.start")}
        </Link>
      </p>
    </section>
  );
}
