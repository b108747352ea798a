import type { Db } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";
import { getScenario } from "./get-scenario.ts";
import type { ScenarioSummary } from "./scenario-record.ts";

/** Renames one scenario of this account; another account's answers 404 and stays untouched. */
export async function renameScenario(
  db: Db,
  userId: string,
  id: string,
  name: string,
  now = new Date(),
): Promise<ScenarioSummary> {
  const result = await db
    .updateTable("saved_scenarios")
    .set({ name, updated_at: now.toISOString() })
    .where("id", "=", id.toLowerCase())
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new AppError("not_found", "scenario_not_found");
  return getScenario(db, userId, id);
}
