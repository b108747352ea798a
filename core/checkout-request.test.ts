import { describe, expect, it } from "vitest";
import { checkoutAttemptPattern, checkoutRequestSchema, guideEmailSchema } from "./checkout-request.ts";

const attempt = "attempt-0123456789abcdef";

/** The message keys of a refused request, by field. */
function problems(input: unknown): Record<string, string> {
  const result = checkoutRequestSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("what a browser may send to start a payment (checkoutRequestSchema)", () => {
  it("keeps what is bought and drops any amount or price the browser adds", () => {
    const parsed = checkoutRequestSchema.parse({
      product: "premium-relocator",
      interval: "year",
      attempt,
      amount: 1,
      amountCents: 1,
      price: 0,
      currency: "usd",
    });
    expect(parsed).toEqual({ product: "premium-relocator", interval: "year", attempt });
  });

  it("says which product is missing or unknown", () => {
    expect(problems({ attempt })).toEqual({ product: "product_required" });
    expect(problems({ product: "free-explorer", attempt })).toEqual({ product: "product_invalid" });
    expect(problems({ product: 19, attempt })).toEqual({ product: "product_invalid" });
  });

  it("asks a subscription for its billing interval, monthly or yearly only", () => {
    expect(problems({ product: "premium-relocator", attempt })).toEqual({ interval: "interval_required" });
    expect(problems({ product: "premium-relocator", interval: "week", attempt })).toEqual({
      interval: "interval_invalid",
    });
    expect(problems({ product: "premium-relocator", interval: "month", attempt })).toEqual({});
  });

  it("asks an invoice payment for a well-formed invoice reference", () => {
    expect(problems({ product: "invoice", attempt })).toEqual({ invoiceId: "invoice_id_required" });
    for (const invoiceId of ["short", "../../etc/passwd", "a b c d e f g h", "x".repeat(65)]) {
      expect(problems({ product: "invoice", invoiceId, attempt }), invoiceId).toEqual({
        invoiceId: "invoice_id_invalid",
      });
    }
    expect(problems({ product: "invoice", invoiceId: "6f1c9a52-5a3e-4d0b-9a57-0c1d2e3f4a5b", attempt })).toEqual({});
  });

  it("requires the page's attempt key, 16 to 64 letters, digits, - or _", () => {
    expect(problems({ product: "pdf-guide" })).toEqual({ attempt: "attempt_required" });
    for (const bad of ["short", "a".repeat(65), "attempt with spaces!", 1234567890123456]) {
      expect(problems({ product: "pdf-guide", attempt: bad }), String(bad)).toEqual({ attempt: "attempt_invalid" });
    }
    expect(checkoutAttemptPattern.test("a".repeat(16))).toBe(true);
    expect(checkoutAttemptPattern.test("a".repeat(64))).toBe(true);
    expect(checkoutAttemptPattern.test("a".repeat(15))).toBe(false);
  });

  it("checks the guide buyer's address when one is given, and leaves a missing one to the server", () => {
    // The signed-in buyer's own address is used when the form sends none (start-checkout.ts).
    expect(problems({ product: "pdf-guide", attempt })).toEqual({});
    expect(problems({ product: "pdf-guide", attempt, email: "not an address" })).toEqual({ email: "email_invalid" });
    expect(problems({ product: "pdf-guide", attempt, email: "" })).toEqual({ email: "guide_email_required" });
    expect(problems({ product: "pdf-guide", attempt, email: "buyer@example.com" })).toEqual({});
  });
});

describe("the guide's e-mail address (guideEmailSchema)", () => {
  it("asks for an address first, with the page's own sentence", () => {
    for (const empty of [undefined, null, ""]) {
      const result = guideEmailSchema.safeParse(empty);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("guide_email_required");
    }
  });

  it("keeps a valid address trimmed and lower-case", () => {
    expect(guideEmailSchema.parse("  Buyer@Example.COM ")).toBe("buyer@example.com");
    expect(guideEmailSchema.safeParse("buyer@").error?.issues[0]?.message).toBe("email_invalid");
  });
});
