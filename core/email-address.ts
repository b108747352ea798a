import { z } from "zod";
import { maxEmailLength } from "./email-rules.ts";

/** A real e-mail address: trimmed, at most 254 characters, valid syntax, stored lower-case. */
export const emailAddressSchema = z
  .string({ error: "email_required" })
  .trim()
  .min(1, { error: "email_required" })
  .max(maxEmailLength, { error: "email_too_long" })
  .pipe(z.email({ error: "email_invalid" }))
  .transform((email) => email.toLowerCase());
