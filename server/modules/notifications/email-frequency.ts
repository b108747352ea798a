import { z } from "zod";

/**
 * How a person hears of their case by e-mail (ADR 0035): each notification at once, or
 * one digest a day. Without a stored choice, at once: a client waiting on their advisor should
 * not learn of a request a day late unless they asked for that.
 */
export const emailFrequencies = ["immediate", "daily"] as const;
export type EmailFrequency = (typeof emailFrequencies)[number];
export const defaultEmailFrequency: EmailFrequency = "immediate";

/** PUT /api/account/notification-preferences and the profile's form. */
export const notificationPreferencesSchema = z.object({
  emailFrequency: z.enum(emailFrequencies, { error: "notification_frequency_invalid" }),
});
export type NotificationPreferencesInput = z.output<typeof notificationPreferencesSchema>;
