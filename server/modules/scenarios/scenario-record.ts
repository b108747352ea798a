import type { ToolId } from "../../../core/calculators/tool-query.ts";
import type { SavedScenariosTable } from "../../db/schema.ts";

/** A saved scenario as the API and the pages show it: `href` reopens the calculator with its inputs. */
export type ScenarioSummary = {
  id: string;
  tool: ToolId;
  name: string;
  query: string;
  href: string;
  createdAt: string;
  updatedAt: string;
};

export const scenarioColumns = ["id", "tool", "name", "query", "created_at", "updated_at"] as const;

type ScenarioRow = Pick<SavedScenariosTable, (typeof scenarioColumns)[number]>;

export function toScenarioSummary(row: ScenarioRow): ScenarioSummary {
  return {
    id: row.id,
    tool: row.tool,
    name: row.name,
    query: row.query,
    href: `/tools/${row.tool}?${row.query}`,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
