import {
  contractTypes,
  diplomaLevels,
  type EligibilityPurpose,
  eligibilityPurposes,
  employerTypes,
  familyStatuses,
  frenchFamilyLinks,
  resourceKinds,
} from "../../../core/eligibility/eligibility-profile.ts";
import type { EligibilityProfileInput } from "../../../core/eligibility/eligibility-profile-schema.ts";

/**
 * The detailed assessment's steps, pure: which questions a step asks, which
 * steps the answers so far make relevant (the purpose decides the situation steps), and how a
 * step's form reads into answers. The server validates them with the shared schema
 * (core/eligibility/eligibility-profile-schema.ts); the words are the catalogue's.
 */

export type FieldName = keyof EligibilityProfileInput & string;

/**
 * - country: an ISO code from the country list;
 * - choice: one of `options`;
 * - yes-no: a boolean, no when left out;
 * - yes-no-unknown: a boolean or "I don't know" (null);
 * - whole / amount: a number, empty = not answered (null);
 * - date: an ISO day, empty = today;
 * - text: free text, empty = null.
 */
export type FieldKind = "country" | "choice" | "yes-no" | "yes-no-unknown" | "whole" | "amount" | "date" | "text";

export type FieldSpec = {
  kind: FieldKind;
  options?: readonly string[];
  required?: boolean;
  /** Left empty, the schema's default stands (no children, a household of one). */
  defaulted?: boolean;
};

export const fieldSpecs = {
  nationality: { kind: "country", required: true },
  secondNationality: { kind: "country" },
  purpose: { kind: "choice", options: eligibilityPurposes, required: true },
  profession: { kind: "text" },
  age: { kind: "whole" },
  diploma: { kind: "choice", options: diplomaLevels },
  diplomaFromFrance: { kind: "yes-no" },
  yearsExperience: { kind: "whole" },
  contractType: { kind: "choice", options: contractTypes },
  contractMonths: { kind: "whole" },
  annualGrossSalaryEur: { kind: "amount" },
  employerType: { kind: "choice", options: employerTypes },
  shortageOccupation: { kind: "yes-no-unknown" },
  admittedToStudies: { kind: "yes-no" },
  etudesEnFranceCompleted: { kind: "yes-no" },
  internshipAgreement: { kind: "yes-no" },
  monthlyResourcesEur: { kind: "amount" },
  savingsEur: { kind: "amount" },
  resourcesKind: { kind: "choice", options: resourceKinds },
  frenchFamilyMember: { kind: "choice", options: frenchFamilyLinks },
  euFamilyMember: { kind: "yes-no" },
  residentSponsorMonths: { kind: "whole" },
  formerResidentCard: { kind: "yes-no" },
  frenchPension: { kind: "yes-no" },
  investmentEur: { kind: "amount" },
  businessPlan: { kind: "yes-no" },
  innovativeProjectRecognised: { kind: "yes-no" },
  researchHostingAgreement: { kind: "yes-no" },
  auPairAgreement: { kind: "yes-no" },
  previousWorkingHoliday: { kind: "yes-no" },
  volunteeringAgreement: { kind: "yes-no" },
  establishedRenown: { kind: "yes-no" },
  artisticActivity: { kind: "yes-no" },
  familyStatus: { kind: "choice", options: familyStatuses },
  spouseNationality: { kind: "country" },
  children: { kind: "whole", defaulted: true },
  familySize: { kind: "whole", defaulted: true },
  plannedStart: { kind: "date" },
  stayMonths: { kind: "whole" },
} as const satisfies Partial<Record<FieldName, FieldSpec>>;

export type AskedField = keyof typeof fieldSpecs;

export const stepIds = [
  "nationality",
  "purpose",
  "education",
  "job",
  "studies",
  "family-link",
  "retirement",
  "business",
  "research",
  "au-pair",
  "working-holiday",
  "other",
  "household",
  "timeline",
  "summary",
] as const;
export type StepId = (typeof stepIds)[number];

export const stepFields: Record<StepId, readonly AskedField[]> = {
  nationality: ["nationality", "secondNationality"],
  purpose: ["purpose", "profession"],
  education: ["diploma", "diplomaFromFrance", "yearsExperience"],
  job: ["contractType", "contractMonths", "annualGrossSalaryEur", "employerType", "shortageOccupation"],
  studies: ["admittedToStudies", "etudesEnFranceCompleted", "internshipAgreement", "monthlyResourcesEur", "savingsEur"],
  "family-link": ["frenchFamilyMember", "euFamilyMember", "residentSponsorMonths", "monthlyResourcesEur"],
  retirement: ["monthlyResourcesEur", "resourcesKind", "savingsEur", "formerResidentCard", "frenchPension"],
  business: ["investmentEur", "businessPlan", "innovativeProjectRecognised", "monthlyResourcesEur", "savingsEur"],
  research: ["diploma", "researchHostingAgreement"],
  "au-pair": ["age", "auPairAgreement"],
  "working-holiday": ["age", "previousWorkingHoliday"],
  other: [
    "volunteeringAgreement",
    "establishedRenown",
    "artisticActivity",
    "monthlyResourcesEur",
    "resourcesKind",
    "savingsEur",
  ],
  household: ["familyStatus", "spouseNationality", "children", "familySize"],
  timeline: ["plannedStart", "stayMonths"],
  summary: [],
};

