import type { RouterContextProvider } from "react-router";
import { isStaff } from "../../../core/account-rules.ts";
import type { AccountUser } from "../../../server/modules/auth/current-user.ts";
import { type OpenedCase, openCase, planOfClient } from "../../../server/modules/cases/case-access.ts";
import type { CaseView } from "../../../server/modules/cases/case-view.ts";
import { loadCaseView } from "../../../server/modules/cases/load-case-view.ts";
import { serverContext } from "../../../server/router-context.server.ts";
import { guardedUser } from "../../lib/viewer.server.ts";

/**
 * The signed-in person's own relocation plan, opened as its client through the same access rule
 * as the API (openCase), or null when they have none. The person is the one the client area's
 * guarded layout let in (ADR 0082).
 */
export async function openOwnCase(
  context: Readonly<RouterContextProvider>,
): Promise<{ user: AccountUser; opened: OpenedCase | null }> {
  const user = guardedUser(context);
  const { db } = context.get(serverContext).services;
  const plan = await planOfClient(db, user.id);
  if (!plan) return { user, opened: null };
  return { user, opened: await openCase(db, { id: user.id, role: user.role }, plan.id) };
}

/**
 * What every /dashboard page starts from: the client's case as they see it, or — without a
 * plan — who they are, so the page can offer the self-service checklist, or the advisor
 * workspace to staff. "Today" is the UTC day: it decides what is overdue, the same for the
 * client and the advisor.
 */
export type DashboardCase =
  | { kind: "case"; user: AccountUser; opened: OpenedCase; view: CaseView; now: Date }
  | { kind: "none"; user: AccountUser; staff: boolean; now: Date };

export async function dashboardCase(context: Readonly<RouterContextProvider>): Promise<DashboardCase> {
  const { user, opened } = await openOwnCase(context);
  const now = new Date();
  if (!opened) return { kind: "none", user, staff: isStaff(user.role), now };
  const { db } = context.get(serverContext).services;
  const view = await loadCaseView(db, opened, now.toISOString().slice(0, 10));
  return { kind: "case", user, opened, view, now };
}
