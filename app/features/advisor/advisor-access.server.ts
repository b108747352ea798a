import { data, type RouterContextProvider } from "react-router";
import { AppError } from "../../../server/http/app-error.ts";
import type { AccountUser } from "../../../server/modules/auth/current-user.ts";
import { type CaseViewer, type OpenedCase, openCaseAsTeam } from "../../../server/modules/cases/case-access.ts";
import { serverContext } from "../../../server/router-context.server.ts";
import { getLocale } from "../../i18n/i18next-middleware.server.ts";
import { guardedUser } from "../../lib/viewer.server.ts";

/**
 * What every advisor page and form starts from: the advisor or administrator the workspace's
 * guarded layout let in (ADR 0082), the database, the page's language and the UTC day, which
 * decides what is overdue — the same day the client's dashboard uses.
 */
export function staffRequest(context: Readonly<RouterContextProvider>) {
  const user: AccountUser = guardedUser(context);
  const { services } = context.get(serverContext);
  const viewer: CaseViewer = { id: user.id, role: user.role };
  const now = new Date();
  return {
    user,
    viewer,
    services,
    db: services.db,
    language: getLocale(context),
    now,
    today: now.toISOString().slice(0, 10),
  };
}

export type StaffRequest = ReturnType<typeof staffRequest>;

/**
 * The case at this address, opened as its team through the API's own rule (openCaseAsTeam): a
 * case that does not exist, is not a case id, or is another advisor's answers the site's 404 page,
 * so an address reveals nothing about which cases exist.
 */
export async function openTeamCase(staff: StaffRequest, caseId: string | undefined): Promise<OpenedCase> {
  try {
    return await openCaseAsTeam(staff.db, staff.viewer, caseId ?? "");
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") throw data(null, { status: 404 });
    if (error instanceof AppError && error.code === "forbidden") throw data({ reason: "role" }, { status: 403 });
    throw error;
  }
}
