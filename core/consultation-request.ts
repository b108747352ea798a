import { z } from "zod";
import {
  applicationTypes,
  consultationMessageMaxLength,
  consultationMessageMinLength,
  otherCountry,
} from "./consultation-rules.ts";
import { isCountryCode } from "./countries.ts";
import { emailAddressSchema } from "./email-address.ts";
import { missingOr } from "./field-messages.ts";
import { supportedLanguages } from "./languages.ts";

/** Body of POST /api/consultation-request, used by the home page form and by the API. */
export const consultationRequestSchema = z.object({
  email: emailAddressSchema,
  /** An ISO 3166-1 alpha-2 code (stored in capitals) or "other". */
  countryOfOrigin: z
    .string(missingOr("country_of_origin_required", "country_of_origin_invalid"))
    .trim()
    .min(1, { error: "country_of_origin_required", abort: true })
    .overwrite((value) => (value.toLowerCase() === otherCountry ? otherCountry : value.toUpperCase()))
    .refine((value) => value === otherCountry || isCountryCode(value), { error: "country_of_origin_invalid" }),
  applicationType: z.enum(applicationTypes, missingOr("application_type_required", "application_type_invalid")),
  message: z
    .string(missingOr("message_required", "message_invalid"))
    .trim()
    .min(1, { error: "message_required", abort: true })
    .min(consultationMessageMinLength, { error: "message_too_short" })
    .max(consultationMessageMaxLength, { error: "message_too_long" }),
  /** The language the person wrote in: their confirmation e-mail is sent in it. */
  language: z.enum(supportedLanguages, missingOr("language_required", "language_invalid")),
});
export type ConsultationRequestInput = z.input<typeof consultationRequestSchema>;
export type ConsultationRequestData = z.output<typeof consultationRequestSchema>;
