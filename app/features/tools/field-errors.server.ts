import type { TFunction } from "i18next";
import { householdLimits } from "../../../core/calculators/cost-of-living.ts";
import { addDays } from "../../../core/calculators/iso-date.ts";
import { documentWeeksLimits } from "../../../core/calculators/timeline.ts";
import {
  amountLimits,
  arrivalHorizonDays,
  maxAdults,
  maxCities,
  monthsLimits,
  type ToolErrorKey,
} from "../../../core/calculators/tool-query.ts";
import type { ToolFormats } from "./tool-formats.server.ts";

/**
 * Each refused field's message in the reader's language, with the limits it names read from
 * core/calculators (never written in the message itself).
 */
export function fieldErrors(
  errors: Record<string, ToolErrorKey>,
  t: TFunction,
  format: ToolFormats,
  today: string,
): Record<string, string> {
  const values: Record<ToolErrorKey, { min?: string; max?: string; example?: string }> = {
    cityRequired: {},
    cityInvalid: {},
    tooManyCities: { max: format.number(maxCities) },
    housingInvalid: {},
    lifestyleInvalid: {},
    peopleInvalid: { min: format.number(householdLimits.min), max: format.number(householdLimits.max) },
    adultsInvalid: { min: format.number(1), max: format.number(maxAdults) },
    incomeInvalid: { min: format.number(0), max: format.number(amountLimits.income) },
    savingsInvalid: { min: format.number(0), max: format.number(amountLimits.savings) },
    monthsInvalid: { min: format.number(monthsLimits.min), max: format.number(monthsLimits.max) },
    visaRequired: {},
    visaInvalid: {},
    rentalInvalid: {},
    modeInvalid: {},
    arrivalRequired: {},
    arrivalInvalid: { example: addDays(today, 90) },
    arrivalPast: {},
    arrivalTooFar: { max: format.date(addDays(today, arrivalHorizonDays)) },
    documentWeeksInvalid: { min: format.number(documentWeeksLimits.min), max: format.number(documentWeeksLimits.max) },
  };
  return Object.fromEntries(
    Object.entries(errors).map(([field, key]) => [field, t(`tools.errors.${key}`, values[key])]),
  );
}
