import { z } from "zod";
import {
  applicationTypes,
  canonicalTimeZone,
  consultationDefaultTimeZone,
  consultationMessageMaxLength,
  consultationMessageMinLength,
  consultationNameMaxLength,
  contactDayChoices,
  contactPeriods,
  isPlausiblePhone,
  normalisePhone,
  otherCountry,
} from "./consultation-rules.ts";
import { isCountryCode } from "./countries.ts";
import { emailAddressSchema } from "./email-address.ts";
import { missingOr } from "./field-messages.ts";
import { supportedLanguages } from "./languages.ts";

/** Control characters (line breaks included) have no place in a name. */
const hasControlCharacter = (value: string) =>
  [...value].some((char) => {
    const code = char.codePointAt(0) ?? 0;
    return code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
  });

/**
 * Body of POST /api/consultation-request, used by the home page form and by the API.
 *
 * The API takes the product specification's payload as it stands (ADR 0063): `email`,
 * `countryOfOrigin`, `applicationType`, `message`, `language`. The name and the time zone the form
 * asks for (and still requires, app/features/consultation/consultation-form.tsx) are optional
 * here: absent, null or blank all mean "not given". Without a name, e-mails greet the person by
 * their address; without a time zone, the request is read in Paris time (`timeZone` is then
 * consultationDefaultTimeZone and `timeZoneAssumed` true, so the answer and the confirmation can
 * say so).
 */
export const consultationRequestSchema = z
  .object({
    /** How the person wants to be greeted on the call (ADR 0027); null when not given. */
    name: z
      .string({ error: "consultation_name_invalid" })
      .trim()
      .max(consultationNameMaxLength, { error: "name_too_long", abort: true })
      .refine((value) => !hasControlCharacter(value), { error: "consultation_name_invalid" })
      .nullish()
      .transform((value) => value || null),
    email: emailAddressSchema,
    /** Optional: absent, null or blank all mean "no phone"; stored with its spaces collapsed. */
    phone: z
      .string({ error: "phone_invalid" })
      .nullish()
      .transform((value) => (value == null ? null : normalisePhone(value) || null))
      .refine((value) => value === null || isPlausiblePhone(value), { error: "phone_invalid" }),
    /** An ISO 3166-1 alpha-2 code (stored in capitals) or "other". */
    countryOfOrigin: z
      .string(missingOr("country_of_origin_required", "country_of_origin_invalid"))
      .trim()
      .min(1, { error: "country_of_origin_required", abort: true })
      .overwrite((value) => (value.toLowerCase() === otherCountry ? otherCountry : value.toUpperCase()))
      .refine((value) => value === otherCountry || isCountryCode(value), { error: "country_of_origin_invalid" }),
    applicationType: z.enum(applicationTypes, missingOr("application_type_required", "application_type_invalid")),
    /** When the team may call, read in `timeZone`; "any" when the person does not mind. */
    contactTime: z.enum(contactPeriods, { error: "contact_time_invalid" }).default("any"),
    contactDays: z.enum(contactDayChoices, { error: "contact_days_invalid" }).default("any"),
    /** An IANA time zone (the browser's by default), stored in the runtime's spelling; null when not given. */
    timeZone: z
      .string({ error: "time_zone_invalid" })
      .trim()
      .refine((value) => value === "" || canonicalTimeZone(value) !== null, { error: "time_zone_invalid", abort: true })
      .overwrite((value) => (value === "" ? value : (canonicalTimeZone(value) ?? value)))
      .nullish()
      .transform((value) => value || null),
    message: z
      .string(missingOr("message_required", "message_invalid"))
      .trim()
      .min(1, { error: "message_required", abort: true })
      .min(consultationMessageMinLength, { error: "message_too_short" })
      .max(consultationMessageMaxLength, { error: "message_too_long" }),
    /** The language the person wrote in: their confirmation e-mail is sent in it. */
    language: z.enum(supportedLanguages, missingOr("language_required", "language_invalid")),
  })
  .transform(({ timeZone, ...request }) => ({
    ...request,
    timeZone: timeZone ?? consultationDefaultTimeZone,
    /** True when the person named no time zone and Paris time was taken (they are told so). */
    timeZoneAssumed: timeZone === null,
  }));
export type ConsultationRequestInput = z.input<typeof consultationRequestSchema>;
export type ConsultationRequestData = z.output<typeof consultationRequestSchema>;
