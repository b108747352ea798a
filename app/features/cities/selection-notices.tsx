import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { CityId } from "../../../content/cities/city-types.ts";
import { buttonClasses } from "../../components/ui/button.tsx";

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

/**
 * A visitor's or free user's third city: the first two are compared below, and this says so
 * plainly, with the plan that compares three and, for visitors, the way to sign in first.
 */
export function UpgradeForThirdCity({
  shown,
  refused,
  planName,
  pricingHref,
  signInHref,
}: {
  shown: readonly CityId[];
  refused: readonly CityId[];
  planName: string;
  pricingHref: string;
  signInHref: string | null;
}) {
  const { t } = useTranslation();
  const list = useCityList();
  return (
    <section
      aria-labelledby="upgrade-third-city"
      className="mt-6 rounded-xl border border-brand-200 bg-brand-50 p-5 print:hidden"
    >
      <h2 id="upgrade-third-city" className="font-semibold text-brand-900">
        {t("cities.upgrade.title")}
      </h2>
      <p className="mt-1 text-slate-800">
        {t("cities.upgrade.text", { shown: list(shown), cities: list(refused), plan: planName })}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-4">
        <Link to={pricingHref} className={buttonClasses("primary", "sm")}>
          {t("cities.upgrade.cta", { plan: planName })}
        </Link>
        {signInHref && (
          <Link to={signInHref} className="text-brand-700 underline underline-offset-2">
            {t("cities.upgrade.signIn")}
          </Link>
        )}
      </div>
    </section>
  );
}
