/**
 * What the detailed assessment knows about a person (ADR 0078): the answers of the fuller wizard,
 * and the body of POST /api/eligibility, field for field (camelCase). Pure data; the Zod schema
 * that reads it from a request is eligibility-profile-schema.ts.
 *
 * A number left null was not answered (the wizard asks only what a previous answer makes
 * relevant): a condition that needs it is "not known" rather than failed. A yes/no left out is no.
 */

export const eligibilityPurposes = [
  "work",
  "study",
  "family",
  "retire",
  "business",
  "invest",
  "research",
  "au-pair",
  "working-holiday",
  "other",
] as const;
export type EligibilityPurpose = (typeof eligibilityPurposes)[number];

/** Highest diploma, by level: a master's includes the grandes écoles' engineering degrees. */
export const diplomaLevels = ["none", "secondary", "bachelor", "master", "doctorate"] as const;
export type DiplomaLevel = (typeof diplomaLevels)[number];

/** The job the person has or is offered in France. */
export const contractTypes = ["none", "permanent", "fixed-term", "secondment", "corporate-officer"] as const;
export type ContractType = (typeof contractTypes)[number];

/** Who employs them: a group employer is a company of the same group abroad and in France. */
export const employerTypes = [
  "none",
  "french-company",
  "group-company",
  "innovative-company",
  "research-body",
  "cultural-organisation",
] as const;
export type EmployerType = (typeof employerTypes)[number];

/** Where the monthly resources come from: a visitor may not be paid for work done in France. */
export const resourceKinds = [
  "none",
  "pension",
  "rental-income",
  "remote-salary",
  "savings",
  "scholarship",
  "sponsor",
  "business-income",
] as const;
export type ResourceKind = (typeof resourceKinds)[number];

export const familyStatuses = ["single", "married", "civil-partnership", "cohabiting"] as const;
export type FamilyStatus = (typeof familyStatuses)[number];

/** A French national the person is family of, as the "famille de Français" permit names them. */
export const frenchFamilyLinks = [
  "none",
  "spouse",
  "parent-of-french-child",
  "child-of-french",
  "dependent-parent-of-french",
] as const;
export type FrenchFamilyLink = (typeof frenchFamilyLinks)[number];

export type EligibilityProfile = {
  /** ISO 3166-1 alpha-2, capitals. */
  nationality: string;
  /** A second nationality, if any: each route is read with the one that serves the person best. */
  secondNationality: string | null;
  purpose: EligibilityPurpose;
  /** Years, on the planned start date. */
  age: number | null;
  /** Free text, as the person writes it (shown back, not interpreted). */
  profession: string | null;
  diploma: DiplomaLevel;
  /** The highest diploma was awarded by a French institution. */
  diplomaFromFrance: boolean;
  yearsExperience: number | null;
  contractType: ContractType;
  contractMonths: number | null;
  annualGrossSalaryEur: number | null;
  employerType: EmployerType;
  /** Months already worked in the employer's group, abroad (transfers, assignments, officers). */
  groupSeniorityMonths: number | null;
  /** The job is on the list of occupations in shortage (no labour-market test); null: not known. */
  shortageOccupation: boolean | null;
  /**
   * Regular resources a month, net of contributions. For family reunification, those of the family
   * member in France who applies for the family (the sponsor), as the procedure counts them.
   */
  monthlyResourcesEur: number | null;
  resourcesKind: ResourceKind;
  savingsEur: number | null;
  familyStatus: FamilyStatus;
  spouseNationality: string | null;
  children: number;
  /** People who will live in the household in France, the person included (1 when alone). */
  familySize: number;
  frenchFamilyMember: FrenchFamilyLink;
  /** Spouse, child or dependent relative of an EU, EEA or Swiss citizen who lives in France. */
  euFamilyMember: boolean;
  /** Family reunification: months the family member in France has lived there lawfully. */
  residentSponsorMonths: number | null;
  investmentEur: number | null;
  businessPlan: boolean;
  innovativeProjectRecognised: boolean;
  researchHostingAgreement: boolean;
  artisticActivity: boolean;
  establishedRenown: boolean;
  admittedToStudies: boolean;
  etudesEnFranceCompleted: boolean;
  internshipAgreement: boolean;
  volunteeringAgreement: boolean;
  /** An au pair agreement with a host family of another nationality and no family tie. */
  auPairAgreement: boolean;
  previousWorkingHoliday: boolean;
  /** Held a French resident card (carte de résident) before leaving France. */
  formerResidentCard: boolean;
  /** Receives a pension from a French basic scheme. */
  frenchPension: boolean;
  /** ISO date (YYYY-MM-DD): the figures in force on that day are the ones compared. */
  plannedStart: string;
  stayMonths: number | null;
};

/** A profile with nothing answered beyond the required fields: what the API fills absent fields with. */
export function blankProfile(
  required: Pick<EligibilityProfile, "nationality" | "purpose" | "plannedStart">,
): EligibilityProfile {
  return {
    secondNationality: null,
    age: null,
    profession: null,
    diploma: "none",
    diplomaFromFrance: false,
    yearsExperience: null,
    contractType: "none",
    contractMonths: null,
    annualGrossSalaryEur: null,
    employerType: "none",
    groupSeniorityMonths: null,
    shortageOccupation: null,
    monthlyResourcesEur: null,
    resourcesKind: "none",
    savingsEur: null,
    familyStatus: "single",
    spouseNationality: null,
    children: 0,
    familySize: 1,
    frenchFamilyMember: "none",
    euFamilyMember: false,
    residentSponsorMonths: null,
    investmentEur: null,
    businessPlan: false,
    innovativeProjectRecognised: false,
    researchHostingAgreement: false,
    artisticActivity: false,
    establishedRenown: false,
    admittedToStudies: false,
    etudesEnFranceCompleted: false,
    internshipAgreement: false,
    volunteeringAgreement: false,
    auPairAgreement: false,
    previousWorkingHoliday: false,
    formerResidentCard: false,
    frenchPension: false,
    stayMonths: null,
    ...required,
  };
}

/** Diploma levels compare by their order above: a doctorate is at least a master's. */
export function diplomaAtLeast(diploma: DiplomaLevel, level: DiplomaLevel): boolean {
  return diplomaLevels.indexOf(diploma) >= diplomaLevels.indexOf(level);
}
