import type Stripe from "stripe";
import type { SubscriptionStatus } from "../../../core/billing-plan.ts";
import type { PaymentEvent, SubscriptionState } from "./payment-provider.ts";
import { stripeApiVersion, stripeId, unixSeconds } from "./stripe-objects.ts";
import { loadStripe } from "./stripe-sdk.ts";

/**
 * Reads a webhook delivery, from Stripe or from the built-in test provider — both sign
 * Stripe-shaped events the same way (ADR 0028), so there is one verification and one mapping.
 * Only what our order and subscription state machine needs comes out (PaymentEvent).
 */

/**
 * The delivery cannot be trusted or read: no signature, a wrong one, one older than the tolerance,
 * or a signed body that is not a Stripe event. The webhook route answers 400 and acts on nothing.
 */
export class WebhookSignatureError extends Error {
  override name = "WebhookSignatureError";
}

/** Stripe's own default: a signature older than five minutes is refused (replayed deliveries). */
export const webhookToleranceSeconds = 300;

/** The Stripe-Signature header for a payload, as Stripe computes it (t=…,v1=HMAC-SHA256). */
export async function signPaymentEvent(
  payload: string,
  secret: string,
  timestamp: number = unixSeconds(),
): Promise<string> {
  return (await loadStripe()).webhooks.generateTestHeaderString({ payload, secret, timestamp });
}

export async function readPaymentEvent(
  rawBody: string,
  signatureHeader: string | null,
  secret: string,
): Promise<PaymentEvent> {
  if (!signatureHeader) throw new WebhookSignatureError("No Stripe-Signature header");
  const sdk = await loadStripe();
  let event: Stripe.Event;
  try {
    event = sdk.webhooks.constructEvent(rawBody, signatureHeader, secret, webhookToleranceSeconds);
  } catch (error) {
    if (error instanceof sdk.errors.StripeSignatureVerificationError) throw new WebhookSignatureError(error.message);
    // The signature held but the body is not JSON: nobody but the secret's holder could send it,
    // still there is nothing to act on.
    if (error instanceof SyntaxError) throw new WebhookSignatureError("The signed payload is not JSON");
    throw error;
  }
  if (!isEvent(event)) throw new WebhookSignatureError("The signed payload is not a Stripe event");
  return paymentEventOf(event);
}

function isEvent(value: unknown): value is Stripe.Event {
  if (typeof value !== "object" || value === null) return false;
  const event = value as { id?: unknown; object?: unknown; type?: unknown; created?: unknown; data?: unknown };
  const data = event.data as { object?: unknown } | undefined;
  return (
    event.object === "event" &&
    typeof event.id === "string" &&
    typeof event.type === "string" &&
    typeof event.created === "number" &&
    typeof data?.object === "object" &&
    data.object !== null
  );
}

/** A reference Stripe writes as an id, or as the object when expanded. */
function idOf(reference: string | { id: string } | null | undefined): string | null {
  if (typeof reference === "string") return reference;
  return reference?.id ?? null;
}

function isoOf(seconds: number): string {
  return new Date(seconds * 1000).toISOString();
}

const subscriptionStatuses: readonly SubscriptionStatus[] = [
  "incomplete",
  "incomplete_expired",
  "trialing",
  "active",
  "past_due",
  "unpaid",
  "canceled",
  "paused",
];

/**
 * Stripe's subscription as our SubscriptionState (also what retrieveSubscription returns).
 * The period end is on the subscription item since API version 2025-03-31; an event written for an
 * older account version still has it on the subscription. A status Stripe adds later reads as
 * `incomplete`, which gives no access: better a support message than free access.
 */
export function subscriptionStateOf(subscription: Stripe.Subscription): SubscriptionState {
  const legacy = subscription as Stripe.Subscription & { current_period_end?: number };
  const periodEnd =
    subscription.items?.data?.[0]?.current_period_end ??
    legacy.current_period_end ??
    subscription.ended_at ??
    subscription.created;
  const status = subscriptionStatuses.find((known) => known === subscription.status) ?? "incomplete";
  return {
    id: subscription.id,
    status,
    currentPeriodEnd: isoOf(periodEnd),
    cancelAtPeriodEnd: subscription.cancel_at_period_end === true,
    customerId: idOf(subscription.customer),
    orderId: subscription.metadata?.order_id ?? null,
  };
}

/** The subscription an invoice bills: `parent.subscription_details` now, top-level `subscription` before 2025-03-31. */
function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const legacy = invoice as Stripe.Invoice & { subscription?: string | { id: string } | null };
  return idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(legacy.subscription);
}

/**
 * The payment intent that paid an invoice, when the payload says so: only an expanded `payments`
 * list (never in Stripe's webhooks since 2025-03-31) or the pre-2025 `payment_intent` field.
 * Otherwise null: retrieveCheckout finds the first payment of a subscription (ADR 0028).
 */
