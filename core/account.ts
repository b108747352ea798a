import { z } from "zod";
import { maxNameLength, maxPasswordLength, maxProfessionLength, minPasswordLength } from "./account-rules.ts";
import { isCountryCode } from "./countries.ts";
import { emailAddressSchema } from "./email-address.ts";
import { missingOr } from "./field-messages.ts";
import { supportedLanguages } from "./languages.ts";

/*
 * Account forms, used by the pages (route-level chunks, ADR 0010) and by the API. Messages are
 * message keys: the pages translate them with `account.errors.<key>`, the API with
 * content/messages/api-messages.ts.
 */

/** Any non-empty password (sign-in: the length rule is for new passwords only). */
const passwordSchema = z
  .string(missingOr("password_required", "password_required"))
  .min(1, { error: "password_required" })
  .max(maxPasswordLength, { error: "password_too_long" });

/** A new password: at least 8 characters. Spaces count; nothing is trimmed. */
export const newPasswordSchema = z
  .string(missingOr("password_required", "password_required"))
  .min(1, { error: "password_required", abort: true })
  .min(minPasswordLength, { error: "password_too_short" })
  .max(maxPasswordLength, { error: "password_too_long" });

const nameSchema = z
  .string(missingOr("name_required", "name_required"))
  .trim()
  .min(1, { error: "name_required" })
  .max(maxNameLength, { error: "name_too_long" });

export const countrySchema = (requiredKey: string, invalidKey: string) =>
  z
    .string(missingOr(requiredKey, invalidKey))
    .trim()
    .min(1, { error: requiredKey, abort: true })
    .overwrite((value) => value.toUpperCase())
    .refine(isCountryCode, { error: invalidKey });

const professionSchema = z
  .string(missingOr("account_profession_required", "account_profession_required"))
  .trim()
  .min(1, { error: "account_profession_required" })
  .max(maxProfessionLength, { error: "account_profession_too_long" });

/** Both passwords typed: they must match (checked even when other fields have problems). */
function passwordsMatch<T extends { password: string; confirmPassword: string }>(schema: z.ZodType<T>) {
  return schema.refine((value) => value.password === value.confirmPassword, {
    path: ["confirmPassword"],
    error: "passwords_do_not_match",
    when: (payload) => {
      const value = payload.value as Partial<Record<string, unknown>> | undefined;
      return typeof value?.password === "string" && typeof value.confirmPassword === "string";
    },
  });
}

/** The registration form's fields, each refused with the message the product specification fixes. */
export const registrationSchema = passwordsMatch(
  z.object({
    email: emailAddressSchema,
    password: newPasswordSchema,
    confirmPassword: z.string({ error: "passwords_do_not_match" }),
    name: nameSchema,
    nationality: countrySchema("nationality_required", "nationality_invalid"),
    targetCountry: countrySchema("target_country_required", "target_country_invalid").default("FR"),
    profession: professionSchema,
    agreeToTerms: z.literal(true, { error: "terms_required" }),
    newsletter: z.boolean({ error: "invalid_request" }).default(false),
    language: z.enum(supportedLanguages, { error: "language_invalid" }).optional(),
  }),
);
export type RegistrationInput = z.input<typeof registrationSchema>;

export const signInSchema = z.object({
  email: emailAddressSchema,
  password: passwordSchema,
  rememberMe: z.boolean({ error: "invalid_request" }).default(false),
});
export type SignInInput = z.input<typeof signInSchema>;

export const passwordResetRequestSchema = z.object({ email: emailAddressSchema });

/** "Send the link again": the address to confirm (the signed-in account's own, or the one just registered). */
export const verificationRequestSchema = z.object({ email: emailAddressSchema });

export const passwordResetSchema = passwordsMatch(
  z.object({
    token: z.string({ error: "reset_link_invalid" }).min(1, { error: "reset_link_invalid" }),
    password: newPasswordSchema,
    confirmPassword: z.string({ error: "passwords_do_not_match" }),
  }),
);

/** The address's owner choosing the account's password (ADR 0065): the session says whose. */
export const choosePasswordSchema = passwordsMatch(
  z.object({
    password: newPasswordSchema,
    confirmPassword: z.string({ error: "passwords_do_not_match" }),
  }),
);

export const changePasswordSchema = passwordsMatch(
  z.object({
    currentPassword: z
      .string({ error: "current_password_required" })
      .min(1, { error: "current_password_required" })
      .max(maxPasswordLength, { error: "current_password_wrong" }),
    password: newPasswordSchema,
    confirmPassword: z.string({ error: "passwords_do_not_match" }),
  }),
);

export const changeEmailSchema = z.object({
  newEmail: emailAddressSchema,
  currentPassword: z
    .string({ error: "current_password_required" })
    .min(1, { error: "current_password_required" })
    .max(maxPasswordLength, { error: "current_password_wrong" }),
});

/** Personal information and preferences a user may change themselves (never plan or role). */
export const profileSchema = z.object({
  name: nameSchema,
  nationality: countrySchema("nationality_required", "nationality_invalid"),
  targetCountry: countrySchema("target_country_required", "target_country_invalid"),
  profession: professionSchema,
});

export const preferencesSchema = z.object({
  language: z.enum(supportedLanguages, { error: "language_invalid" }),
  newsletter: z.boolean({ error: "invalid_request" }),
});

export const deleteAccountSchema = z.object({
  currentPassword: z
    .string({ error: "current_password_required" })
    .min(1, { error: "current_password_required" })
    .max(maxPasswordLength, { error: "current_password_wrong" }),
});

/** First message key per field, for forms that show each message next to its field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const result: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    const key = /^[a-z_]+$/.test(issue.message) ? issue.message : "invalid_request";
    result[field] ??= key;
  }
  return result;
}
