import type { RouterContextProvider } from "react-router";
import { verdictLabel } from "../../../content/eligibility/eligibility-texts.ts";
import { routeName } from "../../../content/eligibility/eligibility-values.ts";
import { formatFactDate } from "../../../content/facts/format-fact.ts";
import type { Language } from "../../../core/languages.ts";
import type { PlanTier } from "../../../core/plans.ts";
import { eligibilityAllowanceOf } from "../../../server/modules/eligibility/eligibility-allowance-of.ts";
import { listEligibilityAssessments } from "../../../server/modules/eligibility/list-eligibility-assessments.ts";
import { serverContext } from "../../../server/router-context.server.ts";
import { keepLanguage } from "../../lib/keep-language.ts";
import { assessmentPath, resultHref } from "./assessment-view.server.ts";
import { claimVisitorAssessment } from "./claim-visitor-assessment.server.ts";
import { savedDate } from "./saved-assessment-view.server.ts";

export type DetailedAssessmentItem = {
  id: string;
  date: string;
  createdAt: string;
  /** The best route and its verdict, in the reader's words. */
  best: { route: string; verdict: string } | null;
  href: string;
  action: string;
};

export type DetailedAssessmentsView = {
  items: DetailedAssessmentItem[];
  start: string;
  /** A free member who used this month's: the day the next one opens. */
  nextOn: string | null;
  /** Answers given in this browser before signing in, not saved: where to finish (and save) them. */
  resume: { href: string; complete: boolean } | null;
  /** The visitor's completed assessment, saved on the account as this page opened (after signing up). */
  justClaimed: string | null;
  justDeleted: boolean;
};

/** The account's saved detailed assessments for the profile page, newest first. */
export async function detailedAssessmentsOf(
  request: Request,
  context: Readonly<RouterContextProvider>,
  user: { id: string; userPlan: PlanTier },
  language: Language,
  url: URL,
): Promise<DetailedAssessmentsView> {
  const { db } = context.get(serverContext).services;
  // The usual way here after signing up: the answers given as a visitor, saved before the list is read.
  const claimed = await claimVisitorAssessment(request, context, user, language);
  const saved = await listEligibilityAssessments(db, user.id);
  const allowance = await eligibilityAllowanceOf(db, user.id, user.userPlan);
  const draft = claimed && "draft" in claimed ? claimed.draft : null;
  return {
    items: saved.map((assessment) => {
      const top = assessment.result.routes?.[0];
      return {
        id: assessment.id,
        date: savedDate(assessment.createdAt, language),
        createdAt: assessment.createdAt,
        best: top ? { route: routeName(top.slug, language), verdict: verdictLabel(top.verdict, language) } : null,
        href: keepLanguage(`/assessment/saved/${assessment.id}`, url),
        action: keepLanguage(`/assessment/saved/${assessment.id}`, url),
      };
    }),
    start: keepLanguage(assessmentPath, url),
    nextOn: allowance.nextOn ? formatFactDate(allowance.nextOn, language) : null,
    resume: draft
      ? { href: draft.complete ? resultHref(url) : keepLanguage(assessmentPath, url), complete: draft.complete }
      : null,
    justClaimed: claimed && "saved" in claimed ? claimed.saved : null,
    justDeleted: url.searchParams.get("detailed") === "deleted",
  };
}