function invoicePaymentIntentId(invoice: Stripe.Invoice): string | null {
  const payment = invoice.payments?.data?.find((entry) => entry.status === "paid")?.payment;
  const legacy = invoice as Stripe.Invoice & { payment_intent?: string | { id: string } | null };
  return idOf(payment?.payment_intent) ?? idOf(legacy.payment_intent);
}

function orderIdOfSession(session: Stripe.Checkout.Session): string | null {
  return session.client_reference_id ?? session.metadata?.order_id ?? null;
}

/** The failure as the card network put it, for the order's history (never shown as is to anyone but staff). */
function failureReason(error: Stripe.PaymentIntent.LastPaymentError | null | undefined): string {
  return error?.message ?? error?.decline_code ?? error?.code ?? "payment_failed";
}

export function paymentEventOf(event: Stripe.Event): PaymentEvent {
  const base = { id: event.id, occurredAt: isoOf(event.created), type: event.type };
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded": {
      const session = event.data.object;
      return {
        ...base,
        kind: "checkout-completed",
        sessionId: session.id,
        orderId: orderIdOfSession(session),
        // "unpaid" at completion means a delayed method (SEPA debit…): the money is not there yet,
        // and async_payment_succeeded or _failed follows.
        paid: session.payment_status === "paid",
        paymentIntentId: idOf(session.payment_intent),
        customerId: idOf(session.customer),
        subscriptionId: idOf(session.subscription),
      };
    }
    case "checkout.session.async_payment_failed": {
      const session = event.data.object;
      return {
        ...base,
        kind: "payment-failed",
        orderId: orderIdOfSession(session),
        sessionId: session.id,
        reason: "async_payment_failed",
      };
    }
    case "checkout.session.expired": {
      const session = event.data.object;
      return { ...base, kind: "checkout-expired", sessionId: session.id, orderId: orderIdOfSession(session) };
    }
    case "payment_intent.payment_failed": {
      // A declined attempt on an open Checkout page: the customer may still pay on that page.
      const intent = event.data.object;
      return {
        ...base,
        kind: "payment-failed",
        orderId: intent.metadata?.order_id ?? null,
        sessionId: null,
        reason: failureReason(intent.last_payment_error),
      };
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return { ...base, kind: "subscription-changed", subscription: subscriptionStateOf(event.data.object) };
    case "invoice.paid": {
      const invoice = event.data.object;
      const subscriptionId = invoiceSubscriptionId(invoice);
      const renewal =
        invoice.billing_reason === "subscription_cycle" || invoice.billing_reason === "subscription_create";
      if (!renewal || !subscriptionId) return { ...base, kind: "ignored" };
      return {
        ...base,
        kind: "subscription-renewed",
        subscriptionId,
        paymentIntentId: invoicePaymentIntentId(invoice),
      };
    }
    case "invoice.payment_failed": {
      const subscriptionId = invoiceSubscriptionId(event.data.object);
      if (!subscriptionId) return { ...base, kind: "ignored" };
      return { ...base, kind: "subscription-payment-failed", subscriptionId };
    }
    case "charge.refunded": {
      const charge = event.data.object;
      const paymentIntentId = idOf(charge.payment_intent);
      // `refunded` turns true only when the whole amount is back: a partial refund made in the
      // Dashboard (a goodwill gesture) does not take away what was bought.
      if (!paymentIntentId || !charge.refunded) return { ...base, kind: "ignored" };
      return { ...base, kind: "refunded", paymentIntentId, refundId: idOf(charge.refunds?.data?.[0]) };
    }
    case "refund.created":
    case "refund.updated": {
      const refund = event.data.object;
      const paymentIntentId = idOf(refund.payment_intent);
      if (refund.status !== "succeeded" || !paymentIntentId) return { ...base, kind: "ignored" };
      return { ...base, kind: "refunded", paymentIntentId, refundId: refund.id };
    }
    default:
      return { ...base, kind: "ignored" };
  }
}

/** A Stripe event as delivered to a webhook endpoint (the fields Stripe.Event has), from any object. */
export type StripeEventJson<T extends object = Record<string, unknown>> = {
  id: string;
  object: "event";
  api_version: string;
  created: number;
  data: { object: T; previous_attributes?: Partial<T> };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  /** One of Stripe.Event.Type (checkout.session.completed…); a string so callers can pass their own lists. */
  type: string;
};

/**
 * Wraps an object (built with stripe-objects.ts) into an event, for the test provider and tests.
 * Serialise it with JSON.stringify and sign that exact string with signPaymentEvent.
 */
export function stripeEvent<T extends object>(
  type: string,
  object: T,
  options: { id?: string; created?: number; previousAttributes?: Partial<T> } = {},
): StripeEventJson<T> {
  return {
    id: options.id ?? stripeId("evt"),
    object: "event",
    api_version: stripeApiVersion,
    created: options.created ?? unixSeconds(),
    data: options.previousAttributes ? { object, previous_attributes: options.previousAttributes } : { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}
