import { createHash, randomUUID } from "node:crypto";
import { productNames } from "../../../content/commerce/product-names.ts";
import { type CheckoutRequestData, guideEmailSchema } from "../../../core/checkout-request.ts";
import { pathInLanguage } from "../../../core/language-link.ts";
import type { Language } from "../../../core/languages.ts";
import {
  type BillingInterval,
  pdfGuide,
  subscriptionPlans,
  subscriptionPriceCents,
} from "../../../core/plans-catalogue.ts";
import type { ApiDeps } from "../../api-deps.ts";
import type { OrdersTable } from "../../db/schema.ts";
import { AppError } from "../../http/app-error.ts";
import type { AnalyticsConsent } from "../analytics/analytics-consent.ts";
import type { AccountUser } from "../auth/current-user.ts";
import { liveSubscriptionsOf } from "../billing/live-subscriptions.ts";
import { invoiceCheckoutLines } from "../invoices/invoice-lines.ts";
import type { CheckoutLine, CheckoutRequest } from "../payments/payment-provider.ts";
import { hashBuyerKey } from "./buyer-key.ts";

type Deps = Pick<ApiDeps, "db" | "payments" | "siteUrl" | "logger" | "pdfs">;

export type Buyer = {
  user: AccountUser | null;
  language: Language;
  buyerKey: string;
  /** The buyer's analytics consent, kept on the order so the payment, whoever reports it, is counted only with it (ADR 0040). */
  analytics?: AnalyticsConsent;
};

type Purchase = Pick<OrdersTable, "kind" | "product_id" | "billing_interval" | "invoice_id" | "amount_cents"> & {
  email: string;
  userId: string | null;
  mode: CheckoutRequest["mode"];
  lines: CheckoutLine[];
  successPath: string;
  cancelPath: string;
};

/**
 * Starts a payment (ADR 0028): works out WHAT is bought and its price from the catalogue or the
 * invoice (never from the browser), stores the order, then asks the provider for its payment
 * page. The order's idempotency key comes from the page's attempt key and what is bought: a
 * double click, a reload or a retry after a network error finds the same order and the same
 * payment page; the provider gets the order id as its own idempotency key for the same reason.
 */
export async function startCheckout(
  deps: Deps,
  input: CheckoutRequestData,
  buyer: Buyer,
  now = new Date(),
): Promise<{ orderId: string; url: string }> {
  const purchase = await purchaseOf(deps, input, buyer);
  const idempotencyKey = createHash("sha256")
    .update(
      JSON.stringify([
        input.attempt,
        purchase.kind,
        purchase.product_id,
        purchase.billing_interval,
        purchase.invoice_id,
        purchase.email,
        purchase.userId,
      ]),
    )
    .digest("hex");

  const existing = await orderByKey(deps, idempotencyKey);
  if (existing) return resume(deps, existing, purchase, buyer.language);

  const order: OrdersTable = {
    id: randomUUID(),
    kind: purchase.kind,
    product_id: purchase.product_id,
    billing_interval: purchase.billing_interval,
    invoice_id: purchase.invoice_id,
    user_id: purchase.userId,
    email: purchase.email,
    language: buyer.language,
    amount_cents: purchase.amount_cents,
    currency: "eur",
    status: "created",
    provider: deps.payments.name,
    provider_session_id: null,
    checkout_url: null,
    provider_payment_id: null,
    provider_customer_id: null,
    provider_subscription_id: null,
    idempotency_key: idempotencyKey,
    buyer_key_hash: hashBuyerKey(buyer.buyerKey),
    failure_reason: null,
    refund_id: null,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
    paid_at: null,
    refunded_at: null,
    analytics_consent: buyer.analytics ? 1 : 0,
    auto_refund: null,
  };
  const inserted = await deps.db
    .insertInto("orders")
    .values(order)
    .onConflict((oc) => oc.column("idempotency_key").doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
    // The same attempt, a moment earlier, from a second click: continue with its order.
    const raced = await orderByKey(deps, idempotencyKey);
    if (raced) return resume(deps, raced, purchase, buyer.language);
  }
  return openPaymentPage(deps, order, purchase, buyer.language);
}

async function orderByKey(deps: Deps, idempotencyKey: string) {
  return deps.db.selectFrom("orders").selectAll().where("idempotency_key", "=", idempotencyKey).executeTakeFirst();
}

async function resume(deps: Deps, order: OrdersTable, purchase: Purchase, language: Language) {
  if (order.status === "paid" || order.status === "refunded") {
    return {
      orderId: order.id,
      url: `${deps.siteUrl}${pathInLanguage(purchase.successPath, language).replace("{CHECKOUT_SESSION_ID}", encodeURIComponent(order.provider_session_id ?? ""))}`,
    };
  }
  // An attempt whose payment page expired cannot be reopened: the page must be loaded again.
  if (order.status === "expired") throw new AppError("conflict", "attempt_invalid");
  if (order.checkout_url) return { orderId: order.id, url: order.checkout_url };
  return openPaymentPage(deps, order, purchase, language);
}

