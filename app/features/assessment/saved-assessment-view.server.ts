import type { TFunction } from "i18next";
import { conditionLabel } from "../../../content/eligibility/condition-texts.ts";
import { reasonText, verdictLabel } from "../../../content/eligibility/eligibility-texts.ts";
import { routeName } from "../../../content/eligibility/eligibility-values.ts";
import { formatFactDate } from "../../../content/facts/format-fact.ts";
import type { ApplicationType } from "../../../core/consultation-rules.ts";
import type { RouteDifference } from "../../../core/eligibility/eligibility-differences.ts";
import type { EligibilityResult, Reason } from "../../../core/eligibility/eligibility-result.ts";
import type { Language } from "../../../core/languages.ts";
import type { SavedEligibilityAssessment } from "../../../server/modules/eligibility/eligibility-record.ts";
import type { Answers } from "./assessment-steps.ts";
import { answerText, type SummaryGroup, summaryView } from "./assessment-view.server.ts";
import { type RouteView, routeView } from "./route-view.server.ts";

/**
 * A saved detailed assessment as its page shows it: every route ranked
 * with its details, the not-applicable ones apart, the answers, what changed since the assessment
 * it re-ran, and the summary a consultation request starts from.
 */

export type SavedAssessmentView = {
  id: string;
  date: string;
  createdAt: string;
  figuresOn: string;
  routes: RouteView[];
  notApplicable: RouteView[];
  answers: SummaryGroup[];
  consultation: { applicationType: ApplicationType; message: string };
};

/** The day of a saved assessment, in Paris, as a person reads it. */
export const savedDate = (createdAt: string, language: Language) => formatFactDate(createdAt.slice(0, 10), language);

function applicationTypeOf(profile: SavedEligibilityAssessment["profile"]): ApplicationType {
  if (profile.purpose === "business" || profile.purpose === "invest") return "entrepreneur";
  return profile.familySize > 1 ? "family" : "individual";
}

export function savedAssessmentView(
  t: TFunction,
  language: Language,
  saved: SavedEligibilityAssessment,
  url: URL,
): SavedAssessmentView {
  const all = saved.result.routes.map((route) => routeView(route, language, url, true));
  const routes = all.filter((route) => route.verdict !== "not-applicable");
  const date = savedDate(saved.createdAt, language);
  const best = routes.slice(0, 3).map((route) => `${route.name} (${route.verdictLabel})`);
  return {
    id: saved.id,
    date,
    createdAt: saved.createdAt,
    figuresOn: formatFactDate(saved.figuresDate, language),
    routes,
    notApplicable: all.filter((route) => route.verdict === "not-applicable"),
    answers: summaryView(t, language, saved.profile as unknown as Answers, url).groups,
    consultation: {
      applicationType: applicationTypeOf(saved.profile),
      message: t("assessment.saved.adviserMessage", {
        date,
        purpose: answerText(t, language, "purpose", saved.profile.purpose),
        routes: best.join("; "),
      }),
    },
  };
}

export type DifferencesView = { since: string; lines: string[] };

/**
 * What moved since the assessment this one re-ran: "since 12 March: Visitor: Eligible → Borderline;
 * Resources: required €1,426 then, €1,461 now — short by €35", in content/eligibility's words.
 */
export function differencesView(
  t: TFunction,
  language: Language,
  previous: { createdAt: string },
  differences: RouteDifference[],
  current: EligibilityResult,
): DifferencesView {
  const lines: string[] = [];
  for (const difference of differences) {
    const route = current.routes.find((candidate) => candidate.slug === difference.slug);
    const name = routeName(difference.slug, language);
    if (difference.verdictBefore !== difference.verdictAfter) {
      lines.push(
        t("assessment.saved.differenceVerdict", {
          route: name,
          before: verdictLabel(difference.verdictBefore, language),
          after: verdictLabel(difference.verdictAfter, language),
        }),
      );
    }
    for (const moved of difference.reasons) {
      const reason = route?.reasons.find((candidate) => candidate.condition === moved.condition);
      if (!reason) continue;
      const before: Reason = { ...reason, ...moved.before };
      const after: Reason = { ...reason, ...moved.after };
      if (moved.before.shortBy === undefined) delete before.shortBy;
      if (moved.after.shortBy === undefined) delete after.shortBy;
      lines.push(
        `${name} — ${t("assessment.saved.differenceReason", {
          condition: conditionLabel(moved.condition, language),
          before: reasonText(before, language).required,
          after: reasonText(after, language).required,
          status: reasonText(after, language).status,
        })}`,
      );
    }
  }
  // "Since" the day the earlier assessment was made: what the person read then.
  return { since: savedDate(previous.createdAt, language), lines };
}
