import { Hono } from "hono";
import { consultationRequestSchema } from "../../../core/consultation-request.ts";
import type { ApiDeps } from "../../api-deps.ts";
import type { ApiEnv } from "../../http/api-env.ts";
import { rateLimit, rateLimitEmail } from "../../http/rate-limit.ts";
import { validateJson } from "../../http/validate-json.ts";
import { signedInUserId } from "../auth/current-user.ts";
import { requestConsultation } from "./request-consultation.ts";

const consultationRateLimitBucket = "consultation-request";

export function consultationsRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>().post(
    "/",
    rateLimit(deps.rateLimiter, consultationRateLimitBucket, deps.config.FORM_RATE_LIMIT_PER_MINUTE),
    async (c) => {
      const input = await validateJson(c, consultationRequestSchema);
      rateLimitEmail(
        c,
        deps.rateLimiter,
        consultationRateLimitBucket,
        input.email,
        deps.config.FORM_RATE_LIMIT_PER_EMAIL_PER_HOUR,
      );
      const { id } = await requestConsultation(deps.db, input, {
        teamEmail: deps.config.TEAM_EMAIL,
        siteUrl: deps.siteUrl,
        userId: await signedInUserId(deps, c.req.raw.headers),
      });
      // The team notice is always new, so there is always something to deliver.
      deps.outbox.nudge();
      return c.json({ id }, 201);
    },
  );
}
