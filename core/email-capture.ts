import { z } from "zod";
import { emailAddressSchema } from "./email-address.ts";

/** Body of POST /api/email-capture, used by the form and by the API. */
export const emailCaptureSchema = z.object({
  email: emailAddressSchema,
  conversationId: z.string().trim().min(1).max(100, { error: "conversation_id_invalid" }).optional(),
});
export type EmailCaptureInput = z.input<typeof emailCaptureSchema>;
