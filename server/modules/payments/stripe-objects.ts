import { randomBytes } from "node:crypto";
import type { BillingInterval } from "../../../core/plans-catalogue.ts";

/**
 * Stripe-shaped objects, field for field as API version 2026-10-28 writes them (only the fields
 * something reads, plus the ones that make an object recognisable). Two imitations of Stripe use
 * them — the built-in test provider, whose events must read exactly like Stripe's (ADR 0028), and
 * the loopback stand-in for the Stripe API in tests — so both imitate the same shapes, and
 * stripe-events.ts reads one format only.
 */

/**
 * The API version these shapes and the events the test provider signs are written in: the
 * version the installed SDK pins (a test checks they agree), kept here so building an event does
 * not load the SDK (stripe-sdk.ts).
 */
export const stripeApiVersion = "2026-10-28.endive";

const alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** An id as Stripe writes one: its prefix, an underscore, 24 letters and digits (cs_test_a1B2…). */
export function stripeId(prefix: string): string {
  const bytes = randomBytes(24);
  let suffix = "";
  for (const byte of bytes) suffix += alphabet[byte % alphabet.length];
  return `${prefix}_${suffix}`;
}

/** Stripe counts time in whole seconds since 1970. */
export function unixSeconds(date: Date = new Date()): number {
  return Math.floor(date.getTime() / 1000);
}

/** The end of a billing period that starts at `start` (seconds): one calendar month or year later. */
export function periodEndAfter(start: number, interval: BillingInterval): number {
  const end = new Date(start * 1000);
  if (interval === "year") end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return unixSeconds(end);
}

type Metadata = Record<string, string>;

function list<T>(data: T[], url: string) {
  return { object: "list" as const, data, has_more: false, url };
}

export type CheckoutSessionFields = {
  id: string;
  mode: "payment" | "subscription";
  status: "open" | "complete" | "expired";
  paymentStatus: "paid" | "unpaid" | "no_payment_required";
  amountTotalCents: number;
  clientReferenceId: string | null;
  customerEmail: string | null;
  customerId: string | null;
  paymentIntentId: string | null;
  subscriptionId: string | null;
  /** A subscription's first invoice (Checkout creates it); null in payment mode. */
  invoiceId: string | null;
  metadata: Metadata;
  locale: string | null;
  successUrl: string;
  cancelUrl: string | null;
  /** The payment page; Stripe sets it to null once the session is complete or expired. */
  url: string | null;
  created: number;
};

export function checkoutSessionObject(fields: CheckoutSessionFields) {
  return {
    id: fields.id,
    object: "checkout.session" as const,
    amount_subtotal: fields.amountTotalCents,
    amount_total: fields.amountTotalCents,
    cancel_url: fields.cancelUrl,
    client_reference_id: fields.clientReferenceId,
    created: fields.created,
    currency: "eur",
    customer: fields.customerId,
    customer_details:
      fields.status === "complete" && fields.customerEmail
        ? { email: fields.customerEmail, name: null, phone: null, tax_exempt: "none" }
        : null,
    customer_email: fields.customerEmail,
    expires_at: fields.created + 24 * 60 * 60,
    invoice: fields.invoiceId,
    livemode: false,
    locale: fields.locale,
    metadata: fields.metadata,
    mode: fields.mode,
    payment_intent: fields.paymentIntentId,
    payment_method_types: ["card"],
    payment_status: fields.paymentStatus,
    status: fields.status,
    subscription: fields.subscriptionId,
    success_url: fields.successUrl,
    ui_mode: "hosted",
    url: fields.url,
  };
}

export type SubscriptionFields = {
  id: string;
  customerId: string;
  status: string;
  interval: BillingInterval;
  unitAmountCents: number;
  currentPeriodStart: number;
  currentPeriodEnd: number;
  cancelAtPeriodEnd: boolean;
  canceledAt: number | null;
  endedAt: number | null;
  latestInvoiceId: string | null;
  metadata: Metadata;
  created: number;
  /** Kept across updates so the item keeps its id, as at Stripe. */
  itemId?: string;
};

/**
 * Since API version 2025-03-31 the billing period lives on each subscription item
 * (`items.data[].current_period_end`), no longer on the subscription itself.
 */
export function subscriptionObject(fields: SubscriptionFields) {
  const itemId = fields.itemId ?? stripeId("si");
  return {
    id: fields.id,
    object: "subscription" as const,
    billing_cycle_anchor: fields.currentPeriodStart,
    cancel_at: fields.cancelAtPeriodEnd ? fields.currentPeriodEnd : null,
    cancel_at_period_end: fields.cancelAtPeriodEnd,
    canceled_at: fields.canceledAt,
    collection_method: "charge_automatically",
    created: fields.created,
    currency: "eur",
    customer: fields.customerId,
    ended_at: fields.endedAt,
    items: list(
      [
        {
          id: itemId,
          object: "subscription_item" as const,
          created: fields.created,
          current_period_end: fields.currentPeriodEnd,
          current_period_start: fields.currentPeriodStart,
          metadata: {},
          price: {
            id: stripeId("price"),
            object: "price" as const,
            active: false,
            currency: "eur",
            recurring: { interval: fields.interval, interval_count: 1, usage_type: "licensed" },
            tax_behavior: "inclusive",
            type: "recurring",
            unit_amount: fields.unitAmountCents,
          },
          quantity: 1,
          subscription: fields.id,
        },
      ],
      `/v1/subscription_items?subscription=${fields.id}`,
    ),
    latest_invoice: fields.latestInvoiceId,
    livemode: false,
    metadata: fields.metadata,
    start_date: fields.created,
    status: fields.status,
  };
}

