import { useTranslation } from "react-i18next";
import { href } from "react-router";
import type { CityId } from "../../../content/cities/city-types.ts";
import type { TextAttributes } from "../../../content/content-language.ts";
import { Prose } from "../../components/shared/figures.tsx";
import { Link } from "../../components/ui/link.tsx";
import type { ComparisonPanel } from "./comparison-model.ts";

type VisasData = Extract<ComparisonPanel, { tab: "visas" }>;

/** Visa info: why these routes suit each city, and a link to each visa's own page. */
export function VisasPanel({ panel, fallback }: { panel: VisasData; fallback: TextAttributes }) {
  const { t } = useTranslation();
  const name = (id: CityId) => t(`cities.names.${id}`);
  return (
    <section aria-labelledby="visas-title" className="mt-8">
      <h2 id="visas-title" className="text-2xl font-bold text-brand-900">
        {t("cities.visas.title")}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">{t("cities.visas.intro")}</p>
      <div
        className={`mt-6 grid gap-6 ${panel.cities.length > 1 ? "md:grid-cols-2" : ""} ${panel.cities.length > 2 ? "xl:grid-cols-3" : ""}`}
      >
        {panel.cities.map((city) => (
          <article
            key={city.id}
            aria-labelledby={`visas-${city.id}`}
            data-city={city.id}
            className="rounded-2xl border border-slate-200 bg-white p-5 break-inside-avoid"
          >
            <h3 id={`visas-${city.id}`} className="text-xl font-bold text-brand-900">
              {name(city.id)}
            </h3>
            <p {...fallback} className="mt-2 text-slate-800">
              <Prose text={city.options} />
            </p>
            <h4 className="mt-4 font-semibold text-slate-900">{t("cities.visas.routes", { city: name(city.id) })}</h4>
            <ul className="mt-2 grid gap-1.5">
              {city.visas.map((visa) => (
                <li key={visa.slug}>
                  <Link
                    to={href("/visa/:slug", { slug: visa.slug })}
                    className="text-brand-700 underline underline-offset-2"
                  >
                    {visa.name}
                  </Link>
                </li>
              ))}
            </ul>
          </article>
        ))}
      </div>
      <p className="mt-6">
        <Link to={href("/visa")} className="font-semibold text-brand-700 underline underline-offset-2">
          {t("cities.visas.allVisas")}
        </Link>
      </p>
    </section>
  );
}
