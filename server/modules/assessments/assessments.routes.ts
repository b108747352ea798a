import { Hono } from "hono";
import { assessmentAnswersSchema } from "../../../core/assessment.ts";
import type { ApiDeps } from "../../api-deps.ts";
import type { ApiEnv } from "../../http/api-env.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import { validateJson } from "../../http/validate-json.ts";
import { analyticsConsentOf } from "../analytics/analytics-consent.ts";
import { signedInUserId } from "../auth/current-user.ts";
import { runAssessment } from "./run-assessment.ts";

export function assessmentsRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>().post(
    "/",
    // Generous and per client address only: a run stores nothing personal (ADR 0018).
    rateLimit(deps.rateLimiter, "assessments", deps.config.WIZARD_RATE_LIMIT_PER_MINUTE),
    async (c) => {
      const answers = await validateJson(c, assessmentAnswersSchema);
      const result = await runAssessment(deps.db, {
        ...answers,
        language: c.get("language"),
        userId: await signedInUserId(deps, c.req.raw.headers),
        analytics: analyticsConsentOf(c.req.raw.headers),
      });
      return c.json(result, 201);
    },
  );
}
