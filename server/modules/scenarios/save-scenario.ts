import { toolChoices } from "../../../content/calculators/tool-choices.ts";
import { maxScenariosPerAccount, type SaveScenarioData } from "../../../core/calculators/scenario.ts";
import { canonicalToolQuery } from "../../../core/calculators/tool-query.ts";
import type { Db } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";
import { type ScenarioSummary, toScenarioSummary } from "./scenario-record.ts";

/**
 * Saves a named scenario to this account. The query must be a valid set of the calculator's
 * inputs (the same check its page makes), stored in its canonical form: a reopened scenario shows
 * a result, never a form full of errors.
 */
export async function saveScenario(
  db: Db,
  userId: string,
  input: SaveScenarioData,
  now = new Date(),
): Promise<ScenarioSummary> {
  const query = canonicalToolQuery(input.tool, input.query, toolChoices, now.toISOString().slice(0, 10));
  if (query === null) throw new AppError("bad_request", "scenario_query_invalid");
  const { count } = await db
    .selectFrom("saved_scenarios")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  if (Number(count) >= maxScenariosPerAccount) {
    throw new AppError("conflict", "scenario_limit_reached", [], { max: String(maxScenariosPerAccount) });
  }
  const at = now.toISOString();
  const row = {
    id: crypto.randomUUID(),
    user_id: userId,
    tool: input.tool,
    name: input.name,
    query,
    created_at: at,
    updated_at: at,
  };
  await db.insertInto("saved_scenarios").values(row).execute();
  return toScenarioSummary(row);
}
