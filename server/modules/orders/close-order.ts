import type { Db } from "../../db/database.ts";

/**
 * A checkout that ended without payment: expired (the payment page was abandoned or cancelled)
 * or failed (the card was refused; the customer may still pay on the same page, which is why a
 * failed order can later become paid, core/orders.ts). Conditional updates: a late "expired"
 * or "failed" never touches an order already paid.
 */
export async function markOrderExpired(db: Db, orderId: string, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable("orders")
    .set({ status: "expired", updated_at: now.toISOString() })
    .where("id", "=", orderId)
    .where("status", "in", ["created", "failed"])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function markOrderFailed(db: Db, orderId: string, reason: string, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable("orders")
    .set({ status: "failed", failure_reason: reason.slice(0, 500), updated_at: now.toISOString() })
    .where("id", "=", orderId)
    .where("status", "in", ["created", "failed"])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
