import type { CityMatch, QuizAnswers } from "../../../core/city-quiz.ts";
import type { Db } from "../../db/database.ts";
import { storedRanking } from "./quiz-result-record.ts";

/**
 * Keeps a signed-in user's quiz result as their last one (ADR 0031). One statement that inserts or
 * replaces the account's row (`user_id` is unique): two saves at once (two tabs) cannot leave two
 * rows or fail on each other, on SQLite or PostgreSQL.
 */
export async function saveQuizResult(
  db: Db,
  userId: string,
  result: { answers: QuizAnswers; ranking: CityMatch[]; maxPoints: number },
  now = new Date(),
): Promise<void> {
  const values = {
    answers_json: JSON.stringify(result.answers),
    ranking_json: JSON.stringify(storedRanking(result.ranking, result.maxPoints)),
    created_at: now.toISOString(),
  };
  await db
    .insertInto("city_quiz_results")
    .values({ id: crypto.randomUUID(), user_id: userId, ...values })
    .onConflict((conflict) => conflict.column("user_id").doUpdateSet(values))
    .execute();
}
