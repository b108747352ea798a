import type { EligibilityResult, Reason, Verdict } from "./eligibility-result.ts";

/**
 * What changed between an assessment and its re-run against newer facts: "since 12 March: the SMIC
 * rose, your visitor route is now short by 35 €". Per route, the verdict before and after, and each
 * condition whose threshold, answer or outcome moved. Pure: both results are the engine's.
 */

export type ReasonDifference = {
  condition: string;
  before: Pick<Reason, "threshold" | "met" | "shortBy">;
  after: Pick<Reason, "threshold" | "met" | "shortBy">;
};

export type RouteDifference = {
  slug: string;
  verdictBefore: Verdict;
  verdictAfter: Verdict;
  reasons: ReasonDifference[];
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const outcome = (reason: Reason) => ({ threshold: reason.threshold, met: reason.met, shortBy: reason.shortBy });

export function eligibilityDifferences(before: EligibilityResult, after: EligibilityResult): RouteDifference[] {
  const earlier = new Map(before.routes.map((route) => [route.slug, route]));
  const differences: RouteDifference[] = [];
  for (const route of after.routes) {
    const previous = earlier.get(route.slug);
    if (!previous) continue;
    const previousReasons = new Map(previous.reasons.map((reason) => [reason.condition, reason]));
    const reasons: ReasonDifference[] = [];
    for (const reason of route.reasons) {
      const old = previousReasons.get(reason.condition);
      if (old && !same(outcome(old), outcome(reason))) {
        reasons.push({ condition: reason.condition, before: outcome(old), after: outcome(reason) });
      }
    }
    if (previous.verdict !== route.verdict || reasons.length > 0) {
      differences.push({ slug: route.slug, verdictBefore: previous.verdict, verdictAfter: route.verdict, reasons });
    }
  }
  return differences;
}
