import type { Language } from "../../../core/languages.ts";
import type { Db } from "../../db/database.ts";
import { type ComparisonSummary, comparisonColumns, toComparisonSummary } from "./comparison-record.ts";

/** This account's saved comparisons, the most recently saved first. */
export async function listComparisons(db: Db, userId: string, language: Language): Promise<ComparisonSummary[]> {
  const rows = await db
    .selectFrom("saved_comparisons")
    .select(comparisonColumns)
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
  return rows.map((row) => toComparisonSummary(row, language));
}
