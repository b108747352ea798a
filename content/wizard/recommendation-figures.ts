import { type NetSalaryTable, tableOn } from "../../core/net-gross.ts";
import { parisDate } from "../../core/paris-date.ts";
import {
  type AssessmentAnswers,
  type OptionFigures,
  type ProcessingTime,
  type Recommendation,
  type RecommendationFigures,
  type RecommendationRow,
  recommend,
  recommendationTable,
  type VisaOptionId,
} from "../../core/recommend.ts";
import { currentFact } from "../facts/fact-on.ts";
import { type Fact, kindOf } from "../facts/fact-types.ts";
import type { FactId } from "../facts/facts.ts";
import { netSalaryTables } from "../facts/net-salary-table.ts";
import { visaCostOf, visaProcessingOf } from "../visas/visa-costs.ts";

/**
 * The quick wizard's figures, composed from the facts registry for the engine in core/ (which
 * cannot import content/): each option's cost and processing time are those of its linked visa
 * page — the page's own cost composition and processing-time fact (content/visas/visa-costs.ts),
 * not a copy — and the options with a salary floor read it from the registry too
 * (docs/decisions/0023).
 */

/** The registry fact of each option's salary floor, where it has one. */
export const salaryFloorFacts: Partial<Record<VisaOptionId, FactId>> = {
  "passeport-talent": "talent.qualified-employee.min-annual-salary",
  "eu-blue-card": "eu-blue-card.min-annual-salary",
};

/** The registry fact of each option's resources floor: visitors and retirees show the net SMIC. */
export const resourcesFloorFacts: Partial<Record<VisaOptionId, FactId>> = {
  "retiree-visitor-visa": "smic.monthly-net",
};

function amountIn(id: FactId, unit: Fact["unit"], moment: Date): number {
  const fact: Fact = currentFact(id, moment);
  if (typeof fact.value !== "number" || fact.unit !== unit) throw new Error(`${id} is not an amount in ${unit}`);
  return fact.value;
}

function processingOf(slug: string, moment: Date): ProcessingTime | null {
  const processing = visaProcessingOf(slug);
  if (!processing) return null;
  const fact: Fact = currentFact(processing.factId, moment);
  return { ...processing, ourEstimate: kindOf(fact) === "our-estimate" };
}

function figuresOf(row: RecommendationRow, country: string | undefined, moment: Date): OptionFigures {
  const cost = visaCostOf(row.visaSlug, { country });
  // Every option links to a page with one cost: a missing one is a mistake to catch in tests.
  if (!cost) throw new Error(`The visa page ${row.visaSlug} has no cost composition for the wizard`);
  const salaryFact = salaryFloorFacts[row.id];
  const resourcesFact = resourcesFloorFacts[row.id];
  return {
    cost: { parts: cost.parts.map(({ role, factId, value }) => ({ role, factId, value })), total: cost.total },
    processing: processingOf(row.visaSlug, moment),
    ...(salaryFact
      ? { salaryFloor: { annualGrossEur: amountIn(salaryFact, "eur-per-year", moment), factId: salaryFact } }
      : {}),
    ...(resourcesFact
      ? { resourcesFloor: { monthlyNetEur: amountIn(resourcesFact, "eur-per-month", moment), factId: resourcesFact } }
      : {}),
  };
}

/**
 * The wizard's figures on the Paris day of `moment`, for an application made from `country` (the
 * student visa fee depends on it): composed for each request, since a figure may change at
 * midnight in Paris (ADR 0057).
 */
export function recommendationFiguresFor(country?: string, moment: Date = new Date()): RecommendationFigures {
  return Object.fromEntries(recommendationTable.map((row) => [row.id, figuresOf(row, country, moment)])) as Record<
    VisaOptionId,
    OptionFigures
  >;
}

/** The gross/net table in force on the Paris day of `moment` (ADR 0058). */
export function netSalaryTableOn(moment: Date = new Date()): NetSalaryTable {
  return tableOn(netSalaryTables, parisDate(moment));
}

/** The wizard's recommendation with the registry's figures: what POST /api/assessments returns. */
export function recommendWithRegistry(answers: AssessmentAnswers, moment: Date = new Date()): Recommendation {
  return recommend(answers, recommendationFiguresFor(answers.country, moment), netSalaryTableOn(moment));
}
