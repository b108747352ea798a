import { parisDate } from "../../../core/paris-date.ts";
import type { PermitInput } from "../../../core/permits/permit-input.ts";
import type { Db } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";
import { permitColumns } from "./permit-row.ts";
import { type PermitView, toPermitView } from "./permit-view.ts";

/** Replaces a permit's record (a renewal applied for, a date corrected). Another account's is a 404. */
export async function updatePermit(
  db: Db,
  userId: string,
  id: string,
  input: PermitInput,
  now = new Date(),
): Promise<PermitView> {
  const columns = permitColumns(input);
  const at = now.toISOString();
  const result = await db
    .updateTable("member_permits")
    .set({ ...columns, updated_at: at })
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new AppError("not_found", "permit_not_found");
  const row = await db.selectFrom("member_permits").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  return toPermitView(row, parisDate(now));
}
