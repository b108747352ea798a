import { isStaff, type UserRole, userRoles } from "../../../core/account-rules.ts";
import type { Db } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";

/**
 * An advisor or contact named on a plan must be staff (an advisor or an administrator): naming a
 * client or an unknown id would hand a case to someone who is not on the team, so it is refused
 * as bad input on that field.
 */
export async function checkTeamMember(db: Db, userId: string, field: "advisorId" | "contactId"): Promise<void> {
  const row = await db.selectFrom("users").select("role").where("id", "=", userId).executeTakeFirst();
  const role = (userRoles as readonly string[]).includes(row?.role ?? "") ? (row?.role as UserRole) : null;
  if (role === null || !isStaff(role)) {
    throw new AppError("bad_request", "case_team_invalid", [{ field, messageKey: "case_team_invalid" }]);
  }
}
