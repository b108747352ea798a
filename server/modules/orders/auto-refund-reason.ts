import type { AutoRefundReason } from "../../../core/orders.ts";
import type { Db } from "../../db/database.ts";
import type { OrdersTable } from "../../db/schema.ts";
import { subscriptionHeldElsewhere } from "../billing/subscription-held-elsewhere.ts";
import { ownedGuideOf } from "./owned-guide.ts";

/**
 * When money arrives for an order (ADR 0064): does it buy something its buyer already holds?
 * - a subscription, for an account that already has one (another tab, another interval);
 * - an invoice already paid by another order, or no longer payable (refunded, void);
 * - the guide, for an address that already owns it (its receipt link is sent again instead).
 * Null when the order buys something new. Call with the account locked (lockAccount): the
 * database's unique indexes (migration 0018) refuse what a race would still let through.
 */
export async function autoRefundReasonOf(
  trx: Db,
  order: Pick<OrdersTable, "id" | "kind" | "user_id" | "email" | "invoice_id">,
  now: Date,
): Promise<AutoRefundReason | null> {
  if (order.kind === "subscription") {
    if (!order.user_id) return null;
    return (await subscriptionHeldElsewhere(trx, order.user_id, order.id, now)) ? "already-subscribed" : null;
  }
  if (order.kind === "invoice") {
    const invoice = await trx
      .selectFrom("invoices")
      .select("status")
      .where("id", "=", order.invoice_id ?? "")
      .executeTakeFirst();
    if (invoice?.status === "open") return null;
    return invoice?.status === "paid" ? "already-paid" : "not-payable";
  }
  const owned = await ownedGuideOf(trx, order.email, order.id).select("id").executeTakeFirst();
  return owned ? "already-owned" : null;
}
