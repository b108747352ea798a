/**
 * The rules of the city comparison (/city-comparison, ADR 0030): which cities an address asks
 * for, how many are shown side by side, and which value of a row is the best. Pure, so the page,
 * the quiz's "Compare these cities" and the tests share one reading of them.
 *
 * Every viewer compares up to three cities with every tab: even the free plan includes the
 * three-city comparison (ADR 0062). What premium adds, saving comparisons, is ruled in
 * saved-comparison.ts.
 */

/** Nobody compares more than three cities at once, whatever their plan. */
export const maxComparedCities = 3;

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
  /** Shown side by side: the first ones asked for, up to three. */
  compared: Id[];
  /** Refused for everybody: a fourth city and beyond (shown with a message saying so). */
  beyondMaximum: Id[];
};

/** Splits what was asked for into what is compared and what is refused. */
export function selectCities<Id extends string>(requested: readonly Id[]): CitySelection<Id> {
  return {
    compared: requested.slice(0, maxComparedCities),
    beyondMaximum: requested.slice(maxComparedCities),
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
