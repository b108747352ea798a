import type { Selectable } from "kysely";
import type { AssessmentsTable } from "../../db/schema.ts";

/** How many of a run's options the profile's list names ("top options"). */
const topOptionsShown = 3;

/** One option as the list shows it: which route, and how well it matched. */
export type OptionSummary = { id: string; matchScore: number };

/** A saved wizard run as the account's list shows it: when, the three answers, the best options. */
export type AssessmentSummary = {
  id: string;
  createdAt: string;
  country: string;
  profession: string;
  income: string;
  language: string;
  topOptions: OptionSummary[];
};

export const summaryColumns = [
  "id",
  "created_at",
  "country",
  "profession",
  "income",
  "language",
  "result_json",
] as const;

type SummaryRow = Pick<Selectable<AssessmentsTable>, (typeof summaryColumns)[number]>;

/**
 * A stored result: the options shown, and whatever else that day's result carried beside them.
 * `legacy` marks a result stored in the first shape (a bare list of options, before costs and
 * times came from the registry): its figures are not today's, so it is not shown as a result.
 */
export type StoredResult = { options: unknown[]; legacy?: true } & Record<string, unknown>;

/**
 * The stored result is what the visitor was shown, in the shape of its day: a bare list of
 * options at first, later an object holding `options` (and the options left out, with why). Read
 * it defensively, so a run stored in any of those shapes still lists and reopens.
 */
export function storedResult(resultJson: string): StoredResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(resultJson);
  } catch {
    return { options: [] };
  }
  if (Array.isArray(parsed)) return { options: parsed, legacy: true };
  if (typeof parsed === "object" && parsed !== null) {
    const { options } = parsed as Record<string, unknown>;
    return { ...(parsed as Record<string, unknown>), options: Array.isArray(options) ? options : [] };
  }
  return { options: [] };
}

function optionSummary(option: unknown): OptionSummary | null {
  if (typeof option !== "object" || option === null) return null;
  const { id, matchScore } = option as Record<string, unknown>;
  return typeof id === "string" && typeof matchScore === "number" ? { id, matchScore } : null;
}

export function toAssessmentSummary(row: SummaryRow): AssessmentSummary {
  return {
    id: row.id,
    createdAt: row.created_at,
    country: row.country,
    profession: row.profession,
    income: row.income,
    language: row.language,
    topOptions: storedResult(row.result_json)
      .options.map(optionSummary)
      .filter((option) => option !== null)
      .slice(0, topOptionsShown),
  };
}
