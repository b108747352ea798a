import { listAdvisorClients } from "../../../server/modules/cases/list-advisor-clients.ts";
import { caseFormats } from "../../lib/dashboard-formats.server.ts";
import { keepLanguage } from "../../lib/keep-language.ts";
import type { StaffRequest } from "./advisor-access.server.ts";
import { casePath, newCasePath } from "./advisor-paths.ts";
import {
  asClientFilter,
  type ClientFilter,
  clientFilters,
  filterClients,
  needsAttention,
  searchOf,
} from "./client-filter.ts";

/**
 * The /advisor list as the page renders it: the clients this viewer may work on
 * (listAdvisorClients decides), filtered by ?show= and ?q= from the address, each row with its
 * link (the case, or "Open a plan") and its figures already formatted for the page's language.
 */
export async function clientListView(staff: StaffRequest, url: URL) {
  const filter = asClientFilter(url.searchParams.get("show"));
  const search = searchOf(url.searchParams.get("q"));
  const rows = await listAdvisorClients(staff.db, staff.viewer, staff.today);
  const { shown, counts } = filterClients(rows, filter, search, staff.viewer.id);
  const format = caseFormats(staff.language, staff.now);
  const listHref = (show: ClientFilter, q: string) => {
    const query = new URLSearchParams();
    if (show !== "all") query.set("show", show);
    if (q) query.set("q", q);
    const text = query.toString();
    return keepLanguage(text ? `/advisor?${text}` : "/advisor", url);
  };
  return {
    filter,
    search,
    total: rows.length,
    filters: clientFilters.map((name) => ({
      id: name,
      count: counts[name],
      href: listHref(name, search),
      current: name === filter,
    })),
    clearHref: listHref(filter, ""),
    rows: shown.map((row) => ({
      ...row,
      attention: needsAttention(row),
      percent: row.case ? format.percent(row.case.percent) : null,
      isMine: row.case?.advisor?.id === staff.viewer.id,
      href: keepLanguage(row.case ? casePath(row.case.id) : newCasePath(row.clientId), url),
    })),
  };
}

export type ClientListView = Awaited<ReturnType<typeof clientListView>>;
export type ClientListRow = ClientListView["rows"][number];
