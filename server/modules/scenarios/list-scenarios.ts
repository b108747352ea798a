import type { Db } from "../../db/database.ts";
import { type ScenarioSummary, scenarioColumns, toScenarioSummary } from "./scenario-record.ts";

/** This account's saved scenarios, the most recently changed first. */
export async function listScenarios(db: Db, userId: string): Promise<ScenarioSummary[]> {
  const rows = await db
    .selectFrom("saved_scenarios")
    .select(scenarioColumns)
    .where("user_id", "=", userId)
    .orderBy("updated_at", "desc")
    .orderBy("id")
    .execute();
  return rows.map(toScenarioSummary);
}
