import type { SubscriptionStatus } from "../../../core/billing-plan.ts";
import type { Language } from "../../../core/languages.ts";
import type { BillingInterval } from "../../../core/plans-catalogue.ts";
import type { PaymentProviderName } from "../../db/schema.ts";

/**
 * The one payment port (ADR 0028). Two implementations: Stripe (stripe-provider.ts) and the
 * built-in test provider (test-provider.ts), which imitates Stripe closely enough that both send
 * the same, Stripe-shaped, signed events to the same webhook route (stripe-events.ts reads them).
 * Amounts always come from our catalogue or invoice: nothing here takes a price from a browser.
 */
export type CheckoutLine = {
  /** What the customer sees on the payment page, in their language. */
  name: string;
  /** VAT included, integer cents. */
  unitAmountCents: number;
  quantity: number;
  /** Set for a subscription line: billed every month or year. */
  interval?: BillingInterval;
};

export type CheckoutRequest = {
  orderId: string;
  mode: "payment" | "subscription";
  lines: CheckoutLine[];
  customerEmail: string;
  language: Language;
  /** Absolute URLs built from PUBLIC_URL; success may carry {CHECKOUT_SESSION_ID}. */
  successUrl: string;
  cancelUrl: string;
  /** Sent as the provider's idempotency key: the same order never opens two payment pages. */
  idempotencyKey: string;
  /** Copied onto the session (and, for a subscription, the subscription): order_id at least. */
  metadata: Record<string, string>;
};

export type CheckoutSession = { id: string; url: string };

/** What the provider says about a checkout session now (the success page asks, ADR 0028). */
export type CheckoutState = {
  id: string;
  status: "open" | "complete" | "expired";
  paymentStatus: "paid" | "unpaid" | "no_payment_required";
  orderId: string | null;
  paymentIntentId: string | null;
  customerId: string | null;
  subscriptionId: string | null;
};

export type SubscriptionState = {
  id: string;
  status: SubscriptionStatus;
  currentPeriodEnd: string;
  cancelAtPeriodEnd: boolean;
  customerId: string | null;
  orderId: string | null;
};

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  retrieveCheckout(sessionId: string): Promise<CheckoutState>;
  retrieveSubscription(subscriptionId: string): Promise<SubscriptionState>;
  /** Full refund of one payment. The idempotency key makes a retried refund a no-op. */
  refund(input: {
    paymentIntentId: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<{ refundId: string }>;
  /** atPeriodEnd: keep what was paid for until the period ends; otherwise end it now (refunds). */
  cancelSubscription(subscriptionId: string, options: { atPeriodEnd: boolean }): Promise<SubscriptionState>;
  /** Where the customer manages card, invoices and cancellation (Stripe's Customer Portal). */
  billingPortalUrl(customerId: string, returnUrl: string): Promise<string>;
  /** The secret webhook signatures are checked with (Stripe's whsec_…, or the test provider's own). */
  readonly webhookSecret: string;
}

/**
 * A provider event reduced to what our state machine needs (stripe-events.ts maps Stripe's
 * types onto these). `occurredAt` orders events for one subscription: older ones are ignored.
 */
export type PaymentEvent = { id: string; occurredAt: string; type: string } & (
  | {
      kind: "checkout-completed";
      sessionId: string;
      orderId: string | null;
      paid: boolean;
      paymentIntentId: string | null;
      customerId: string | null;
      subscriptionId: string | null;
    }
  | { kind: "checkout-expired"; sessionId: string; orderId: string | null }
  | { kind: "payment-failed"; orderId: string | null; sessionId: string | null; reason: string }
  | { kind: "subscription-changed"; subscription: SubscriptionState }
  | { kind: "subscription-renewed"; subscriptionId: string; paymentIntentId: string | null }
  | { kind: "subscription-payment-failed"; subscriptionId: string }
  | { kind: "refunded"; paymentIntentId: string; refundId: string | null }
  | { kind: "ignored" }
);
