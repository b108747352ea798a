import type { Db } from "../../db/database.ts";
import type { InvoicesTable } from "../../db/schema.ts";
import { AppError } from "../../http/app-error.ts";

/**
 * An invoice for the client it was issued to, or for an administrator. Anyone else gets the same
 * not_found as an unknown id, so an id cannot be probed. The one ownership check of invoices: the
 * PDF endpoint and the invoice page both go through it.
 */
export async function getInvoice(db: Db, viewer: { id: string; role: string }, id: string): Promise<InvoicesTable> {
  const invoice = await db.selectFrom("invoices").selectAll().where("id", "=", id).executeTakeFirst();
  if (!invoice || (invoice.user_id !== viewer.id && viewer.role !== "admin")) {
    throw new AppError("not_found", "invoice_not_found");
  }
  return invoice;
}

/** The number of an invoice a checkout paid, for its confirmation page (the order was already matched to the viewer). */
export async function invoiceNumberOf(db: Db, id: string): Promise<string | null> {
  const invoice = await db.selectFrom("invoices").select("number").where("id", "=", id).executeTakeFirst();
  return invoice?.number ?? null;
}
