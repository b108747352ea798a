import { parisDate } from "../../core/paris-date.ts";
import type { Fact, FactDefinition, FactDerivation, FactPeriod, FactValue } from "./fact-types.ts";
import { type FactId, factRegistry } from "./facts.ts";

/**
 * The one way to read a figure (ADR 0057): the value of a registry fact in force on a Paris
 * day. Pages, PDFs, the wizard, the calculators, the assistant and e-mails all come here, with
 * the day of the request (`currentFact`) or a day of their choosing (`factOn`, for tests and the
 * report), so a revaluation entered ahead switches everywhere at midnight in Paris.
 */

export function isFactId(id: string): id is FactId {
  return Object.hasOwn(factRegistry, id);
}

function definitionOf(id: string): FactDefinition {
  if (!isFactId(id)) throw new Error(`Unknown fact: ${id}`);
  return factRegistry[id];
}

function rounded(value: number, round: FactDerivation["round"]): number {
  // A multiplication such as 1,443 × 1.1 lands a hair off 1,587.3; rounding to the cent first
  // keeps a value that is exactly on a euro from being rounded up to the next one.
  const cents = Math.round(value * 100) / 100;
  if (round === "cent") return cents;
  return round === "euro" ? Math.round(cents) : Math.ceil(cents);
}

function derivedValue(base: FactValue, derivation: FactDerivation, id: string): FactValue {
  if (typeof base === "number") return rounded(base * derivation.times, derivation.round);
  if ("min" in base) {
    return {
      min: rounded(base.min * derivation.times, derivation.round),
      max: rounded(base.max * derivation.times, derivation.round),
    };
  }
  throw new Error(`${id} derives from a date, which cannot be multiplied`);
}

/**
 * Every value a fact has had or is announced to have, oldest first. A derived fact changes on
 * the days its base changes, and keeps the source and checked-on date of its own rule.
 */
export function periodsOf(id: string): FactPeriod[] {
  const definition = definitionOf(id);
  if ("history" in definition) return [...definition.history];
  if ("derived" in definition) {
    const { derived, source, checkedOn, basis } = definition;
    return periodsOf(derived.of).map((period) => ({
      ...(period.from ? { from: period.from } : {}),
      value: derivedValue(period.value, derived, id),
      source,
      checkedOn,
      ...(basis ? { basis } : {}),
    }));
  }
  const { value, source, checkedOn, basis } = definition;
  return [{ value, source, checkedOn, ...(basis ? { basis } : {}) }];
}

/** The fact in force on `date` (a Paris day, YYYY-MM-DD), with the day it took effect and the value before. */
export function factOn(id: FactId, date: string): Fact {
  const definition = definitionOf(id);
  const periods = periodsOf(id);
  let index = -1;
  for (let at = 0; at < periods.length; at++) {
    const from = periods[at]!.from;
    if (from === undefined || from <= date) index = at;
  }
  if (index < 0) throw new Error(`${id} has no value on ${date}`);
  const period = periods[index]!;
  const before = index > 0 ? periods[index - 1] : undefined;
  return {
    unit: definition.unit,
    label: definition.label,
    ...(definition.kind ? { kind: definition.kind } : {}),
    value: period.value,
    source: period.source,
    checkedOn: period.checkedOn,
    ...(period.basis ? { basis: period.basis } : {}),
    ...(period.from ? { since: period.from } : {}),
    ...(before && period.from ? { previous: { value: before.value, until: period.from } } : {}),
  };
}

/** The fact in force today in Paris (or at `moment`): what a page shows for this request. */
export function currentFact(id: FactId, moment: Date = new Date()): Fact {
  return factOn(id, parisDate(moment));
}

/** A value of a fact that takes effect on a given day. */
export type FactChange = { id: FactId; from: string; value: FactValue; previous: FactValue };

/** Every change of value taking effect after `after` and up to `until` (inclusive), by date. */
export function changesBetween(after: string, until: string): FactChange[] {
  const changes: FactChange[] = [];
  for (const id of factIds()) {
    const periods = periodsOf(id);
    periods.forEach((period, index) => {
      if (index === 0 || !period.from || period.from <= after || period.from > until) return;
      changes.push({ id, from: period.from, value: period.value, previous: periods[index - 1]!.value });
    });
  }
  return changes.sort((a, b) => a.from.localeCompare(b.from) || a.id.localeCompare(b.id));
}

/** Every id of the registry, in its order. */
export function factIds(): FactId[] {
  return Object.keys(factRegistry) as FactId[];
}

/** A fact that is one number (an amount, a count, a duration) as in force today; throws otherwise. */
export function currentAmount(id: FactId, moment: Date = new Date()): number {
  const { value } = currentFact(id, moment);
  if (typeof value !== "number") throw new Error(`${id} is not a single number`);
  return value;
}
