import { Hono } from "hono";
import { contactMessageSchema } from "../../../core/contact-message.ts";
import type { ApiDeps } from "../../api-deps.ts";
import type { ApiEnv } from "../../http/api-env.ts";
import { rateLimit, rateLimitEmail } from "../../http/rate-limit.ts";
import { validateJson } from "../../http/validate-json.ts";
import { signedInUserId } from "../auth/current-user.ts";
import { contactRateLimitBucket, sendContactMessage } from "./send-contact-message.ts";

/** POST /api/contact: the contact page's form when its JavaScript runs (ADR 0026). */
export function contactRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>().post(
    "/",
    rateLimit(deps.rateLimiter, contactRateLimitBucket, deps.config.FORM_RATE_LIMIT_PER_MINUTE),
    async (c) => {
      const input = await validateJson(c, contactMessageSchema);
      rateLimitEmail(
        c,
        deps.rateLimiter,
        contactRateLimitBucket,
        input.email,
        deps.config.FORM_RATE_LIMIT_PER_EMAIL_PER_HOUR,
      );
      const { id } = await sendContactMessage(deps.db, input, {
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
