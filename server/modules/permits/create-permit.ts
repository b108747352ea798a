import { parisDate } from "../../../core/paris-date.ts";
import { maxPermitsPerAccount, type PermitInput } from "../../../core/permits/permit-input.ts";
import type { Db } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";
import { permitColumns } from "./permit-row.ts";
import { type PermitView, toPermitView } from "./permit-view.ts";

/** Records a visa or permit for this account (at most `maxPermitsPerAccount`). */
export async function createPermit(db: Db, userId: string, input: PermitInput, now = new Date()): Promise<PermitView> {
  const columns = permitColumns(input);
  const { count } = await db
    .selectFrom("member_permits")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  if (Number(count) >= maxPermitsPerAccount) {
    throw new AppError("conflict", "permit_limit_reached", [], { max: String(maxPermitsPerAccount) });
  }
  const at = now.toISOString();
  const row = { id: crypto.randomUUID(), user_id: userId, ...columns, created_at: at, updated_at: at };
  await db.insertInto("member_permits").values(row).execute();
  return toPermitView(row, parisDate(now));
}
