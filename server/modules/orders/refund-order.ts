import { withinGuarantee } from "../../../core/orders.ts";
import { dfyPackageById, pdfGuide, planGuaranteeDays } from "../../../core/plans-catalogue.ts";
import type { ApiDeps } from "../../api-deps.ts";
import type { OrdersTable } from "../../db/schema.ts";
import { AppError } from "../../http/app-error.ts";
import { applyRefund } from "./apply-refund.ts";

type Deps = Pick<ApiDeps, "db" | "payments" | "siteUrl" | "outbox" | "logger" | "config">;

/** The money-back guarantee of what the order bought, in days (core/plans-catalogue.ts). */
export function guaranteeDaysOf(order: Pick<OrdersTable, "kind" | "product_id">): number {
  if (order.kind === "guide") return pdfGuide.guaranteeDays;
  if (order.kind === "invoice") return dfyPackageById(order.product_id)?.guaranteeDays ?? planGuaranteeDays;
  return planGuaranteeDays;
}

/**
 * An administrator refunds an order within its guarantee (ADR 0028). The provider refunds
 * the payment (idempotently: a second click refunds nothing more), a refunded subscription is
 * ended at once, and the refund is applied here without waiting for the provider's event — which
 * arrives later and then changes nothing (applyRefund moves paid → refunded once).
 */
export async function refundOrder(deps: Deps, orderId: string, now = new Date()): Promise<{ status: "refunded" }> {
  const order = await deps.db.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirst();
  if (!order) throw new AppError("not_found", "order_not_found");
  if (order.status === "refunded") return { status: "refunded" };
  if (order.status !== "paid" || !order.provider_payment_id || !order.paid_at) {
    throw new AppError("conflict", "refund_not_allowed");
  }
  const days = guaranteeDaysOf(order);
  if (!withinGuarantee(order.paid_at, days, now)) {
    throw new AppError("conflict", "refund_outside_guarantee", [], { days: String(days) });
  }
  let refundId: string;
  try {
    ({ refundId } = await deps.payments.refund({
      paymentIntentId: order.provider_payment_id,
      amountCents: order.amount_cents,
      idempotencyKey: `refund-${order.id}`,
    }));
    if (order.kind === "subscription" && order.provider_subscription_id) {
      await deps.payments.cancelSubscription(order.provider_subscription_id, { atPeriodEnd: false });
    }
  } catch (error) {
    deps.logger.error({ err: error, orderId }, "payment provider refused a refund");
    throw new AppError("service_unavailable", "payment_provider_unavailable");
  }
  await applyRefund(deps, order.provider_payment_id, refundId, now);
  return { status: "refunded" };
}
