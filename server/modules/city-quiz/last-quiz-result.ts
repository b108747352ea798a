import type { Db } from "../../db/database.ts";
import { type SavedQuizResult, toSavedQuizResult } from "./quiz-result-record.ts";

/** The user's last saved quiz result, or null. Found by `user_id` only (ADR 0021). */
export async function lastQuizResult(db: Db, userId: string): Promise<SavedQuizResult | null> {
  const row = await db
    .selectFrom("city_quiz_results")
    .select(["answers_json", "ranking_json", "created_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .executeTakeFirst();
  return row ? toSavedQuizResult(row) : null;
}