async function openPaymentPage(deps: Deps, order: OrdersTable, purchase: Purchase, language: Language) {
  let session: { id: string; url: string };
  try {
    session = await deps.payments.createCheckout({
      orderId: order.id,
      mode: purchase.mode,
      lines: purchase.lines,
      customerEmail: purchase.email,
      language,
      // The payment page returns to ours in the language the order was placed in (ADR 0087).
      successUrl: `${deps.siteUrl}${pathInLanguage(purchase.successPath, language)}`,
      cancelUrl: `${deps.siteUrl}${pathInLanguage(purchase.cancelPath, language)}`,
      idempotencyKey: `checkout-${order.id}`,
      metadata: { order_id: order.id, kind: order.kind, product_id: order.product_id },
    });
  } catch (error) {
    deps.logger.error({ err: error, orderId: order.id }, "payment provider refused to open a checkout");
    throw new AppError("service_unavailable", "payment_provider_unavailable");
  }
  await deps.db
    .updateTable("orders")
    .set({ provider_session_id: session.id, checkout_url: session.url, updated_at: new Date().toISOString() })
    .where("id", "=", order.id)
    .execute();
  return { orderId: order.id, url: session.url };
}

async function purchaseOf(deps: Deps, input: CheckoutRequestData, buyer: Buyer): Promise<Purchase> {
  const names = productNames(buyer.language);
  if (input.product === "pdf-guide") {
    const email = guideEmailSchema.safeParse(input.email ?? buyer.user?.email);
    if (!email.success) {
      const key = email.error.issues[0]?.message ?? "guide_email_required";
      throw new AppError("bad_request", key, [{ field: "email", messageKey: key }]);
    }
    if (!(await deps.pdfs.canDeliver("full", buyer.language))) {
      throw new AppError("service_unavailable", "pdf_unavailable");
    }
    return {
      kind: "guide",
      product_id: pdfGuide.id,
      billing_interval: null,
      invoice_id: null,
      amount_cents: pdfGuide.priceCents,
      email: email.data as string,
      userId: buyer.user?.id ?? null,
      mode: "payment",
      lines: [{ name: names.guide, unitAmountCents: pdfGuide.priceCents, quantity: 1 }],
      successPath: "/pdf-guide/success?session_id={CHECKOUT_SESSION_ID}",
      cancelPath: "/pdf-guide?cancelled=1",
    };
  }

  const user = buyer.user;
  if (!user) {
    throw new AppError(
      "unauthorized",
      input.product === "invoice" ? "sign_in_required" : "subscription_sign_in_required",
    );
  }

  if (input.product === "premium-relocator") {
    if (user.userPlan !== "free") throw new AppError("conflict", "already_premium");
    // A subscription whose renewal failed still holds the account's one place (ADR 0064): the
    // card is updated, not a second subscription opened (which would be refunded on payment).
    const held = await liveSubscriptionsOf(deps.db, user.id).select("status").executeTakeFirst();
    if (held) throw new AppError("conflict", held.status === "past_due" ? "subscription_past_due" : "already_premium");
    const plan = subscriptionPlans.find((candidate) => candidate.id === "premium-relocator");
    const interval: BillingInterval = input.interval ?? "month";
    if (!plan) throw new AppError("bad_request", "product_invalid");
    const amount = subscriptionPriceCents(plan, interval);
    return {
      kind: "subscription",
      product_id: plan.id,
      billing_interval: interval,
      invoice_id: null,
      amount_cents: amount,
      email: user.email,
      userId: user.id,
      mode: "subscription",
      lines: [{ name: names.subscription(plan.name, interval), unitAmountCents: amount, quantity: 1, interval }],
      successPath: "/profile?subscribed=1&session_id={CHECKOUT_SESSION_ID}",
      cancelPath: `/pricing?billing=${interval === "year" ? "yearly" : "monthly"}&cancelled=1`,
    };
  }

  const invoice = await deps.db
    .selectFrom("invoices")
    .selectAll()
    .where("id", "=", input.invoiceId ?? "")
    .where("user_id", "=", user.id)
    .executeTakeFirst();
  if (!invoice) throw new AppError("not_found", "invoice_not_found");
  if (invoice.status !== "open") throw new AppError("conflict", "invoice_not_payable");
  return {
    kind: "invoice",
    product_id: invoice.package_id ?? "extra-consulting",
    billing_interval: null,
    invoice_id: invoice.id,
    amount_cents: invoice.total_cents,
    email: invoice.email,
    userId: user.id,
    mode: "payment",
    lines: invoiceCheckoutLines(invoice),
    successPath: "/invoice-payment-success?session_id={CHECKOUT_SESSION_ID}",
    cancelPath: `/invoice-payment-cancelled?invoice=${encodeURIComponent(invoice.id)}`,
  };
}
