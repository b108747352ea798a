import { useTranslation } from "react-i18next";
import { Link } from "../../components/ui/link.tsx";
import type { BudgetResultView } from "./budget-view.server.ts";

/**
 * The moving budget: each item with how it was reached, the total, the monthly saving target and
 * the progress of the savings, then the visa's resources condition with a plain verdict.
 */
export function BudgetResult({ result, details }: { result: BudgetResultView; details: string | null }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="budget-result" className="grid gap-6" data-budget-result>
      <div>
        <h2 id="budget-result" className="text-2xl font-bold text-brand-900">
          {t("tools.budget.resultTitle")}
        </h2>
        {details && <p className="mt-1 text-slate-700">{details}</p>}
      </div>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[32rem] border-collapse text-sm">
          <caption className="sr-only">{t("tools.budget.resultTitle")}</caption>
          <tbody>
            {result.items.map((item) => (
              <tr key={item.id} className="border-b border-slate-200 align-top" data-item={item.id}>
                <th scope="row" className="py-3 pe-3 text-start">
                  <span className="font-semibold text-slate-900">{t(`tools.budget.items.${item.id}`)}</span>
                  <span className="mt-0.5 block font-normal text-slate-600">{item.detail}</span>
                </th>
                <td className="py-3 ps-3 text-end text-base font-semibold whitespace-nowrap tabular-nums">
                  {item.factKeys.length > 0 ? (
                    <a href="#sources" className="underline decoration-brand-200 decoration-2 underline-offset-2">
                      {item.amount}
                    </a>
                  ) : (
                    item.amount
                  )}
                </td>
              </tr>
            ))}
            <tr className="bg-brand-50" data-item="total">
              <th scope="row" className="py-3 pe-3 text-start text-base font-bold text-brand-900">
                {t("tools.budget.total")}
              </th>
              <td className="py-3 ps-3 text-end text-xl font-bold whitespace-nowrap text-brand-900 tabular-nums">
                {result.total}
              </td>
            </tr>
          </tbody>
        </table>
      </div>

      <dl className="grid gap-4 sm:grid-cols-3">
        <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-figure="savings">
          <dt className="text-sm text-slate-700">{t("tools.budget.savings")}</dt>
          <dd className="mt-1 text-xl font-bold text-slate-900 tabular-nums">{result.savings}</dd>
        </div>
        <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-figure="to-save">
          <dt className="text-sm text-slate-700">{t("tools.budget.toSave")}</dt>
          <dd className="mt-1 text-xl font-bold text-slate-900 tabular-nums">{result.toSave}</dd>
        </div>
        <div className="rounded-xl bg-brand-50 p-4 ring-1 ring-brand-200" data-figure="monthly-target">
          <dt className="text-sm text-brand-900">
            {t("tools.budget.monthlyTarget")} <span className="text-slate-600">({result.monthlyTargetDetail})</span>
          </dt>
          <dd className="mt-1 text-xl font-bold text-brand-900 tabular-nums">{result.monthlyTarget}</dd>
        </div>
      </dl>
      <p className="text-slate-800">{result.targetNote}</p>

      <div>
        <p id="savings-progress-label" className="text-sm font-semibold text-slate-800">
          {t("tools.budget.progressLabel")}
        </p>
        {/* The bar is a picture of the sentence after it, which says the same in words. */}
        <div aria-hidden="true" className="mt-2 h-4 w-full overflow-hidden rounded-full bg-slate-200">
          <div className="h-full rounded-full bg-brand-700" style={{ width: `${result.progressPercent}%` }} />
        </div>
        <p className="mt-1 text-sm text-slate-700" data-progress={result.progressPercent}>
          {result.progressText}
        </p>
      </div>

      <section aria-labelledby="resources-check" className="rounded-2xl border border-slate-200 bg-white p-5">
        <h3 id="resources-check" className="text-lg font-bold text-brand-900">
          {t("tools.budget.resourcesTitle")}
        </h3>
        {result.resources ? (
          <div data-resources={result.resources.outcome}>
            <p className="mt-2 text-slate-800">{result.resources.text}</p>
            <p
              className={`mt-3 inline-block rounded-full px-3 py-1 text-sm font-bold ${
                result.resources.outcome === "meets" ? "bg-emerald-100 text-emerald-900" : "bg-amber-100 text-amber-900"
              }`}
            >
              {result.resources.verdict}
            </p>
            <p className="mt-2 text-slate-800">{result.resources.explanation}</p>
            {result.resources.note && <p className="mt-2 text-sm text-slate-600">{result.resources.note}</p>}
          </div>
        ) : (
          <p className="mt-2 text-slate-800">{result.noResources}</p>
        )}
        <Link
          to={result.visaHref}
          className="mt-3 inline-block font-semibold text-brand-800 underline underline-offset-2"
        >
          {t("tools.budget.visaPage", { visa: result.visaName })}
        </Link>
      </section>
    </section>
  );
}
