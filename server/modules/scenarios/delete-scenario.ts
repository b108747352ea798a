import type { Db } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";

/** Deletes one scenario of this account, for good; another account's answers 404 and stays. */
export async function deleteScenario(db: Db, userId: string, id: string): Promise<void> {
  const result = await db
    .deleteFrom("saved_scenarios")
    .where("id", "=", id.toLowerCase())
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) !== 1) throw new AppError("not_found", "scenario_not_found");
}
