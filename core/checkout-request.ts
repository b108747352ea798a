import { z } from "zod";
import { emailAddressSchema } from "./email-address.ts";
import { missingOr } from "./field-messages.ts";

/**
 * What a browser may say when it starts a payment (ADR 0028): WHAT it wants, never how
 * much — the amount comes from the catalogue or the invoice on the server. `attempt` is a random
 * key the page made when it was shown: pressing the button twice, or reloading after a network
 * error, finds the same order instead of opening a second one.
 */
export const checkoutProducts = ["pdf-guide", "premium-relocator", "invoice"] as const;
export type CheckoutProduct = (typeof checkoutProducts)[number];

export const checkoutAttemptPattern = /^[A-Za-z0-9_-]{16,64}$/;

/** The paid guide's page (/pdf-guide) asks for an address before anything else. */
export const guideEmailSchema = z.preprocess(
  (value) => (value === undefined || value === null || value === "" ? undefined : value),
  // optional() rather than a union with undefined: a union reports a bad address as its own
  // generic "Invalid input", not the address schema's email_invalid.
  emailAddressSchema.optional().refine((value) => value !== undefined, { error: "guide_email_required" }),
);

export const checkoutRequestSchema = z
  .object({
    product: z.enum(checkoutProducts, missingOr("product_required", "product_invalid")),
    interval: z.enum(["month", "year"], { error: "interval_invalid" }).optional(),
    email: z.unknown().optional(),
    invoiceId: z
      .string({ error: "invoice_id_invalid" })
      .regex(/^[A-Za-z0-9-]{8,64}$/, { error: "invoice_id_invalid" })
      .optional(),
    attempt: z
      .string(missingOr("attempt_required", "attempt_invalid"))
      .regex(checkoutAttemptPattern, { error: "attempt_invalid" }),
  })
  .superRefine((value, ctx) => {
    if (value.product === "premium-relocator" && !value.interval) {
      ctx.addIssue({ code: "custom", path: ["interval"], message: "interval_required" });
    }
    if (value.product === "invoice" && !value.invoiceId) {
      ctx.addIssue({ code: "custom", path: ["invoiceId"], message: "invoice_id_required" });
    }
    if (value.product === "pdf-guide" && value.email !== undefined) {
      const email = guideEmailSchema.safeParse(value.email);
      if (!email.success)
        ctx.addIssue({ code: "custom", path: ["email"], message: email.error.issues[0]?.message ?? "email_invalid" });
    }
  });

export type CheckoutRequestData = z.output<typeof checkoutRequestSchema>;
