import { Hono } from "hono";
import { contactMessageSchema } from "../../../core/contact-message.ts";
import type { ApiDeps } from "../../api-deps.ts";
import type { ApiEnv } from "../../http/api-env.ts";
import { formLimits } from "../../http/form-limits.ts";
import { validateJson } from "../../http/validate-json.ts";
import { signedInUserId } from "../auth/current-user.ts";
import { siteSettings } from "../site-settings/site-settings.ts";
import { contactRateLimitBucket, sendContactMessage } from "./send-contact-message.ts";

/** POST /api/contact: the contact page's form when its JavaScript runs (ADR 0026). */
export function contactRoutes(deps: ApiDeps) {
  const limits = formLimits(deps, contactRateLimitBucket);
  return new Hono<ApiEnv>().post("/", limits.perClient(), async (c) => {
    const input = await validateJson(c, contactMessageSchema);
    await limits.perEmail(c, input.email);
    const { id } = await sendContactMessage(deps.db, input, {
      teamEmail: (await siteSettings(deps)).TEAM_EMAIL,
      siteUrl: deps.siteUrl,
      userId: await signedInUserId(deps, c.req.raw.headers),
    });
    // The team notice is always new, so there is always something to deliver.
    deps.outbox.nudge();
    return c.json({ id }, 201);
  });
}
