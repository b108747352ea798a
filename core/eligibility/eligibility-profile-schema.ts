import { z } from "zod";
import { countrySchema } from "../account.ts";
import { isIsoDate } from "../calculators/iso-date.ts";
import { missingOr } from "../field-messages.ts";
import {
  blankProfile,
  contractTypes,
  diplomaLevels,
  type EligibilityProfile,
  eligibilityPurposes,
  employerTypes,
  familyStatuses,
  frenchFamilyLinks,
  resourceKinds,
} from "./eligibility-profile.ts";

/**
 * The body of POST /api/eligibility and of the detailed wizard's forms: every field of
 * EligibilityProfile, only nationality and purpose required, each refused with a message key the
 * API and the pages translate (content/messages/eligibility-messages.ts).
 */

/** Bounds wide enough for any real answer, narrow enough that no sum or date overflows. */
const amount = (key: string, max: number) =>
  z
    .number({ error: key })
    .finite({ error: key })
    .min(0, { error: key })
    .max(max, { error: key })
    .nullable()
    .default(null);
const whole = (key: string, max: number) =>
  z.number({ error: key }).int({ error: key }).min(0, { error: key }).max(max, { error: key });
const flag = z.boolean({ error: "eligibility_yes_no_invalid" }).default(false);

/** Planned start dates the registry can answer for: from 2025 to 2035, a real calendar day. */
export const plannedStartBounds = { min: "2025-01-01", max: "2035-12-31" } as const;

export const eligibilityProfileSchema = z.object({
  nationality: countrySchema("nationality_required", "nationality_invalid"),
  secondNationality: countrySchema("nationality_invalid", "nationality_invalid").nullable().default(null),
  purpose: z.enum(eligibilityPurposes, missingOr("eligibility_purpose_required", "eligibility_purpose_invalid")),
  age: whole("eligibility_age_invalid", 120).nullable().default(null),
  profession: z
    .string({ error: "eligibility_profession_invalid" })
    .trim()
    .max(120, { error: "eligibility_profession_invalid" })
    .nullable()
    .default(null),
  diploma: z.enum(diplomaLevels, { error: "eligibility_choice_invalid" }).default("none"),
  diplomaFromFrance: flag,
  yearsExperience: whole("eligibility_years_invalid", 70).nullable().default(null),
  contractType: z.enum(contractTypes, { error: "eligibility_choice_invalid" }).default("none"),
  contractMonths: whole("eligibility_months_invalid", 600).nullable().default(null),
  annualGrossSalaryEur: amount("eligibility_amount_invalid", 100_000_000),
  employerType: z.enum(employerTypes, { error: "eligibility_choice_invalid" }).default("none"),
  groupSeniorityMonths: whole("eligibility_months_invalid", 600).nullable().default(null),
  shortageOccupation: z.boolean({ error: "eligibility_yes_no_invalid" }).nullable().default(null),
  monthlyResourcesEur: amount("eligibility_amount_invalid", 10_000_000),
  resourcesKind: z.enum(resourceKinds, { error: "eligibility_choice_invalid" }).default("none"),
  savingsEur: amount("eligibility_amount_invalid", 1_000_000_000),
  familyStatus: z.enum(familyStatuses, { error: "eligibility_choice_invalid" }).default("single"),
  spouseNationality: countrySchema("nationality_invalid", "nationality_invalid").nullable().default(null),
  children: whole("eligibility_children_invalid", 19).default(0),
  familySize: whole("eligibility_family_size_invalid", 20)
    .min(1, { error: "eligibility_family_size_invalid" })
    .default(1),
  frenchFamilyMember: z.enum(frenchFamilyLinks, { error: "eligibility_choice_invalid" }).default("none"),
  euFamilyMember: flag,
  residentSponsorMonths: whole("eligibility_months_invalid", 1200).nullable().default(null),
  investmentEur: amount("eligibility_amount_invalid", 10_000_000_000),
  businessPlan: flag,
  innovativeProjectRecognised: flag,
  researchHostingAgreement: flag,
  artisticActivity: flag,
  establishedRenown: flag,
  admittedToStudies: flag,
  etudesEnFranceCompleted: flag,
  internshipAgreement: flag,
  volunteeringAgreement: flag,
  auPairAgreement: flag,
  previousWorkingHoliday: flag,
  formerResidentCard: flag,
  frenchPension: flag,
  /** Absent: the day of the request, in Paris (filled by the caller, who knows the day). */
  plannedStart: z
    .string({ error: "eligibility_planned_start_invalid" })
    // A real calendar day written YYYY-MM-DD (2026-02-30 is refused), as the calculators read dates.
    .refine(isIsoDate, { error: "eligibility_planned_start_invalid", abort: true })
    .refine((value) => value >= plannedStartBounds.min && value <= plannedStartBounds.max, {
      error: "eligibility_planned_start_invalid",
    })
    .optional(),
  stayMonths: whole("eligibility_months_invalid", 600).nullable().default(null),
});
export type EligibilityProfileInput = z.input<typeof eligibilityProfileSchema>;
export type EligibilityProfileData = z.output<typeof eligibilityProfileSchema>;

/** The parsed body as a profile, its planned start defaulting to `today` (a Paris day). */
export function profileOf(data: EligibilityProfileData, today: string): EligibilityProfile {
  return {
    ...blankProfile({ nationality: data.nationality, purpose: data.purpose, plannedStart: today }),
    ...data,
    plannedStart: data.plannedStart ?? today,
  };
}
