import { data, type RouterContextProvider } from "react-router";
import { isApiMessageKey } from "../../../content/messages/api-messages.ts";
import { emailCaptureSchema } from "../../../core/email-capture.ts";
import { safeRedirectPath } from "../../../core/safe-redirect.ts";
import { formLimits } from "../../../server/http/form-limits.ts";
import { analyticsConsentOf } from "../../../server/modules/analytics/analytics-consent.ts";
import { signedInUserId } from "../../../server/modules/auth/current-user.ts";
import { captureEmail, emailCaptureRateLimitBucket } from "../../../server/modules/email-capture/capture-email.ts";
import { consentVersionOf } from "../../../server/modules/email-capture/consent-version.ts";
import { serverContext } from "../../../server/router-context.server.ts";
import { getLocale } from "../../i18n/i18next-middleware.server.ts";
import { formText, readForm, refusedWith, tooManyForm } from "../../lib/page-form.server.ts";

/**
 * A capture form posted by the browser itself: the same rules, storage, rate limit and checklist
 * e-mail as POST /api/email-capture, answered with what the page shows (ADR 0015): the server's
 * own sentence when it refuses, and what happened when it accepts (ADR 0025).
 */
export async function captureEmailFromForm(request: Request, context: Readonly<RouterContextProvider>) {
  const { services, clientIp } = context.get(serverContext);
  const language = getLocale(context);
  const form = await readForm(request);
  const from = safeRedirectPath(form.get("from"));
  const email = formText(form, "email", 320);
  const sentVersion = form.get("consentVersion");
  // Said above the form, which gets back the address typed and the page it was sent from.
  const echo = { values: { email, from } };

  const limits = formLimits(services, emailCaptureRateLimitBucket);
  const byClient = await limits.client(clientIp);
  if (byClient) return tooManyForm(language, byClient, echo);

  const parsed = emailCaptureSchema.safeParse({ email });
  if (!parsed.success) {
    const key = parsed.error.issues[0]?.message ?? "";
    return refusedWith(language, isApiMessageKey(key) ? key : "email_invalid", echo);
  }
  // The consent sentence the form showed, by version: an unknown one is not recorded as given.
  const consentVersion = consentVersionOf(typeof sentVersion === "string" ? sentVersion : undefined);
  if (!consentVersion) return refusedWith(language, "consent_version_invalid", echo);
  const byEmail = await limits.email(parsed.data.email);
  if (byEmail) return tooManyForm(language, byEmail, echo);

  const result = await captureEmail(
    services.db,
    {
      email: parsed.data.email,
      language,
      sourcePage: from.slice(0, 200),
      userId: await signedInUserId(services, request.headers),
      consentVersion,
      analytics: analyticsConsentOf(request.headers),
    },
    services.siteUrl,
  );
  if (result.emailSent) services.outbox.nudge();
  return data(
    {
      outcome: "captured" as const,
      status: result.status,
      emailSent: result.emailSent,
      email: parsed.data.email,
      from,
    },
    { status: result.isNew ? 201 : 200 },
  );
}
