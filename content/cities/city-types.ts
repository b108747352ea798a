import type { Translated } from "../content-language.ts";
import type { Prose } from "../visas/visa-content-types.ts";

export type CityId = "paris" | "lyon" | "marseille" | "nice" | "bordeaux" | "toulouse" | "annecy";

/** A money estimate in integer euros, with the range it summarises. */
export type MoneyEstimate = { typical: number; low: number; high: number };

/** A 1-10 score; its meaning is written once in the rubric (content/cities/rubric.ts). */
export type Score = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;

export type CityText = {
  name: string;
  tagline: string;
  overview: Prose;
  highlights: Prose[];
  considerations: Prose[];
  /** Visa options that suit this city's profile, in words (links are added by the page). */
  visaOptions: Prose;
};

export type City = {
  id: CityId;
  /** Slugs of visa pages relevant to this city's typical newcomer. */
  visaSlugs: string[];
  /** Monthly costs for one person, in euros. Estimates: see `costs` below. */
  costs: {
    rentOneBedroom: MoneyEstimate;
    rentThreeBedroom: MoneyEstimate;
    foodAndDining: MoneyEstimate;
    transportation: MoneyEstimate;
    utilities: MoneyEstimate;
    /** Typical total for one person in a one-bedroom flat (rent + food + transport + utilities). */
    totalMonthly: MoneyEstimate;
  };
  scores: {
    nightlife: Score;
    cultureAndArts: Score;
    safety: Score;
    expatCommunity: Score;
    natureAndOutdoors: Score;
    shopping: Score;
    internetSpeed: Score;
    publicTransport: Score;
    englishUsage: Score;
  };
  /**
   * Rent control: "experiment" where the prefecture has capped rents under the experiment the law
   * set to end on 23 November 2026 (never "permanent": on 1 December 2026 we could not confirm an
   * extension), "none" elsewhere. Text: content/cities/rent-control.ts.
   */
  rentControl: "experiment" | "none";
  /** How the money figures were arrived at, and when (ISO date). */
  estimateBasis: Translated<string> & { estimatedOn: string };
  text: Translated<CityText>;
};
