import { Hono } from "hono";
import { emailCaptureSchema } from "../../../core/email-capture.ts";
import type { ApiDeps } from "../../api-deps.ts";
import type { ApiEnv } from "../../http/api-env.ts";
import { AppError } from "../../http/app-error.ts";
import { formLimits } from "../../http/form-limits.ts";
import { validateJson } from "../../http/validate-json.ts";
import { analyticsConsentOf } from "../analytics/analytics-consent.ts";
import { signedInUserId } from "../auth/current-user.ts";
import { captureEmail, emailCaptureRateLimitBucket } from "./capture-email.ts";
import { consentVersionOf } from "./consent-version.ts";

/** Path of the page the form was on, from a same-origin Referer; never a foreign URL. */
function sourcePageOf(referer: string | undefined, requestUrl: string): string | null {
  if (!referer) return null;
  try {
    const from = new URL(referer);
    return from.host === new URL(requestUrl).host ? from.pathname.slice(0, 200) : null;
  } catch {
    return null;
  }
}

export function emailCaptureRoutes(deps: ApiDeps) {
  const limits = formLimits(deps, emailCaptureRateLimitBucket);
  return new Hono<ApiEnv>().post("/", limits.perClient(), async (c) => {
    const input = await validateJson(c, emailCaptureSchema);
    await limits.perEmail(c, input.email);
    const consentVersion = consentVersionOf(input.consentVersion);
    if (!consentVersion) {
      throw new AppError("bad_request", "consent_version_invalid", [
        { field: "consentVersion", messageKey: "consent_version_invalid" },
      ]);
    }
    const result = await captureEmail(
      deps.db,
      {
        email: input.email,
        conversationId: input.conversationId,
        language: c.get("language"),
        sourcePage: sourcePageOf(c.req.header("referer"), c.req.url),
        userId: await signedInUserId(deps, c.req.raw.headers),
        consentVersion,
        analytics: analyticsConsentOf(c.req.raw.headers),
      },
      deps.siteUrl,
    );
    if (result.emailSent) deps.outbox.nudge();
    // What happened, truthfully: on the list before or not, and whether a checklist goes now
    // (not when one went less than a day ago). The form words its message from these two.
    return c.json({ email: input.email, status: result.status, emailSent: result.emailSent }, result.isNew ? 201 : 200);
  });
}
