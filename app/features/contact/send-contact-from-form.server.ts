import { data, type RouterContextProvider } from "react-router";
import { apiMessage, isApiMessageKey } from "../../../content/messages/api-messages.ts";
import { contactMessageSchema } from "../../../core/contact-message.ts";
import { contactMessageMaxLength } from "../../../core/contact-rules.ts";
import { maxEmailLength } from "../../../core/email-rules.ts";
import { formLimits } from "../../../server/http/form-limits.ts";
import { signedInUserId } from "../../../server/modules/auth/current-user.ts";
import { contactRateLimitBucket, sendContactMessage } from "../../../server/modules/contact/send-contact-message.ts";
import { siteSettings } from "../../../server/modules/site-settings/site-settings.ts";
import { serverContext } from "../../../server/router-context.server.ts";
import { getLocale } from "../../i18n/i18next-middleware.server.ts";
import { refusedForm, tooManyForm } from "../../lib/form-refusal.server.ts";
import { formText } from "../../lib/page-form.server.ts";
import type { ContactFormValues } from "./contact-form.tsx";

/**
 * The contact form posted by the browser itself (no JavaScript, or not yet): the same rules,
 * storage, rate limits and e-mails as POST /api/contact, answered with what the page shows. The
 * page's language comes from the form's action (/contact?lang=…), so a refusal is in it too.
 */
export async function sendContactFromForm(request: Request, context: Readonly<RouterContextProvider>) {
  const { services, clientIp } = context.get(serverContext);
  const language = getLocale(context);
  const form = await request.formData();
  // What was typed comes back with a refusal, so nothing has to be typed again (a little over the
  // limits, so a message that is too long is shown as it was, with its counter).
  const values: ContactFormValues = {
    name: formText(form, "name", 200),
    email: formText(form, "email", maxEmailLength + 20),
    subject: formText(form, "subject", 40),
    message: formText(form, "message", contactMessageMaxLength + 1000),
    consent: form.get("consent") === "on",
  };

  const limits = formLimits(services, contactRateLimitBucket);
  const byClient = await limits.client(clientIp);
  if (byClient) return tooManyForm(language, byClient, { fields: {}, values });

  const parsed = contactMessageSchema.safeParse({ ...values, consent: values.consent || undefined, language });
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "body");
      fields[field] ??= apiMessage(language, isApiMessageKey(issue.message) ? issue.message : "invalid_request");
    }
    return refusedForm(Object.values(fields)[0] ?? apiMessage(language, "invalid_request"), { fields, values }, 400);
  }
  const byEmail = await limits.email(parsed.data.email);
  if (byEmail) return tooManyForm(language, byEmail, { fields: {}, values });

  await sendContactMessage(services.db, parsed.data, {
    teamEmail: (await siteSettings(services)).TEAM_EMAIL,
    siteUrl: services.siteUrl,
    userId: await signedInUserId(services, request.headers),
  });
  services.outbox.nudge();
  return data({ outcome: "sent" as const, name: parsed.data.name, email: parsed.data.email }, { status: 201 });
}
