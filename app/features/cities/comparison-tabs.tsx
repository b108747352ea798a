import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Language } from "../../../core/languages.ts";
import { type ComparisonTab, comparisonHref, comparisonTabs } from "./comparison-query.ts";

/**
 * The comparison's sections as links that keep the selection (`?cities=…&tab=costs`), like the
 * pricing tabs: the server renders the chosen one, so they work without JavaScript, with the
 * keyboard and from a shared address. The current one has aria-current and an underline.
 */
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
    <nav aria-label={t("cities.tabsLabel")} className="mt-10 border-b border-slate-200 print:hidden">
      <ul className="-mb-px flex flex-wrap gap-x-2 gap-y-1">
        {comparisonTabs.map((tab) => {
          const selected = tab === current;
          return (
            <li key={tab}>
              <Link
                to={comparisonHref({ cities, tab, language: pinnedLanguage })}
                preventScrollReset
                aria-current={selected ? "page" : undefined}
                className={`inline-flex min-h-11 items-center border-b-4 px-3 py-2 font-semibold transition-colors ${
                  selected
                    ? "border-brand-700 text-brand-900"
                    : "border-transparent text-slate-700 hover:border-slate-300 hover:text-brand-800"
                }`}
              >
                {t(`cities.tabs.${tab}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
