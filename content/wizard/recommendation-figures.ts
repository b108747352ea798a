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

function annualEuros(id: FactId): number {
  const fact: Fact = currentFact(id);
  if (typeof fact.value !== "number" || fact.unit !== "eur-per-year") throw new Error(`${id} is not an annual amount`);
  return fact.value;
}

function processingOf(slug: string): ProcessingTime | null {
  const processing = visaProcessingOf(slug);
  if (!processing) return null;
  const fact: Fact = currentFact(processing.factId);
  return { ...processing, ourEstimate: kindOf(fact) === "our-estimate" };
}

function figuresOf(row: RecommendationRow): OptionFigures {
  const cost = visaCostOf(row.visaSlug);
  // Every option links to a page with one cost: a missing one is a mistake to catch at start-up.
  if (!cost) throw new Error(`The visa page ${row.visaSlug} has no cost composition for the wizard`);
  const floorFact = salaryFloorFacts[row.id];
  return {
    cost: { parts: cost.parts.map(({ role, factId, value }) => ({ role, factId, value })), total: cost.total },
    processing: processingOf(row.visaSlug),
    ...(floorFact ? { salaryFloor: { annualGrossEur: annualEuros(floorFact), factId: floorFact } } : {}),
  };
}

export const recommendationFigures: RecommendationFigures = Object.freeze(
  Object.fromEntries(recommendationTable.map((row) => [row.id, figuresOf(row)])) as Record<VisaOptionId, OptionFigures>,
);

/** The wizard's recommendation with the registry's figures: what POST /api/assessments returns. */
export function recommendWithRegistry(answers: AssessmentAnswers): Recommendation {
  return recommend(answers, recommendationFigures);
}
