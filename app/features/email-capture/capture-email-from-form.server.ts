import { data, type RouterContextProvider } from "react-router";
import { apiMessage, isApiMessageKey } from "../../../content/messages/api-messages.ts";
import { emailCaptureSchema } from "../../../core/email-capture.ts";
import { safeRedirectPath } from "../../../core/safe-redirect.ts";
import { limitClient, limitEmail, type Refusal, refusalMessage } from "../../../server/http/rate-limit.ts";
import { signedInUserId } from "../../../server/modules/auth/current-user.ts";
import { captureEmail, emailCaptureRateLimitBucket } from "../../../server/modules/email-capture/capture-email.ts";
import { serverContext } from "../../../server/router-context.server.ts";
import { getLocale } from "../../i18n/i18next-middleware.server.ts";

/**
 * A capture form posted by the browser itself: the same rules, storage, rate limit and checklist
 * e-mail as POST /api/email-capture, answered with what the page shows (ADR 0015).
 */
export async function captureEmailFromForm(request: Request, context: Readonly<RouterContextProvider>) {
  const { services, clientIp } = context.get(serverContext);
  const language = getLocale(context);
  const form = await request.formData();
  const from = safeRedirectPath(form.get("from"));
  const typed = form.get("email");
  const email = typeof typed === "string" ? typed.slice(0, 320) : "";

  const tooMany = (refusal: Refusal) =>
    data(
      { outcome: "refused" as const, message: refusalMessage(language, refusal), email, from },
      { status: 429, headers: { "Retry-After": String(refusal.retryAfter) } },
    );
  const byClient = limitClient(
    services.rateLimiter,
    emailCaptureRateLimitBucket,
    clientIp,
    services.config.FORM_RATE_LIMIT_PER_MINUTE,
  );
  if (byClient) return tooMany(byClient);

  const parsed = emailCaptureSchema.safeParse({ email });
  if (!parsed.success) {
    const key = parsed.error.issues[0]?.message ?? "";
    const message = apiMessage(language, isApiMessageKey(key) ? key : "email_invalid");
    return data({ outcome: "refused" as const, message, email, from }, { status: 400 });
  }
  const byEmail = limitEmail(
    services.rateLimiter,
    emailCaptureRateLimitBucket,
    parsed.data.email,
    services.config.FORM_RATE_LIMIT_PER_EMAIL_PER_HOUR,
  );
  if (byEmail) return tooMany(byEmail);

  const result = await captureEmail(
    services.db,
    {
      email: parsed.data.email,
      language,
      sourcePage: from.slice(0, 200),
      userId: await signedInUserId(services, request.headers),
    },
    services.siteUrl,
  );
  if (result.queued) services.outbox.nudge();
  return data({ outcome: "subscribed" as const, email: parsed.data.email, from }, { status: result.isNew ? 201 : 200 });
}
