import type { Language } from "../../../core/languages.ts";
import { maxSavedComparisons, type SaveComparisonData, sameCities } from "../../../core/saved-comparison.ts";
import type { Db } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";
import { type ComparisonSummary, citiesOf, toComparisonSummary } from "./comparison-record.ts";

/**
 * Saves a comparison (two or three cities, already checked by core/saved-comparison.ts) to this
 * account. Refused with 409 when the account keeps as many as it may, or already keeps the same
 * cities in any order: the dashboard would only list the same comparison twice. The account's
 * comparisons are read whole for both checks; there are at most 50.
 */
export async function saveComparison(
  db: Db,
  userId: string,
  input: SaveComparisonData<string>,
  language: Language,
  now = new Date(),
): Promise<ComparisonSummary> {
  const kept = await db.selectFrom("saved_comparisons").select("cities").where("user_id", "=", userId).execute();
  if (kept.length >= maxSavedComparisons) {
    throw new AppError("conflict", "comparison_limit_reached", [], { max: String(maxSavedComparisons) });
  }
  if (kept.some((row) => sameCities(citiesOf(row.cities), input.cities))) {
    throw new AppError("conflict", "comparison_already_saved");
  }
  const row = {
    id: crypto.randomUUID(),
    user_id: userId,
    name: input.name,
    cities: input.cities.join(","),
    created_at: now.toISOString(),
  };
  await db.insertInto("saved_comparisons").values(row).execute();
  return toComparisonSummary(row, language);
}
