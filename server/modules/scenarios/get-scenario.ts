import type { Db } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";
import { type ScenarioSummary, scenarioColumns, toScenarioSummary } from "./scenario-record.ts";

/**
 * One scenario of this account. Another account's scenario answers the same 404 as a missing
 * one, so an id reveals nothing about scenarios that are not yours.
 */
export async function getScenario(db: Db, userId: string, id: string): Promise<ScenarioSummary> {
  const row = await db
    .selectFrom("saved_scenarios")
    .select(scenarioColumns)
    .where("id", "=", id.toLowerCase())
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) throw new AppError("not_found", "scenario_not_found");
  return toScenarioSummary(row);
}
