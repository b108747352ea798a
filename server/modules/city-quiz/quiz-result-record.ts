import { type CityMatch, isCompleteQuiz, type QuizAnswers, readQuizAnswers } from "../../../core/city-quiz.ts";

/** A saved quiz result as the profile shows it: the answers, and each city's points as they were shown. */
export type SavedQuizResult = {
  answers: QuizAnswers;
  maxPoints: number;
  cities: { cityId: string; points: number }[];
  createdAt: string;
};

export type StoredRanking = Omit<SavedQuizResult, "answers" | "createdAt">;

export function storedRanking(ranking: CityMatch[], maxPoints: number): StoredRanking {
  return { maxPoints, cities: ranking.map(({ cityId, points }) => ({ cityId, points })) };
}

/**
 * A stored row read back. The answers go through the quiz's own reader, so a row written under
 * older rules with an answer that no longer exists reads as nothing rather than as a broken page.
 */
export function toSavedQuizResult(row: { answers_json: string; ranking_json: string; created_at: string }) {
  const stored = JSON.parse(row.answers_json) as Record<string, unknown>;
  const { answers } = readQuizAnswers((field) => {
    const value = stored[field === "priority" ? "priorities" : field];
    return (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === "string");
  });
  if (!isCompleteQuiz(answers)) return null;
  const ranking = JSON.parse(row.ranking_json) as StoredRanking;
  return { answers, maxPoints: ranking.maxPoints, cities: ranking.cities, createdAt: row.created_at };
}
