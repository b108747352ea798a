import { savedResources } from "./business-routes.ts";
import { assessed, atLeast, atLeastFact, oneOf, yes } from "./conditions.ts";
import { amountOf } from "./eligibility-figures.ts";
import { diplomaAtLeast, type EligibilityProfile } from "./eligibility-profile.ts";
import type { Reason } from "./eligibility-result.ts";
import { hasJobInFrance, type RouteRule } from "./route-rule.ts";

/**
 * The categories of the « carte de séjour pluriannuelle talent » (CESEDA L. 421-9 to L. 421-21,
 * Service-Public.fr F16922) and the EU Blue Card, one rule per visa page. Every one is closed to
 * Algerians, whose agreement of 1968 gives its own certificates of residence instead.
 */

function jobOffer(profile: EligibilityProfile): Reason {
  return { ...yes("job-offer", hasJobInFrance(profile)), value: profile.contractType, unit: "contract" };
}

/** The Blue Card's contract: at least its minimum length, which a permanent contract always has. */
function blueCardContract({ contractType, contractMonths }: EligibilityProfile, minimum: number): Reason {
  if (contractType === "permanent") {
    return {
      ...yes("contract-length", true),
      threshold: minimum,
      value: "permanent",
      unit: "months",
      factId: "eu-blue-card.min-contract-length",
    };
  }
  return atLeast("contract-length", contractMonths, minimum, "months", "eu-blue-card.min-contract-length");
}

/**
 * Higher professional qualifications: a higher-education degree of at least three years (a
 * bachelor's), or professional experience of a comparable level, whose length our registry does
 * not carry: with experience and no such degree, the answer is "to be checked", not a verdict.
 */
function blueCardQualification({ diploma, yearsExperience }: EligibilityProfile): Reason {
  const met = diplomaAtLeast(diploma, "bachelor")
    ? true
    : yearsExperience !== null && yearsExperience > 0
      ? null
      : false;
  return {
    condition: "qualification",
    kind: "required",
    threshold: "bachelor",
    value: diploma,
    unit: "diploma",
    met,
    factId: null,
  };
}

export const carteBleueUe: RouteRule = {
  slug: "carte-bleue-ue",
  purposes: ["work"],
  closedToAlgerians: true,
  conditions: ({ profile, figures }) => [
    jobOffer(profile),
    blueCardContract(profile, amountOf(figures, "eu-blue-card.min-contract-length")),
    atLeastFact(
      "blue-card-salary",
      profile.annualGrossSalaryEur,
      figures,
      "eu-blue-card.min-annual-salary",
      "eur-per-year-gross",
    ),
    blueCardQualification(profile),
  ],
};

/**
 * Qualified employee (« salarié qualifié »): a master's-level diploma, or a job with an innovative
 * company (« salarié d'une entreprise innovante »), and the talent salary floor in both cases.
 */
export const passeportTalentSalarie: RouteRule = {
  slug: "passeport-talent-salarie",
  purposes: ["work", "research"],
  closedToAlgerians: true,
  conditions: ({ profile, figures }) => [
    jobOffer(profile),
    {
      condition: "master-or-innovative-employer",
      kind: "required",
      threshold: "master",
      value: profile.diploma,
      unit: "diploma",
      met: diplomaAtLeast(profile.diploma, "master") || profile.employerType === "innovative-company",
      factId: null,
    },
    atLeastFact(
      "talent-salary",
      profile.annualGrossSalaryEur,
      figures,
      "talent.qualified-employee.min-annual-salary",
      "eur-per-year-gross",
    ),
  ],
};

/** Employee on assignment (« salarié en mission »): a contract with the French entity of the group. */
export const passeportTalentMission: RouteRule = {
  slug: "passeport-talent-mission",
  purposes: ["work"],
  closedToAlgerians: true,
  conditions: ({ profile }) => [
    oneOf("group-employer", profile.employerType, ["group-company"], "contract"),
    jobOffer(profile),
    assessed("group-seniority"),
    assessed("mission-salary"),
  ],
};

export const passeportTalentChercheur: RouteRule = {
  slug: "passeport-talent-chercheur",
  purposes: ["research", "work"],
  closedToAlgerians: true,
  conditions: ({ profile }) => [
    {
      condition: "master-degree",
      kind: "required",
      threshold: "master",
      value: profile.diploma,
      unit: "diploma",
      met: diplomaAtLeast(profile.diploma, "master"),
      factId: null,
    },
    yes("hosting-agreement", profile.researchHostingAgreement),
  ],
};

export const passeportTalentInvestisseur: RouteRule = {
  slug: "passeport-talent-investisseur",
  purposes: ["invest", "business"],
  closedToAlgerians: true,
  conditions: ({ profile, figures }) => [
    atLeastFact("investment", profile.investmentEur, figures, "investor.min-investment", "eur"),
    assessed("job-creation"),
  ],
};

export const passeportTalentInnovant: RouteRule = {
  slug: "passeport-talent-innovant",
  purposes: ["business", "invest"],
  closedToAlgerians: true,
  conditions: ({ profile, figures }) => [
    yes("innovative-recognition", profile.innovativeProjectRecognised),
    savedResources(profile, figures),
  ],
};

/** Company officer (« mandataire social »): three times the annual gross SMIC, from the registry. */
export const passeportTalentRepresentant: RouteRule = {
  slug: "passeport-talent-representant",
  purposes: ["business", "work"],
  closedToAlgerians: true,
  conditions: ({ profile, figures }) => [
    oneOf("corporate-officer", profile.contractType, ["corporate-officer"], "contract"),
    oneOf("group-employer", profile.employerType, ["group-company"], "contract"),
    atLeastFact(
      "representative-salary",
      profile.annualGrossSalaryEur,
      figures,
      "talent.company-representative.min-annual-salary",
      "eur-per-year-gross",
    ),
    assessed("group-seniority"),
  ],
};

export const passeportTalentRenommee: RouteRule = {
  slug: "passeport-talent-renommee",
  purposes: ["work", "research", "other"],
  closedToAlgerians: true,
  conditions: ({ profile }) => [
    yes("renown", profile.establishedRenown),
    assessed("renown-evidence"),
    assessed("sufficient-resources"),
  ],
};

export const passeportTalentArtistique: RouteRule = {
  slug: "passeport-talent-artistique",
  purposes: ["work", "other"],
  closedToAlgerians: true,
  conditions: ({ profile, figures }) => [
    yes("artistic-activity", profile.artisticActivity),
    atLeastFact(
      "artist-resources",
      profile.monthlyResourcesEur,
      figures,
      "talent.artist.min-monthly-resources",
      "eur-per-month",
    ),
  ],
};
