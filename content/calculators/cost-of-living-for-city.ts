import { type CostOfLiving, type CostOfLivingInput, costOfLiving } from "../../core/calculators/cost-of-living.ts";
import type { City } from "../cities/city-types.ts";
import { costOfLivingRules } from "./estimates.ts";

/**
 * One city's cost of living for a household: the dataset's own estimates (content/cities, each
 * with its basis) scaled by the rules stated in ./estimates.ts. The same figures feed the budget
 * planner's rent and emergency fund, so the two tools never disagree.
 */
export function costOfLivingFor(city: City, input: CostOfLivingInput): CostOfLiving {
  return costOfLiving(city.costs, input, costOfLivingRules);
}
