import type { RouterContextProvider } from "react-router";
import type { Language } from "../../../core/languages.ts";
import type { PlanTier } from "../../../core/plans.ts";
import { AppError } from "../../../server/http/app-error.ts";
import { saveEligibilityAssessment } from "../../../server/modules/eligibility/save-eligibility-assessment.ts";
import { serverContext } from "../../../server/router-context.server.ts";
import { claimVisitorDraft } from "./assessment-draft.server.ts";
import { firstOpenStep } from "./assessment-steps.ts";
import { checkProfile } from "./assessment-validate.ts";

export type ClaimedVisitorAssessment =
  /** The visitor's completed answers, now saved on the account. */
  | { saved: string }
  /** Answers that are the account's draft now, still to finish or to save (the monthly limit was reached). */
  | { draft: { complete: boolean } }
  | null;

/**
 * A visitor who completed the detailed assessment and then created an account (the result's
 * "Create an account to save") lands on the profile, signed in on the same browser: the answers
 * become the account's and, when they make a whole profile, the assessment is saved there and
 * then, as the button promised. Only the browser that gave the answers brings them (the session_
 * cookie, ADR 0024). A free member who already saved this month's keeps them as a draft: the
 * profile says when the next one opens.
 */
export async function claimVisitorAssessment(
  request: Request,
  context: Readonly<RouterContextProvider>,
  user: { id: string; userPlan: PlanTier },
  language: Language,
): Promise<ClaimedVisitorAssessment> {
  const answers = await claimVisitorDraft(request, context, user.id);
  if (!answers) return null;
  const profile = firstOpenStep(answers) === "summary" ? checkProfile(answers) : null;
  if (!profile?.ok) return { draft: { complete: false } };
  try {
    const saved = await saveEligibilityAssessment(context.get(serverContext).services.db, {
      userId: user.id,
      plan: user.userPlan,
      profile: profile.profile,
      language,
    });
    return { saved: saved.id };
  } catch (error) {
    if (error instanceof AppError && error.messageKey === "eligibility_monthly_limit") {
      return { draft: { complete: true } };
    }
    throw error;
  }
}
