import { Hono } from "hono";
import { isComparisonId, saveComparisonSchema } from "../../../core/saved-comparison.ts";
import type { ApiDeps } from "../../api-deps.ts";
import { AppError } from "../../http/app-error.ts";
import { noStore } from "../../http/no-store.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import { validateJson } from "../../http/validate-json.ts";
import { type AccountEnv, requirePlan } from "../auth/guards.ts";
import { comparisonCityIds } from "./comparison-record.ts";
import { deleteComparison } from "./delete-comparison.ts";
import { getComparison } from "./get-comparison.ts";
import { listComparisons } from "./list-comparisons.ts";
import { saveComparison } from "./save-comparison.ts";

function comparisonIdOf(value: string): string {
  if (!isComparisonId(value)) throw new AppError("bad_request", "comparison_id_invalid");
  return value;
}

const saveSchema = saveComparisonSchema(comparisonCityIds);

/**
 * Saved city comparisons (ADR 0062), for premium and dfy accounts only (401 signed out, 403 on
 * the free plan, whose members compare the same three cities without saving): list, save, open,
 * delete. Every query is bounded by the account's id, so another account's comparison is a 404.
 * Every answer is about one person: never kept by a browser or a proxy. Writes pass the API's
 * cross-site check and the guard's Origin check like every other state change (ADR 0007).
 */
export function cityComparisonsRoutes(deps: ApiDeps) {
  return new Hono<AccountEnv>()
    .use(noStore())
    .use(requirePlan(deps, "premium"))
    .get("/", async (c) => c.json({ comparisons: await listComparisons(deps.db, c.get("user").id, c.get("language")) }))
    .post("/", rateLimit(deps.rateLimiter, "city-comparisons", deps.config.FORM_RATE_LIMIT_PER_MINUTE), async (c) => {
      const input = await validateJson(c, saveSchema);
      const saved = await saveComparison(deps.db, c.get("user").id, input, c.get("language"));
      return c.json({ comparison: saved }, 201);
    })
    .get("/:id", async (c) => {
      const id = comparisonIdOf(c.req.param("id"));
      return c.json({ comparison: await getComparison(deps.db, c.get("user").id, id, c.get("language")) });
    })
    .delete("/:id", async (c) => {
      const id = comparisonIdOf(c.req.param("id"));
      await deleteComparison(deps.db, c.get("user").id, id);
      return c.json({ deleted: true });
    });
}
