import { useTranslation } from "react-i18next";
import type { CityId } from "../../../content/cities/city-types.ts";
import type { TextAttributes } from "../../../content/content-language.ts";
import { ChartFigure } from "../../components/ui/bar-chart.tsx";
import { type ScoreRow, scoreMax } from "./comparison-model.ts";
import { BestMark, bestCellClasses, ComparisonTable, cellClasses } from "./comparison-table.tsx";

/**
 * Scores out of ten: the chart, the same scores as a table with the highest of each row marked,
 * and the written rubric behind them (what each score measures, what each band means).
 */
export function ScoresTable({
  title,
  note,
  rows,
  cities,
  fallback,
}: {
  title: string;
  note: string;
  rows: ScoreRow[];
  cities: readonly CityId[];
  fallback: TextAttributes;
}) {
  const { t } = useTranslation();
  const name = (id: CityId) => t(`cities.names.${id}`);
  const max = String(scoreMax);
  return (
    <>
      <h2 id="scores-title" className="text-2xl font-bold text-brand-900">
        {title}
      </h2>
      <p {...fallback} className="mt-2 max-w-3xl text-slate-700">
        {note}
      </p>

      <ChartFigure
        caption={t("cities.scores.chartTitle")}
        note={t("cities.scores.chartNote")}
        title={`${title} — ${t("cities.scores.chartTitle")}`}
        groups={rows.map((row) => ({
          key: row.metric,
          label: t(`cities.metrics.${row.metric}`),
          max: scoreMax,
          rows: row.cells.map((cell, index) => ({
            key: cities[index]!,
            label: name(cities[index]!),
            value: cell.value,
            valueText: cell.text,
          })),
        }))}
      />

      <p className="mt-6 max-w-3xl text-sm text-slate-700">{t("cities.best.rule")}</p>
      <ComparisonTable
        caption={t("cities.scores.tableCaption")}
        metricHeader={t("cities.scores.metric")}
        cities={cities}
      >
        {rows.map((row) => (
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
                <span data-value="score">{t("cities.scores.outOfTen", { score: cell.text, max })}</span>
                {cell.best && <BestMark kind="highest" />}
              </td>
            ))}
          </tr>
        ))}
      </ComparisonTable>

      <details className="mt-4 max-w-3xl rounded-xl border border-slate-200 bg-white p-4">
        <summary className="cursor-pointer font-semibold text-slate-900">{t("cities.scores.rubricTitle")}</summary>
        <div className="mt-3 grid gap-4 text-sm">
          {rows.map((row) => (
            <div key={row.metric}>
              <h3 className="font-semibold text-slate-900">{t(`cities.metrics.${row.metric}`)}</h3>
              <p {...fallback} className="text-slate-700">
                {row.measures}
              </p>
              <ul {...fallback} className="mt-1 grid gap-0.5 text-slate-700">
                {row.bands.map((band) => (
                  <li key={band.range}>
                    <span className="font-semibold text-slate-900">{band.range}</span> {band.meaning}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </details>
    </>
  );
}
