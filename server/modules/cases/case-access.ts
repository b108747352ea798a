import type { Selectable } from "kysely";
import { isStaff, type UserRole } from "../../../core/account-rules.ts";
import { isCaseId } from "../../../core/case/case-inputs.ts";
import type { CaseRole } from "../../../core/case/case-role.ts";
import type { Db } from "../../db/database.ts";
import type { RelocationPlansTable } from "../../db/schema.ts";
import { AppError } from "../../http/app-error.ts";

export type PlanRow = Selectable<RelocationPlansTable>;

/** Who is asking: enough of the signed-in account to decide access. */
export type CaseViewer = { id: string; role: UserRole };

export type OpenedCase = { plan: PlanRow; role: CaseRole; viewer: CaseViewer };

/**
 * Whether this viewer may open this plan, and as whom. The client is the plan's owner; the team is
 * an administrator, the assigned advisor or contact, or any advisor while the plan has no advisor
 * yet (so someone can pick it up). Everyone else, and an id that does not exist or is not an id,
 * gets the same 404 (`case_not_found`): a stranger learns nothing about which cases exist.
 */
export function roleOn(plan: PlanRow, viewer: CaseViewer): CaseRole | null {
  if (plan.client_user_id === viewer.id) return "client";
  if (viewer.role === "admin") return "advisor";
  if (viewer.role === "advisor") {
    if (plan.advisor_user_id === null || plan.advisor_user_id === viewer.id || plan.contact_user_id === viewer.id) {
      return "advisor";
    }
  }
  return null;
}

export async function openCase(db: Db, viewer: CaseViewer, caseId: string): Promise<OpenedCase> {
  if (!isCaseId(caseId)) throw new AppError("not_found", "case_not_found");
  const plan = await db.selectFrom("relocation_plans").selectAll().where("id", "=", caseId).executeTakeFirst();
  const role = plan ? roleOn(plan, viewer) : null;
  if (!plan || role === null) throw new AppError("not_found", "case_not_found");
  return { plan, role, viewer };
}

/** The same, for a route only the team may use: a client of the case gets 403, a stranger 404. */
export async function openCaseAsTeam(db: Db, viewer: CaseViewer, caseId: string): Promise<OpenedCase> {
  const opened = await openCase(db, viewer, caseId);
  if (opened.role !== "advisor") throw new AppError("forbidden", "staff_only");
  return opened;
}

/** The plan a client owns, if any (the /dashboard's case). */
export async function planOfClient(db: Db, userId: string): Promise<PlanRow | null> {
  return (
    (await db.selectFrom("relocation_plans").selectAll().where("client_user_id", "=", userId).executeTakeFirst()) ??
    null
  );
}

export function requireStaff(viewer: CaseViewer): void {
  if (!isStaff(viewer.role)) throw new AppError("forbidden", "staff_only");
}
