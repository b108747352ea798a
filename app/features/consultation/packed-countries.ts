import type { CountryOption } from "../../../core/countries.ts";

/**
 * The localised country list travels from the home loader to the browser as one string,
 * "AFAfghanistan\nAXÅland Islands…" (a two-letter code, then the name), instead of about 250
 * small objects: the page's serialised data is several kilobytes smaller.
 */
export function packCountries(countries: readonly CountryOption[]): string {
  return countries.map((country) => `${country.code}${country.name}`).join("\n");
}

export function unpackCountries(packed: string): CountryOption[] {
  if (!packed) return [];
  return packed.split("\n").map((line) => ({ code: line.slice(0, 2), name: line.slice(2) }));
}
