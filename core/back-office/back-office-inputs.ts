import { z } from "zod";
import { userRoles } from "../account-rules.ts";
import { emailAddressSchema } from "../email-address.ts";
import { supportedLanguages } from "../languages.ts";
import { planTiers } from "../plans.ts";
import { consultationStatuses } from "./consultation-status.ts";

/**
 * What the back office's forms and its API accept (ADR 0038). Messages are API message
 * keys (content/messages/back-office-messages.ts), so a refusal reads the same in both.
 */
export const noteMaxLength = 5000;
export const faqQuestionMaxLength = 300;
export const faqAnswerMaxLength = 3000;

const text = (max: number, required: string) =>
  z.string(required).trim().min(1, required).max(max, "admin_text_too_long");

export const consultationStatusSchema = z.object({ status: z.enum(consultationStatuses, "admin_status_invalid") });
export const consultationNoteSchema = z.object({ body: text(noteMaxLength, "admin_note_required") });
export const consultationReplySchema = z.object({ body: text(noteMaxLength, "admin_reply_required") });

export const consultationFilterSchema = z.object({
  status: z.enum(consultationStatuses, "admin_status_invalid").optional(),
  language: z.enum(supportedLanguages, "language_invalid").optional(),
  search: z.string().trim().max(200, "admin_text_too_long").optional(),
});

/** The FAQ's categories: the home page uses the first four, the help center all of them. */
export const faqCategories = ["general", "assessment", "pricing", "timeline", "account", "privacy"] as const;
export type FaqCategory = (typeof faqCategories)[number];
/** Where an FAQ item is shown: the home page's short FAQ, or the help center's longer one. */
export const faqPages = ["home", "help"] as const;
export type FaqPage = (typeof faqPages)[number];

export const faqItemSchema = z.object({
  language: z.enum(supportedLanguages, "language_invalid"),
  page: z.enum(faqPages, "admin_faq_page_invalid"),
  question: text(faqQuestionMaxLength, "admin_question_required"),
  answer: text(faqAnswerMaxLength, "admin_answer_required"),
  category: z.enum(faqCategories, "admin_category_invalid"),
  position: z
    .number("admin_position_invalid")
    .int("admin_position_invalid")
    .min(0, "admin_position_invalid")
    .max(10_000, "admin_position_invalid"),
  published: z.boolean("admin_published_invalid"),
});
export type FaqItemInput = z.output<typeof faqItemSchema>;

export const userAccessSchema = z
  .object({
    role: z.enum(userRoles, "admin_role_invalid").optional(),
    plan: z.enum(planTiers, "admin_plan_invalid").optional(),
    disabled: z.boolean("admin_disabled_invalid").optional(),
  })
  .refine((input) => Object.keys(input).length > 0, "admin_nothing_to_change");
export type UserAccessInput = z.output<typeof userAccessSchema>;

/** A blank value clears a setting: the env's value (or nothing) shows again. */
const optionalText = (max: number) =>
  z.string("admin_setting_invalid").trim().max(max, "admin_text_too_long").nullable().optional();
const optionalEmail = z
  .union([z.literal(""), emailAddressSchema])
  .nullable()
  .optional();

export const legalSettingKeys = [
  "LEGAL_PUBLISHER_NAME",
  "LEGAL_FORM",
  "LEGAL_SHARE_CAPITAL",
  "LEGAL_ADDRESS",
  "LEGAL_REGISTRATION",
  "LEGAL_VAT_NUMBER",
  "LEGAL_PUBLICATION_DIRECTOR",
  "CONTACT_PHONE",
  "LEGAL_HOST_NAME",
  "LEGAL_HOST_ADDRESS",
  "LEGAL_HOST_PHONE",
] as const;

/** Social proof is shown only while set: no default figure is ever invented. */
export const siteSettingsSchema = z.object({
  TEAM_EMAIL: optionalEmail,
  CONTACT_EMAIL: optionalEmail,
  ...Object.fromEntries(legalSettingKeys.map((key) => [key, optionalText(300)])),
  clientsHelped: z
    .number("admin_figure_invalid")
    .int("admin_figure_invalid")
    .min(1, "admin_figure_invalid")
    .max(10_000_000)
    .nullable()
    .optional(),
  rating: z
    .number("admin_figure_invalid")
    .min(1, "admin_figure_invalid")
    .max(5, "admin_figure_invalid")
    .nullable()
    .optional(),
  ratingCount: z
    .number("admin_figure_invalid")
    .int("admin_figure_invalid")
    .min(1, "admin_figure_invalid")
    .max(10_000_000)
    .nullable()
    .optional(),
}) as z.ZodType<SiteSettingsInput>;

export type SiteSettingKey = "TEAM_EMAIL" | "CONTACT_EMAIL" | (typeof legalSettingKeys)[number] | SocialProofKey;
export type SocialProofKey = "clientsHelped" | "rating" | "ratingCount";
export type SiteSettingsInput = Partial<Record<SiteSettingKey, string | number | null>>;
