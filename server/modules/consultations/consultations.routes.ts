import { Hono } from "hono";
import { assumedTimeZoneNotice } from "../../../content/messages/assumed-time-zone.ts";
import { consultationRequestSchema } from "../../../core/consultation-request.ts";
import type { ApiDeps } from "../../api-deps.ts";
import type { ApiEnv } from "../../http/api-env.ts";
import { formLimits } from "../../http/form-limits.ts";
import { validateJson } from "../../http/validate-json.ts";
import { signedInUserId } from "../auth/current-user.ts";
import { siteSettings } from "../site-settings/site-settings.ts";
import { requestConsultation } from "./request-consultation.ts";

const consultationRateLimitBucket = "consultation-request";

export function consultationsRoutes(deps: ApiDeps) {
  const limits = formLimits(deps, consultationRateLimitBucket);
  return new Hono<ApiEnv>().post("/", limits.perClient(), async (c) => {
    const input = await validateJson(c, consultationRequestSchema);
    await limits.perEmail(c, input.email);
    const { id, timeZone, timeZoneAssumed } = await requestConsultation(deps.db, input, {
      teamEmail: (await siteSettings(deps)).TEAM_EMAIL,
      siteUrl: deps.siteUrl,
      userId: await signedInUserId(deps, c.req.raw.headers),
    });
    // The team notice is always new, so there is always something to deliver.
    deps.outbox.nudge();
    // A request without a time zone is told which one we took, in the language it was written in,
    // as its confirmation e-mail says too (ADR 0063). Otherwise the answer is the one the product
    // specification fixes: the new request's id alone.
    if (timeZoneAssumed) {
      return c.json({ id, timeZone, timeZoneAssumed, notice: assumedTimeZoneNotice(input.language, timeZone) }, 201);
    }
    return c.json({ id }, 201);
  });
}
