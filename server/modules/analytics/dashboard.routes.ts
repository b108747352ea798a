import { Hono } from "hono";
import { type FunnelPeriod, funnelPeriods } from "../../../core/analytics/funnel-periods.ts";
import type { ApiDeps } from "../../api-deps.ts";
import { AppError } from "../../http/app-error.ts";
import { type AccountEnv, requireRole } from "../auth/guards.ts";
import { dashboardFigures } from "./dashboard-figures.ts";

/** A period the dashboard offers (7, 30 or 90 days; 30 when none is asked), or null. */
export function funnelPeriodOf(value: string | null | undefined): FunnelPeriod | null {
  if (value === undefined || value === null || value === "") return 30;
  return funnelPeriods.find((days) => String(days) === value) ?? null;
}

/** GET /api/admin/dashboard?days=30: the administrator's counts and funnel. Admins only. */
export function adminDashboardRoutes(deps: ApiDeps) {
  return new Hono<AccountEnv>().use(requireRole(deps, "admin")).get("/", async (c) => {
    const days = funnelPeriodOf(c.req.query("days"));
    if (!days) throw new AppError("bad_request", "invalid_request", [{ field: "days", messageKey: "invalid_request" }]);
    c.header("cache-control", "no-store");
    return c.json(await dashboardFigures(deps.db, days));
  });
}
