import type { OrderKind, OrderStatus } from "../../../core/orders.ts";
import type { Db } from "../../db/database.ts";
import type { InvoiceStatus, SubscriptionsTable } from "../../db/schema.ts";

export type BillingOverview = {
  /** The subscription that gives (or last gave) Premium, newest first; null when none. */
  subscription: {
    id: string;
    planId: string;
    interval: SubscriptionsTable["billing_interval"];
    status: SubscriptionsTable["status"];
    currentPeriodEnd: string;
    cancelAtPeriodEnd: boolean;
    refunded: boolean;
    hasCustomer: boolean;
  } | null;
  orders: {
    id: string;
    kind: OrderKind;
    productId: string;
    amountCents: number;
    status: OrderStatus;
    createdAt: string;
    paidAt: string | null;
  }[];
  invoices: {
    id: string;
    number: string;
    packageId: string | null;
    totalCents: number;
    status: InvoiceStatus;
    createdAt: string;
    paidAt: string | null;
  }[];
};

/** What the profile's billing section and GET /api/billing show: only this user's rows. */
export async function billingOverview(db: Db, userId: string): Promise<BillingOverview> {
  const subscription = await db
    .selectFrom("subscriptions")
    .selectAll()
    .where("user_id", "=", userId)
    // The one that gives (or gave) Premium before a second one refunded as a duplicate (ADR 0064).
    .orderBy("refunded")
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  const orders = await db
    .selectFrom("orders")
    .select(["id", "kind", "product_id", "amount_cents", "status", "created_at", "paid_at"])
    .where("user_id", "=", userId)
    .where("status", "in", ["paid", "refunded"])
    .orderBy("created_at", "desc")
    .execute();
  const invoices = await db
    .selectFrom("invoices")
    .select(["id", "number", "package_id", "total_cents", "status", "created_at", "paid_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .execute();
  return {
    subscription: subscription
      ? {
          id: subscription.id,
          planId: subscription.plan_id,
          interval: subscription.billing_interval,
          status: subscription.status,
          currentPeriodEnd: subscription.current_period_end,
          cancelAtPeriodEnd: Number(subscription.cancel_at_period_end) === 1,
          refunded: Number(subscription.refunded) === 1,
          hasCustomer: !!subscription.customer_id,
        }
      : null,
    orders: orders.map((order) => ({
      id: order.id,
      kind: order.kind,
      productId: order.product_id,
      amountCents: order.amount_cents,
      status: order.status,
      createdAt: order.created_at,
      paidAt: order.paid_at,
    })),
    invoices: invoices.map((invoice) => ({
      id: invoice.id,
      number: invoice.number,
      packageId: invoice.package_id,
      totalCents: invoice.total_cents,
      status: invoice.status,
      createdAt: invoice.created_at,
      paidAt: invoice.paid_at,
    })),
  };
}
