import type { AssessmentClaimData } from "../../../core/assessment-claim.ts";
import type { Db } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";
import { type AssessmentSummary, summaryColumns, toAssessmentSummary } from "./assessment-summary.ts";

/**
 * How long an anonymous run can still be claimed. The browser keeps its pending claim for a day
 * (app/features/account/pending-assessment-claims.ts); the server's bound is the hard one, and
 * keeps a leaked id and session id from being useful for ever.
 */
export const claimWindowMs = 7 * 24 * 60 * 60 * 1000;

/**
 * Adds an anonymous wizard run to the signed-in account (ADR 0024). The run's id alone proves
 * nothing — it travels in links and could be copied — so the claim must also present the browser
 * session id that made the run, a 120-bit secret that never leaves that browser except to make
 * runs and claim them. One conditional update does it, so two accounts racing for one run cannot
 * both win: the id, the session id, nobody owning it yet and its age must all match.
 *
 * Every refusal (no such run, wrong session id, another account's run, too old) is the same 404
 * with the same words, so a caller learns nothing about runs that are not theirs. Claiming a run
 * the account already owns, with its session id, is answered as a success (a reload, a second tab).
 */
export async function claimAssessment(
  db: Db,
  userId: string,
  claim: AssessmentClaimData,
  now = new Date(),
): Promise<AssessmentSummary> {
  const oldest = new Date(now.getTime() - claimWindowMs).toISOString();
  await db
    .updateTable("assessments")
    .set({ user_id: userId })
    .where("id", "=", claim.id)
    .where("session_id", "=", claim.sessionId)
    .where("user_id", "is", null)
    .where("created_at", ">=", oldest)
    .execute();
  const owned = await db
    .selectFrom("assessments")
    .select(summaryColumns)
    .where("id", "=", claim.id)
    .where("session_id", "=", claim.sessionId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!owned) throw new AppError("not_found", "assessment_not_claimable");
  return toAssessmentSummary(owned);
}
