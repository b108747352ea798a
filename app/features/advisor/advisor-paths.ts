import { href } from "react-router";

/**
 * The advisor workspace's addresses, in one place: the list, opening a plan and a case's tabs.
 * Each tab is its own address (not script-driven tabs), so it works without JavaScript, with the
 * keyboard and from a shared link.
 */
export const caseTabs = ["overview", "tasks", "documents", "messages", "activity"] as const;
export type CaseTab = (typeof caseTabs)[number];

export const advisorListPath = href("/advisor");

export function newCasePath(clientId: string): string {
  return `${href("/advisor/cases/new")}?${new URLSearchParams({ client: clientId })}`;
}

// Each tab's route pattern, so a renamed or removed route fails the type check here.
const caseTabRoutes = {
  overview: "/advisor/cases/:caseId",
  tasks: "/advisor/cases/:caseId/tasks",
  documents: "/advisor/cases/:caseId/documents",
  messages: "/advisor/cases/:caseId/messages",
  activity: "/advisor/cases/:caseId/activity",
} as const satisfies Record<CaseTab, string>;

export function casePath(caseId: string, tab: CaseTab = "overview"): string {
  return href(caseTabRoutes[tab], { caseId });
}

/** Which tab an address of a case shows (its last segment), for the title and the tab bar. */
export function tabOfPath(pathname: string): CaseTab {
  const last = pathname.replace(/\/+$/, "").split("/").pop() ?? "";
  return (caseTabs as readonly string[]).includes(last) ? (last as CaseTab) : "overview";
}
