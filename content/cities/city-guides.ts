import type { CityId } from "./city-types.ts";

/**
 * The cities that have a guide of their own (content/guides/), by guide slug: the guide shows the
 * map with its city highlighted and leads to the comparison, and the comparison leads back.
 */
export const cityGuideSlugs: Partial<Record<CityId, string>> = {
  paris: "paris-guide",
  lyon: "lyon-digital-nomads",
  marseille: "marseille-living",
  nice: "retiring-nice",
};

/** The city a guide is about, or undefined for the other guides and pages. */
export function cityOfGuide(slug: string): CityId | undefined {
  const entry = Object.entries(cityGuideSlugs).find(([, guide]) => guide === slug);
  return entry?.[0] as CityId | undefined;
}
