import { assessed, atLeastFact, yes } from "./conditions.ts";
import type { EligibilityFigures } from "./eligibility-figures.ts";
import type { EligibilityProfile } from "./eligibility-profile.ts";
import type { Reason } from "./eligibility-result.ts";
import { resourcesWithSavings, withSavings } from "./resources-with-savings.ts";
import type { RouteRule } from "./route-rule.ts";

/** At least the full-time gross SMIC a month, savings spread over the stay included. */
export function savedResources(profile: EligibilityProfile, figures: EligibilityFigures): Reason {
  const resources = resourcesWithSavings(profile);
  return withSavings(
    atLeastFact("resources-smic-gross", resources.value, figures, "smic.monthly-gross", "eur-per-month"),
    resources,
  );
}

/**
 * « Entrepreneur / profession libérale » (the auto-entrepreneur page): a viable project giving at
 * least the full-time gross SMIC a month (CESEDA L. 421-5, Service-Public.fr F35795).
 */
export const autoEntrepreneur: RouteRule = {
  slug: "auto-entrepreneur",
  purposes: ["business"],
  conditions: ({ profile, figures }) => [
    yes("business-plan", profile.businessPlan),
    // "Your savings and other income can support the first application" (the page).
    savedResources(profile, figures),
    assessed("business-viability"),
    assessed("activity-matches-qualifications"),
  ],
};
