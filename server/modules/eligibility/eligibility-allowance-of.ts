import {
  allowanceMonthOf,
  nextAllowanceDay,
  unlimitedAssessments,
} from "../../../core/eligibility/eligibility-allowance.ts";
import { parisDate } from "../../../core/paris-date.ts";
import type { PlanTier } from "../../../core/plans.ts";
import type { Db } from "../../db/database.ts";

/** Where an account stands with its detailed assessments this Paris month. */
export type EligibilityAllowance = {
  unlimited: boolean;
  /** A free member has saved this month's: `nextOn` is the day the next one opens. */
  used: boolean;
  nextOn: string | null;
};

export async function eligibilityAllowanceOf(
  db: Db,
  userId: string,
  plan: PlanTier,
  now = new Date(),
): Promise<EligibilityAllowance> {
  if (unlimitedAssessments(plan)) return { unlimited: true, used: false, nextOn: null };
  const today = parisDate(now);
  const counted = await db
    .selectFrom("eligibility_assessments")
    .select("id")
    .where("user_id", "=", userId)
    .where("allowance_month", "=", allowanceMonthOf(today))
    .executeTakeFirst();
  return { unlimited: false, used: counted !== undefined, nextOn: counted ? nextAllowanceDay(today) : null };
}
