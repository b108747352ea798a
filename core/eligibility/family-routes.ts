import { assessed, atLeastFact, oneOf, yes } from "./conditions.ts";
import type { ThresholdId } from "./eligibility-figures.ts";
import type { RouteRule } from "./route-rule.ts";

/**
 * Family routes: family of a French national (no resources or residence condition), and family
 * reunification with a foreign resident (CESEDA L. 434-1 ff., Service-Public.fr F11166).
 */

export const familleFrancais: RouteRule = {
  slug: "famille-francais",
  purposes: ["family"],
  concerns: (profile) => profile.frenchFamilyMember !== "none",
  conditions: ({ profile }) => {
    const link = oneOf(
      "french-family-link",
      profile.frenchFamilyMember,
      ["spouse", "parent-of-french-child", "child-of-french", "dependent-parent-of-french"],
      "purpose",
    );
    if (profile.frenchFamilyMember === "spouse") return [link, assessed("marriage-transcribed")];
    if (profile.frenchFamilyMember === "parent-of-french-child") return [link, assessed("child-upkeep")];
    if (profile.frenchFamilyMember === "none") return [link];
    return [link, assessed("dependence")];
  },
};

/** The resources floor for the family in France once joined: 2-3, 4-5, or 6 people and more. */
export function reunificationResourcesFact(familySize: number): ThresholdId {
  if (familySize >= 6) return "family-reunification.resources-six-plus";
  if (familySize >= 4) return "family-reunification.resources-four-five";
  return "family-reunification.resources-two-three";
}

function residenceFact(nationality: string): ThresholdId {
  // The Franco-Algerian agreement asks 12 months of residence, not 18 (its titre II, art. 4). The
  // agreement turns on the sponsor's nationality; the profile has the applicant's, and a family
  // joining an Algerian resident is, in the cases we serve, Algerian too: the wizard says so.
  return nationality === "DZ" ? "family-reunification.min-residence-algerian" : "family-reunification.min-residence";
}

/**
 * For the family member joining a foreign resident of France. The residence and the resources are
 * the resident's (the sponsor's); the resources are net a month for the family once joined.
 */
export const regroupementFamilial: RouteRule = {
  slug: "regroupement-familial",
  purposes: ["family"],
  conditions: ({ profile, figures, nationality }) => [
    // Family of a French or EU citizen comes through its own route, not reunification.
    yes("foreign-sponsor", profile.frenchFamilyMember === "none" && !profile.euFamilyMember),
    atLeastFact("sponsor-residence", profile.residentSponsorMonths, figures, residenceFact(nationality), "months"),
    atLeastFact(
      "family-resources",
      profile.monthlyResourcesEur,
      figures,
      reunificationResourcesFact(Math.max(2, profile.familySize)),
      "eur-per-month-net",
    ),
    assessed("family-housing"),
  ],
};
