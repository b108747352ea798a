import type { ClientRowView } from "../../../server/modules/cases/case-view.ts";

/**
 * Which clients the advisor's list shows (?show=…&q=…). "Needs attention" is anything waiting on
 * the team: a client still without a plan, a plan without an advisor, an overdue task, a document
 * to review, a message not read yet. Rows that need attention come first, so the top of the list
 * is the day's work whatever the filter.
 */
export const clientFilters = ["attention", "mine", "unassigned", "all"] as const;
export type ClientFilter = (typeof clientFilters)[number];

export function asClientFilter(value: string | null): ClientFilter {
  return (clientFilters as readonly string[]).includes(value ?? "") ? (value as ClientFilter) : "all";
}

/** The longest search kept: a name or an address, never a page of text. */
export const searchMaxLength = 100;

export function needsAttention(row: ClientRowView): boolean {
  const plan = row.case;
  if (plan === null) return true;
  return plan.advisor === null || plan.overdueTasks > 0 || plan.awaitingReview > 0 || plan.unreadMessages > 0;
}

function matches(filter: ClientFilter, row: ClientRowView, viewerId: string): boolean {
  switch (filter) {
    case "attention":
      return needsAttention(row);
    case "mine":
      return row.case?.advisor?.id === viewerId;
    case "unassigned":
      return row.case === null || row.case.advisor === null;
    case "all":
      return true;
  }
}

/** Case- and accent-insensitive: "eloise" finds "Éloïse". */
const folded = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("en");

export function searchOf(value: string | null): string {
  return (value ?? "").trim().slice(0, searchMaxLength);
}

export function filterClients(rows: readonly ClientRowView[], filter: ClientFilter, search: string, viewerId: string) {
  const wanted = folded(search);
  const searched = wanted === "" ? rows : rows.filter((row) => folded(`${row.name} ${row.email}`).includes(wanted));
  const counts = Object.fromEntries(
    clientFilters.map((name) => [name, searched.filter((row) => matches(name, row, viewerId)).length]),
  ) as Record<ClientFilter, number>;
  const shown = searched
    .filter((row) => matches(filter, row, viewerId))
    // Stable: within each group the use case's order (by name) is kept.
    .sort((a, b) => Number(needsAttention(b)) - Number(needsAttention(a)));
  return { shown, counts };
}
