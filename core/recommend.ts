import { isEuEeaCitizen } from "./eu-eea.ts";
import { type RegimeId, regimesFor } from "./nationality-regimes.ts";
import { grossOfNet, type NetSalaryTable } from "./net-gross.ts";
import { type FloorFit, floorFit, floorFitMonthly, type MonthlyRange, monthlyOfAnnual } from "./salary-floor.ts";

// Plain code, no Zod: the same engine runs on the server (POST /api/assessments) and may run in
// the browser. Options, profiles, scores, premium flags and order are the product specification's
// recommendation table; costs, processing times and salary floors are not in this file: they
// come from the facts registry, composed one layer up (content/wizard/recommendation-figures.ts)
// and passed in, so the wizard shows what the linked visa page shows (ADR 0023). core/ cannot
// import content/ (tests/unit/layers.test.ts).

export const professions = ["tech", "business", "healthcare", "education", "student", "retiree", "other"] as const;
export type Profession = (typeof professions)[number];

/**
 * Net monthly income in EUR: 0-2000, 2000-4000, 4000-6000, 6000+ — take-home pay before income
 * tax for an employee, regular resources for a retiree or a student (the income step says which).
 * Salary floors are gross: the band is converted with URSSAF's rules before it is compared
 * (core/net-gross.ts, ADR 0058); resources floors are net and compared as they are.
 */
export const incomeBands = ["under_2k", "2k_4k", "4k_6k", "over_6k"] as const;
export type IncomeBand = (typeof incomeBands)[number];

/** Each band's bounds, EUR per month; the dialog labels them from here. */
export const incomeBandRanges: Readonly<Record<IncomeBand, Readonly<MonthlyRange>>> = {
  under_2k: { min: 0, max: 2000 },
  "2k_4k": { min: 2000, max: 4000 },
  "4k_6k": { min: 4000, max: 6000 },
  over_6k: { min: 6000, max: null },
};

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

/** The charges a visa page composes its cost from (content/visas/visa-costs.ts). */
export type CostPartRole = "visa-fee" | "residence-permit-tax" | "stamp-duty";
/** One charge, in whole euros, with the registry fact it comes from. */
export type CostPart = { role: CostPartRole; factId: string; value: number };
/** What applying costs, as the linked visa page composes it: its parts and their total (whole euros). */
export type OptionCost = { parts: CostPart[]; total: number };

/** A processing time as the registry states it, with the fact it comes from. */
export type ProcessingTime = {
  min: number;
  max: number;
  unit: "days" | "weeks" | "months";
  /** Registry id of the fact the visa page shows. */
  factId: string;
  /** True when the registry gives it as our own estimate, not an official figure. */
  ourEstimate: boolean;
};

/** A gross annual salary an option requires, from the registry. */
export type SalaryFloorFigure = { annualGrossEur: number; factId: string };

/** Net monthly resources an option requires (the visitor's net SMIC), from the registry. */
export type ResourcesFloorFigure = { monthlyNetEur: number; factId: string };

/** The registry figures of one option: what the linked visa page shows. */
export type OptionFigures = {
  cost: OptionCost;
  /** null when the page gives no figure (it says times vary); the wizard then says the same. */
  processing: ProcessingTime | null;
  /** Present when the option has a salary floor (talent – qualified employee, EU Blue Card). */
  salaryFloor?: SalaryFloorFigure;
  /** Present when the option has a resources floor (the long-stay visitor). */
  resourcesFloor?: ResourcesFloorFigure;
};
export type RecommendationFigures = Readonly<Record<VisaOptionId, OptionFigures>>;

/** The floor beside the person's band, and how they compare (see core/salary-floor.ts). */
export type SalaryFloorCheck = SalaryFloorFigure & {
  /** The annual floor as a monthly amount, rounded up: 39,582 € a year → 3,299 € a month. */
  monthlyGrossEur: number;
  income: IncomeBand;
  /** The band as answered: net a month. */
  band: MonthlyRange;
  /** The same band as gross pay a month (URSSAF's rules, to the euro): what the floor is compared with. */
  grossBand: MonthlyRange;
  fit: FloorFit;
};

