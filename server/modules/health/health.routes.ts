import { Hono } from "hono";
import type { ApiDeps } from "../../api-deps.ts";
import { pingDatabase } from "../../db/database.ts";
import type { ApiEnv } from "../../http/api-env.ts";
import { isDraining } from "../../http/draining.ts";

/**
 * Liveness says the process answers; readiness says it can do its work (database reachable) and
 * is not stopping.
 */
export function healthRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>()
    .get("/health", (c) => c.json({ status: "ok" }))
    .get("/ready", async (c) => {
      // Stopping: still answering what is in flight, but send nothing new here (ADR 0071).
      if (isDraining()) return c.json({ status: "draining" }, 503);
      try {
        await pingDatabase(deps.db);
        return c.json({ status: "ready", database: "ok" });
      } catch (error) {
        c.get("logger").warn({ err: error }, "readiness check failed");
        return c.json({ status: "not_ready", database: "unreachable" }, 503);
      }
    });
}
