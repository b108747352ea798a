import { assessed, atLeastFact, yes } from "./conditions.ts";
import type { RouteRule } from "./route-rule.ts";

/**
 * « Entrepreneur / profession libérale » (the auto-entrepreneur page): a viable project giving at
 * least the full-time gross SMIC a month (CESEDA L. 421-5, Service-Public.fr F35795).
 */
export const autoEntrepreneur: RouteRule = {
  slug: "auto-entrepreneur",
  purposes: ["business"],
  conditions: ({ profile, figures }) => [
    yes("business-plan", profile.businessPlan),
    atLeastFact("resources-smic-gross", profile.monthlyResourcesEur, figures, "smic.monthly-gross", "eur-per-month"),
    assessed("business-viability"),
    assessed("activity-matches-qualifications"),
  ],
};
