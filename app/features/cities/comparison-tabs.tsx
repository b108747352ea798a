import { useTranslation } from "react-i18next";
import type { Language } from "../../../core/languages.ts";
import { LinkTabs } from "../../components/ui/link-tabs.tsx";
import { type ComparisonTab, comparisonHref, comparisonTabs } from "./comparison-query.ts";

/** The comparison's sections as links that keep the selection (`?cities=…&tab=costs`). */
export function ComparisonTabs({
  current,
  cities,
  pinnedLanguage,
}: {
  current: ComparisonTab;
  cities: readonly string[];
  pinnedLanguage: Language | null;
}) {
  const { t } = useTranslation();
  return (
    <LinkTabs
      label={t("cities.tabsLabel")}
      className="print:hidden"
      tabs={comparisonTabs.map((tab) => ({
        id: tab,
        label: t(`cities.tabs.${tab}`),
        href: comparisonHref({ cities, tab, language: pinnedLanguage }),
        current: tab === current,
      }))}
    />
  );
}
