import type { Reason, Verdict } from "./eligibility-result.ts";

/**
 * A required figure short by at most this share of its threshold makes the route borderline
 * rather than closed: 1,300 € against 1,478 € (12 % short) is closed; 1,420 € (4 %) is borderline,
 * since a consulate counts savings and other income beside the monthly figure.
 */
export const borderlineShare = 0.05;

function nearMiss(reason: Reason): boolean {
  return (
    typeof reason.threshold === "number" &&
    reason.threshold > 0 &&
    reason.shortBy !== undefined &&
    reason.shortBy <= reason.threshold * borderlineShare
  );
}

/**
 * The verdict of an applicable route from its conditions:
 * - not eligible: a required condition is not met (and it is not a near miss);
 * - borderline: every miss is a near miss of a figure, or a benchmark is not reached;
 * - likely: nothing fails, but a required condition is not known from the answers;
 * - eligible: every required condition is met (conditions judged case by case remain, listed).
 */
export function verdictOf(reasons: readonly Reason[]): Verdict {
  const failed = reasons.filter((reason) => reason.kind === "required" && reason.met === false);
  if (failed.some((reason) => !nearMiss(reason))) return "not-eligible";
  if (failed.length > 0 || reasons.some((reason) => reason.kind === "benchmark" && reason.met === false)) {
    return "borderline";
  }
  if (reasons.some((reason) => reason.kind === "required" && reason.met === null)) return "likely";
  return "eligible";
}

const bands: Record<Verdict, { floor: number; span: number }> = {
  eligible: { floor: 85, span: 15 },
  likely: { floor: 60, span: 24 },
  borderline: { floor: 35, span: 24 },
  "not-eligible": { floor: 5, span: 29 },
  "not-applicable": { floor: 0, span: 0 },
};

/** The lowest score a verdict's band allows. */
export function scoreFloorOf(verdict: Verdict): number {
  return bands[verdict].floor;
}

/**
 * 0-100, within the verdict's band: the share of required conditions met moves a route up its
 * band, each condition judged case by case (or unknown) moves it down a little, so among eligible
 * routes the one with fewer uncertainties ranks first.
 */
export function scoreOf(verdict: Verdict, reasons: readonly Reason[]): number {
  const band = bands[verdict];
  if (band.span === 0) return band.floor;
  const required = reasons.filter((reason) => reason.kind === "required");
  const metShare =
    required.length === 0 ? 1 : required.filter((reason) => reason.met === true).length / required.length;
  const uncertain = reasons.filter((reason) => reason.met === null).length;
  const raw = band.floor + band.span * metShare - Math.min(uncertain * 2, band.span / 2);
  return Math.max(band.floor, Math.min(band.floor + band.span, Math.round(raw)));
}
