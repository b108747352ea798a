import type { City, CityId } from "../../../content/cities/city-types.ts";
import type { ScoreMetric } from "../../../content/cities/rubric.ts";

/*
 * The shape of what the comparison's loader sends (comparison-view.server.ts builds it) and the
 * order of its rows, shared with the components that draw it. Types and lists only: nothing here
 * pulls the city dataset into the browser.
 */

export type CostMetric = keyof City["costs"];
export const costMetrics: CostMetric[] = [
  "rentOneBedroom",
  "rentThreeBedroom",
  "foodAndDining",
  "transportation",
  "utilities",
  "totalMonthly",
];

/** Lifestyle is how a city feels; Practical holds what weighs on everyday arrangements. */
export const lifestyleMetrics: ScoreMetric[] = [
  "nightlife",
  "cultureAndArts",
  "safety",
  "expatCommunity",
  "natureAndOutdoors",
  "shopping",
];
export const practicalMetrics: ScoreMetric[] = ["internetSpeed", "publicTransport", "englishUsage"];

/** The top of the score scale (content/cities/rubric.ts). */
export const scoreMax = 10;

export type CostCell = { value: number; low: number; high: number; typical: string; range: string; best: boolean };
export type CostRow = { metric: CostMetric; covers: string; cells: CostCell[] };
export type ScoreCell = { value: number; text: string; best: boolean };
export type ScoreRow = {
  metric: ScoreMetric;
  measures: string;
  bands: { range: string; meaning: string }[];
  cells: ScoreCell[];
};

export type CityColumn = { id: CityId; guideSlug: string | null };

export type ComparisonPanel =
  | {
      tab: "overview";
      cities: { id: CityId; tagline: string; overview: string; highlights: string[]; total: CostCell }[];
    }
  | {
      tab: "costs";
      rows: CostRow[];
      bases: { id: CityId; text: string; estimatedOn: string }[];
    }
  | { tab: "lifestyle"; note: string; rows: ScoreRow[] }
  | {
      tab: "practical";
      note: string;
      rows: ScoreRow[];
      rentControl: { id: CityId; status: City["rentControl"]; text: string }[];
      considerations: { id: CityId; items: string[] }[];
    }
  | { tab: "visas"; cities: { id: CityId; options: string; visas: { slug: string; name: string }[] }[] };
