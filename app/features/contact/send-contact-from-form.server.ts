import { data, type RouterContextProvider } from "react-router";
import { contactMessageSchema } from "../../../core/contact-message.ts";
import { contactMessageMaxLength } from "../../../core/contact-rules.ts";
import { maxEmailLength } from "../../../core/email-rules.ts";
import { formLimits } from "../../../server/http/form-limits.ts";
import { signedInUserId } from "../../../server/modules/auth/current-user.ts";
import { contactRateLimitBucket, sendContactMessage } from "../../../server/modules/contact/send-contact-message.ts";
import { siteSettings } from "../../../server/modules/site-settings/site-settings.ts";
import { serverContext } from "../../../server/router-context.server.ts";
import { getLocale } from "../../i18n/i18next-middleware.server.ts";
import { formText, readForm, refusedFields, tooManyForm } from "../../lib/page-form.server.ts";

/**
 * The contact form posted by the browser itself (no JavaScript, or not yet): the same rules,
 * storage, rate limits and e-mails as POST /api/contact, answered with what the page shows. The
 * page's language comes from the form's action (/contact?lang=…), so a refusal is in it too.
 */
export async function sendContactFromForm(request: Request, context: Readonly<RouterContextProvider>) {
  const { services, clientIp } = context.get(serverContext);
  const language = getLocale(context);
  const form = await readForm(request);
  // What was typed comes back with a refusal, so nothing has to be typed again (a little over the
  // limits, so a message that is too long is shown as it was, with its counter).
  const values = {
    name: formText(form, "name", 200),
    email: formText(form, "email", maxEmailLength + 20),
    subject: formText(form, "subject", 40),
    message: formText(form, "message", contactMessageMaxLength + 1000),
    consent: form.get("consent") === "on" ? "on" : "",
  };
  const echo = { values };

  const limits = formLimits(services, contactRateLimitBucket);
  const byClient = await limits.client(clientIp);
  if (byClient) return tooManyForm(language, byClient, echo);

  const parsed = contactMessageSchema.safeParse({ ...values, consent: values.consent === "on" || undefined, language });
  if (!parsed.success) return refusedFields(language, parsed.error.issues, echo);
  const byEmail = await limits.email(parsed.data.email);
  if (byEmail) return tooManyForm(language, byEmail, echo);

  await sendContactMessage(services.db, parsed.data, {
    teamEmail: (await siteSettings(services)).TEAM_EMAIL,
    siteUrl: services.siteUrl,
    userId: await signedInUserId(services, request.headers),
  });
  services.outbox.nudge();
  return data({ outcome: "sent" as const, name: parsed.data.name, email: parsed.data.email }, { status: 201 });
}
