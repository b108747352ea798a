import type { Db } from "../../db/database.ts";
import { type AssessmentSummary, summaryColumns, toAssessmentSummary } from "./assessment-summary.ts";

/**
 * "My assessments": the wizard runs this account owns (ADR 0021: by `user_id` only — made while
 * signed in, or claimed by the browser that made them, ADR 0024), newest first.
 */
export async function listAssessments(db: Db, userId: string): Promise<AssessmentSummary[]> {
  const rows = await db
    .selectFrom("assessments")
    .select(summaryColumns)
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
  return rows.map(toAssessmentSummary);
}
