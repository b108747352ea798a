import { Hono } from "hono";
import { findVisa } from "../../../content/visas/visa-catalogue.ts";
import { createPlanSchema } from "../../../core/case/case-inputs.ts";
import type { ApiDeps } from "../../api-deps.ts";
import { AppError } from "../../http/app-error.ts";
import { noStore } from "../../http/no-store.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import { validateJson } from "../../http/validate-json.ts";
import { type AccountEnv, requireUser } from "../auth/guards.ts";
import { requireStaff } from "./case-access.ts";
import { todayOf } from "./cases.routes.ts";
import { createPlan } from "./create-plan.ts";
import { listAdvisorClients } from "./list-advisor-clients.ts";
import { listDocumentTemplates } from "./list-document-templates.ts";
import { listStaff } from "./list-staff.ts";

/**
 * The advisor's workspace (ADR 0034): their clients, the team, the document templates of a
 * visa, and opening a client's plan. Advisors and administrators only: 401 signed out, 403 for
 * anyone else (a client, a free or premium member).
 */
export function advisorRoutes(deps: ApiDeps) {
  return new Hono<AccountEnv>()
    .use(noStore())
    .use(requireUser(deps))
    .use(async (c, next) => {
      requireStaff(c.get("user"));
      await next();
    })
    .get("/clients", async (c) => {
      const user = c.get("user");
      return c.json({ clients: await listAdvisorClients(deps.db, { id: user.id, role: user.role }, todayOf()) });
    })
    .get("/staff", async (c) => c.json({ staff: await listStaff(deps.db) }))
    .get("/templates", (c) => {
      const visa = c.req.query("visa");
      if (visa !== undefined && !findVisa(visa)) {
        throw new AppError("bad_request", "case_visa_invalid", [{ field: "visa", messageKey: "case_visa_invalid" }]);
      }
      return c.json({ templates: listDocumentTemplates(visa ?? null, c.get("language")) });
    })
    .post("/cases", rateLimit(deps.rateLimiter, "cases", deps.config.FORM_RATE_LIMIT_PER_MINUTE), async (c) => {
      const input = await validateJson(c, createPlanSchema);
      const user = c.get("user");
      return c.json(await createPlan(deps.db, { id: user.id, role: user.role }, input), 201);
    });
}
