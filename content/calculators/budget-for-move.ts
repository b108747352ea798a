import { type Budget, type BudgetRules, planBudget } from "../../core/calculators/budget.ts";
import type { HousingType } from "../../core/calculators/cost-of-living.ts";
import { checkResources, type ResourcesVerdict } from "../../core/calculators/resources-test.ts";
import type { BudgetQuery } from "../../core/calculators/tool-query.ts";
import { findCity } from "../cities/cities.ts";
import { currentFact } from "../facts/fact-on.ts";
import type { Fact } from "../facts/fact-types.ts";
import type { FactId } from "../facts/facts.ts";
import { type VisaCost, visaCostOf } from "../visas/visa-costs.ts";
import { costOfLivingFor } from "./cost-of-living-for-city.ts";
import { budgetRules, housingForHousehold } from "./estimates.ts";
import { type ResourcesCondition, resourcesConditionOf } from "./resources-tests.ts";

/**
 * The budget planner with its figures composed from the one copy of each: the visa's cost as its
 * page shows it (content/visas/visa-costs.ts, the 2026 taxes included), the deposit limit of the
 * law on rented homes (registry), the rent and living costs of the city's dataset through the
 * cost-of-living rules, and the visa's resources condition (registry). Nothing is retyped.
 */
export type BudgetForMove = {
  budget: Budget;
  visaCost: VisaCost;
  housing: HousingType;
  monthlyRent: number;
  monthlyLiving: number;
  depositFactId: FactId;
  /** The legal maximum deposit in months of rent, as the registry gives it. */
  depositMonths: number;
  /** Our estimates used for this kind of let (./estimates.ts). */
  rules: BudgetRules;
  resources: (ResourcesCondition & { verdict: ResourcesVerdict }) | null;
};

const depositFacts = {
  unfurnished: "rental-deposit.max-unfurnished",
  furnished: "rental-deposit.max-furnished",
} as const satisfies Record<BudgetQuery["rental"], FactId>;

function months(id: FactId): number {
  const fact: Fact = currentFact(id);
  if (typeof fact.value !== "number" || fact.unit !== "months") throw new Error(`${id} is not a number of months`);
  return fact.value;
}

/** The planner for valid inputs (tool-query.ts checked the city and the visa); throws otherwise. */
export function budgetForMove(query: BudgetQuery): BudgetForMove {
  const city = findCity(query.city);
  const visaCost = visaCostOf(query.visa);
  if (!city || !visaCost) throw new Error(`No figures for ${query.city} / ${query.visa}`);
  const housing = housingForHousehold[query.people - 1] ?? "house";
  const living = costOfLivingFor(city, { housing, people: query.people, lifestyle: "moderate" });
  const visaFee = visaCost.parts.find((part) => part.role === "visa-fee")?.value ?? 0;
  const depositFactId = depositFacts[query.rental];
  const depositMonths = months(depositFactId);
  const rules = budgetRules[query.rental];
  const budget = planBudget(
    {
      monthlyIncome: query.income,
      savings: query.savings,
      monthsUntilMove: query.months,
      people: query.people,
      adults: query.adults,
    },
    {
      visaCostPerAdult: visaCost.total,
      visaCostPerChild: visaFee,
      monthlyRent: living.housing.typical,
      monthlyLiving: living.monthly.typical,
      depositMonths,
    },
    rules,
  );
  const condition = resourcesConditionOf(query.visa, query.people);
  return {
    budget,
    visaCost,
    housing,
    monthlyRent: living.housing.typical,
    monthlyLiving: living.monthly.typical,
    depositFactId,
    depositMonths,
    rules,
    resources: condition ? { ...condition, verdict: checkResources(query.income, condition.floor) } : null,
  };
}
