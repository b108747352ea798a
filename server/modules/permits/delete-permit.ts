import type { Db } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";

/** Deletes a permit of this account; its reminders stop with it. Another account's is a 404. */
export async function deletePermit(db: Db, userId: string, id: string): Promise<void> {
  const result = await db
    .deleteFrom("member_permits")
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) !== 1) throw new AppError("not_found", "permit_not_found");
}
