import { useTranslation } from "react-i18next";
import type { CityId } from "../../../content/cities/city-types.ts";
import type { TextAttributes } from "../../../content/content-language.ts";
import { ChartFigure } from "../../components/ui/bar-chart.tsx";
import type { ComparisonPanel } from "./comparison-model.ts";
import { BestMark, bestCellClasses, ComparisonTable, cellClasses } from "./comparison-table.tsx";

type CostsPanelData = Extract<ComparisonPanel, { tab: "costs" }>;

/**
 * Costs: the chart of typical values with their ranges, the same figures as a table with the
 * lowest of each row marked, what each cost covers, and each city's estimate basis one click
 * away (the column's "How estimated" link opens it).
 */
export function CostsPanel({
  panel,
  cities,
  fallback,
}: {
  panel: CostsPanelData;
  cities: readonly CityId[];
  fallback: TextAttributes;
}) {
  const { t } = useTranslation();
  const name = (id: CityId) => t(`cities.names.${id}`);
  return (
    <section aria-labelledby="costs-title" className="mt-8">
      <h2 id="costs-title" className="text-2xl font-bold text-brand-900">
        {t("cities.costs.title")}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">{t("cities.costs.intro")}</p>

      <ChartFigure
        caption={t("cities.costs.chartTitle")}
        note={t("cities.costs.chartNote")}
        groups={panel.rows.map((row) => ({
          key: row.metric,
          label: t(`cities.metrics.${row.metric}`),
          max: Math.max(...row.cells.map((cell) => cell.high)),
          rows: row.cells.map((cell, index) => ({
            key: cities[index]!,
            label: name(cities[index]!),
            value: cell.value,
            low: cell.low,
            high: cell.high,
            valueText: cell.typical,
          })),
        }))}
      />

      <p className="mt-6 max-w-3xl text-sm text-slate-700">{t("cities.best.rule")}</p>
      <ComparisonTable
        caption={t("cities.costs.tableCaption")}
        metricHeader={t("cities.costs.metric")}
        cities={cities}
        cityHeaderExtra={(id) => (
          <a
            href={`#basis-${id}`}
            className="ms-2 inline-flex min-h-6 items-center text-xs font-normal text-brand-700 underline underline-offset-2 print:hidden"
          >
            {t("cities.costs.basisLink")}
          </a>
        )}
      >
        {panel.rows.map((row) => (
          <tr key={row.metric} data-metric={row.metric}>
            <th scope="row" className={`${cellClasses} font-medium text-slate-900`}>
              {t(`cities.metrics.${row.metric}`)}
            </th>
            {row.cells.map((cell, index) => (
              <td
                key={cities[index]}
                data-city={cities[index]}
                data-best={cell.best || undefined}
                className={bestCellClasses(cell.best)}
              >
                <span data-value="typical">{cell.typical}</span>
                {cell.best && <BestMark kind="lowest" />}
                <span data-value="range" className="mt-0.5 block text-xs font-normal text-slate-700">
                  {t("cities.costs.rangeLabel")} <bdi>{cell.range}</bdi>
                </span>
              </td>
            ))}
          </tr>
        ))}
      </ComparisonTable>

      <details className="mt-4 max-w-3xl rounded-xl border border-slate-200 bg-white p-4">
        <summary className="cursor-pointer font-semibold text-slate-900">{t("cities.costs.coversTitle")}</summary>
        <dl className="mt-3 grid gap-2 text-sm">
          {panel.rows.map((row) => (
            <div key={row.metric}>
              <dt className="font-semibold text-slate-900">{t(`cities.metrics.${row.metric}`)}</dt>
              <dd {...fallback} className="text-slate-700">
                {row.covers}
              </dd>
            </div>
          ))}
        </dl>
      </details>

      <div className="mt-4 grid max-w-3xl gap-3">
        {panel.bases.map((basis) => (
          <details key={basis.id} className="rounded-xl border border-slate-200 bg-white p-4">
            <summary className="cursor-pointer font-semibold text-slate-900">
              {t("cities.costs.basisTitle", { city: name(basis.id) })}
            </summary>
            <p id={`basis-${basis.id}`} {...fallback} className="mt-2 scroll-mt-24 text-sm text-slate-800">
              {basis.text}
            </p>
            <p className="mt-1 text-sm text-slate-700">{t("cities.costs.estimatedOn", { date: basis.estimatedOn })}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
