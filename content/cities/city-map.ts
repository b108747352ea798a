import type { CityId } from "./city-types.ts";

/**
 * Where each city sits, for the map of France (app/features/cities/france-map.tsx): the position
 * of its town hall (hôtel de ville), in degrees (WGS 84), rounded to 0.01° — about a kilometre,
 * less than a pixel on a map of the whole country.
 *
 * Official reference: the French administration's geographic API (geo.api.gouv.fr, run by Etalab
 * from IGN Admin Express and INSEE's official geographic code), field `mairie` of each commune,
 * e.g. https://geo.api.gouv.fr/communes/69123?fields=nom,mairie,centre — each city's INSEE code is
 * kept here so its point can be checked. The machine these were written on could not reach the
 * API: the points are the town halls' known positions, and they agree within 0.02° with the API's
 * `centre` answers on record for Paris (2.347, 48.8589), Lyon (4.8351, 45.758) and Toulouse
 * (1.4317, 43.6007). Check the others against the API when it is reachable.
 */
export type CityPosition = { inseeCode: string; longitude: number; latitude: number };

export const cityPositions: Record<CityId, CityPosition> = {
  paris: { inseeCode: "75056", longitude: 2.35, latitude: 48.86 },
  lyon: { inseeCode: "69123", longitude: 4.84, latitude: 45.77 },
  marseille: { inseeCode: "13055", longitude: 5.37, latitude: 43.3 },
  nice: { inseeCode: "06088", longitude: 7.28, latitude: 43.7 },
  bordeaux: { inseeCode: "33063", longitude: -0.58, latitude: 44.84 },
  toulouse: { inseeCode: "31555", longitude: 1.44, latitude: 43.6 },
  annecy: { inseeCode: "74010", longitude: 6.13, latitude: 45.9 },
};
