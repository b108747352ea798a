import {
  checklistVisaOf,
  type SelfServiceChecklist,
  selfServiceChecklist,
} from "../../../content/checklist/self-service-checklist-for-visa.ts";
import type { Language } from "../../../core/languages.ts";

/**
 * A person's self-service checklist as the API and the dashboard show it: what they set (visa,
 * target arrival) and the checklist of that visa dated from it, their ticks applied.
 */
export type ChecklistView = {
  visaSlug: string;
  targetArrival: string;
  updatedAt: string;
  checklist: SelfServiceChecklist;
};

export type ChecklistRow = { visa_slug: string; target_arrival: string; updated_at: string };

/**
 * The view of a stored row, or null when its visa left the catalogue since (a page renamed without
 * an alias): the person then chooses again rather than meeting an error. A row stored under a slug
 * that is now an alias of a route ("eu-blue-card", from before the list named each route once) reads as
 * its route, the ticks with it: the items of both are the same (content/visas/visa-routes.ts).
 */
export function toChecklistView(
  row: ChecklistRow,
  ticked: Iterable<string>,
  today: string,
  language: Language,
): ChecklistView | null {
  const route = checklistVisaOf(row.visa_slug);
  if (!route) return null;
  return {
    visaSlug: route,
    targetArrival: row.target_arrival,
    updatedAt: row.updated_at,
    checklist: selfServiceChecklist(route, row.target_arrival, today, ticked, language),
  };
}
