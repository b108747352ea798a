import { parisDate } from "../../../core/paris-date.ts";
import type { Db } from "../../db/database.ts";
import { type PermitView, toPermitView } from "./permit-view.ts";

/**
 * The account's permits, the one expiring first on top, each with its calendar for today in Paris;
 * with `permitId`, only that one (none when it is another account's).
 */
export async function listPermits(db: Db, userId: string, now = new Date(), permitId?: string): Promise<PermitView[]> {
  const rows = await db
    .selectFrom("member_permits")
    .selectAll()
    .where("user_id", "=", userId)
    .$if(permitId !== undefined, (query) => query.where("id", "=", permitId as string))
    .orderBy("expiry_date")
    .orderBy("created_at")
    .execute();
  const today = parisDate(now);
  return rows.map((row) => toPermitView(row, today));
}
