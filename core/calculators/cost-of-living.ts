import { blendRanges, type MoneyRange, scaleRange, sumRanges } from "./money-range.ts";

/**
 * The cost-of-living calculator (ADR 0032): a city, a kind of home, a household and a way of
 * living give the monthly and yearly costs per category, as ranges. Pure: the city's figures
 * and the scaling rules come in as data (the dataset and the rules live in content/, one layer
 * up, labelled as our estimates there: content/calculators/estimates.ts).
 */

export const housingTypes = ["studio", "one-bedroom", "two-bedroom", "house"] as const;
export type HousingType = (typeof housingTypes)[number];

export const lifestyles = ["minimal", "moderate", "comfortable"] as const;
export type Lifestyle = (typeof lifestyles)[number];

export const householdLimits = { min: 1, max: 8 } as const;

/** One city's monthly figures for one person, as the dataset gives them (content/cities). */
export type CityCostFigures = {
  rentOneBedroom: MoneyRange;
  rentThreeBedroom: MoneyRange;
  foodAndDining: MoneyRange;
  transportation: MoneyRange;
  utilities: MoneyRange;
};

/** How the dataset's figures become a household's: every number here is a stated estimate rule. */
export type CostOfLivingRules = {
  /** Rent of each home as shares of the one-bedroom and three-bedroom rents. */
  rent: Record<HousingType, { oneBedroom: number; threeBedroom: number }>;
  /** Utilities of each home as a multiple of the one-bedroom figure. */
  utilities: Record<HousingType, number>;
  /** Weight of each person after the first in food and transport (the first counts 1). */
  extraPersonWeight: number;
  /** Food and dining as a multiple of the one-person figure, by way of living. */
  food: Record<Lifestyle, number>;
  /** Everything else (clothes, phone, leisure, top-up health insurance) as a share of the rest. */
  otherShare: Record<Lifestyle, number>;
};

export type CostOfLivingInput = { housing: HousingType; people: number; lifestyle: Lifestyle };

export const costCategories = ["housing", "food", "transport", "utilities", "other"] as const;
export type CostCategory = (typeof costCategories)[number];

export type CostOfLiving = Record<CostCategory, MoneyRange> & {
  monthly: MoneyRange;
  yearly: MoneyRange;
  /** The household's weight in food and transport: 1 for one person, 1.5 for two… */
  consumptionUnits: number;
};

/** 1 for the first person, plus `extraPersonWeight` for each other one. */
export function consumptionUnits(people: number, rules: Pick<CostOfLivingRules, "extraPersonWeight">): number {
  return 1 + (people - 1) * rules.extraPersonWeight;
}

export function costOfLiving(city: CityCostFigures, input: CostOfLivingInput, rules: CostOfLivingRules): CostOfLiving {
  const units = consumptionUnits(input.people, rules);
  const rent = rules.rent[input.housing];
  const housing = blendRanges(city.rentOneBedroom, rent.oneBedroom, city.rentThreeBedroom, rent.threeBedroom);
  const food = scaleRange(city.foodAndDining, units * rules.food[input.lifestyle]);
  const transport = scaleRange(city.transportation, units);
  const utilities = scaleRange(city.utilities, rules.utilities[input.housing]);
  const other = scaleRange(sumRanges(housing, food, transport, utilities), rules.otherShare[input.lifestyle]);
  const monthly = sumRanges(housing, food, transport, utilities, other);
  return {
    housing,
    food,
    transport,
    utilities,
    other,
    monthly,
    yearly: scaleRange(monthly, 12),
    consumptionUnits: units,
  };
}
