import { href, type RouterContextProvider, redirect } from "react-router";
import { dateTimeFormat } from "../../../core/intl-formats.ts";
import type { Language } from "../../../core/languages.ts";
import type { Db } from "../../../server/db/database.ts";
import { limitClient } from "../../../server/http/rate-limit.ts";
import {
  type EmailFrequency,
  notificationPreferencesSchema,
} from "../../../server/modules/notifications/email-frequency.ts";
import { emailFrequencyOf } from "../../../server/modules/notifications/get-email-frequency.ts";
import { digestHourInParis } from "../../../server/modules/notifications/paris-clock.ts";
import { setEmailFrequency } from "../../../server/modules/notifications/set-email-frequency.ts";
import { serverContext } from "../../../server/router-context.server.ts";
import { getLocale } from "../../i18n/i18next-middleware.server.ts";
import { keepLanguage } from "../../lib/keep-language.ts";
import { refusedWith, tooManyForm } from "../../lib/page-form.server.ts";
import { currentUser } from "../../lib/viewer.server.ts";
import { notificationPreferencesIntent } from "./intents.ts";

export type NotificationPreferencesView = {
  frequency: EmailFrequency;
  /** The digest's hour in the page's language ("08:00", « 08:00 »…). */
  digestTime: string;
};

/** What the profile's "Notifications" section shows: the stored choice and the digest's time. */
export async function notificationPreferencesView(
  db: Db,
  userId: string,
  language: Language,
): Promise<NotificationPreferencesView> {
  const digestTime = dateTimeFormat(language, { hour: "2-digit", minute: "2-digit", timeZone: "UTC" }).format(
    new Date(Date.UTC(2026, 0, 1, digestHourInParis)),
  );
  return { frequency: await emailFrequencyOf(db, userId), digestTime };
}

/**
 * The profile's `intent=notification-preferences` form (plain, works without JavaScript): the same
 * schema and use case as PUT /api/account/notification-preferences, the forms' rate limit, then
 * back to the section saying it is saved (303, so a reload does not post again).
 */
export async function saveNotificationPreferences(form: FormData, context: Readonly<RouterContextProvider>, url: URL) {
  const { services, clientIp } = context.get(serverContext);
  const language = getLocale(context);
  // Said under the section's choices, in one sentence.
  const echo = { intent: notificationPreferencesIntent };
  const user = currentUser(context);
  if (!user) return refusedWith(language, "sign_in_required", echo, 401);
  const limit = await limitClient(
    services.rateLimiter,
    "notification-preferences",
    clientIp,
    services.config.FORM_RATE_LIMIT_PER_MINUTE,
  );
  if (limit) return tooManyForm(language, limit, echo);
  const parsed = notificationPreferencesSchema.safeParse({ emailFrequency: form.get("emailFrequency") });
  if (!parsed.success) return refusedWith(language, "notification_frequency_invalid", echo);
  await setEmailFrequency(services.db, user.id, parsed.data.emailFrequency);
  return redirect(`${keepLanguage(`${href("/profile")}?notifications=saved`, url)}#notifications`, 303);
}
