// Test support: a loopback server that speaks enough of the Stripe API for our Stripe provider
// (ADR 0028), so the real SDK can be exercised over real HTTP without the internet. It answers
// with the same Stripe-shaped objects the test provider sends (stripe-objects.ts).
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import type { BillingInterval } from "../../core/plans-catalogue.ts";
import {
  type CheckoutSessionFields,
  checkoutSessionObject,
  type InvoiceFields,
  invoiceObject,
  invoicePaymentObject,
  type PaymentIntentFields,
  paymentIntentObject,
  periodEndAfter,
  refundObject,
  type SubscriptionFields,
  stripeId,
  subscriptionObject,
  unixSeconds,
} from "../modules/payments/stripe-objects.ts";
import { type FormObject, type FormValue, parseStripeForm } from "./stripe-form-body.ts";

export type StandInRequest = {
  method: string;
  /** The path without the query, e.g. /v1/checkout/sessions. */
  path: string;
  /** Lower-case names. */
  headers: Record<string, string>;
  idempotencyKey: string | null;
  /** The form body, brackets read back into objects (POST). */
  body: FormObject;
  /** The query string, read the same way (GET, DELETE). */
  query: FormObject;
};

type Reply = { status: number; body: unknown; headers?: Record<string, string> };

/** Stripe's error reply: `{ error: { type, code, message, param } }`. */
class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, error: { type: string; message: string; code?: string; param?: string }) {
    super(error.message);
    this.status = status;
    this.body = {
      error: { ...error, ...(error.code ? { doc_url: `https://docs.stripe.com/error-codes/${error.code}` } : {}) },
    };
  }
}

const invalid = (message: string, param?: string, code?: string) =>
  new ApiError(400, { type: "invalid_request_error", message, ...(code ? { code } : {}), ...(param ? { param } : {}) });
const missing = (param: string) =>
  new ApiError(400, {
    type: "invalid_request_error",
    code: "parameter_missing",
    message: `Missing required param: ${param}.`,
    param,
  });
const noSuch = (kind: string, id: string, param = "id") =>
  new ApiError(404, {
    type: "invalid_request_error",
    code: "resource_missing",
    message: `No such ${kind}: '${id}'`,
    param,
  });

/** The locales Checkout accepts (Stripe.Checkout.SessionCreateParams.Locale, API 2026-10-28). */
const checkoutLocales = new Set(
  "auto bg cs da de el en en-GB es es-419 et fi fil fr fr-CA hi-IN hr hu id it ja ko lt lv ms mt nb nl pl pt pt-BR ro ru sk sl sv th tr vi zh zh-HK zh-TW".split(
    " ",
  ),
);

type Line = { name: string; unitAmountCents: number; quantity: number; interval: BillingInterval | null };
type SessionRecord = {
  fields: CheckoutSessionFields;
  lines: Line[];
  paymentIntentMetadata: Record<string, string>;
  subscriptionMetadata: Record<string, string>;
  createCustomer: boolean;
};
type PaymentIntentRecord = { fields: PaymentIntentFields; refundedCents: number };
type InvoicePaymentRecord = {
  id: string;
  invoiceId: string;
  paymentIntentId: string;
  amountCents: number;
  created: number;
};

function text(value: FormValue | undefined): string | undefined {
  return typeof value === "string" ? value : undefined;
}

function objectOf(value: FormValue | undefined): FormObject | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? value : undefined;
}

function metadataOf(value: FormValue | undefined, param: string): Record<string, string> {
  if (value === undefined || value === "") return {};
  const object = objectOf(value);
  if (!object) throw invalid("Invalid object", param, "parameter_invalid_object");
  const metadata: Record<string, string> = {};
  for (const [key, entry] of Object.entries(object)) {
    if (typeof entry !== "string") throw invalid(`Invalid metadata value for ${key}`, `${param}[${key}]`);
    metadata[key] = entry;
  }
  return metadata;
}

