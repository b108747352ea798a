import type { CityId } from "../../../content/cities/city-types.ts";

/**
 * The catalog key of a city's name (the comparison's `cities.names`), for ids the calculators have
 * already checked against the dataset: one spelling of each city across the site.
 */
export function cityNameKey(id: string) {
  return `cities.names.${id as CityId}` as const;
}
