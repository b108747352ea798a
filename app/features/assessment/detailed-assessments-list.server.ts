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
import { unclaimedVisitorAnswers } from "./assessment-draft.server.ts";
import { firstOpenStep } from "./assessment-steps.ts";
import { assessmentPath, resultHref } from "./assessment-view.server.ts";
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
  /** Answers given in this browser before signing in: where to finish (and save) them. */
  resume: { href: string; complete: boolean } | null;
  justDeleted: boolean;
};

/** The account's saved detailed assessments for the profile page (issue 31 item 3), newest first. */
export async function detailedAssessmentsOf(
  request: Request,
  context: Readonly<RouterContextProvider>,
  user: { id: string; userPlan: PlanTier },
  language: Language,
  url: URL,
): Promise<DetailedAssessmentsView> {
  const { db } = context.get(serverContext).services;
  const saved = await listEligibilityAssessments(db, user.id);
  const allowance = await eligibilityAllowanceOf(db, user.id, user.userPlan);
  // The usual way here after signing up: the answers are still the browser's until /assessment claims them.
  const unclaimed = await unclaimedVisitorAnswers(request, context);
  const complete = unclaimed !== null && firstOpenStep(unclaimed) === "summary";
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
    resume: unclaimed ? { href: complete ? resultHref(url) : keepLanguage(assessmentPath, url), complete } : null,
    justDeleted: url.searchParams.get("detailed") === "deleted",
  };
}
