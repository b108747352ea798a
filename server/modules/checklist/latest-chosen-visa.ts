import { isChecklistVisa } from "../../../content/checklist/self-service-checklist-for-visa.ts";
import type { Db } from "../../db/database.ts";
import { storedResult } from "../assessments/assessment-summary.ts";

/** How many of the newest saved runs are looked at: a run with no visa (EU citizens) is skipped. */
const runsLooked = 5;

/**
 * The visa this person chose most recently, to prefill their checklist's setup: the best option of
 * their newest saved wizard run that names a visa with a checklist ("no visa needed" names none).
 * Null when they saved none.
 */
export async function latestChosenVisa(db: Db, userId: string): Promise<string | null> {
  const runs = await db
    .selectFrom("assessments")
    .select("result_json")
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(runsLooked)
    .execute();
  for (const run of runs) {
    for (const option of storedResult(run.result_json).options) {
      const slug = typeof option === "object" && option !== null ? (option as { visaSlug?: unknown }).visaSlug : null;
      if (typeof slug === "string" && isChecklistVisa(slug)) return slug;
    }
  }
  return null;
}
