import { workingHolidayCountries } from "../nationality-regimes.ts";
import { assessed, atLeastFact, oneOf, withinFact, yes } from "./conditions.ts";
import type { Reason } from "./eligibility-result.ts";
import { resourcesWithSavings, withSavings } from "./resources-with-savings.ts";
import type { RouteRule } from "./route-rule.ts";

/**
 * Stays without a job in France: the long-stay visitor (retirees included), the other
 * categories' retired former resident, private and family life, au pair, working holiday and
 * volunteering.
 */

/** Argentina, Australia and Canada: the working-holiday agreements open to 35 (France-Visas). */
const extendedWorkingHolidayAge = new Set(["AR", "AU", "CA"]);

export const visiteurTouriste: RouteRule = {
  slug: "visiteur-touriste",
  purposes: ["retire", "other"],
  conditions: ({ profile, figures }) => {
    const resources = resourcesWithSavings(profile);
    const reasons: Reason[] = [
      withSavings(
        atLeastFact("visitor-resources", resources.value, figures, "smic.monthly-net", "eur-per-month-net"),
        resources,
      ),
      // A salary from abroad for work done from France is a professional activity in France,
      // which the visitor commits not to carry out: consulates read it case by case.
      yes("no-work-in-france", profile.resourcesKind === "remote-salary" ? null : true),
    ];
    if (profile.familySize > 1) reasons.push(assessed("household-resources"));
    reasons.push(assessed("health-insurance"));
    return reasons;
  },
};

export const autresCategories: RouteRule = {
  slug: "autres-categories",
  purposes: ["retire", "other"],
  conditions: ({ profile }) => [
    yes("former-resident-card", profile.formerResidentCard),
    yes("french-pension", profile.frenchPension),
  ],
};

/** Private and family life: ties with France judged as a whole; the fallback of the family purpose. */
export const longStayPersonal: RouteRule = {
  slug: "long-stay-personal",
  purposes: ["family", "other"],
  conditions: () => [yes("ties-with-france", null), assessed("sufficient-resources")],
};

export const auPair: RouteRule = {
  slug: "au-pair",
  purposes: ["au-pair"],
  conditions: ({ profile, figures }) => [
    withinFact("age", profile.age, figures, "au-pair.age", "years"),
    yes("au-pair-agreement", profile.auPairAgreement),
    assessed("french-basics"),
  ],
};

export const vacancesTravail: RouteRule = {
  slug: "vacances-travail",
  purposes: ["working-holiday"],
  conditions: ({ profile, figures, nationality }) => [
    oneOf("working-holiday-country", nationality, workingHolidayCountries, "country"),
    withinFact(
      "age",
      profile.age,
      figures,
      extendedWorkingHolidayAge.has(nationality) ? "working-holiday.age-extended" : "working-holiday.age",
      "years",
    ),
    yes("first-working-holiday", !profile.previousWorkingHoliday),
    assessed("agreement-resources"),
  ],
};

export const volontariat: RouteRule = {
  slug: "volontariat",
  purposes: ["other"],
  conditions: ({ profile }) => [
    yes("volunteering-agreement", profile.volunteeringAgreement),
    assessed("programme-rules"),
  ],
};
