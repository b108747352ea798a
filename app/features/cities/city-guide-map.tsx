import { useTranslation } from "react-i18next";
import type { CityId } from "../../../content/cities/city-types.ts";
import { CityIllustration } from "../../components/shared/city-illustrations.tsx";
import { Link } from "../../components/ui/link.tsx";
import { FranceMap, type FranceMapGeometry } from "./france-map.tsx";

/** On a city's guide: where the city is in France, and the way to compare it with the others. */
export function CityGuideMap({
  city,
  map,
  compareHref,
}: {
  city: CityId;
  map: FranceMapGeometry;
  compareHref: string;
}) {
  const { t } = useTranslation();
  const name = t(`cities.names.${city}`);
  return (
    <aside
      aria-labelledby="city-map-heading"
      className="mt-8 grid items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 break-inside-avoid sm:grid-cols-[14rem_1fr]"
    >
      <FranceMap map={map} highlight={[city]} className="mx-auto max-w-56" />
      <div>
        <CityIllustration city={city} className="mb-3 w-40" />
        <h2 id="city-map-heading" className="font-semibold text-slate-900">
          {t("cities.guide.title", { city: name })}
        </h2>
        <p className="mt-2">
          <Link to={compareHref} className="font-semibold text-brand-700 underline underline-offset-2">
            {t("cities.guide.compare", { city: name })}
          </Link>
        </p>
      </div>
    </aside>
  );
}
