import { Hono } from "hono";
import { eligibilityProfileSchema } from "../../../core/eligibility/eligibility-profile-schema.ts";
import type { ApiDeps } from "../../api-deps.ts";
import type { ApiEnv } from "../../http/api-env.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import { validateJson } from "../../http/validate-json.ts";
import { assessEligibility } from "./assess-eligibility.ts";

/**
 * POST /api/eligibility (README "Eligibility API"): a profile in, every route out, ranked with its
 * reasons. Stateless for anyone, limited per client address like the quick wizard; saving goes
 * through the account. The answer repeats the person's figures (their salary, their resources):
 * never stored by a cache on the way.
 */
export function eligibilityRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>().post(
    "/",
    rateLimit(deps.rateLimiter, "eligibility", deps.config.WIZARD_RATE_LIMIT_PER_MINUTE),
    async (c) => {
      const data = await validateJson(c, eligibilityProfileSchema);
      c.header("Cache-Control", "no-store");
      return c.json(assessEligibility(data));
    },
  );
}
