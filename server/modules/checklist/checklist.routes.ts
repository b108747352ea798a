import { Hono } from "hono";
import { checklistPlanSchema, checklistTickSchema } from "../../../core/checklist/checklist-plan.ts";
import type { Language } from "../../../core/languages.ts";
import type { ApiDeps } from "../../api-deps.ts";
import { noStore } from "../../http/no-store.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import { validateJson } from "../../http/validate-json.ts";
import { type AccountEnv, requireUser } from "../auth/guards.ts";
import { checklistToday } from "./checklist-today.ts";
import { getChecklist } from "./get-checklist.ts";
import { setChecklistPlan } from "./set-checklist-plan.ts";
import { setItemTicked } from "./set-item-ticked.ts";

/**
 * The self-service checklist (ADR 0036), for any signed-in person whatever their plan:
 * read it, choose the visa and target arrival, tick and untick items. Every answer is about one
 * person, so none is kept by a browser or a proxy; the writes are rate limited like the forms.
 * Each write answers with the checklist as it now is, so a client needs no second request.
 */
export function checklistRoutes(deps: ApiDeps) {
  const limited = rateLimit(deps.rateLimiter, "checklist", deps.config.FORM_RATE_LIMIT_PER_MINUTE);
  const current = async (userId: string, language: Language) =>
    getChecklist(deps.db, userId, checklistToday(), language);
  return new Hono<AccountEnv>()
    .use(noStore())
    .use(requireUser(deps))
    .get("/", async (c) => c.json({ checklist: await current(c.get("user").id, c.get("language")) }))
    .put("/", limited, async (c) => {
      const input = await validateJson(c, checklistPlanSchema);
      await setChecklistPlan(deps.db, c.get("user").id, input);
      return c.json({ checklist: await current(c.get("user").id, c.get("language")) });
    })
    .put("/items/:key", limited, async (c) => {
      const { done } = await validateJson(c, checklistTickSchema);
      await setItemTicked(deps.db, c.get("user").id, c.req.param("key"), done);
      return c.json({ checklist: await current(c.get("user").id, c.get("language")) });
    });
}