/** A resources floor beside the person's band: both net a month. */
export type ResourcesFloorCheck = ResourcesFloorFigure & { income: IncomeBand; band: MonthlyRange; fit: FloorFit };

export type RecommendedOption = {
  id: OptionId;
  /** Slug of the visa page (/visa/{slug}); null for "no visa needed". */
  visaSlug: string | null;
  /** Where the option's "learn more" leads. */
  href: string;
  /** Compatibility percentage, 0-100. */
  matchScore: number;
  /** null when there is no visa to pay for. */
  cost: OptionCost | null;
  /** null when there is no visa to process, or when the page gives no figure. */
  processing: ProcessingTime | null;
  /** The salary floor beside the person's band ("above" or "straddles"); null without a floor. */
  salaryFloor: SalaryFloorCheck | null;
  /** The resources floor beside the person's band ("above" or "straddles"); null without one. */
  resourcesFloor: ResourcesFloorCheck | null;
  isPremium: boolean;
  /** Only for "no visa needed"; empty otherwise. */
  freeServices: FreeServiceId[];
};

/**
 * An option of the table the profile matched but that is not offered, shown with the reason: the
 * income is below its floor, or a bilateral agreement gives the person's nationality other permits.
 */
export type DroppedOption =
  | { id: VisaOptionId; visaSlug: string; href: string; reason: "below-salary-floor"; salaryFloor: SalaryFloorCheck }
  | { id: VisaOptionId; visaSlug: string; href: string; reason: "nationality-regime"; regime: RegimeId };

/** `regimes`: the bilateral regimes of the person's nationality, explained beside the options. */
export type Recommendation = { options: RecommendedOption[]; dropped: DroppedOption[]; regimes: RegimeId[] };

export type RecommendationRow = {
  id: VisaOptionId;
  visaSlug: string;
  matches: (answers: AssessmentAnswers) => boolean;
  /** Whether the option's salary floor (if the figures give one) applies to this profile. */
  floorApplies: (answers: AssessmentAnswers) => boolean;
  matchScore: number;
  isPremium: boolean;
};

export const maxOptions = 3;
/** The highest score an option gets when the person's band straddles its salary floor. */
export const straddlingScoreCap = 80;

const always = () => true;
const never = () => false;

/** The product specification's table for everyone who is not an EU/EEA/Swiss citizen, in its order. */
export const recommendationTable: readonly RecommendationRow[] = [
  {
    id: "passeport-talent",
    visaSlug: "passeport-talent",
    matches: (a) => a.profession === "tech" || a.profession === "business",
    // A tech profile comes as a qualified employee, whose category has the salary floor; a
    // business profile comes through the founder, innovative-project or investor categories,
    // whose conditions are a project or an investment, not a salary (docs/decisions/0023).
    floorApplies: (a) => a.profession === "tech",
    matchScore: 95,
    isPremium: false,
  },
  {
    id: "eu-blue-card",
    visaSlug: "carte-bleue-ue",
    matches: (a) => a.profession === "tech" && (a.income === "4k_6k" || a.income === "over_6k"),
    floorApplies: always,
    matchScore: 90,
    isPremium: true,
  },
  {
    id: "student-visa",
    visaSlug: "etudiant",
    matches: (a) => a.profession === "student",
    floorApplies: never,
    matchScore: 95,
    isPremium: false,
  },
  {
    id: "employee-visa",
    visaSlug: "salarie",
    matches: (a) => a.profession !== "student",
    floorApplies: never,
    matchScore: 75,
    isPremium: false,
  },
  {
    id: "auto-entrepreneur",
    visaSlug: "auto-entrepreneur",
    matches: (a) => a.profession === "business",
    floorApplies: never,
    matchScore: 85,
    isPremium: true,
  },
  {
    id: "retiree-visitor-visa",
    visaSlug: "visiteur-touriste",
    matches: (a) => a.profession === "retiree",
    floorApplies: never,
    matchScore: 90,
    isPremium: false,
  },
];

export const noVisaNeeded: Readonly<RecommendedOption> = Object.freeze({
  id: "no-visa-needed",
  visaSlug: null,
  href: "/eu-eea-nationals",
  matchScore: 100,
  cost: null,
  processing: null,
  salaryFloor: null,
  resourcesFloor: null,
  isPremium: false,
  freeServices: [...freeServiceIds],
});

