import type { Db } from "../../db/database.ts";

/** The latest orders, newest first, for the administrators' screen (what, who, how much, where it stands). */
export async function listOrders(db: Db, limit = 200) {
  const rows = await db
    .selectFrom("orders")
    .select([
      "id",
      "kind",
      "product_id",
      "billing_interval",
      "email",
      "amount_cents",
      "status",
      "provider",
      "created_at",
      "paid_at",
      "refunded_at",
    ])
    .where("status", "!=", "created")
    .orderBy("created_at", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    productId: row.product_id,
    interval: row.billing_interval,
    email: row.email,
    amountCents: row.amount_cents,
    status: row.status,
    provider: row.provider,
    createdAt: row.created_at,
    paidAt: row.paid_at,
    refundedAt: row.refunded_at,
  }));
}

/** Every invoice, newest first. */
export async function listInvoices(db: Db, limit = 200) {
  const rows = await db
    .selectFrom("invoices")
    .select(["id", "number", "email", "customer_name", "package_id", "total_cents", "status", "created_at", "paid_at"])
    .orderBy("created_at", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    email: row.email,
    customerName: row.customer_name,
    packageId: row.package_id,
    totalCents: row.total_cents,
    status: row.status,
    createdAt: row.created_at,
    paidAt: row.paid_at,
  }));
}
