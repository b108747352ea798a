import { useTranslation } from "react-i18next";
import type { CityId } from "../../../content/cities/city-types.ts";
import type { TextAttributes } from "../../../content/content-language.ts";
import { Prose } from "../../components/shared/figures.tsx";
import type { ComparisonPanel } from "./comparison-model.ts";
import { ComparisonTable, cellClasses } from "./comparison-table.tsx";
import { ScoresTable } from "./scores-table.tsx";

type PracticalData = Extract<ComparisonPanel, { tab: "practical" }>;

/** Practical: internet, transport and English scores, rent control, and what to know first. */
export function PracticalPanel({
  panel,
  cities,
  fallback,
}: {
  panel: PracticalData;
  cities: readonly CityId[];
  fallback: TextAttributes;
}) {
  const { t } = useTranslation();
  const name = (id: CityId) => t(`cities.names.${id}`);
  return (
    <section aria-labelledby="scores-title" className="mt-8">
      <ScoresTable
        title={t("cities.scores.practicalTitle")}
        note={panel.note}
        rows={panel.rows}
        cities={cities}
        fallback={fallback}
      />

      <h2 className="mt-10 text-2xl font-bold text-brand-900">{t("cities.practical.title")}</h2>
      <ComparisonTable
        caption={t("cities.practical.rentControl")}
        metricHeader={t("cities.practical.rentControl")}
        cities={cities}
      >
        <tr data-metric="rentControl">
          <th scope="row" className={`${cellClasses} font-medium text-slate-900`}>
            {t("cities.practical.rentControl")}
          </th>
          {panel.rentControl.map((entry) => (
            <td key={entry.id} data-city={entry.id} className={`${cellClasses} text-slate-800`}>
              <span className="font-semibold">
                {entry.status === "experiment"
                  ? t("cities.practical.rentControlExperiment")
                  : t("cities.practical.rentControlNone")}
              </span>
              <details className="mt-1">
                <summary className="min-h-6 cursor-pointer py-0.5 text-brand-700 underline underline-offset-2">
                  {t("cities.practical.rentControlDetails", { city: name(entry.id) })}
                </summary>
                <p {...fallback} className="mt-1 text-slate-700">
                  <Prose text={entry.text} />
                </p>
              </details>
            </td>
          ))}
        </tr>
      </ComparisonTable>

      <div
        className={`mt-6 grid gap-6 ${cities.length > 1 ? "md:grid-cols-2" : ""} ${cities.length > 2 ? "xl:grid-cols-3" : ""}`}
      >
        {panel.considerations.map((entry) => (
          <article
            key={entry.id}
            aria-labelledby={`considerations-${entry.id}`}
            className="rounded-2xl border border-slate-200 bg-white p-5 break-inside-avoid"
          >
            <h3 id={`considerations-${entry.id}`} className="font-bold text-brand-900">
              {t("cities.practical.considerations")} — {name(entry.id)}
            </h3>
            <ul {...fallback} className="mt-2 grid list-disc gap-1.5 ps-5 text-slate-800 marker:text-brand-600">
              {entry.items.map((item) => (
                <li key={item}>
                  <Prose text={item} />
                </li>
              ))}
            </ul>
          </article>
        ))}
      </div>
    </section>
  );
}
