import { isEuEeaCitizen } from "./eu-eea.ts";

// Plain code, no Zod: the same engine runs on the server (POST /api/assessments) and may run in
// the browser. Rules and figures are exactly spec §9 "Wizard recommendation rules" as settled by
// decisions.md "Wizard and recommendations"; this table is the one place the wizard's cost and
// processing columns live (they are not facts-registry figures, by decision).

export const professions = ["tech", "business", "healthcare", "education", "student", "retiree", "other"] as const;
export type Profession = (typeof professions)[number];

/** Net monthly income in EUR: 0-2000, 2000-4000, 4000-6000, 6000+. */
export const incomeBands = ["under_2k", "2k_4k", "4k_6k", "over_6k"] as const;
export type IncomeBand = (typeof incomeBands)[number];

export type AssessmentAnswers = { country: string; profession: Profession; income: IncomeBand };

export const visaOptionIds = [
  "passeport-talent",
  "eu-blue-card",
  "student-visa",
  "employee-visa",
  "auto-entrepreneur",
  "retiree-visitor-visa",
] as const;
export type VisaOptionId = (typeof visaOptionIds)[number];
export type OptionId = VisaOptionId | "no-visa-needed";

/** What EU/EEA/Swiss citizens are offered instead of a visa. */
export const freeServiceIds = ["company-setup", "job-market", "logistics", "tax", "family"] as const;
export type FreeServiceId = (typeof freeServiceIds)[number];

export type RecommendedOption = {
  id: OptionId;
  /** Slug of the visa page (/visa/{slug}); null for "no visa needed". */
  visaSlug: string | null;
  /** Where the option's "learn more" leads. */
  href: string;
  /** Compatibility percentage, 0-100. */
  matchScore: number;
  /** Whole euros. */
  costEur: number;
  /** null when there is no visa to process. */
  processing: { minMonths: number; maxMonths: number } | null;
  isPremium: boolean;
  /** Only for "no visa needed"; empty otherwise. */
  freeServices: FreeServiceId[];
};

export type RecommendationRow = {
  id: VisaOptionId;
  visaSlug: string;
  matches: (answers: AssessmentAnswers) => boolean;
  costEur: number;
  processing: { minMonths: number; maxMonths: number };
  matchScore: number;
  isPremium: boolean;
};

export const maxOptions = 3;

/** Spec §9's table for everyone who is not an EU/EEA/Swiss citizen, in the spec's order. */
export const recommendationTable: readonly RecommendationRow[] = [
  {
    id: "passeport-talent",
    visaSlug: "passeport-talent",
    matches: (a) => a.profession === "tech" || a.profession === "business",
    costEur: 269,
    processing: { minMonths: 2, maxMonths: 3 },
    matchScore: 95,
    isPremium: false,
  },
  {
    id: "eu-blue-card",
    visaSlug: "carte-bleue-ue",
    matches: (a) => a.profession === "tech" && (a.income === "4k_6k" || a.income === "over_6k"),
    costEur: 269,
    processing: { minMonths: 2, maxMonths: 4 },
    matchScore: 90,
    isPremium: true,
  },
  {
    id: "student-visa",
    visaSlug: "etudiant",
    matches: (a) => a.profession === "student",
    costEur: 50,
    processing: { minMonths: 1, maxMonths: 2 },
    matchScore: 95,
    isPremium: false,
  },
  {
    id: "employee-visa",
    visaSlug: "salarie",
    matches: (a) => a.profession !== "student",
    costEur: 99,
    processing: { minMonths: 1, maxMonths: 3 },
    matchScore: 75,
    isPremium: false,
  },
  {
    id: "auto-entrepreneur",
    visaSlug: "auto-entrepreneur",
    matches: (a) => a.profession === "business",
    costEur: 269,
    processing: { minMonths: 3, maxMonths: 6 },
    matchScore: 85,
    isPremium: true,
  },
  {
    id: "retiree-visitor-visa",
    visaSlug: "visiteur-touriste",
    matches: (a) => a.profession === "retiree",
    costEur: 99,
    processing: { minMonths: 2, maxMonths: 4 },
    matchScore: 90,
    isPremium: false,
  },
];

export const noVisaNeeded: Readonly<RecommendedOption> = Object.freeze({
  id: "no-visa-needed",
  visaSlug: null,
  href: "/eu-eea-nationals",
  matchScore: 100,
  costEur: 0,
  processing: null,
  isPremium: false,
  freeServices: [...freeServiceIds],
});

/**
 * The quick wizard's result: EU/EEA/Swiss citizens get only "no visa needed"; everyone else the
 * matching rows, best score first (ties keep the table's order), at most three.
 */
export function recommend(
  answers: AssessmentAnswers,
  table: readonly RecommendationRow[] = recommendationTable,
): RecommendedOption[] {
  if (isEuEeaCitizen(answers.country)) return [{ ...noVisaNeeded, freeServices: [...freeServiceIds] }];
  return table
    .filter((row) => row.matches(answers))
    .sort((a, b) => b.matchScore - a.matchScore) // Array.prototype.sort is stable
    .slice(0, maxOptions)
    .map((row) => ({
      id: row.id,
      visaSlug: row.visaSlug,
      href: `/visa/${row.visaSlug}`,
      matchScore: row.matchScore,
      costEur: row.costEur,
      processing: { ...row.processing },
      isPremium: row.isPremium,
      freeServices: [],
    }));
}
