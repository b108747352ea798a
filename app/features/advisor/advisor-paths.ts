/**
 * The advisor workspace's addresses, in one place: the list, opening a plan and a case's tabs.
 * Each tab is its own address (not script-driven tabs), so it works without JavaScript, with the
 * keyboard and from a shared link.
 */
export const caseTabs = ["overview", "tasks", "documents", "messages", "activity"] as const;
export type CaseTab = (typeof caseTabs)[number];

export const advisorListPath = "/advisor";

export function newCasePath(clientId: string): string {
  return `/advisor/cases/new?${new URLSearchParams({ client: clientId })}`;
}

export function casePath(caseId: string, tab: CaseTab = "overview"): string {
  const base = `/advisor/cases/${encodeURIComponent(caseId)}`;
  return tab === "overview" ? base : `${base}/${tab}`;
}

/** Which tab an address of a case shows (its last segment), for the title and the tab bar. */
export function tabOfPath(pathname: string): CaseTab {
  const last = pathname.replace(/\/+$/, "").split("/").pop() ?? "";
  return (caseTabs as readonly string[]).includes(last) ? (last as CaseTab) : "overview";
}
