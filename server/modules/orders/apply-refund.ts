import { productNames } from "../../../content/commerce/product-names.ts";
import { refundConfirmationEmail } from "../../../content/emails/refund-confirmation.ts";
import { asLanguage } from "../../../core/languages.ts";
import { dfyPackageById, subscriptionPlans } from "../../../core/plans-catalogue.ts";
import type { ApiDeps } from "../../api-deps.ts";
import type { Db } from "../../db/database.ts";
import { recomputePlan } from "../billing/recompute-plan.ts";
import { enqueueEmail } from "../outbox/enqueue-email.ts";
import { queueAutomaticRefundEmail } from "./queue-automatic-refund-email.ts";

/**
 * A payment was refunded (an administrator's refund, confirmed again by the provider's event, in
 * either order; ADR 0028). Once: the order becomes refunded — the guide's links stop working,
 * since every download checks it — a refunded subscription stops giving Premium at once, a
 * refunded package ends the done-for-you plan, and the customer gets a confirmation. An automatic
 * refund (ADR 0064) takes nothing the person holds away and says so in its own e-mail.
 */
export async function applyRefund(
  deps: Pick<ApiDeps, "db" | "siteUrl" | "outbox" | "config">,
  paymentIntentId: string,
  refundId: string | null,
  now = new Date(),
): Promise<{ changed: boolean; orderId: string | null }> {
  const result = await deps.db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom("orders")
      .selectAll()
      .where("provider_payment_id", "=", paymentIntentId)
      .executeTakeFirst();
    if (!order) return { changed: false, orderId: null };
    const moved = await trx
      .updateTable("orders")
      .set({ status: "refunded", refunded_at: now.toISOString(), refund_id: refundId, updated_at: now.toISOString() })
      .where("id", "=", order.id)
      .where("status", "=", "paid")
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) return { changed: false, orderId: order.id };

    const language = asLanguage(order.language);
    const names = productNames(language);
    let productName = names.guide;
    if (order.kind === "subscription") {
      await trx
        .updateTable("subscriptions")
        .set({ refunded: 1, updated_at: now.toISOString() })
        .where("order_id", "=", order.id)
        .execute();
      const plan = subscriptionPlans.find((candidate) => candidate.id === order.product_id);
      productName = names.subscription(plan?.name ?? order.product_id, order.billing_interval ?? "month");
    }
    if (order.kind === "invoice" && order.invoice_id) {
      // A second payment of an invoice is given back; the invoice itself stays paid by the first.
      if (!order.auto_refund) {
        await trx
          .updateTable("invoices")
          .set({ status: "refunded", refunded_at: now.toISOString() })
          .where("id", "=", order.invoice_id)
          .execute();
      }
      productName = (await invoicePackageName(trx, order.invoice_id, names)) ?? order.product_id;
    }
    if (order.user_id) await recomputePlan(trx, order.user_id, now);

    if (order.auto_refund) {
      await queueAutomaticRefundEmail(trx, deps, order, productName, language, now);
      return { changed: true, orderId: order.id };
    }
    const mail = refundConfirmationEmail(language, deps.siteUrl, {
      productName,
      amountCents: order.amount_cents,
      refundedAt: now.toISOString(),
      kind: order.kind,
    });
    await enqueueEmail(
      trx,
      {
        template: "refund-confirmation",
        language,
        to: order.email,
        userId: order.user_id,
        ...mail,
        dedupeKey: `refund-confirmation:${order.id}`,
      },
      now,
    );
    return { changed: true, orderId: order.id };
  });
  if (result.changed) deps.outbox.nudge();
  return result;
}

/** The package an invoice sold, as the refund e-mails name it (its number when it names no package). */
async function invoicePackageName(
  trx: Db,
  invoiceId: string,
  names: ReturnType<typeof productNames>,
): Promise<string | null> {
  const invoice = await trx
    .selectFrom("invoices")
    .select(["number", "package_id"])
    .where("id", "=", invoiceId)
    .executeTakeFirst();
  const packageName = invoice?.package_id ? dfyPackageById(invoice.package_id)?.name : undefined;
  return packageName ? names.package(packageName) : (invoice?.number ?? null);
}
