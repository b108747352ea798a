import { citiesParam } from "../../../core/city-comparison.ts";
import type { Language } from "../../../core/languages.ts";
import { languageParam } from "../../../core/negotiate-language.ts";

/**
 * The comparison's state lives in its address, so it can be shared and is rendered by the server
 * with or without JavaScript: `?cities=lyon,nice&tab=costs`, plus `?lang=` when the visitor
 * arrived on a pinned language (ADR 0026). Commas stay commas (URLSearchParams would write %2C),
 * because people read and type these addresses.
 */
export const comparisonTabs = ["overview", "costs", "lifestyle", "practical", "visas"] as const;
export type ComparisonTab = (typeof comparisonTabs)[number];

export const comparisonPath = "/city-comparison";

export function comparisonTabOf(search: URLSearchParams): ComparisonTab {
  const value = search.get("tab");
  return (comparisonTabs as readonly string[]).includes(value ?? "") ? (value as ComparisonTab) : "overview";
}

/** The address of a comparison; the overview tab is the default and is not written. */
export function comparisonHref({
  cities,
  tab = "overview",
  language = null,
}: {
  cities: readonly string[];
  tab?: ComparisonTab;
  language?: Language | null;
}): string {
  const parts: string[] = [];
  if (cities.length > 0) parts.push(`cities=${citiesParam(cities)}`);
  if (tab !== "overview") parts.push(`tab=${tab}`);
  if (language) parts.push(`${languageParam}=${language}`);
  return parts.length > 0 ? `${comparisonPath}?${parts.join("&")}` : comparisonPath;
}
