import type { Db } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";
import {
  type AssessmentSummary,
  type StoredResult,
  storedResult,
  summaryColumns,
  toAssessmentSummary,
} from "./assessment-summary.ts";

/** A saved run reopened: its summary and the full result exactly as it was shown. */
export type SavedAssessment = AssessmentSummary & { result: StoredResult };

/**
 * One run of this account. Another account's run and a run nobody owns answer the same 404 as a
 * missing one, so an id reveals nothing about runs that are not yours.
 */
export async function getAssessment(db: Db, userId: string, id: string): Promise<SavedAssessment> {
  const row = await db
    .selectFrom("assessments")
    .select(summaryColumns)
    .where("id", "=", id.toLowerCase())
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) throw new AppError("not_found", "assessment_not_found");
  return { ...toAssessmentSummary(row), result: storedResult(row.result_json) };
}
