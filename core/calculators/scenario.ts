import { z } from "zod";
import { missingOr } from "../field-messages.ts";
import { isUuid } from "../uuid.ts";
import { toolIds } from "./tool-query.ts";

/**
 * A saved calculator scenario (premium and dfy only, ADR 0032): a name the person chooses and the
 * calculator's inputs as the query of its page's address, so reopening it is opening that address.
 * The query's own check (is it a valid set of inputs?) needs the dataset's cities and visas, so the
 * server does it with tool-query.ts after this schema.
 */

export const scenarioNameMaxLength = 80;
export const scenarioQueryMaxLength = 500;
/** Scenarios one account may keep: plenty for planning, a bound on what one account can store. */
export const maxScenariosPerAccount = 100;

export function isScenarioId(value: unknown): value is string {
  return isUuid(value);
}

export const scenarioNameSchema = z
  .string(missingOr("scenario_name_required", "scenario_name_invalid"))
  .trim()
  .min(1, { error: "scenario_name_required", abort: true })
  .max(scenarioNameMaxLength, { error: "scenario_name_too_long", abort: true })
  // One line of text: no control characters (a tab, a line break, a NUL).
  .refine((name) => !/\p{Cc}/u.test(name), { error: "scenario_name_invalid" });

/** Body of POST /api/scenarios. */
export const saveScenarioSchema = z.object({
  tool: z.enum(toolIds, missingOr("scenario_tool_required", "scenario_tool_invalid")),
  name: scenarioNameSchema,
  query: z
    .string(missingOr("scenario_query_invalid", "scenario_query_invalid"))
    .max(scenarioQueryMaxLength, { error: "scenario_query_invalid" })
    .overwrite((query) => query.replace(/^\?/, "")),
});
export type SaveScenarioData = z.output<typeof saveScenarioSchema>;

/** Body of PATCH /api/scenarios/{id}. */
export const renameScenarioSchema = z.object({ name: scenarioNameSchema });
