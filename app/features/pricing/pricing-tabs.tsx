import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type PricingTab, pricingHref, pricingTabs } from "./pricing-query.ts";

const tabKeys = {
  subscriptions: "pricing.tabs.subscriptions",
  individuals: "pricing.tabs.individuals",
  business: "pricing.tabs.business",
  "eu-eea": "pricing.tabs.euEea",
} as const satisfies Record<PricingTab, string>;

/**
 * The page's sections as links (`?tab=`), not script-driven tabs: the server renders the chosen
 * panel, so they work without JavaScript, with the keyboard (Tab, Enter) and from a shared link.
 * The chosen one carries aria-current and a visible underline, not colour alone.
 */
export function PricingTabs({ current, search }: { current: PricingTab; search: URLSearchParams }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("pricing.tabsLabel")} className="mt-10 border-b border-slate-200">
      <ul className="-mb-px flex flex-wrap gap-x-2 gap-y-1">
        {pricingTabs.map((tab) => {
          const selected = tab === current;
          return (
            <li key={tab}>
              <Link
                to={pricingHref(search, { tab })}
                preventScrollReset
                aria-current={selected ? "page" : undefined}
                className={`inline-flex min-h-11 items-center border-b-4 px-3 py-2 font-semibold transition-colors ${
                  selected
                    ? "border-brand-700 text-brand-900"
                    : "border-transparent text-slate-700 hover:border-slate-300 hover:text-brand-800"
                }`}
              >
                {t(tabKeys[tab])}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
