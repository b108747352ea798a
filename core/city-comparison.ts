import { hasAccess, type Viewer } from "./plans.ts";

/**
 * The rules of the city comparison (/city-comparison, issue 13): which cities an address asks
 * for, how many a viewer may see side by side, and which value of a row is the best. Pure, so the
 * page, the quiz's "Compare these cities" and the tests share one reading of them.
 */

/** Nobody compares more than three cities at once (spec §2 and §8). */
export const maxComparedCities = 3;

/** What visitors and free users see side by side (decisions.md "Plans and access"). */
export const freeComparedCities = 2;

/** Visitors and free users compare two cities; premium and dfy three. */
export function comparisonLimit(viewer: Viewer): number {
  return hasAccess(viewer, "premium") ? maxComparedCities : freeComparedCities;
}

// An address is typed by anyone: read a bounded number of short values, never the whole string.
const maxValues = 20;
const maxIdLength = 32;

/**
 * The cities an address asks for, in its order: `?cities=lyon,nice` (the shareable form) or
 * `?cities=lyon&cities=nice` (what a plain HTML form sends), or both mixed. Ids are compared in
 * lower case; unknown ids and repeats are dropped.
 */
export function requestedCities<Id extends string>(values: readonly string[], known: readonly Id[]): Id[] {
  const ids: Id[] = [];
  const parts = values.flatMap((value) => value.split(",")).slice(0, maxValues);
  for (const part of parts) {
    const id = part.trim().toLowerCase().slice(0, maxIdLength);
    const match = known.find((candidate) => candidate === id);
    if (match && !ids.includes(match)) ids.push(match);
  }
  return ids;
}

export type CitySelection<Id extends string> = {
  /** Shown side by side: the first ones asked for, up to the viewer's limit. */
  compared: Id[];
  /** Refused because of the plan: a visitor's or free user's third city (shown with an upgrade offer). */
  beyondPlan: Id[];
  /** Refused for everybody: a fourth city and beyond. */
  beyondMaximum: Id[];
  /** How many this viewer may compare. */
  limit: number;
};

/** Splits what was asked for into what is compared and what is refused, and why. */
export function selectCities<Id extends string>(requested: readonly Id[], viewer: Viewer): CitySelection<Id> {
  const limit = comparisonLimit(viewer);
  return {
    compared: requested.slice(0, limit),
    beyondPlan: requested.slice(limit, maxComparedCities),
    beyondMaximum: requested.slice(maxComparedCities),
    limit,
  };
}

/** The shareable value of `?cities=`: ids joined by commas, as people write them ("lyon,nice"). */
export function citiesParam(ids: readonly string[]): string {
  return ids.join(",");
}

/** Costs are better lower; scores are better higher. */
export type Better = "lower" | "higher";

/**
 * The positions of the best values of one row: the lowest cost or the highest score. Ties are
 * all best. Nothing is best when fewer than two cities are compared or when every city has the
 * same value, because a mark would then distinguish nothing.
 */
export function bestPositions(values: readonly number[], better: Better): number[] {
  if (values.length < 2) return [];
  const best = better === "lower" ? Math.min(...values) : Math.max(...values);
  const positions = values.flatMap((value, index) => (value === best ? [index] : []));
  return positions.length === values.length ? [] : positions;
}
