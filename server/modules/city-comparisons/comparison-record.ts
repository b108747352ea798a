import { cities as dataset, isCityId } from "../../../content/cities/cities.ts";
import type { CityId } from "../../../content/cities/city-types.ts";
import { citiesAr } from "../../../content/i18n/cities-ar.ts";
import { citiesEn } from "../../../content/i18n/cities-en.ts";
import { citiesFr } from "../../../content/i18n/cities-fr.ts";
import { citiesParam } from "../../../core/city-comparison.ts";
import { listFormat } from "../../../core/intl-formats.ts";
import type { Language } from "../../../core/languages.ts";
import type { SavedComparisonsTable } from "../../db/schema.ts";

/** The cities a comparison may hold: the dataset's, in its order. */
export const comparisonCityIds: CityId[] = dataset.map((city) => city.id);

/**
 * A saved comparison as the API and the dashboard show it. `title` is what to call it: its name,
 * or, unnamed, its cities in the reader's language ("Paris, Lyon et Nice"); `href` reopens it.
 */
export type ComparisonSummary = {
  id: string;
  name: string | null;
  title: string;
  cities: CityId[];
  href: string;
  createdAt: string;
};

export const comparisonColumns = ["id", "name", "cities", "created_at"] as const;

type ComparisonRow = Pick<SavedComparisonsTable, (typeof comparisonColumns)[number]>;

// The names the comparison page shows (its picker and columns), so a title reads as the page does.
const cityNames: Record<Language, Record<CityId, string>> = {
  en: citiesEn.names,
  fr: citiesFr.names,
  ar: citiesAr.names,
};

/** The stored "lyon,nice" back as ids; a city the dataset has since lost is left out, not shown raw. */
export function citiesOf(stored: string): CityId[] {
  return stored.split(",").filter(isCityId);
}

export function comparisonTitle(name: string | null, cities: readonly CityId[], language: Language): string {
  if (name) return name;
  return listFormat(language, { type: "conjunction" }).format(cities.map((id) => cityNames[language][id]));
}

export function toComparisonSummary(row: ComparisonRow, language: Language): ComparisonSummary {
  const cities = citiesOf(row.cities);
  return {
    id: row.id,
    name: row.name,
    title: comparisonTitle(row.name, cities, language),
    cities,
    href: `/city-comparison?cities=${citiesParam(cities)}`,
    createdAt: row.created_at,
  };
}