/** The situation's questions, by purpose: only those the purpose makes relevant. */
const situationSteps: Record<EligibilityPurpose, readonly StepId[]> = {
  work: ["education", "job"],
  study: ["studies"],
  family: ["family-link"],
  retire: ["retirement"],
  business: ["business"],
  invest: ["business"],
  research: ["research"],
  "au-pair": ["au-pair"],
  "working-holiday": ["working-holiday"],
  other: ["other"],
};

/** The answers kept so far (the draft): values as the schema reads them, by field name. */
export type Answers = Record<string, unknown>;

export function purposeOf(answers: Answers): EligibilityPurpose | null {
  const purpose = answers.purpose;
  return typeof purpose === "string" && (eligibilityPurposes as readonly string[]).includes(purpose)
    ? (purpose as EligibilityPurpose)
    : null;
}

/**
 * The steps these answers make relevant, in order, the summary last. Before the purpose is
 * known, one situation step stands for those it will open (so "step X of N" starts honest).
 */
export function stepsFor(answers: Answers): StepId[] {
  const purpose = purposeOf(answers);
  const situation = purpose ? situationSteps[purpose] : (["studies"] as const);
  return ["nationality", "purpose", ...situation, "household", "timeline", "summary"];
}

export function isStepId(value: unknown): value is StepId {
  return typeof value === "string" && (stepIds as readonly string[]).includes(value);
}

/** A step is answered once its form was accepted: each of its fields is then kept, null included. */
export function isStepAnswered(step: StepId, answers: Answers): boolean {
  return stepFields[step].every((field) => Object.hasOwn(answers, field));
}

/** The first relevant step not answered yet (the summary when all are). */
export function firstOpenStep(answers: Answers): StepId {
  return stepsFor(answers).find((step) => step !== "summary" && !isStepAnswered(step, answers)) ?? "summary";
}

/** Fields whose answer is a whole number or an amount, read from what a person types. */
function numberFrom(raw: string, kind: "whole" | "amount"): number | string | null {
  // Spaces (also no-break and narrow ones), apostrophes and the euro sign are how people group digits.
  const compact = raw.replace(/[\s\u00a0\u202f'’€]/g, "");
  if (compact === "") return null;
  // "45,000" and "45,000.50" group thousands with commas; "1,5" is a decimal comma.
  const normalised = /^\d{1,3}(,\d{3})+(\.\d+)?$/.test(compact) ? compact.replace(/,/g, "") : compact.replace(",", ".");
  if (!/^\d+(\.\d+)?$/.test(normalised)) return raw;
  const value = Number(normalised);
  // An amount is kept to the cent; the schema refuses a whole number that is not one.
  return kind === "amount" ? Math.round(value * 100) / 100 : value;
}

/** At most this many characters of any posted value are read: answers are short. */
const maxValueLength = 200;

/**
 * A step's form as answers, before validation: what was left empty is null (not answered), a
 * yes/no left out is no, and anything unreadable is passed on as text for the schema to refuse
 * with its own message.
 */
export function readStepForm(step: StepId, get: (name: string) => string | null): Answers {
  const answers: Answers = {};
  for (const field of stepFields[step]) {
    const spec: FieldSpec = fieldSpecs[field];
    const raw = (get(field) ?? "").slice(0, maxValueLength).trim();
    switch (spec.kind) {
      case "country":
        answers[field] = raw === "" ? (spec.required ? undefined : null) : raw.toUpperCase();
        break;
      case "choice":
        answers[field] = raw === "" ? undefined : raw;
        break;
      case "yes-no":
        answers[field] = raw === "yes" ? true : raw === "no" || raw === "" ? false : raw;
        break;
      case "yes-no-unknown":
        answers[field] = raw === "yes" ? true : raw === "no" ? false : raw === "" || raw === "unknown" ? null : raw;
        break;
      case "whole":
      case "amount":
        answers[field] = raw === "" && spec.defaulted ? undefined : numberFrom(raw, spec.kind);
        break;
      case "date":
        // Left empty: the schema's default (today in Paris).
        answers[field] = raw === "" ? undefined : raw;
        break;
      case "text":
        answers[field] = raw === "" ? null : raw;
        break;
    }
  }
  return answers;
}

/**
 * The profile the answers describe, for the schema: only the fields of the relevant steps (a
 * purpose changed midway leaves the old situation's answers out), a partner's nationality only
 * with a partner, and no planned start when none was given (the schema's default is today).
 */
export function profileInputOf(answers: Answers): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const step of stepsFor(answers)) {
    for (const field of stepFields[step]) {
      const value = answers[field];
      if (value !== undefined) input[field] = value;
    }
  }
  if (input.familyStatus === "single") input.spouseNationality = null;
  if (input.plannedStart === null) delete input.plannedStart;
  return input;
}
