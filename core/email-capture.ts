import { z } from "zod";
import { emailAddressSchema } from "./email-address.ts";

/** Body of POST /api/email-capture, used by the form and by the API. */
export const emailCaptureSchema = z.object({
  email: emailAddressSchema,
  conversationId: z.string().trim().min(1).max(100, { error: "conversation_id_invalid" }).optional(),
  /** Which consent wording the form showed (content/emails/checklist-consent.ts); the server knows the versions. */
  consentVersion: z.string().max(60, { error: "consent_version_invalid" }).optional(),
});
export type EmailCaptureInput = z.input<typeof emailCaptureSchema>;
