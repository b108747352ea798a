import type { TFunction } from "i18next";
import type { Language } from "../../../core/languages.ts";
import type { Db } from "../../../server/db/database.ts";
import { listAssessments } from "../../../server/modules/assessments/list-assessments.ts";
import { type AssessmentListItem, assessmentListItem } from "./assessment-view.server.ts";

/** The account's saved wizard runs (ADR 0024), newest first, already in the reader's words. */
export async function myAssessments(
  db: Db,
  userId: string,
  t: TFunction,
  language: Language,
): Promise<AssessmentListItem[]> {
  return (await listAssessments(db, userId)).map((summary) => assessmentListItem(summary, t, language));
}
