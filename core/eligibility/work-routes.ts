import { assessed, atLeast, moreThan, oneOf, yes } from "./conditions.ts";
import { amountOf } from "./eligibility-figures.ts";
import type { EligibilityProfile } from "./eligibility-profile.ts";
import type { Reason } from "./eligibility-result.ts";
import type { RouteRule, RuleInput } from "./route-rule.ts";

/**
 * Salaried routes outside the talent card: « salarié », « travailleur temporaire » and the
 * intra-corporate transfer (« salarié détaché ICT »). Their pay floor is the full-time SMIC,
 * gross: compared with the gross annual salary as 12 × the monthly gross SMIC.
 */

export function smicSalary({ profile, figures }: RuleInput): Reason {
  const annualSmic = Math.round(amountOf(figures, "smic.monthly-gross") * 12 * 100) / 100;
  return atLeast("salary-smic", profile.annualGrossSalaryEur, annualSmic, "eur-per-year-gross", "smic.monthly-gross");
}

/**
 * The labour-market test: waived for an occupation in shortage (met); otherwise the employer must
 * show that no suitable candidate was found, which the administration judges: not known here, so
 * the route is at best "likely" — as when the person does not know whether the job is in shortage.
 */
function labourMarketTest(profile: EligibilityProfile): Reason {
  return yes("labour-market-test", profile.shortageOccupation === true ? true : null);
}

export const salarie: RouteRule = {
  slug: "salarie",
  purposes: ["work"],
  conditions: (input) => [
    oneOf("permanent-contract", input.profile.contractType, ["permanent"], "contract"),
    smicSalary(input),
    labourMarketTest(input.profile),
    assessed("work-authorisation"),
  ],
};

export const travailleurTemporaire: RouteRule = {
  slug: "travailleur-temporaire",
  purposes: ["work"],
  conditions: (input) => [
    oneOf("fixed-term-contract", input.profile.contractType, ["fixed-term", "secondment"], "contract"),
    // Work of a short stay or less takes a short-stay visa with a work authorisation instead.
    moreThan(
      "longer-than-short-stay",
      input.profile.contractMonths,
      input.figures.thresholds["schengen.short-stay-max-days"].value as number,
      "schengen.short-stay-max-days",
    ),
    smicSalary(input),
    labourMarketTest(input.profile),
    assessed("work-authorisation"),
  ],
};

export const transfertIntraGroupe: RouteRule = {
  slug: "transfert-intra-groupe",
  purposes: ["work"],
  conditions: (input) => [
    oneOf("group-employer", input.profile.employerType, ["group-company"], "contract"),
    oneOf("secondment", input.profile.contractType, ["secondment"], "contract"),
    smicSalary(input),
    assessed("group-seniority"),
    assessed("manager-or-expert"),
  ],
};