/** A net monthly band as gross pay a month, to the euro (0 and "no upper bound" stay as they are). */
function grossBandOf(band: MonthlyRange, conversion: NetSalaryTable): MonthlyRange {
  return {
    min: band.min === 0 ? 0 : Math.round(grossOfNet(band.min, conversion)),
    max: band.max === null ? null : Math.round(grossOfNet(band.max, conversion)),
  };
}

function checkFloor(floor: SalaryFloorFigure, income: IncomeBand, conversion: NetSalaryTable): SalaryFloorCheck {
  const band = incomeBandRanges[income];
  const grossBand = grossBandOf(band, conversion);
  return {
    ...floor,
    monthlyGrossEur: monthlyOfAnnual(floor.annualGrossEur),
    income,
    band: { ...band },
    grossBand,
    fit: floorFit(grossBand, floor.annualGrossEur),
  };
}

function checkResources(floor: ResourcesFloorFigure, income: IncomeBand): ResourcesFloorCheck {
  const band = incomeBandRanges[income];
  return { ...floor, income, band: { ...band }, fit: floorFitMonthly(band, floor.monthlyNetEur) };
}

const copyCost = (cost: OptionCost): OptionCost => ({
  parts: cost.parts.map((part) => ({ ...part })),
  total: cost.total,
});

/**
 * The quick wizard's result. EU/EEA/Swiss citizens get only "no visa needed". Everyone else gets
 * the matching rows with the registry's cost and processing time, less the options a bilateral
 * agreement replaces for their nationality (listed in `dropped` with the regime). Where a salary
 * floor applies, the net band is converted to gross (`conversion`, URSSAF's rules) and compared
 * with the gross floor; where a resources floor applies, the net band is compared with it as it
 * is. A band wholly below a floor drops the option (in `dropped`, with the floor); a band
 * straddling it caps the score at 80. Then best score first (ties keep the table's order), at
 * most three.
 */
export function recommend(
  answers: AssessmentAnswers,
  figures: RecommendationFigures,
  conversion: NetSalaryTable,
  table: readonly RecommendationRow[] = recommendationTable,
): Recommendation {
  if (isEuEeaCitizen(answers.country)) {
    return { options: [{ ...noVisaNeeded, freeServices: [...freeServiceIds] }], dropped: [], regimes: [] };
  }
  const regimes = regimesFor(answers.country);
  const options: RecommendedOption[] = [];
  const dropped: DroppedOption[] = [];
  for (const row of table) {
    if (!row.matches(answers)) continue;
    const figure = figures[row.id];
    const href = `/visa/${row.visaSlug}`;
    const replacedBy = regimes.find((regime) => regime.replaces.includes(row.id));
    if (replacedBy) {
      dropped.push({ id: row.id, visaSlug: row.visaSlug, href, reason: "nationality-regime", regime: replacedBy.id });
      continue;
    }
    const floor =
      figure.salaryFloor && row.floorApplies(answers)
        ? checkFloor(figure.salaryFloor, answers.income, conversion)
        : null;
    if (floor?.fit === "below") {
      dropped.push({ id: row.id, visaSlug: row.visaSlug, href, reason: "below-salary-floor", salaryFloor: floor });
      continue;
    }
    const resources = figure.resourcesFloor ? checkResources(figure.resourcesFloor, answers.income) : null;
    const capped = floor?.fit === "straddles" || resources?.fit === "straddles" || resources?.fit === "below";
    options.push({
      id: row.id,
      visaSlug: row.visaSlug,
      href,
      matchScore: capped ? Math.min(row.matchScore, straddlingScoreCap) : row.matchScore,
      cost: copyCost(figure.cost),
      processing: figure.processing ? { ...figure.processing } : null,
      salaryFloor: floor,
      resourcesFloor: resources,
      isPremium: row.isPremium,
      freeServices: [],
    });
  }
  // Array.prototype.sort is stable: equal scores keep the table's order.
  options.sort((a, b) => b.matchScore - a.matchScore);
  return { options: options.slice(0, maxOptions), dropped, regimes: regimes.map((regime) => regime.id) };
}
