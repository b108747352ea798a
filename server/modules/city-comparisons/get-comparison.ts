import type { Language } from "../../../core/languages.ts";
import type { Db } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";
import { type ComparisonSummary, comparisonColumns, toComparisonSummary } from "./comparison-record.ts";

/**
 * One saved comparison of this account. Another account's answers the same 404 as a missing one,
 * so an id reveals nothing about comparisons that are not yours.
 */
export async function getComparison(
  db: Db,
  userId: string,
  id: string,
  language: Language,
): Promise<ComparisonSummary> {
  const row = await db
    .selectFrom("saved_comparisons")
    .select(comparisonColumns)
    .where("id", "=", id.toLowerCase())
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) throw new AppError("not_found", "comparison_not_found");
  return toComparisonSummary(row, language);
}
