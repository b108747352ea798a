import type { BudgetRules } from "../../core/calculators/budget.ts";
import type { CostOfLivingRules, HousingType } from "../../core/calculators/cost-of-living.ts";
import type { TimelineRules } from "../../core/calculators/timeline.ts";
import type { RentalKind } from "../../core/calculators/tool-query.ts";

/**
 * Our estimates behind the three calculators, in one place: the rules of thumb that turn the city
 * dataset and the facts registry into a household's budget and calendar. None of them is an
 * official figure. Each is `kind: "our-estimate"`, and the pages show every one of them under
 * "How we calculate", with the reasoning below written out in the reader's language
 * (content/i18n/tools-<language>.ts, tools.assumptions). Official figures (fees, taxes, deposit
 * limits, processing times, the visa validation deadline) are not here: they come from the
 * registry (content/facts/facts.ts) and content/visas/visa-costs.ts.
 */

export const estimatesKind = "our-estimate" as const;
/** When these rules were last set against the dataset and current prices. */
export const estimatedOn = "2026-11-25";

/**
 * Cost of living. The dataset gives one person's costs and the rents of a one-bedroom and a
 * three-bedroom flat (content/cities). Other homes are read between and around those two rents:
 * - a studio at three quarters of the one-bedroom rent (smaller surface, same city; studios cost
 *   more per square metre, so the rent falls less than the surface);
 * - a two-bedroom halfway between the one-bedroom and the three-bedroom rents;
 * - a house at the three-bedroom rent plus a tenth (houses to let inside these cities are rare
 *   and dearer than flats of the same size; further out they cost about the same).
 * Utilities scale with the home's size (heating is the largest part). Food and transport scale
 * with INSEE's consumption units (1 for the first person, 0.5 for each other person aged 14 or
 * over, 0.3 for a younger child): every person after the first counts 0.5, the careful side when
 * ages are not asked. The way of living changes food and dining (minimal: cooking at home, few
 * meals out; comfortable: meals out every week) and "everything else" (clothes, phone, leisure,
 * top-up health insurance, personal care), taken as a share of the other costs.
 */
export const costOfLivingRules: CostOfLivingRules = {
  rent: {
    studio: { oneBedroom: 0.75, threeBedroom: 0 },
    "one-bedroom": { oneBedroom: 1, threeBedroom: 0 },
    "two-bedroom": { oneBedroom: 0.5, threeBedroom: 0.5 },
    house: { oneBedroom: 0, threeBedroom: 1.1 },
  },
  utilities: { studio: 0.8, "one-bedroom": 1, "two-bedroom": 1.25, house: 1.6 },
  extraPersonWeight: 0.5,
  food: { minimal: 0.85, moderate: 1, comfortable: 1.3 },
  otherShare: { minimal: 0.1, moderate: 0.15, comfortable: 0.25 },
};

/**
 * The home the budget planner assumes for a household of each size (index = people − 1): one
 * or two people in a one-bedroom flat, three or four in a two-bedroom flat, five or more in a
 * house. The planner also assumes a moderate way of living for the emergency fund.
 */
export const housingForHousehold: readonly HousingType[] = [
  "one-bedroom",
  "one-bedroom",
  "two-bedroom",
  "two-bedroom",
  "house",
  "house",
  "house",
  "house",
];

/**
 * Budget planner, in whole euros:
 * - travel: a one-way flight to France from outside Europe with an extra suitcase, per person;
 *   from nearby countries it costs less, from Oceania more;
 * - setting up an unfurnished home: a bed, a table and chairs, kitchen basics, curtains and light
 *   fittings bought second-hand or entry-level; a furnished flat needs only linen and small items;
 * - the emergency fund: three months of the household's living costs, for the weeks before the
 *   first salary or transfer and for the unexpected (a common rule of thumb for a move).
 */
export const budgetRules: Record<RentalKind, BudgetRules> = {
  unfurnished: { travelPerPerson: 700, setup: 1500, emergencyFundMonths: 3 },
  furnished: { travelPerPerson: 700, setup: 400, emergencyFundMonths: 3 },
};

/**
 * Timeline, in weeks: research before starting the file; getting an appointment at the visa
 * application centre and filing (slots are often two weeks out in busy seasons); from the visa in
 * the passport to the flight; the first weeks in France (bank account, health insurance
 * registration, the online validation of the visa, well within its legal deadline). The
 * validation deadline itself is the registry's (vls-ts.validation-deadline), added by
 * content/calculators/timeline-for-visa.ts.
 */
export const timelineWeeks: Omit<TimelineRules, "validationDeadline"> = {
  researchWeeks: 2,
  applicationWeeks: 2,
  travelWeeks: 2,
  settlingWeeks: 4,
};
