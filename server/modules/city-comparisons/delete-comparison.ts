import type { Db } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";

/** Deletes one saved comparison of this account, for good; another account's answers 404 and stays. */
export async function deleteComparison(db: Db, userId: string, id: string): Promise<void> {
  const result = await db
    .deleteFrom("saved_comparisons")
    .where("id", "=", id.toLowerCase())
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) !== 1) throw new AppError("not_found", "comparison_not_found");
}
