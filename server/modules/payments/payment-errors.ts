/**
 * Why a payment provider call failed, in words callers can act on (ADR 0028): a checkout or refund
 * page answers "not found" differently from "try again later". The message is written by us and
 * is safe to log: never the secret key, never a customer's e-mail, never the provider's raw reply.
 */
export type PaymentProviderErrorKind =
  /** The session, subscription, payment or customer does not exist (at this provider, with this key). */
  | "not-found"
  /** The card or bank said no. */
  | "declined"
  /** We sent something the provider refuses (a bug on our side, or a payment already refunded). */
  | "invalid-request"
  /** The same idempotency key was used earlier with different parameters. */
  | "idempotency-conflict"
  /** The key is wrong, revoked, or lacks a permission: an operator must fix the configuration. */
  | "authentication"
  /** Too many requests: retry later. */
  | "rate-limited"
  /** The provider could not be reached or failed on its side: retry later. */
  | "unavailable";

export class PaymentProviderError extends Error {
  override name = "PaymentProviderError";
  readonly kind: PaymentProviderErrorKind;
  /** The provider's HTTP status, when it answered. */
  readonly status: number | null;
  /** The provider's own error code (Stripe's `resource_missing`, `card_declined`…), when it gave one. */
  readonly providerCode: string | null;
  /** The provider's request id, to find the call in its dashboard. */
  readonly requestId: string | null;

  constructor(
    message: string,
    details: {
      kind: PaymentProviderErrorKind;
      status?: number | null;
      providerCode?: string | null;
      requestId?: string | null;
    },
  ) {
    super(message);
    this.kind = details.kind;
    this.status = details.status ?? null;
    this.providerCode = details.providerCode ?? null;
    this.requestId = details.requestId ?? null;
  }

  /** Worth retrying the same call later (with the same idempotency key). */
  get retryable(): boolean {
    return this.kind === "rate-limited" || this.kind === "unavailable";
  }
}
