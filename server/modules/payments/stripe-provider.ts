import type Stripe from "stripe";
import type { Language } from "../../../core/languages.ts";
import { PaymentProviderError, type PaymentProviderErrorKind } from "./payment-errors.ts";
import type { CheckoutRequest, CheckoutState, PaymentProvider } from "./payment-provider.ts";
import { subscriptionStateOf } from "./stripe-events.ts";
import { loadStripe } from "./stripe-sdk.ts";

/**
 * The payment port on Stripe (ADR 0028): hosted Checkout for one-time payments and subscriptions,
 * refunds, cancellation and the Customer Portal. Amounts come from the CheckoutRequest, which the
 * orders module fills from our catalogue or invoice; every creating call carries an idempotency key
 * so a retry (ours or the SDK's) never charges or refunds twice.
 */
export type StripeProviderOptions = {
  secretKey: string;
  webhookSecret: string;
  /** Another address for the Stripe API (a loopback stand-in in tests); https://api.stripe.com otherwise. */
  apiUrl?: string;
};

/**
 * Checkout speaks English and French; it has no Arabic, so "auto" lets it follow the browser
 * (an Arabic reader's browser often asks for French or English next).
 */
const checkoutLocales: Record<Language, Stripe.Checkout.SessionCreateParams.Locale> = {
  en: "en",
  fr: "fr",
  ar: "auto",
};

function connectionOf(apiUrl: string): Pick<Stripe.StripeConfig, "host" | "port" | "protocol"> {
  const url = new URL(apiUrl);
  // The SDK takes a host, a port and a protocol, not a URL: a path would be silently dropped.
  if (url.pathname !== "/" || url.search) throw new Error("STRIPE_API_URL must be an origin, without a path");
  const protocol = url.protocol === "http:" ? "http" : "https";
  return {
    host: url.hostname.replace(/^\[|\]$/g, ""),
    port: url.port ? Number(url.port) : protocol === "http" ? 80 : 443,
    protocol,
  };
}

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  // The connection is checked now, so a bad STRIPE_API_URL stops the start; the SDK and its client
  // come with the first call (stripe-sdk.ts).
  const connection = options.apiUrl ? connectionOf(options.apiUrl) : {};
  let client: Promise<{ sdk: typeof Stripe; stripe: Stripe }> | undefined;
  const clientOf = () => {
    client ??= loadStripe().then((sdk) => ({
      sdk,
      stripe: new sdk(options.secretKey, { telemetry: false, maxNetworkRetries: 2, timeout: 20_000, ...connection }),
    }));
    return client;
  };
  const redact = redactorFor(options.secretKey, options.webhookSecret);

  /** Runs one Stripe call; a Stripe failure comes out as a PaymentProviderError with a safe message. */
  async function call<T>(operation: string, request: (stripe: Stripe) => Promise<T>): Promise<T> {
    const { sdk, stripe } = await clientOf();
    try {
      return await request(stripe);
    } catch (error) {
      if (error instanceof sdk.errors.StripeError) throw providerErrorOf(sdk, operation, error, redact);
      throw error;
    }
  }

  return {
    name: "stripe",
    webhookSecret: options.webhookSecret,

    async createCheckout(request) {
      const session = await call("checkout.sessions.create", (stripe) =>
        stripe.checkout.sessions.create(checkoutParams(request), { idempotencyKey: request.idempotencyKey }),
      );
      if (!session.url) {
        throw new PaymentProviderError(`Stripe checkout.sessions.create: session ${session.id} has no payment page`, {
          kind: "invalid-request",
        });
      }
      return { id: session.id, url: session.url };
    },

    async retrieveCheckout(sessionId) {
      const session = await call("checkout.sessions.retrieve", (stripe) =>
        stripe.checkout.sessions.retrieve(sessionId),
      );
      let paymentIntentId = idOf(session.payment_intent);
      // A subscription's session has no payment intent: its first payment belongs to the first
      // invoice, and since API version 2025-03-31 only the Invoice Payments list names it. The
      // money-back guarantee refunds that payment, so the order needs its id.
      const invoiceId = idOf(session.invoice);
      if (!paymentIntentId && invoiceId && session.payment_status === "paid") {
        const payments = await call("invoicePayments.list", (stripe) =>
          stripe.invoicePayments.list({ invoice: invoiceId, status: "paid", limit: 1 }),
        );
        paymentIntentId = idOf(payments.data[0]?.payment.payment_intent);
      }
      return {
        id: session.id,
        status: sessionStatusOf(session.status),
        paymentStatus: paymentStatusOf(session.payment_status),
        orderId: session.client_reference_id ?? session.metadata?.order_id ?? null,
        paymentIntentId,
        customerId: idOf(session.customer),
        subscriptionId: idOf(session.subscription),
      } satisfies CheckoutState;
    },

    async retrieveSubscription(subscriptionId) {
      const subscription = await call("subscriptions.retrieve", (stripe) =>
        stripe.subscriptions.retrieve(subscriptionId),
      );
      return subscriptionStateOf(subscription);
    },

    async refund({ paymentIntentId, amountCents, idempotencyKey }) {
      const refund = await call("refunds.create", (stripe) =>
        stripe.refunds.create(
          { payment_intent: paymentIntentId, amount: amountCents, reason: "requested_by_customer" },
          { idempotencyKey },
        ),
      );
      return { refundId: refund.id };
    },

    async cancelSubscription(subscriptionId, { atPeriodEnd }) {
      // At period end: Stripe keeps it active until current_period_end, then sends
      // customer.subscription.deleted. Now: it ends at once (the money-back guarantee, with a refund).
      const subscription = await call(atPeriodEnd ? "subscriptions.update" : "subscriptions.cancel", (stripe) =>
        atPeriodEnd
          ? stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true })
          : stripe.subscriptions.cancel(subscriptionId),
      );
      return subscriptionStateOf(subscription);
    },

    async billingPortalUrl(customerId, returnUrl) {
      const session = await call("billingPortal.sessions.create", (stripe) =>
        stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }),
      );
      return session.url;
    },
  };
}

