import { Hono } from "hono";
import { assessmentClaimSchema, isAssessmentId } from "../../../core/assessment-claim.ts";
import type { ApiDeps } from "../../api-deps.ts";
import { AppError } from "../../http/app-error.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import { validateJson } from "../../http/validate-json.ts";
import type { AccountEnv } from "../auth/guards.ts";
import { claimAssessment } from "./claim-assessment.ts";
import { deleteAssessment } from "./delete-assessment.ts";
import { getAssessment } from "./get-assessment.ts";
import { listAssessments } from "./list-assessments.ts";

function assessmentIdOf(value: string): string {
  if (!isAssessmentId(value)) throw new AppError("bad_request", "assessment_id_invalid");
  return value;
}

/**
 * "My assessments" (ADR 0024), mounted under /api/account behind its `requireUser` guard: the
 * signed-in account's own wizard runs, the claim of a run this browser made before signing in,
 * and deletion. Every query is bounded by the account's id, so another account's run is a 404.
 */
export function accountAssessmentsRoutes(deps: ApiDeps) {
  return new Hono<AccountEnv>()
    .get("/", async (c) => c.json({ assessments: await listAssessments(deps.db, c.get("user").id) }))
    .post(
      "/claim",
      // Session ids are not guessable (120 bits), but a claim is a lookup by secret: keep it slow.
      rateLimit(deps.rateLimiter, "assessment-claims", deps.config.FORM_RATE_LIMIT_PER_MINUTE),
      async (c) => {
        const claim = await validateJson(c, assessmentClaimSchema);
        return c.json({ assessment: await claimAssessment(deps.db, c.get("user").id, claim) });
      },
    )
    .get("/:id", async (c) => {
      const id = assessmentIdOf(c.req.param("id"));
      return c.json({ assessment: await getAssessment(deps.db, c.get("user").id, id) });
    })
    .delete("/:id", async (c) => {
      const id = assessmentIdOf(c.req.param("id"));
      await deleteAssessment(deps.db, c.get("user").id, id);
      return c.json({ deleted: true });
    });
}
