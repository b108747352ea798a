import { useTranslation } from "react-i18next";
import { redirect } from "react-router";
import { textAttributes } from "../../content/content-language.ts";
import { citiesParam, requestedCities, selectCities } from "../../core/city-comparison.ts";
import { listFormat } from "../../core/intl-formats.ts";
import { Breadcrumbs } from "../components/shared/content-layout.tsx";
import { FiguresProvider } from "../components/shared/figures.tsx";
import { SourcesList } from "../components/shared/sources-list.tsx";
import { Link } from "../components/ui/link.tsx";
import { CityPicker } from "../features/cities/city-picker.tsx";
import { comparisonHref, comparisonTabOf } from "../features/cities/comparison-query.ts";
import { ComparisonTabs } from "../features/cities/comparison-tabs.tsx";
import { cityIds, comparisonView } from "../features/cities/comparison-view.server.ts";
import { CostsPanel } from "../features/cities/costs-panel.tsx";
import { FranceMap } from "../features/cities/france-map.tsx";
import { franceMapGeometry } from "../features/cities/france-map-geometry.server.ts";
import { OverviewPanel } from "../features/cities/overview-panel.tsx";
import { PracticalPanel } from "../features/cities/practical-panel.tsx";
import { SaveComparison } from "../features/cities/save-comparison.tsx";
import { saveComparisonFromForm } from "../features/cities/save-comparison-action.server.ts";
import { saveComparisonView } from "../features/cities/save-comparison-view.server.ts";
import { ScoresTable } from "../features/cities/scores-table.tsx";
import { TooManyCities } from "../features/cities/selection-notices.tsx";
import { VisasPanel } from "../features/cities/visas-panel.tsx";
import { getI18n, getLocale } from "../i18n/i18next-middleware.server.ts";
import { refusalFor } from "../lib/form-refusal.ts";
import { pinnedLanguage } from "../lib/keep-language.ts";
import { breadcrumbJsonLd, seoMeta } from "../lib/seo.ts";
import { siteUrlOf } from "../lib/site-url.server.ts";
import type { Route } from "./+types/city-comparison";

/** Comparisons offered before anything is chosen: pairs people often weigh against each other. */
const examples = [
  ["paris", "lyon"],
  ["lyon", "bordeaux"],
  ["marseille", "nice"],
  ["toulouse", "bordeaux"],
  ["lyon", "annecy"],
] as const;

export async function loader({ url, context }: Route.LoaderArgs) {
  const { t } = getI18n(context);
  const language = getLocale(context);
  const pinned = pinnedLanguage(url);
  const tab = comparisonTabOf(url.searchParams);
  const raw = url.searchParams.getAll("cities");
  const requested = requestedCities(raw, cityIds);
  // A plain form sends ?cities=lyon&cities=nice: answer with the shareable ?cities=lyon,nice.
  const canonical = comparisonHref({ cities: requested, tab, language: pinned });
  if (raw.length > 1 || (raw.length === 1 && raw[0] !== citiesParam(requested))) throw redirect(canonical);

  const selection = selectCities(requested);
  const view = comparisonView(selection.compared, tab, language);
  const names = selection.compared.map((id) => t(`cities.names.${id}`));
  const list = listFormat(language, { type: "conjunction" }).format(names);

  const siteUrl = siteUrlOf(context);
  const trail = [
    { name: t("content.home"), path: "/" },
    { name: t("cities.title"), path: "/city-comparison" },
  ];
  return {
    tab,
    selection,
    cityIds,
    pinned,
    ...view,
    map: franceMapGeometry,
    // Save it (premium, dfy), where it is kept, or what saving needs (ADR 0062). The canonical
    // address (the request's own has %2C) is where a visitor comes back to after signing in.
    save: await saveComparisonView(context, url, selection.compared, canonical),
    trail,
    seo: {
      title: `${names.length > 1 ? t("cities.titleWith", { cities: list }) : t("cities.title")} · Passerelle`,
      description: t("cities.metaDescription"),
      siteUrl,
      path: "/city-comparison",
      language,
      jsonLd: [breadcrumbJsonLd(siteUrl, language, trail)],
    },
  };
}

