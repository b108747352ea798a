import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { CityIllustration } from "../../components/shared/city-illustrations.tsx";
import { buttonClasses } from "../../components/ui/button.tsx";
import { DataTable, tableCell } from "../../components/ui/data-table.tsx";
import { Link } from "../../components/ui/link.tsx";
import type { ResultView } from "./quiz-view.server.ts";

function SaveStatus({ view }: { view: ResultView }) {
  const { t } = useTranslation();
  if (view.save === "saved") {
    return (
      <p className="text-sm text-slate-700" role="status">
        {t("cityQuiz.result.saved")}{" "}
        <Link to={view.links.profile} className="font-semibold text-brand-800 underline underline-offset-2">
          {t("cityQuiz.result.savedLink")}
        </Link>
      </p>
    );
  }
  if (view.save === "can-save") {
    return (
      <Form method="post" action={view.saveForm.action}>
        {view.saveForm.hidden.map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" name="intent" value="save" className={buttonClasses("secondary", "sm")}>
          {t("cityQuiz.result.save")}
        </button>
      </Form>
    );
  }
  return (
    <p className="text-sm text-slate-700">
      {t("cityQuiz.result.signInToSave")}{" "}
      <Link to={view.links.signIn} className="font-semibold text-brand-800 underline underline-offset-2">
        {t("cityQuiz.result.signIn")}
      </Link>
    </p>
  );
}

/**
 * The quiz's answer (ADR 0031): the best match with every reason and caveat that came out of the
 * scoring, the way to compare the top three, the other cities with their points, and the whole
 * points table, so nothing about the ranking is hidden.
 */
export function QuizResult({ view, map }: { view: ResultView; map?: ReactNode }) {
  const { t } = useTranslation();
  const { top } = view;
  return (
    <div className="mt-6 grid gap-10">
      <section
        aria-labelledby="quiz-top-match"
        className="grid gap-6 rounded-2xl border border-brand-200 bg-white p-5 shadow-sm sm:p-7 lg:grid-cols-[3fr_2fr]"
      >
        <div>
          <CityIllustration city={top.id} className="mb-4 w-full max-w-60" />
          <h2 id="quiz-top-match" className="text-2xl font-bold text-brand-900">
            {top.name} <span className="text-base font-semibold text-slate-700">· {top.points}</span>
          </h2>
          <h3 className="mt-5 font-semibold text-slate-900">{t("cityQuiz.result.why")}</h3>
          <ul className="mt-2 grid gap-1.5 ps-5 text-slate-800 [list-style:disc]" data-testid="quiz-reasons">
            {top.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
          <h3 className="mt-5 font-semibold text-slate-900">{t("cityQuiz.result.keepInMind")}</h3>
          {top.caveats.length > 0 ? (
            <ul className="mt-2 grid gap-1.5 ps-5 text-slate-800 [list-style:disc]">
              {top.caveats.map((caveat) => (
                <li key={caveat}>{caveat}</li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-slate-700">{t("cityQuiz.result.nothingAgainst")}</p>
          )}
        </div>
        {map && (
          <div>
            <h3 className="sr-only">{t("cityQuiz.result.mapTitle")}</h3>
            {map}
          </div>
        )}
      </section>

      <section aria-labelledby="quiz-next" className="grid gap-4">
        <h2 id="quiz-next" className="text-xl font-bold text-brand-900">
          {t("cityQuiz.result.actionsTitle")}
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          <Link to={view.links.compare} className={buttonClasses("primary")}>
            {t("cityQuiz.result.compare")}
          </Link>
          <Link to={view.links.retake} className={buttonClasses("secondary")}>
            {t("cityQuiz.result.retake")}
          </Link>
          <Link to={view.links.change} className={buttonClasses("ghost")}>
            {t("cityQuiz.result.changeAnswers")}
          </Link>
        </div>
        <p className="text-sm text-slate-700">{t("cityQuiz.result.compareHint", { cities: view.compareCities })}</p>
        <SaveStatus view={view} />
      </section>

      <section aria-labelledby="quiz-others">
        <h2 id="quiz-others" className="text-xl font-bold text-brand-900">
          {t("cityQuiz.result.othersTitle")}
        </h2>
        <p className="mt-1 text-slate-700">{t("cityQuiz.result.othersIntro")}</p>
        <ol className="mt-4 grid gap-3">
          {view.others.map((city) => (
            <li key={city.id} className="rounded-xl border border-slate-200 bg-white p-4">
              <p className="flex items-center gap-3 font-semibold text-slate-900">
                <CityIllustration city={city.id} className="w-12 shrink-0" />
                <span>
                  {city.name} <span className="font-normal text-slate-700">· {city.points}</span>
                </span>
              </p>
              {(city.reasons.length > 0 || city.caveats.length > 0) && (
                <ul className="mt-1 grid gap-0.5 text-sm text-slate-700">
                  {city.reasons.slice(0, 2).map((reason) => (
                    <li key={reason}>
                      <span aria-hidden="true">+ </span>
                      {reason}
                    </li>
                  ))}
                  {city.caveats.slice(0, 1).map((caveat) => (
                    <li key={caveat}>
                      <span aria-hidden="true">− </span>
                      {caveat}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="quiz-table" className="grid gap-3">
        <h2 id="quiz-table" className="text-xl font-bold text-brand-900">
          {t("cityQuiz.result.tableTitle")}
        </h2>
        <DataTable
          caption={t("cityQuiz.result.tableCaption")}
          columns={[
            t("cityQuiz.result.city"),
            ...view.table.columns.map((column) => column.label),
            t("cityQuiz.result.total"),
          ]}
        >
          {view.table.rows.map((row) => (
            <tr key={row.name}>
              <th scope="row" className={`${tableCell} font-semibold text-slate-900`}>
                {row.name}
              </th>
              {row.points.map((points, index) => (
                <td key={view.table.columns[index]?.id} className={`${tableCell} tabular-nums`}>
                  {points}
                </td>
              ))}
              <td className={`${tableCell} font-semibold tabular-nums`}>{row.total}</td>
            </tr>
          ))}
        </DataTable>
      </section>

      <div className="grid gap-8 md:grid-cols-2">
        <section aria-labelledby="quiz-answers">
          <h2 id="quiz-answers" className="text-xl font-bold text-brand-900">
            {t("cityQuiz.result.answersTitle")}
          </h2>
          <dl className="mt-3 grid gap-2">
            {view.answers.map((item) => (
              <div key={item.question}>
                <dt className="text-sm text-slate-600">{item.question}</dt>
                <dd className="font-medium text-slate-900">{item.answer}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="quiz-how">
          <h2 id="quiz-how" className="text-xl font-bold text-brand-900">
            {t("cityQuiz.result.howTitle")}
          </h2>
          <ul className="mt-3 grid gap-2 text-sm text-slate-700">
            {view.how.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
