import type { ThresholdId, ThresholdValue } from "./eligibility-figures.ts";

/**
 * What the engine answers for one route: its verdict, a score to rank by, every condition it
 * checked with the threshold beside the person's figure, and the changes that would make it
 * eligible. The words are not here: content/eligibility gives each condition, unit and change its
 * sentence in each language.
 */

export const verdicts = ["eligible", "likely", "borderline", "not-eligible", "not-applicable"] as const;
export type Verdict = (typeof verdicts)[number];

/** How a figure reads: the person's and the threshold's are always in the same one. */
export type ReasonUnit =
  | "eur-per-year-gross"
  | "eur-per-month-gross"
  | "eur-per-month-net"
  | "eur-per-month"
  | "eur"
  | "months"
  | "years"
  | "people"
  | "yes-no"
  | "country"
  | "diploma"
  | "contract"
  | "purpose";

/**
 * - required: a legal condition; not met, the route is closed (or borderline when a figure is
 *   short by little);
 * - assessed: the authority judges it case by case (a business plan's viability, renown): listed,
 *   never decisive here;
 * - benchmark: a reference figure the authority uses without a legal floor (an intern's
 *   resources against the student amount): short of it, the route is borderline, not closed.
 */
export type ConditionKind = "required" | "assessed" | "benchmark";

export type Reason = {
  /** Which condition: the sentence is content/eligibility/condition-texts.ts's. */
  condition: string;
  kind: ConditionKind;
  /** The threshold (an amount, a range, or the expected answer); null for a yes/no condition. */
  threshold: ThresholdValue | string | null;
  /** The person's answer in the same unit; null when not answered. */
  value: number | string | boolean | null;
  unit: ReasonUnit;
  /** null: not known from the answers. */
  met: boolean | null;
  /** The registry fact the threshold comes from, with its source and checked-on date. */
  factId: ThresholdId | null;
  /** For an amount not reached: how far short, in the unit. */
  shortBy?: number;
  /** Savings counted in `value`, spread over the stay's months (resources-with-savings.ts). */
  savings?: { total: number; months: number };
};

export type ChangeAction =
  /** Bring a figure up to the threshold (salary, resources, investment, contract length). */
  | "raise"
  /** Obtain a document or a status the route needs (hosting agreement, admission, recognition). */
  | "obtain"
  /** Wait: the person's figure reaches the threshold with time (residence months, age). */
  | "wait"
  /** Apply before a date, when an announced rise of the threshold would leave the person short. */
  | "apply-before"
  /** Apply from a date, when an announced change of the threshold lets the person in. */
  | "apply-from";

export type Change = {
  action: ChangeAction;
  condition: string;
  unit: ReasonUnit;
  /** The person's figure now, and the one the route needs. */
  from?: number | string | boolean | null;
  to?: ThresholdValue | string;
  /** raise: the difference; wait: how long, in `unit`. */
  by?: number;
  /** wait, apply-before, apply-from: the day. */
  date?: string;
  /** Another way to the same end as the change before it (savings instead of monthly income), not an addition. */
  alternative?: true;
};

export type RouteAssessment = {
  /** The visa page's slug (`eu-eea-nationals` for the EU/EEA page). */
  slug: string;
  verdict: Verdict;
  /** 0-100: the ranking's key, within the verdict's band. */
  score: number;
  reasons: Reason[];
  changes: Change[];
  /** The nationality the route was read with (dual nationals: the one that serves best). */
  nationality: string;
};

export type EligibilityResult = {
  /** The day whose figures were used. */
  date: string;
  routes: RouteAssessment[];
};
