import { randomUUID } from "node:crypto";
import type { Language } from "../../../core/languages.ts";
import { type AssessmentAnswers, type RecommendedOption, recommend } from "../../../core/recommend.ts";
import type { Db } from "../../db/database.ts";

/** `userId`: the signed-in account that ran the wizard, which then owns the run (ADR 0021). */
export type RunAssessmentInput = AssessmentAnswers & { sessionId: string; language: Language; userId?: string | null };

/**
 * Computes the quick wizard's recommendation on the server, with the same engine the browser
 * could run, and stores the run (answers, result, session, language, time) before answering.
 */
export async function runAssessment(
  db: Db,
  input: RunAssessmentInput,
  now = new Date(),
): Promise<{ id: string; options: RecommendedOption[] }> {
  const options = recommend({ country: input.country, profession: input.profession, income: input.income });
  const id = randomUUID();
  await db
    .insertInto("assessments")
    .values({
      id,
      session_id: input.sessionId,
      country: input.country,
      profession: input.profession,
      income: input.income,
      result_json: JSON.stringify(options),
      language: input.language,
      created_at: now.toISOString(),
      user_id: input.userId ?? null,
    })
    .execute();
  return { id, options };
}
