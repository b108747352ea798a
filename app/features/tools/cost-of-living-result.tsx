import { useTranslation } from "react-i18next";
import type { CostCityView } from "./cost-of-living-view.server.ts";
import { RangeChart } from "./range-chart.tsx";

/** One city's costs: the range chart and, beside it in text, the same figures as a table. */
export function CostOfLivingResult({
  city,
  details,
  rtl,
}: {
  city: CostCityView;
  details: string | null;
  rtl: boolean;
}) {
  const { t } = useTranslation();
  const headingId = `result-${city.cityId}`;
  return (
    <section aria-labelledby={headingId} data-city-result={city.cityId} className="grid gap-5">
      <div>
        <h2 id={headingId} className="text-2xl font-bold text-brand-900">
          {t("tools.costOfLiving.resultTitle", { city: city.cityName })}
        </h2>
        {details && <p className="mt-1 text-slate-700">{details}</p>}
      </div>
      <dl className="grid gap-4 sm:grid-cols-2">
        {(["monthly", "yearly"] as const).map((period) => (
          <div key={period} className="rounded-xl bg-brand-50 p-4" data-total={period}>
            <dt className="text-sm font-semibold text-brand-900">{t(`tools.costOfLiving.${period}`)}</dt>
            <dd className="mt-1">
              <span className="text-2xl font-bold text-brand-900" data-amount="typical">
                {city[period].typical}
              </span>
              <span className="block text-sm text-slate-700">
                {t("tools.range.low")} <span data-amount="low">{city[period].low}</span> · {t("tools.range.high")}{" "}
                <span data-amount="high">{city[period].high}</span>
              </span>
            </dd>
          </div>
        ))}
      </dl>
      <figure className="grid gap-2">
        <RangeChart
          id={`chart-${city.cityId}`}
          rtl={rtl}
          title={t("tools.costOfLiving.chartTitle", { city: city.cityName })}
          description={t("tools.costOfLiving.chartDescription")}
          rows={city.rows.map((row) => ({
            key: row.category,
            label: t(`tools.costOfLiving.categories.${row.category}`),
            typical: row.range.typical,
            values: row.range.values,
          }))}
        />
        <figcaption className="text-sm text-slate-600">{t("tools.costOfLiving.chartDescription")}</figcaption>
      </figure>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[32rem] border-collapse text-start text-sm">
          <caption className="mb-2 text-start font-semibold text-slate-800">
            {t("tools.costOfLiving.tableCaption", { city: city.cityName })}
          </caption>
          <thead>
            <tr className="border-b border-slate-300 text-slate-700">
              <th scope="col" className="py-2 pe-3 text-start font-semibold">
                {t("tools.costOfLiving.category")}
              </th>
              {(["low", "typical", "high"] as const).map((end) => (
                <th key={end} scope="col" className="px-3 py-2 text-end font-semibold">
                  {t(`tools.range.${end}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {city.rows.map((row) => (
              <tr key={row.category} className="border-b border-slate-200">
                <th scope="row" className="py-2 pe-3 text-start font-medium text-slate-800">
                  {t(`tools.costOfLiving.categories.${row.category}`)}
                  {row.category === "other" && (
                    <span className="block text-xs font-normal text-slate-600">
                      {t("tools.costOfLiving.otherNote")}
                    </span>
                  )}
                </th>
                <td className="px-3 py-2 text-end tabular-nums">{row.range.low}</td>
                <td className="px-3 py-2 text-end font-semibold tabular-nums">{row.range.typical}</td>
                <td className="px-3 py-2 text-end tabular-nums">{row.range.high}</td>
              </tr>
            ))}
            {(["monthly", "yearly"] as const).map((period) => (
              <tr key={period} className="border-b border-slate-300 bg-sand-50 font-semibold">
                <th scope="row" className="py-2 pe-3 text-start">
                  {t(`tools.costOfLiving.${period}`)}
                </th>
                <td className="px-3 py-2 text-end tabular-nums">{city[period].low}</td>
                <td className="px-3 py-2 text-end tabular-nums">{city[period].typical}</td>
                <td className="px-3 py-2 text-end tabular-nums">{city[period].high}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** Several cities at once (premium): their totals side by side before each city's detail. */
export function CostComparison({ cities }: { cities: CostCityView[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="cost-compare" className="grid gap-3">
      <h2 id="cost-compare" className="text-2xl font-bold text-brand-900">
        {t("tools.costOfLiving.compareTitle")}
      </h2>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[32rem] border-collapse text-sm">
          <caption className="mb-2 text-start font-semibold text-slate-800">
            {t("tools.costOfLiving.compareCaption")}
          </caption>
          <thead>
            <tr className="border-b border-slate-300 text-slate-700">
              <th scope="col" className="py-2 pe-3 text-start font-semibold">
                {t("tools.costOfLiving.city")}
              </th>
              <th scope="col" className="px-3 py-2 text-end font-semibold">
                {t("tools.costOfLiving.monthly")}
              </th>
              <th scope="col" className="px-3 py-2 text-end font-semibold">
                {t("tools.costOfLiving.yearly")}
              </th>
            </tr>
          </thead>
          <tbody>
            {cities.map((city) => (
              <tr key={city.cityId} className="border-b border-slate-200">
                <th scope="row" className="py-2 pe-3 text-start font-medium">
                  <a href={`#result-${city.cityId}`} className="text-brand-800 underline underline-offset-2">
                    {city.cityName}
                  </a>
                </th>
                {(["monthly", "yearly"] as const).map((period) => (
                  <td key={period} className="px-3 py-2 text-end tabular-nums">
                    {t("tools.range.summary", {
                      low: city[period].low,
                      typical: city[period].typical,
                      high: city[period].high,
                    })}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
