import { addMonths } from "../calculators/iso-date.ts";
import type { EligibilityFigures } from "./eligibility-figures.ts";
import type { EligibilityProfile } from "./eligibility-profile.ts";
import type { Change, Reason, Verdict } from "./eligibility-result.ts";
import { defaultStayMonths } from "./resources-with-savings.ts";

/**
 * "What would change the verdict" (ADR 0078), computed from the reasons, never written by
 * hand: each condition not met gives the smallest change that meets it, and an announced change
 * of a threshold gives a date to apply before (a rise that would leave the person short) or from
 * (a fall that lets them in).
 */

/** Yes/no conditions a person can act on; the others (a nationality, a purpose) are not changes. */
const obtainable = new Set([
  "admission",
  "etudes-en-france",
  "hosting-agreement",
  "innovative-recognition",
  "business-plan",
  "internship-agreement",
  "volunteering-agreement",
  "au-pair-agreement",
  "artistic-activity",
  "renown",
  "permanent-contract",
  "french-diploma",
  "qualification",
  "job-offer",
]);

function changeFor(reason: Reason, plannedStart: string): Change | null {
  if (reason.met !== false || reason.kind === "assessed") return null;
  const { condition, unit, value, threshold } = reason;
  if (reason.shortBy !== undefined && typeof threshold === "number") {
    // Months of residence come with time; every other figure (pay, resources, investment, the
    // length of a contract, the group seniority) is raised.
    if (condition === "sponsor-residence") {
      const months = Math.ceil(reason.shortBy);
      return {
        action: "wait",
        condition,
        unit,
        from: value,
        to: threshold,
        by: months,
        date: addMonths(plannedStart, months),
      };
    }
    // The figure that meets it: the threshold itself, or one past it for "longer than".
    const to = typeof value === "number" ? Math.round((value + reason.shortBy) * 100) / 100 : threshold;
    return { action: "raise", condition, unit, from: value, to, by: reason.shortBy };
  }
  if (unit === "years" && typeof value === "number" && threshold !== null && typeof threshold === "object") {
    // Too young: wait until the lower bound; too old: nothing to change.
    if (value < threshold.min) {
      const years = threshold.min - value;
      return {
        action: "wait",
        condition,
        unit,
        from: value,
        to: threshold,
        by: years,
        date: addMonths(plannedStart, years * 12),
      };
    }
    return null;
  }
  if (obtainable.has(condition))
    return { action: "obtain", condition, unit, from: value, ...(threshold === null ? {} : { to: threshold }) };
  return null;
}

/** A threshold announced to change after the planned start that would turn the comparison over. */
function announcedChange(reason: Reason, figures: EligibilityFigures): Change | null {
  if (reason.factId === null || typeof reason.value !== "number" || typeof reason.threshold !== "number") return null;
  const next = figures.thresholds[reason.factId].next;
  const current = figures.thresholds[reason.factId].value;
  if (!next || typeof next.value !== "number" || typeof current !== "number" || current === 0) return null;
  // The reason's threshold may be a multiple of the fact (12 × the monthly SMIC): scale alike.
  const nextThreshold = Math.round(reason.threshold * (next.value / current) * 100) / 100;
  const base = {
    condition: reason.condition,
    unit: reason.unit,
    from: reason.value,
    to: nextThreshold,
    date: next.from,
  };
  if (reason.met === true && reason.value < nextThreshold) return { action: "apply-before", ...base };
  if (reason.met === false && reason.value >= nextThreshold) return { action: "apply-from", ...base };
  return null;
}

/** The conditions whose resources savings may make up (resources-with-savings.ts). */
const savingsCount = new Set(["student-resources", "visitor-resources", "resources-smic-gross"]);

/**
 * Where savings count, a monthly shortfall can also be made up by savings: the shortfall times the
 * months of the stay, on top of what the person already has.
 */
function savingsChange(reason: Reason, profile: EligibilityProfile): Change | null {
  if (!savingsCount.has(reason.condition) || reason.met !== false || reason.shortBy === undefined) return null;
  const months =
    reason.savings?.months ?? (profile.stayMonths && profile.stayMonths > 0 ? profile.stayMonths : defaultStayMonths);
  const have = profile.savingsEur ?? 0;
  const by = Math.ceil(reason.shortBy * months);
  return { action: "raise", condition: "savings", unit: "eur", from: have, to: have + by, by, alternative: true };
}

export function changesOf(
  verdict: Verdict,
  reasons: readonly Reason[],
  figures: EligibilityFigures,
  profile: EligibilityProfile,
): Change[] {
  const { plannedStart } = profile;
  if (verdict === "not-applicable") return [];
  const changes: Change[] = [];
  for (const reason of reasons) {
    const announced = announcedChange(reason, figures);
    if (announced) changes.push(announced);
    // A later fall of the threshold that already lets the person in is the change to make.
    if (verdict === "eligible" || verdict === "likely" || announced?.action === "apply-from") continue;
    const change = changeFor(reason, plannedStart);
    if (change) changes.push(change);
    const savings = change ? savingsChange(reason, profile) : null;
    if (savings) changes.push(savings);
  }
  return changes;
}
