import { z } from "zod";
import { maxComparedCities } from "./city-comparison.ts";
import { comparisonNameMaxLength } from "./comparison-name.ts";
import { missingOr } from "./field-messages.ts";
import { hasAccess, type Viewer } from "./plans.ts";
import { isUuid } from "./uuid.ts";

/**
 * A saved city comparison (ADR 0062): everyone compares up to three cities; premium and dfy ("full
 * city comparison") also keep the comparisons they want to come back to, listed on their dashboard.
 * A saved comparison is a set of two or three city ids in the order they were compared, and a name,
 * or none: an unnamed one is called by its cities in the reader's language, so it reads right
 * whatever language it is opened in.
 *
 * The city ids themselves live in content/ (core imports nothing of ours), so the schema is made
 * from the list of known ids by whoever has it.
 */

/** Premium and dfy save comparisons; visitors and free users compare without saving. */
export function canSaveComparisons(viewer: Viewer): boolean {
  return hasAccess(viewer, "premium");
}

/** A comparison is worth keeping from two cities; three is the most anyone compares. */
export const minSavedCities = 2;
/** Comparisons one account may keep: more than the 21 pairs and 35 trios of seven cities. */
export const maxSavedComparisons = 50;

export function isComparisonId(value: unknown): value is string {
  return isUuid(value);
}

/**
 * The name a person gives: one line of text, at most 80 characters. Missing, null or blank means
 * "no name" (null), and the comparison is then called by its cities.
 */
export const comparisonNameSchema = z
  .string({ error: "comparison_name_invalid" })
  .trim()
  .max(comparisonNameMaxLength, { error: "comparison_name_too_long", abort: true })
  // One line of text: no control characters (a tab, a line break, a NUL).
  .refine((name) => !/\p{Cc}/u.test(name), { error: "comparison_name_invalid" })
  .nullish()
  .transform((name) => (name ? name : null));

// Bounds on what is read before the cities are checked: a body is typed by anyone.
const maxCityValues = 10;
const maxCityIdLength = 32;

/**
 * The cities of a comparison to save: two or three known ids, each once. Read as the address
 * reads them (trimmed, lower case), kept in the order given, which is the order of the columns.
 */
export function comparisonCitiesSchema<Id extends string>(known: readonly Id[]) {
  return z
    .array(
      z.string({ error: "comparison_cities_invalid" }).max(maxCityIdLength, { error: "comparison_cities_invalid" }),
      missingOr("comparison_cities_required", "comparison_cities_invalid"),
    )
    .max(maxCityValues, { error: "comparison_cities_count" })
    .transform((values, ctx) => {
      const ids: Id[] = [];
      for (const value of values) {
        const id = known.find((candidate) => candidate === value.trim().toLowerCase());
        if (!id) {
          ctx.addIssue({ code: "custom", message: "comparison_cities_invalid" });
          return z.NEVER;
        }
        if (ids.includes(id)) {
          ctx.addIssue({ code: "custom", message: "comparison_cities_repeated" });
          return z.NEVER;
        }
        ids.push(id);
      }
      if (ids.length < minSavedCities || ids.length > maxComparedCities) {
        ctx.addIssue({ code: "custom", message: "comparison_cities_count" });
        return z.NEVER;
      }
      return ids;
    });
}

/** Body of POST /api/city-comparisons: `{ cities: ["paris", "lyon"], name?: "…" }`. */
export function saveComparisonSchema<Id extends string>(known: readonly Id[]) {
  return z.object({ name: comparisonNameSchema, cities: comparisonCitiesSchema(known) });
}
export type SaveComparisonData<Id extends string> = { name: string | null; cities: Id[] };

/**
 * Whether two comparisons hold the same cities, whatever their order: saving Paris and Lyon when
 * Lyon and Paris are kept already would only list the same comparison twice.
 */
export function sameCities(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}
