import { amountOf, type EligibilityFigures, rangeOf, type ThresholdId } from "./eligibility-figures.ts";
import type { ConditionKind, Reason, ReasonUnit } from "./eligibility-result.ts";

/**
 * The few shapes every route's conditions take, so each route file reads as the official list of
 * conditions and nothing else. Amounts are compared in the threshold's own unit; the caller
 * converts nothing (a gross annual floor is compared with a gross annual salary).
 */

/** A figure that must reach a registry threshold (salary, resources, investment, months). */
export function atLeastFact(
  condition: string,
  value: number | null,
  figures: EligibilityFigures,
  factId: ThresholdId,
  unit: ReasonUnit,
  kind: ConditionKind = "required",
): Reason {
  return atLeast(condition, value, amountOf(figures, factId), unit, factId, kind);
}

/** A figure that must reach a threshold computed from the registry (12 × the monthly SMIC). */
export function atLeast(
  condition: string,
  value: number | null,
  threshold: number,
  unit: ReasonUnit,
  factId: ThresholdId | null,
  kind: ConditionKind = "required",
): Reason {
  if (value === null) return { condition, kind, threshold, value, unit, met: null, factId };
  const met = value >= threshold;
  const shortBy = met ? undefined : Math.round((threshold - value) * 100) / 100;
  return { condition, kind, threshold, value, unit, met, factId, ...(shortBy === undefined ? {} : { shortBy }) };
}

/** A figure within a registry range, bounds included (an age of 18 to 30). */
export function withinFact(
  condition: string,
  value: number | null,
  figures: EligibilityFigures,
  factId: ThresholdId,
  unit: ReasonUnit,
): Reason {
  const range = rangeOf(figures, factId);
  const met = value === null ? null : value >= range.min && value <= range.max;
  return { condition, kind: "required", threshold: range, value, unit, met, factId };
}

/** A yes/no condition: a document held, a status obtained. */
export function yes(condition: string, value: boolean | null, kind: ConditionKind = "required"): Reason {
  return { condition, kind, threshold: null, value, unit: "yes-no", met: value, factId: null };
}

/** A condition the authority judges case by case: listed, never known from the answers. */
export function assessed(condition: string): Reason {
  return { condition, kind: "assessed", threshold: null, value: null, unit: "yes-no", met: null, factId: null };
}

/** An answer that must be one of a few (a contract type, a purpose). */
export function oneOf(
  condition: string,
  value: string,
  allowed: readonly string[],
  unit: ReasonUnit,
  kind: ConditionKind = "required",
): Reason {
  return { condition, kind, threshold: allowed.join(","), value, unit, met: allowed.includes(value), factId: null };
}

/**
 * A stay or contract in months that must be longer than a limit in days (a short stay's 90 days):
 * the months are counted as 30 days each, so 3 months is not longer than 90 days and 4 are.
 */
export function moreThan(condition: string, months: number | null, days: number, factId: ThresholdId): Reason {
  const threshold = days / 30;
  const met = months === null ? null : months > threshold;
  // Short by the whole months up to the first one past the limit: 3 months → 1 more.
  const shortBy = met === false && months !== null ? Math.floor(threshold) + 1 - months : undefined;
  return {
    condition,
    kind: "required",
    threshold,
    value: months,
    unit: "months",
    met,
    factId,
    ...(shortBy === undefined ? {} : { shortBy }),
  };
}