function integerOf(value: FormValue | undefined, param: string, minimum: number): number {
  const raw = text(value);
  if (raw === undefined) throw missing(param);
  if (!/^-?\d+$/.test(raw)) throw invalid("Invalid integer", param, "parameter_invalid_integer");
  const number = Number(raw);
  if (number < minimum) throw invalid(`This value must be greater than or equal to ${minimum}.`, param);
  return number;
}

function linesOf(body: FormObject, mode: "payment" | "subscription"): Line[] {
  const items = body.line_items;
  if (!Array.isArray(items) || items.length === 0) throw missing("line_items");
  const lines = items.map((item, index) => {
    const param = `line_items[${index}]`;
    const entry = objectOf(item);
    if (!entry) throw invalid("Invalid object", param, "parameter_invalid_object");
    if (entry.price !== undefined)
      throw invalid("The stand-in knows no Price objects: use price_data", `${param}[price]`);
    const priceData = objectOf(entry.price_data);
    if (!priceData) throw missing(`${param}[price_data]`);
    if (!text(priceData.currency)) throw missing(`${param}[price_data][currency]`);
    const name = text(objectOf(priceData.product_data)?.name);
    if (!name) throw missing(`${param}[price_data][product_data][name]`);
    const interval = text(objectOf(priceData.recurring)?.interval);
    if (interval !== undefined && interval !== "month" && interval !== "year") {
      throw invalid("The stand-in bills by month or year only", `${param}[price_data][recurring][interval]`);
    }
    return {
      name,
      unitAmountCents: integerOf(priceData.unit_amount, `${param}[price_data][unit_amount]`, 0),
      quantity: integerOf(entry.quantity, `${param}[quantity]`, 1),
      interval: interval ?? null,
    } satisfies Line;
  });
  if (mode === "payment" && lines.some((line) => line.interval)) {
    throw invalid(
      "You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.",
      "line_items",
    );
  }
  if (mode === "subscription" && !lines.some((line) => line.interval)) {
    throw invalid(
      "You must provide at least one recurring price in `subscription` mode when using prices.",
      "line_items",
    );
  }
  return lines;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;

/**
 * Starts the stand-in on 127.0.0.1 and a port the system picks. Only requests with
 * `Authorization: Bearer <apiKey>` are served; POSTs with an Idempotency-Key already seen are
 * answered with the first reply (or refused with idempotency_error when the parameters differ),
 * as Stripe does.
 */
export async function startStripeStandIn(options: { apiKey?: string } = {}) {
  const apiKey = options.apiKey ?? "sk_test_standin_4eC39HqLyjWDarjtT1zdp7dc";
  const requests: StandInRequest[] = [];
  const sessions = new Map<string, SessionRecord>();
  const subscriptions = new Map<string, SubscriptionFields>();
  const invoices = new Map<string, InvoiceFields>();
  const invoicePayments: InvoicePaymentRecord[] = [];
  const paymentIntents = new Map<string, PaymentIntentRecord>();
  const refunds = new Map<string, ReturnType<typeof refundObject>>();
  const customers = new Set<string>();
  const idempotent = new Map<string, { fingerprint: string; reply: Reply }>();
  const failures = new Map<string, { status: number; body: unknown; remaining: number }>();
  let baseUrl = "";

  function newCustomer(): string {
    const id = stripeId("cus");
    customers.add(id);
    return id;
  }

  function newPaymentIntent(
    amountCents: number,
    metadata: Record<string, string>,
    customerId: string | null,
    paid: boolean,
  ) {
    const fields: PaymentIntentFields = {
      id: stripeId("pi"),
      amountCents,
      status: paid ? "succeeded" : "processing",
      customerId,
      latestChargeId: paid ? stripeId("ch") : null,
      metadata,
      lastPaymentError: null,
      created: unixSeconds(),
    };
    paymentIntents.set(fields.id, { fields, refundedCents: 0 });
    return fields.id;
  }

  function createSession(body: FormObject) {
    const mode = text(body.mode);
    if (!mode) throw missing("mode");
    if (mode !== "payment" && mode !== "subscription") {
      throw invalid("The stand-in supports mode payment or subscription", "mode");
    }
    const lines = linesOf(body, mode);
    const successUrl = text(body.success_url);
    if (!successUrl) throw missing("success_url");
    if (mode === "subscription" && body.payment_intent_data !== undefined) {
      throw invalid("You can not pass `payment_intent_data` in `subscription` mode.", "payment_intent_data");
    }
    if (mode === "payment" && body.subscription_data !== undefined) {
      throw invalid("You can not pass `subscription_data` in `payment` mode.", "subscription_data");
    }
    const locale = text(body.locale) ?? null;
    if (locale !== null && !checkoutLocales.has(locale)) throw invalid(`Invalid locale: ${locale}`, "locale");
    const customerEmail = text(body.customer_email) ?? null;
    if (customerEmail !== null && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(customerEmail)) {
      throw invalid("Invalid email address", "customer_email", "email_invalid");
    }
    const id = stripeId("cs_test");
    const record: SessionRecord = {
      fields: {
        id,
        mode,
        status: "open",
        paymentStatus: "unpaid",
        amountTotalCents: lines.reduce((sum, line) => sum + line.unitAmountCents * line.quantity, 0),
        clientReferenceId: text(body.client_reference_id) ?? null,
        customerEmail,
        customerId: null,
        paymentIntentId: null,
        subscriptionId: null,
        invoiceId: null,
        metadata: metadataOf(body.metadata, "metadata"),
        locale,
        successUrl,
        cancelUrl: text(body.cancel_url) ?? null,
        url: `${baseUrl}/c/pay/${id}`,
        created: unixSeconds(),
      },
      lines,
      paymentIntentMetadata: metadataOf(objectOf(body.payment_intent_data)?.metadata, "payment_intent_data[metadata]"),
      subscriptionMetadata: metadataOf(objectOf(body.subscription_data)?.metadata, "subscription_data[metadata]"),
      createCustomer: text(body.customer_creation) === "always",
    };
    sessions.set(id, record);
    return checkoutSessionObject(record.fields);
  }

  function sessionRecord(id: string): SessionRecord {
    const record = sessions.get(id);
    if (!record) throw noSuch("checkout.session", id, "session");
    return record;
  }

  function subscriptionRecord(id: string): SubscriptionFields {
    const record = subscriptions.get(id);
    if (!record) throw noSuch("subscription", id);
    return record;
  }

  function updateSubscription(id: string, body: FormObject) {
    const record = subscriptionRecord(id);
    if (record.status === "canceled") {
      throw invalid("A canceled subscription can only update its cancellation_details and metadata.", undefined);
    }
    const cancelAtPeriodEnd = text(body.cancel_at_period_end);
    if (cancelAtPeriodEnd !== undefined) {
      if (cancelAtPeriodEnd !== "true" && cancelAtPeriodEnd !== "false") {
        throw invalid("Invalid boolean", "cancel_at_period_end", "parameter_invalid_boolean");
      }
      record.cancelAtPeriodEnd = cancelAtPeriodEnd === "true";
      record.canceledAt = record.cancelAtPeriodEnd ? unixSeconds() : null;
    }
    // Stripe's metadata update merges; an empty value removes the key.
    for (const [key, value] of Object.entries(metadataOf(body.metadata, "metadata"))) {
      if (value === "") delete record.metadata[key];
      else record.metadata[key] = value;
    }
    return subscriptionObject(record);
  }

  function cancelSubscription(id: string) {
    const record = subscriptionRecord(id);
    const now = unixSeconds();
    Object.assign(record, { status: "canceled", canceledAt: now, endedAt: now, cancelAtPeriodEnd: false });
    return subscriptionObject(record);
  }

  function createRefund(body: FormObject) {
    const paymentIntentId = text(body.payment_intent);
    if (!paymentIntentId) throw missing("payment_intent");
    const intent = paymentIntents.get(paymentIntentId);
    if (!intent) throw noSuch("payment_intent", paymentIntentId, "payment_intent");
    if (intent.fields.status !== "succeeded") {
      throw invalid("This PaymentIntent does not have a successful charge to refund.", "payment_intent");
    }
    const remaining = intent.fields.amountCents - intent.refundedCents;
    const chargeId = intent.fields.latestChargeId;
    if (remaining === 0)
      throw invalid(`Charge ${chargeId} has already been refunded.`, undefined, "charge_already_refunded");
    const amount = body.amount === undefined ? remaining : integerOf(body.amount, "amount", 1);
    if (amount > remaining) {
      throw invalid(
        `Refund amount (€${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge (€${(remaining / 100).toFixed(2)})`,
        "amount",
        "amount_too_large",
      );
    }
    intent.refundedCents += amount;
    const refund = refundObject({
      id: stripeId("re"),
      paymentIntentId,
      chargeId,
      amountCents: amount,
      status: "succeeded",
      metadata: metadataOf(body.metadata, "metadata"),
      created: unixSeconds(),
    });
    refunds.set(refund.id, refund);
    return refund;
  }

  function createPortalSession(body: FormObject) {
    const customer = text(body.customer);
    if (!customer) throw missing("customer");
    if (!customers.has(customer)) throw noSuch("customer", customer, "customer");
    return {
      id: stripeId("bps"),
      object: "billing_portal.session",
      configuration: "bpc_standin",
      created: unixSeconds(),
      customer,
      flow: null,
      livemode: false,
      locale: text(body.locale) ?? null,
      on_behalf_of: null,
      return_url: text(body.return_url) ?? null,
      url: `${baseUrl}/p/session/${stripeId("test")}`,
    };
  }

  function listInvoicePayments(query: FormObject) {
    const invoice = text(query.invoice);
    const status = text(query.status);
    const data = invoicePayments
      .filter((entry) => (invoice ? entry.invoiceId === invoice : true) && (status ? status === "paid" : true))
      .map(invoicePaymentObject);
    return { object: "list", data, has_more: false, url: "/v1/invoice_payments" };
  }

  /** The API itself: one route per call our provider makes. */
  function route(method: string, path: string, body: FormObject, query: FormObject): unknown {
    const parts = path.split("/").filter(Boolean).slice(1); // without "v1"
    const [resource, id, action] = parts;
    if (resource === "checkout" && id === "sessions") {
      const sessionId = action;
      if (method === "POST" && !sessionId) return createSession(body);
      if (method === "GET" && sessionId && parts.length === 3)
        return checkoutSessionObject(sessionRecord(sessionId).fields);
      if (method === "POST" && sessionId && parts[3] === "expire") {
        const record = sessionRecord(sessionId);
        if (record.fields.status !== "open")
          throw invalid("Only Checkout Sessions with a status of `open` can be expired.");
        Object.assign(record.fields, { status: "expired", url: null });
        return checkoutSessionObject(record.fields);
      }
    }
    if (resource === "invoice_payments" && !id && method === "GET") return listInvoicePayments(query);
    if (resource === "subscriptions" && id && parts.length === 2) {
      if (method === "GET") return subscriptionObject(subscriptionRecord(id));
      if (method === "POST") return updateSubscription(id, body);
      if (method === "DELETE") return cancelSubscription(id);
    }
    if (resource === "refunds" && !id && method === "POST") return createRefund(body);
    if (resource === "billing_portal" && id === "sessions" && !action && method === "POST") {
      return createPortalSession(body);
    }
    throw new ApiError(404, {
      type: "invalid_request_error",
      message: `Unrecognized request URL (${method}: ${path}). The Stripe stand-in (server/testing/stripe-stand-in.ts) does not serve it.`,
    });
  }

  function failureFor(path: string) {
    const failure =
      failures.get(path) ??
      [...failures.entries()].find(([pattern]) => pattern.endsWith("*") && path.startsWith(pattern.slice(0, -1)))?.[1];
    if (!failure || failure.remaining <= 0) return null;
    failure.remaining -= 1;
    return { status: failure.status, body: failure.body } satisfies Reply;
  }

  function answer(
    method: string,
    path: string,
    headers: Record<string, string>,
    rawBody: string,
    request: StandInRequest,
  ): Reply {
    const authorization = headers.authorization ?? "";
    if (authorization !== `Bearer ${apiKey}`) {
      const given = authorization.replace(/^Bearer\s+/i, "");
      // Stripe shows the start and the last four characters of a wrong key.
      const masked =
        given.length > 12 ? `${given.slice(0, 8)}${"*".repeat(given.length - 12)}${given.slice(-4)}` : given;
      return {
        status: 401,
        body: { error: { type: "invalid_request_error", message: `Invalid API Key provided: ${masked}` } },
      };
    }
    const failure = failureFor(path);
    if (failure) return failure;
    const key = method === "POST" ? request.idempotencyKey : null;
    const fingerprint = `${method} ${path} ${rawBody}`;
    const earlier = key ? idempotent.get(key) : undefined;
    if (earlier) {
      if (earlier.fingerprint === fingerprint) {
        return { ...earlier.reply, headers: { "idempotent-replayed": "true" } };
      }
      const conflict = new ApiError(400, {
        type: "idempotency_error",
        message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
      });
      return { status: conflict.status, body: conflict.body };
    }
    let reply: Reply;
    try {
      reply = { status: 200, body: route(method, path, request.body, request.query) };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      reply = { status: error.status, body: error.body };
    }
    // Stripe keeps the result of a request that ran; a refused one may be retried with the same key.
    if (key && reply.status < 300) idempotent.set(key, { fingerprint, reply });
    return reply;
  }

  function send(response: ServerResponse, reply: Reply, headers: Record<string, string>) {
    response.writeHead(reply.status, {
      "content-type": "application/json",
      "request-id": stripeId("req"),
      "stripe-version": headers["stripe-version"] ?? Stripe.API_VERSION,
      ...(headers["idempotency-key"] ? { "idempotency-key": headers["idempotency-key"] } : {}),
      ...reply.headers,
    });
    response.end(JSON.stringify(reply.body));
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const rawBody = await readBody(request);
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const method = request.method ?? "GET";
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(", ") : value;
    }
    if (!url.pathname.startsWith("/v1/")) {
      // The payment and portal pages the API's URLs point at, for a browser that follows them.
      response.writeHead(url.pathname.startsWith("/c/pay/") || url.pathname.startsWith("/p/session/") ? 200 : 404, {
        "content-type": "text/html; charset=utf-8",
      });
      response.end(`<!doctype html><title>Stripe stand-in</title><p>Stripe stand-in: ${url.pathname}</p>`);
      return;
    }
    const entry: StandInRequest = {
      method,
      path: url.pathname,
      headers,
      idempotencyKey: headers["idempotency-key"] ?? null,
      body: method === "POST" ? parseStripeForm(rawBody) : {},
      query: parseStripeForm(url.search.slice(1)),
    };
    requests.push(entry);
    send(response, answer(method, url.pathname, headers, rawBody, entry), headers);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: { type: "api_error", message: String(error) } }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  baseUrl = `http://127.0.0.1:${port}`;

  return {
    url: baseUrl,
    port,
    /** The key the stand-in accepts (a well-formed sk_test_ key, so config validation passes too). */
    apiKey,
    /** Every API request, in order. */
    requests,
    /**
     * Answers `status` with `body` (Stripe's error shape by default) for requests to `path` — exact,
     * or a prefix ending with `*` — `times` times (every time by default).
     */
    setFailure(path: string, status: number, body?: unknown, times = Number.POSITIVE_INFINITY) {
      failures.set(path, {
        status,
        body: body ?? {
          error: {
            type: status >= 500 ? "api_error" : "invalid_request_error",
            message: `Stand-in failure for ${path}`,
          },
        },
        remaining: times,
      });
    },
    clearFailures() {
      failures.clear();
    },
    /**
     * What Stripe does when the customer pays on the Checkout page: the session completes and,
     * for a subscription, a customer, the subscription, its first invoice and that invoice's
     * payment come into being. `paid: false` is a delayed method (SEPA debit) still processing.
     */
    completeSession(id: string, { paid = true }: { paid?: boolean } = {}) {
      const record = sessions.get(id);
      if (!record) throw new Error(`No checkout session ${id} at the stand-in`);
      if (record.fields.status !== "open") throw new Error(`Checkout session ${id} is ${record.fields.status}`);
      const fields = record.fields;
      const now = unixSeconds();
      let paymentIntentId: string | null = null;
      if (fields.mode === "payment") {
        fields.customerId = record.createCustomer ? newCustomer() : null;
        paymentIntentId = newPaymentIntent(
          fields.amountTotalCents,
          record.paymentIntentMetadata,
          fields.customerId,
          paid,
        );
        fields.paymentIntentId = paymentIntentId;
      } else {
        const customerId = newCustomer();
        const line = record.lines.find((entry) => entry.interval) as Line & { interval: BillingInterval };
        const subscriptionId = stripeId("sub");
        const invoiceId = stripeId("in");
        subscriptions.set(subscriptionId, {
          id: subscriptionId,
          customerId,
          status: paid ? "active" : "incomplete",
          interval: line.interval,
          unitAmountCents: line.unitAmountCents,
          currentPeriodStart: now,
          currentPeriodEnd: periodEndAfter(now, line.interval),
          cancelAtPeriodEnd: false,
          canceledAt: null,
          endedAt: null,
          latestInvoiceId: invoiceId,
          metadata: { ...record.subscriptionMetadata },
          created: now,
          itemId: stripeId("si"),
        });
        invoices.set(invoiceId, {
          id: invoiceId,
          customerId,
          subscriptionId,
          subscriptionMetadata: { ...record.subscriptionMetadata },
          billingReason: "subscription_create",
          status: paid ? "paid" : "open",
          amountCents: fields.amountTotalCents,
          attemptCount: 1,
          periodStart: now,
          periodEnd: now,
          created: now,
        });
        if (paid) {
          paymentIntentId = newPaymentIntent(fields.amountTotalCents, {}, customerId, true);
          invoicePayments.push({
            id: stripeId("inpay"),
            invoiceId,
            paymentIntentId,
            amountCents: fields.amountTotalCents,
            created: now,
          });
        }
        Object.assign(fields, { customerId, subscriptionId, invoiceId });
      }
      Object.assign(fields, { status: "complete", paymentStatus: paid ? "paid" : "unpaid", url: null });
      return {
        session: checkoutSessionObject(fields),
        paymentIntentId,
        customerId: fields.customerId,
        subscriptionId: fields.subscriptionId,
        invoiceId: fields.invoiceId,
      };
    },
    /** The stored objects, as the API would show them now (undefined when unknown). */
    session: (id: string) => {
      const record = sessions.get(id);
      return record ? checkoutSessionObject(record.fields) : undefined;
    },
    subscription: (id: string) => {
      const record = subscriptions.get(id);
      return record ? subscriptionObject(record) : undefined;
    },
    invoice: (id: string) => {
      const record = invoices.get(id);
      return record ? invoiceObject(record) : undefined;
    },
    paymentIntent: (id: string) => {
      const record = paymentIntents.get(id);
      return record ? { ...paymentIntentObject(record.fields), amount_refunded: record.refundedCents } : undefined;
    },
    refund: (id: string) => refunds.get(id),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