/** "Save this comparison" (premium and dfy), posted by the page's own form. */
export async function action({ request, context }: Route.ActionArgs) {
  return saveComparisonFromForm(request, context);
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => seoMeta(loaderData?.seo, location);

/**
 * /city-comparison: two or three of the seven cities side by side, chosen with a GET
 * form and kept in the address (`?cities=lyon,nice&tab=costs`), so a shared link shows the same
 * comparison, rendered by the server, with or without JavaScript. Maps and charts are SVG drawn
 * on the server (ADR 0030); every chart has its table. Everyone compares up to three cities with
 * every tab; premium and dfy members also save a comparison to their dashboard (ADR 0062).
 */
export default function CityComparison({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { selection, tab, columns, panel, figures, pinned, textLanguage, map } = loaderData;
  const compared = selection.compared;
  // City texts exist in English and French; an Arabic page marks the English ones (ADR 0027).
  const fallback = textAttributes(textLanguage, i18n.language);
  const separator = t("cities.listSeparator");

  return (
    <FiguresProvider figures={figures}>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
        <Breadcrumbs trail={loaderData.trail} />
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{t("cities.title")}</h1>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{t("cities.intro")}</p>

        <CityPicker cityIds={loaderData.cityIds} compared={compared} tab={tab} />

        {selection.beyondMaximum.length > 0 && <TooManyCities refused={selection.beyondMaximum} />}

        {compared.length === 0 ? (
          <section aria-labelledby="examples-title" className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,22rem)_1fr]">
            <div className="mx-auto w-full max-w-sm">
              <FranceMap map={map} />
            </div>
            <div>
              <p className="text-slate-800">{t("cities.empty")}</p>
              <h2 id="examples-title" className="mt-6 text-xl font-bold text-brand-900">
                {t("cities.examplesTitle")}
              </h2>
              <ul className="mt-3 grid gap-2">
                {examples.map((pair) => (
                  <li key={pair.join()}>
                    <Link
                      to={comparisonHref({ cities: pair, language: pinned })}
                      className="text-brand-700 underline underline-offset-2"
                    >
                      {pair.map((id) => t(`cities.names.${id}`)).join(separator)}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          </section>
        ) : (
          <>
            {compared.length === 1 && <p className="mt-6 text-slate-800">{t("cities.single")}</p>}
            <ComparisonTabs current={tab} cities={compared} pinnedLanguage={pinned} />
            {i18n.language !== textLanguage && (
              <p className="mt-4 rounded-lg bg-sand-100 p-3 text-sm text-slate-800">{t("cities.textsInEnglish")}</p>
            )}
            {panel.tab === "overview" && (
              <OverviewPanel
                panel={panel}
                columns={columns}
                map={map}
                fallback={fallback}
                guideHref={(slug) => `/${slug}`}
              />
            )}
            {panel.tab === "costs" && <CostsPanel panel={panel} cities={compared} fallback={fallback} />}
            {panel.tab === "lifestyle" && (
              <section aria-labelledby="scores-title" className="mt-8">
                <ScoresTable
                  title={t("cities.scores.lifestyleTitle")}
                  note={panel.note}
                  rows={panel.rows}
                  cities={compared}
                  fallback={fallback}
                />
              </section>
            )}
            {panel.tab === "practical" && <PracticalPanel panel={panel} cities={compared} fallback={fallback} />}
            {panel.tab === "visas" && <VisasPanel panel={panel} fallback={fallback} />}
          </>
        )}
        {loaderData.save && (
          <SaveComparison view={loaderData.save} refusal={refusalFor(actionData, "save-comparison")} />
        )}
        <SourcesList figures={Object.values(figures)} />
      </div>
    </FiguresProvider>
  );
}
