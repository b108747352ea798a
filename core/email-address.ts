import { z } from "zod";

/** RFC 5321 caps a path at 254 characters; longer values are never deliverable. */
export const maxEmailLength = 254;

/**
 * The spec's own rule (non-empty and contains "@") is what the browser checks first, so the
 * "Invalid Email" toast appears instantly. The server also applies a real syntax check.
 */
export function looksLikeEmail(value: string): boolean {
  return value.trim().length > 0 && value.includes("@");
}

export const emailAddressSchema = z
  .string({ error: "email_required" })
  .trim()
  .min(1, { error: "email_required" })
  .max(maxEmailLength, { error: "email_too_long" })
  .pipe(z.email({ error: "email_invalid" }))
  .transform((email) => email.toLowerCase());
