import type {
  EligibilityFigures,
  Threshold,
  ThresholdId,
  ThresholdValue,
} from "../../core/eligibility/eligibility-figures.ts";
import { thresholdIds } from "../../core/eligibility/eligibility-figures.ts";
import { factOn, periodsOf } from "../facts/fact-on.ts";
import type { FactValue } from "../facts/fact-types.ts";
import { etudesEnFranceCountries } from "../visas/etudes-en-france.ts";

/**
 * The engine's thresholds on a Paris day: each registry fact in force that day, with its
 * source, checked-on date and the next value announced after it — so a profile planned for
 * 1 March 2026 is compared with the SMIC of that day, and one planned for 1 July with June's.
 */

function thresholdValue(id: string, value: FactValue): ThresholdValue {
  if (typeof value === "number" || "min" in value) return value;
  throw new Error(`${id} is a date: not a threshold`);
}

function thresholdOn(id: ThresholdId, date: string): Threshold {
  const fact = factOn(id, date);
  const next = periodsOf(id).find((period) => period.from !== undefined && period.from > date);
  return {
    value: thresholdValue(id, fact.value),
    unit: fact.unit,
    sourceUrl: fact.source.url,
    checkedOn: fact.checkedOn,
    next: next?.from ? { from: next.from, value: thresholdValue(id, next.value) } : null,
  };
}

// The figures of a day never change within a process (the registry is code): made once per day asked.
const byDate = new Map<string, EligibilityFigures>();

export function eligibilityFiguresOn(date: string): EligibilityFigures {
  const known = byDate.get(date);
  if (known) return known;
  const thresholds = Object.fromEntries(thresholdIds.map((id) => [id, thresholdOn(id, date)])) as Record<
    ThresholdId,
    Threshold
  >;
  const figures: EligibilityFigures = { date, thresholds, etudesEnFranceCountries };
  // Bounded: the API accepts any planned day, and a crawler could ask for thousands.
  if (byDate.size >= 400) byDate.clear();
  byDate.set(date, figures);
  return figures;
}
