import type { EligibilityFigures } from "./eligibility-figures.ts";
import type { EligibilityProfile, EligibilityPurpose } from "./eligibility-profile.ts";
import type { Reason } from "./eligibility-result.ts";

/** What a route's rule sees: the profile, the day's figures, and the nationality it is read with. */
export type RuleInput = { profile: EligibilityProfile; figures: EligibilityFigures; nationality: string };

/**
 * One visa route's official conditions, as its visa page lists them (content/visas/pages/<slug>.ts,
 * "conditions"), each a Reason. Applicability comes first: a route for another purpose, or one the
 * Franco-Algerian agreement replaces, is "not applicable", not "not eligible".
 */
export type RouteRule = {
  /** The visa page's slug. */
  slug: string;
  /** The purposes the route serves. */
  purposes: readonly EligibilityPurpose[];
  /** A situation that makes the route concern the person whatever purpose they chose (a French spouse). */
  concerns?: (profile: EligibilityProfile) => boolean;
  /**
   * Algerians receive the agreement of 27 December 1968's certificates of residence instead of
   * this permit (core/nationality-regimes.ts): the talent card and the EU Blue Card.
   */
  closedToAlgerians?: boolean;
  conditions(input: RuleInput): Reason[];
};

/** A contract that is a job in France (permanent or fixed-term): the talent and Blue Card routes ask for one. */
export function hasJobInFrance(profile: EligibilityProfile): boolean {
  return profile.contractType === "permanent" || profile.contractType === "fixed-term";
}
