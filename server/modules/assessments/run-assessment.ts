import { randomUUID } from "node:crypto";
import { recommendWithRegistry } from "../../../content/wizard/recommendation-figures.ts";
import type { Language } from "../../../core/languages.ts";
import type { AssessmentAnswers, Recommendation } from "../../../core/recommend.ts";
import type { Db } from "../../db/database.ts";
import type { AnalyticsConsent } from "../analytics/analytics-consent.ts";
import { recordEvent } from "../analytics/record-event.ts";

/** `userId`: the signed-in account that ran the wizard, which then owns the run (ADR 0021). */
export type RunAssessmentInput = AssessmentAnswers & {
  sessionId: string;
  language: Language;
  userId?: string | null;
  /** The request's analytics consent: the run is counted as a completed wizard only with it (ADR 0040). */
  analytics?: AnalyticsConsent;
};

/** What POST /api/assessments answers: the run's id, the options shown and those the income ruled out. */
export type AssessmentRun = Recommendation & { id: string };

/**
 * Computes the quick wizard's recommendation on the server, with the registry's costs,
 * processing times and salary floors (docs/decisions/0023), and stores the run (answers, result,
 * session, language, time) before answering. result_json holds `{ options, dropped, regimes }`, exactly
 * what the visitor is shown.
 */
export async function runAssessment(db: Db, input: RunAssessmentInput, now = new Date()): Promise<AssessmentRun> {
  // The figures in force on the Paris day of the run (ADR 0057), the same moment it is stored at.
  const recommendation = recommendWithRegistry(
    { country: input.country, profession: input.profession, income: input.income },
    now,
  );
  const id = randomUUID();
  await db
    .insertInto("assessments")
    .values({
      id,
      session_id: input.sessionId,
      country: input.country,
      profession: input.profession,
      income: input.income,
      result_json: JSON.stringify(recommendation),
      language: input.language,
      created_at: now.toISOString(),
      user_id: input.userId ?? null,
    })
    .execute();
  await recordEvent(db, input.analytics ?? null, { name: "wizard_completed", language: input.language }, now);
  return { id, ...recommendation };
}
