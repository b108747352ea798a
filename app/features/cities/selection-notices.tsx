import { useTranslation } from "react-i18next";
import type { CityId } from "../../../content/cities/city-types.ts";

function useCityList() {
  const { t } = useTranslation();
  return (ids: readonly CityId[]) => ids.map((id) => t(`cities.names.${id}`)).join(t("cities.listSeparator"));
}

/** A fourth city (or more): refused for everybody, with what was left out and how to change it. */
export function TooManyCities({ refused }: { refused: readonly CityId[] }) {
  const { t } = useTranslation();
  const list = useCityList();
  return (
    <div role="alert" className="mt-6 rounded-xl border border-amber-400 bg-amber-50 p-4 text-amber-950">
      <p className="font-semibold">{t("cities.refused.title")}</p>
      <p className="mt-1">{t("cities.refused.text", { cities: list(refused) })}</p>
    </div>
  );
}