function checkoutParams(request: CheckoutRequest): Stripe.Checkout.SessionCreateParams {
  // order_id travels on the session and on what the session creates (payment intent or
  // subscription), so every later event about it names the order too.
  const metadata = { ...request.metadata, order_id: request.orderId };
  return {
    mode: request.mode,
    line_items: request.lines.map((line) => ({
      quantity: line.quantity,
      price_data: {
        currency: "eur",
        unit_amount: line.unitAmountCents,
        // Our prices include French VAT: say so, in case Stripe Tax is ever switched on.
        tax_behavior: "inclusive",
        product_data: { name: line.name },
        ...(line.interval ? { recurring: { interval: line.interval } } : {}),
      },
    })),
    customer_email: request.customerEmail,
    client_reference_id: request.orderId,
    metadata,
    ...(request.mode === "payment" ? { payment_intent_data: { metadata } } : { subscription_data: { metadata } }),
    locale: checkoutLocales[request.language],
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
  };
}

function idOf(reference: string | { id: string } | null | undefined): string | null {
  if (typeof reference === "string") return reference;
  return reference?.id ?? null;
}

function sessionStatusOf(status: Stripe.Checkout.Session.Status | null): CheckoutState["status"] {
  if (status === "complete") return "complete";
  if (status === "expired") return "expired";
  return "open";
}

/** A payment status Stripe adds later counts as unpaid: nothing is delivered on a guess. */
function paymentStatusOf(status: Stripe.Checkout.Session.PaymentStatus): CheckoutState["paymentStatus"] {
  if (status === "paid") return "paid";
  if (status === "no_payment_required") return "no_payment_required";
  return "unpaid";
}

/** Removes keys, signing secrets and e-mail addresses from a text that came back from Stripe. */
function redactorFor(...secrets: string[]): (text: string) => string {
  return (text) => {
    let safe = text;
    for (const secret of secrets) if (secret) safe = safe.replaceAll(secret, "[secret]");
    return safe
      .replace(/\b(?:sk|rk|pk)_(?:test|live)_[A-Za-z0-9*_]+/g, "[key]")
      .replace(/\bwhsec_[A-Za-z0-9+/=_]+/g, "[secret]")
      .replace(/[^\s'"<>@]+@[^\s'"<>@]+\.[^\s'"<>@]+/g, "[e-mail]");
  };
}

function kindOf(sdk: typeof Stripe, error: InstanceType<typeof Stripe.errors.StripeError>): PaymentProviderErrorKind {
  const { errors } = sdk;
  if (error instanceof errors.StripeCardError) return "declined";
  if (error instanceof errors.StripeIdempotencyError) return "idempotency-conflict";
  if (error instanceof errors.StripeAuthenticationError) return "authentication";
  if (error instanceof errors.StripePermissionError) return "authentication";
  if (error instanceof errors.StripeRateLimitError) return "rate-limited";
  if (error instanceof errors.StripeConnectionError) return "unavailable";
  if (error.statusCode === 404 || error.code === "resource_missing") return "not-found";
  if (error.statusCode !== undefined && error.statusCode >= 500) return "unavailable";
  if (error instanceof errors.StripeAPIError) return "unavailable";
  return "invalid-request";
}

/**
 * Our own sentence around Stripe's message, scrubbed: a log line or an admin notice must never
 * carry the key (Stripe's "Invalid API Key provided: sk_test_…" shows part of it) or a customer's
 * address. No `cause`: the raw error holds the whole response.
 */
function providerErrorOf(
  sdk: typeof Stripe,
  operation: string,
  error: InstanceType<typeof Stripe.errors.StripeError>,
  redact: (text: string) => string,
): PaymentProviderError {
  const kind = kindOf(sdk, error);
  const status = error.statusCode ?? null;
  const facts = [status ? `HTTP ${status}` : "no answer", error.code, error.requestId && `request ${error.requestId}`]
    .filter(Boolean)
    .join(", ");
  return new PaymentProviderError(`Stripe ${operation} failed (${kind}; ${facts}): ${redact(error.message)}`, {
    kind,
    status,
    providerCode: error.code ?? null,
    requestId: error.requestId ?? null,
  });
}
