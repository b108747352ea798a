import { useTranslation } from "react-i18next";
import { LinkTabs } from "../../components/ui/link-tabs.tsx";
import { type PricingTab, pricingHref, pricingTabs } from "./pricing-query.ts";

const tabKeys = {
  subscriptions: "pricing.tabs.subscriptions",
  individuals: "pricing.tabs.individuals",
  business: "pricing.tabs.business",
  "eu-eea": "pricing.tabs.euEea",
} as const satisfies Record<PricingTab, string>;

/** The pricing page's sections (`?tab=`), keeping the billing toggle's state. */
export function PricingTabs({ current, search }: { current: PricingTab; search: URLSearchParams }) {
  const { t } = useTranslation();
  return (
    <LinkTabs
      label={t("pricing.tabsLabel")}
      tabs={pricingTabs.map((tab) => ({
        id: tab,
        label: t(tabKeys[tab]),
        href: pricingHref(search, { tab }),
        current: tab === current,
      }))}
    />
  );
}
