import { useTranslation } from "react-i18next";
import type { CityId } from "../../../content/cities/city-types.ts";
import type { TextAttributes } from "../../../content/content-language.ts";
import { CityIllustration } from "../../components/shared/city-illustrations.tsx";
import { Prose } from "../../components/shared/figures.tsx";
import { Link } from "../../components/ui/link.tsx";
import type { CityColumn, ComparisonPanel } from "./comparison-model.ts";
import { BestMark } from "./comparison-table.tsx";
import { FranceMap, type FranceMapGeometry } from "./france-map.tsx";

type OverviewData = Extract<ComparisonPanel, { tab: "overview" }>;

/** Overview: the map with the chosen cities highlighted, then one column per city. */
export function OverviewPanel({
  panel,
  columns,
  map,
  fallback,
  guideHref,
}: {
  panel: OverviewData;
  columns: readonly CityColumn[];
  map: FranceMapGeometry;
  fallback: TextAttributes;
  guideHref: (slug: string) => string;
}) {
  const { t } = useTranslation();
  const name = (id: CityId) => t(`cities.names.${id}`);
  return (
    <section aria-labelledby="overview-title" className="mt-8">
      <h2 id="overview-title" className="text-2xl font-bold text-brand-900">
        {t("cities.overview.title")}
      </h2>
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,22rem)_1fr]">
        <div className="mx-auto w-full max-w-sm break-inside-avoid">
          <FranceMap map={map} highlight={columns.map((column) => column.id)} />
        </div>
        <div
          className={`grid gap-6 ${panel.cities.length > 1 ? "md:grid-cols-2" : ""} ${panel.cities.length > 2 ? "xl:grid-cols-3" : ""}`}
        >
          {panel.cities.map((city) => {
            const guide = columns.find((column) => column.id === city.id)?.guideSlug;
            return (
              <article
                key={city.id}
                aria-labelledby={`overview-${city.id}`}
                data-city={city.id}
                className="rounded-2xl border border-slate-200 bg-white p-5 break-inside-avoid"
              >
                <CityIllustration city={city.id} className="mb-3 w-full max-w-48" />
                <h3 id={`overview-${city.id}`} className="text-xl font-bold text-brand-900">
                  {name(city.id)}
                </h3>
                <p {...fallback} className="mt-1 font-medium text-slate-700 italic">
                  {city.tagline}
                </p>
                <div className="mt-4 rounded-lg bg-sand-100 p-3">
                  <p className="text-sm text-slate-700">{t("cities.overview.totalMonthly")}</p>
                  <p className="text-lg font-bold text-slate-900">
                    <span data-value="typical">{city.total.typical}</span>
                    {city.total.best && <BestMark kind="lowest" />}
                  </p>
                  <p className="text-sm text-slate-700">
                    {t("cities.costs.rangeLabel")} <bdi>{city.total.range}</bdi>
                  </p>
                </div>
                <p {...fallback} className="mt-4 text-slate-800">
                  <Prose text={city.overview} />
                </p>
                <h4 className="mt-4 font-semibold text-slate-900">{t("cities.overview.highlights")}</h4>
                <ul {...fallback} className="mt-2 grid list-disc gap-1.5 ps-5 text-slate-800 marker:text-brand-600">
                  {city.highlights.map((item) => (
                    <li key={item}>
                      <Prose text={item} />
                    </li>
                  ))}
                </ul>
                {guide && (
                  <p className="mt-4">
                    <Link to={guideHref(guide)} className="font-semibold text-brand-700 underline underline-offset-2">
                      {t("cities.overview.guide", { city: name(city.id) })}
                    </Link>
                  </p>
                )}
              </article>
            );
          })}
        </div>
      </div>
    </section>
  );
}
