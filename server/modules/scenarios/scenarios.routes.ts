import { Hono } from "hono";
import { isScenarioId, renameScenarioSchema, saveScenarioSchema } from "../../../core/calculators/scenario.ts";
import type { ApiDeps } from "../../api-deps.ts";
import { AppError } from "../../http/app-error.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import { validateJson } from "../../http/validate-json.ts";
import { type AccountEnv, requirePlan } from "../auth/guards.ts";
import { deleteScenario } from "./delete-scenario.ts";
import { getScenario } from "./get-scenario.ts";
import { listScenarios } from "./list-scenarios.ts";
import { renameScenario } from "./rename-scenario.ts";
import { saveScenario } from "./save-scenario.ts";

function scenarioIdOf(value: string): string {
  if (!isScenarioId(value)) throw new AppError("bad_request", "scenario_id_invalid");
  return value;
}

/**
 * Saved calculator scenarios (ADR 0032), for premium and dfy accounts only (401 signed
 * out, 403 on the free plan): save, list, open, rename, delete. Every query is bounded by the
 * account's id, so another account's scenario is a 404.
 */
export function scenariosRoutes(deps: ApiDeps) {
  return new Hono<AccountEnv>()
    .use(requirePlan(deps, "premium"))
    .get("/", async (c) => c.json({ scenarios: await listScenarios(deps.db, c.get("user").id) }))
    .post("/", rateLimit(deps.rateLimiter, "scenarios", deps.config.FORM_RATE_LIMIT_PER_MINUTE), async (c) => {
      const input = await validateJson(c, saveScenarioSchema);
      return c.json({ scenario: await saveScenario(deps.db, c.get("user").id, input) }, 201);
    })
    .get("/:id", async (c) => {
      const id = scenarioIdOf(c.req.param("id"));
      return c.json({ scenario: await getScenario(deps.db, c.get("user").id, id) });
    })
    .patch("/:id", async (c) => {
      const id = scenarioIdOf(c.req.param("id"));
      const { name } = await validateJson(c, renameScenarioSchema);
      return c.json({ scenario: await renameScenario(deps.db, c.get("user").id, id, name) });
    })
    .delete("/:id", async (c) => {
      const id = scenarioIdOf(c.req.param("id"));
      await deleteScenario(deps.db, c.get("user").id, id);
      return c.json({ deleted: true });
    });
}
