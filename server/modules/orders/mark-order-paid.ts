import { guideReceiptEmail } from "../../../content/emails/guide-receipt.ts";
import { invoicePaidEmail } from "../../../content/emails/invoice-paid.ts";
import { subscriptionReceiptEmail } from "../../../content/emails/subscription-receipt.ts";
import { asLanguage, type Language } from "../../../core/languages.ts";
import { dfyPackageById, pdfGuide, planGuaranteeDays, subscriptionPlans } from "../../../core/plans-catalogue.ts";
import type { ApiDeps } from "../../api-deps.ts";
import type { Db } from "../../db/database.ts";
import type { OrdersTable } from "../../db/schema.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import { recordEvent } from "../analytics/record-event.ts";
import { signingSecretOf } from "../auth/auth-secret.ts";
import { applySubscriptionState } from "../billing/apply-subscription-state.ts";
import { lockAccount } from "../billing/lock-account.ts";
import { recomputePlan } from "../billing/recompute-plan.ts";
import { enqueueEmail } from "../outbox/enqueue-email.ts";
import type { SubscriptionState } from "../payments/payment-provider.ts";
import { autoRefundReasonOf } from "./auto-refund-reason.ts";
import { guideDownloadUrl, receiptLinkDays } from "./guide-link.ts";
import { refundAutomatically } from "./refund-automatically.ts";

export type Payment = {
  paymentIntentId: string | null;
  customerId: string | null;
  subscriptionId: string | null;
};

/**
 * An order is paid (the provider's event, or the success page asking the provider itself —
 * whichever comes first; ADR 0028). The move is a conditional update, so however many times and
 * in whatever order this runs, the order is paid once and its consequences happen once: the
 * receipt, the subscription and plan, the invoice. All in one transaction with the state change.
 *
 * Money for something the buyer already holds (a second tab's subscription, an invoice or guide
 * paid twice) is recorded as paid and marked for an automatic refund instead (ADR 0064), which
 * is carried out once the transaction has committed (never hold the database on the network).
 */
export async function markOrderPaid(
  deps: Pick<ApiDeps, "db" | "payments" | "siteUrl" | "config" | "outbox" | "logger">,
  orderId: string,
  payment: Payment,
  now = new Date(),
): Promise<{ changed: boolean; autoRefund: boolean }> {
  // Asked before the transaction: never hold the database while waiting on the network.
  const subscription: SubscriptionState | null = payment.subscriptionId
    ? await deps.payments.retrieveSubscription(payment.subscriptionId).catch(() => null)
    : null;

  const settle = () =>
    deps.db.transaction().execute((trx) => settleOrder(deps, trx, orderId, payment, subscription, now));
  // Two payments racing past the check on PostgreSQL: the unique index refused the second; run
  // it again, and it now sees the first (the account lock makes this rare).
  const outcome = await settle().catch((error) => (isUniqueViolation(error) ? settle() : Promise.reject(error)));
  if (outcome === "paid") deps.outbox.nudge();
  if (outcome === "auto-refund") await refundAutomatically(deps, orderId, now);
  return { changed: outcome !== "unchanged", autoRefund: outcome === "auto-refund" };
}

async function settleOrder(
  deps: Pick<ApiDeps, "siteUrl" | "config" | "payments">,
  trx: Db,
  orderId: string,
  payment: Payment,
  subscription: SubscriptionState | null,
  now: Date,
): Promise<"unchanged" | "paid" | "auto-refund"> {
  const found = await trx.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirst();
  if (!found || (found.status !== "created" && found.status !== "failed")) return "unchanged";
  if (found.user_id) await lockAccount(trx, found.user_id);
  const autoRefund = found.auto_refund ?? (await autoRefundReasonOf(trx, found, now));
  const moved = await trx
    .updateTable("orders")
    .set({
      status: "paid",
      paid_at: now.toISOString(),
      updated_at: now.toISOString(),
      failure_reason: null,
      provider_payment_id: payment.paymentIntentId,
      provider_customer_id: payment.customerId,
      provider_subscription_id: payment.subscriptionId,
      auto_refund: autoRefund,
    })
    .where("id", "=", orderId)
    .where("status", "in", ["created", "failed"])
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) return "unchanged";
  const order = { ...found, auto_refund: autoRefund };
  if (autoRefund) {
    // Recorded (flagged: it gives nothing), so its later events find it; no receipt, no purchase counted.
    if (subscription) await applySubscriptionState(trx, order.provider, subscription, now.toISOString(), now);
    return "auto-refund";
  }
  const language: Language = asLanguage(order.language);
  // Counted once, with the move, if the buyer's request consented; no visitor id is kept on orders.
  const consent = order.analytics_consent ? { visitorId: null } : null;
  await recordEvent(trx, consent, { name: "purchase_completed", language }, now);

  if (order.kind === "guide") {
    const downloadExpiresAt = new Date(now.getTime() + receiptLinkDays * 24 * 60 * 60 * 1000);
    const mail = guideReceiptEmail(language, deps.siteUrl, {
      orderId: order.id,
      amountCents: order.amount_cents,
      paidAt: now.toISOString(),
      downloadUrl: guideDownloadUrl(deps.siteUrl, signingSecretOf(deps.config), order.id, downloadExpiresAt),
      downloadExpiresAt: downloadExpiresAt.toISOString(),
      guaranteeDays: pdfGuide.guaranteeDays,
    });
    await queueReceipt(trx, order, language, "guide-receipt", mail, now);
  }

  if (order.kind === "subscription") {
    if (subscription) await applySubscriptionState(trx, order.provider, subscription, now.toISOString(), now);
    const plan = subscriptionPlans.find((candidate) => candidate.id === order.product_id);
    const mail = subscriptionReceiptEmail(language, deps.siteUrl, {
      planName: plan?.name ?? order.product_id,
      interval: order.billing_interval ?? "month",
      amountCents: order.amount_cents,
      paidAt: now.toISOString(),
      renewsAt: subscription?.currentPeriodEnd ?? now.toISOString(),
      guaranteeDays: planGuaranteeDays,
      renewal: false,
    });
    await queueReceipt(trx, order, language, "subscription-receipt", mail, now);
  }

  if (order.kind === "invoice" && order.invoice_id) {
    await trx
      .updateTable("invoices")
      .set({ status: "paid", paid_at: now.toISOString() })
      .where("id", "=", order.invoice_id)
      .where("status", "=", "open")
      .execute();
    const invoice = await trx
      .selectFrom("invoices")
      .selectAll()
      .where("id", "=", order.invoice_id)
      .executeTakeFirstOrThrow();
    if (invoice.user_id) await recomputePlan(trx, invoice.user_id, now);
    const mail = invoicePaidEmail(language, deps.siteUrl, {
      number: invoice.number,
      totalCents: invoice.total_cents,
      paidAt: now.toISOString(),
      packageName: (invoice.package_id && dfyPackageById(invoice.package_id)?.name) || invoice.number,
    });
    await queueReceipt(trx, order, language, "invoice-paid", mail, now);
  }
  return "paid";
}

async function queueReceipt(
  trx: Parameters<typeof enqueueEmail>[0],
  order: OrdersTable,
  language: Language,
  template: string,
  mail: { subject: string; text: string; html: string },
  now: Date,
) {
  await enqueueEmail(
    trx,
    { template, language, to: order.email, userId: order.user_id, ...mail, dedupeKey: `${template}:${order.id}` },
    now,
  );
}