export type InvoiceFields = {
  id: string;
  customerId: string;
  subscriptionId: string;
  /** The subscription's metadata when the invoice was finalised (Stripe copies it). */
  subscriptionMetadata: Metadata;
  billingReason: "subscription_create" | "subscription_cycle";
  status: "paid" | "open";
  amountCents: number;
  attemptCount: number;
  periodStart: number;
  periodEnd: number;
  created: number;
};

/**
 * Since API version 2025-03-31 an invoice names its subscription under
 * `parent.subscription_details.subscription`, and no longer carries `payment_intent`: its payments
 * are Invoice Payment objects, listed by GET /v1/invoice_payments?invoice=… (not in webhooks).
 */
export function invoiceObject(fields: InvoiceFields) {
  const paid = fields.status === "paid";
  return {
    id: fields.id,
    object: "invoice" as const,
    amount_due: fields.amountCents,
    amount_paid: paid ? fields.amountCents : 0,
    amount_remaining: paid ? 0 : fields.amountCents,
    attempt_count: fields.attemptCount,
    attempted: fields.attemptCount > 0,
    billing_reason: fields.billingReason,
    collection_method: "charge_automatically",
    created: fields.created,
    currency: "eur",
    customer: fields.customerId,
    livemode: false,
    metadata: {},
    parent: {
      type: "subscription_details",
      quote_details: null,
      subscription_details: { metadata: fields.subscriptionMetadata, subscription: fields.subscriptionId },
    },
    period_end: fields.periodEnd,
    period_start: fields.periodStart,
    status: fields.status,
    total: fields.amountCents,
  };
}

export function invoicePaymentObject(fields: {
  id: string;
  invoiceId: string;
  paymentIntentId: string;
  amountCents: number;
  created: number;
}) {
  return {
    id: fields.id,
    object: "invoice_payment" as const,
    amount_paid: fields.amountCents,
    amount_requested: fields.amountCents,
    created: fields.created,
    currency: "eur",
    invoice: fields.invoiceId,
    is_default: true,
    livemode: false,
    payment: { type: "payment_intent", payment_intent: fields.paymentIntentId },
    status: "paid",
    status_transitions: { canceled_at: null, paid_at: fields.created },
  };
}

export type PaymentIntentFields = {
  id: string;
  amountCents: number;
  status: "succeeded" | "requires_payment_method" | "processing";
  customerId: string | null;
  latestChargeId: string | null;
  metadata: Metadata;
  /** Why the last attempt failed, as the card network said it. */
  lastPaymentError: { code: string; declineCode?: string; message: string } | null;
  created: number;
};

export function paymentIntentObject(fields: PaymentIntentFields) {
  const error = fields.lastPaymentError;
  return {
    id: fields.id,
    object: "payment_intent" as const,
    amount: fields.amountCents,
    amount_received: fields.status === "succeeded" ? fields.amountCents : 0,
    created: fields.created,
    currency: "eur",
    customer: fields.customerId,
    last_payment_error: error
      ? {
          code: error.code,
          decline_code: error.declineCode,
          doc_url: `https://docs.stripe.com/error-codes/${error.code.replaceAll("_", "-")}`,
          message: error.message,
          type: "card_error",
        }
      : null,
    latest_charge: fields.latestChargeId,
    livemode: false,
    metadata: fields.metadata,
    payment_method_types: ["card"],
    status: fields.status,
  };
}

export function chargeObject(fields: {
  id: string;
  paymentIntentId: string;
  amountCents: number;
  amountRefundedCents: number;
  customerId: string | null;
  metadata: Metadata;
  created: number;
}) {
  return {
    id: fields.id,
    object: "charge" as const,
    amount: fields.amountCents,
    amount_captured: fields.amountCents,
    amount_refunded: fields.amountRefundedCents,
    captured: true,
    created: fields.created,
    currency: "eur",
    customer: fields.customerId,
    livemode: false,
    metadata: fields.metadata,
    paid: true,
    payment_intent: fields.paymentIntentId,
    // Stripe sets `refunded` only once the whole amount is back with the customer.
    refunded: fields.amountRefundedCents >= fields.amountCents,
    status: "succeeded",
  };
}

export function refundObject(fields: {
  id: string;
  paymentIntentId: string;
  chargeId: string | null;
  amountCents: number;
  status: "succeeded" | "pending" | "failed";
  metadata: Metadata;
  created: number;
}) {
  return {
    id: fields.id,
    object: "refund" as const,
    amount: fields.amountCents,
    balance_transaction: null,
    charge: fields.chargeId,
    created: fields.created,
    currency: "eur",
    metadata: fields.metadata,
    payment_intent: fields.paymentIntentId,
    reason: "requested_by_customer",
    receipt_number: null,
    status: fields.status,
  };
}
