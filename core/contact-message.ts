import { z } from "zod";
import {
  contactMessageMaxLength,
  contactMessageMinLength,
  contactNameMaxLength,
  contactSubjects,
} from "./contact-rules.ts";
import { emailAddressSchema } from "./email-address.ts";
import { missingOr } from "./field-messages.ts";
import { supportedLanguages } from "./languages.ts";

/** Body of POST /api/contact, and of the contact page's form post once read (ADR 0026). */
export const contactMessageSchema = z.object({
  // Checks run in a pipe so a value that is not text gets one message, not a length one as well.
  name: z
    .string(missingOr("name_required", "contact_name_invalid"))
    .trim()
    .pipe(
      z
        .string()
        .min(1, { error: "name_required", abort: true })
        .max(contactNameMaxLength, { error: "name_too_long" })
        // One line of text: a name travels into an e-mail subject, where a line break does not belong.
        .refine((name) => !/\p{Cc}/u.test(name), { error: "contact_name_invalid" }),
    ),
  email: emailAddressSchema,
  subject: z.enum(contactSubjects, missingOr("contact_subject_required", "contact_subject_invalid")),
  message: z
    .string(missingOr("contact_message_required", "contact_message_invalid"))
    .trim()
    .pipe(
      z
        .string()
        .min(1, { error: "contact_message_required", abort: true })
        .min(contactMessageMinLength, { error: "contact_message_too_short" })
        .max(contactMessageMaxLength, { error: "contact_message_too_long" }),
    ),
  /** The sender agrees to be contacted about this message: without it we could not answer. */
  consent: z.literal(true, { error: "contact_consent_required" }),
  /** The language the person wrote in: the acknowledgement is sent in it. */
  language: z.enum(supportedLanguages, missingOr("language_required", "language_invalid")),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessageData = z.output<typeof contactMessageSchema>;
