import type { Language } from "../../../core/languages.ts";
import { type OrderStatus, withinGuarantee } from "../../../core/orders.ts";
import { formatEuros } from "../../../core/plans-catalogue.ts";
import type { Db } from "../../../server/db/database.ts";
import type { InvoiceStatus, PaymentProviderName } from "../../../server/db/schema.ts";
import { listInvoices, listOrders } from "../../../server/modules/admin/list-commerce.ts";
import { guaranteeDaysOf } from "../../../server/modules/orders/refund-order.ts";
import { formatAdminDateTime } from "../../lib/admin-date-time.ts";
import { orderProduct, packageName } from "../../lib/billing-formats.ts";
import { type InvoiceCatalogue, invoiceCatalogue } from "../../lib/invoice-total.ts";
import { keepLanguage } from "../../lib/keep-language.ts";

export type CommerceOrderRow = {
  id: string;
  createdAt: string;
  date: string;
  email: string;
  product: string;
  amount: string;
  status: OrderStatus;
  provider: PaymentProviderName;
  /** Paid and still within its money-back guarantee: the "Refund" button is offered. */
  refundable: boolean;
  /** This page in its "refund?" step for this order (no JavaScript). */
  confirmHref: string;
  /** Where a refund of this order lands. */
  refundedHref: string;
};

export type CommerceInvoiceRow = {
  id: string;
  number: string;
  createdAt: string;
  date: string;
  customerName: string;
  email: string;
  packageName: string | null;
  total: string;
  status: InvoiceStatus;
};

export type CommerceView = {
  orders: CommerceOrderRow[];
  invoices: CommerceInvoiceRow[];
  catalogue: InvoiceCatalogue;
  /** After a refund or an invoice (?refunded=<order id>, ?issued=<number>): what was done, from the rows themselves. */
  notice:
    | { kind: "refunded"; amount: string; product: string; email: string }
    | { kind: "issued"; number: string; email: string }
    | null;
  /** The order in its "refund?" step (?refund=<id>), when it can still be refunded. */
  refundStep: CommerceOrderRow | null;
  links: { action: string; keepOrders: string };
};

/**
 * The administrators' commerce panels, read in the loader so they work
 * without JavaScript: the latest orders with whether each may still be refunded, the invoices,
 * and the catalogue the invoice form prices from.
 */
export async function commerceView(db: Db, language: Language, url: URL, now = new Date()): Promise<CommerceView> {
  const page = (query: string, hash: string) => `${keepLanguage(`${url.pathname}${query}`, url)}#${hash}`;
  const orders: CommerceOrderRow[] = (await listOrders(db)).map((order) => ({
    id: order.id,
    createdAt: order.createdAt,
    date: formatAdminDateTime(order.paidAt ?? order.createdAt, language),
    email: order.email,
    product: orderProduct(order, language),
    amount: formatEuros(order.amountCents, language),
    status: order.status,
    provider: order.provider,
    refundable:
      order.status === "paid" &&
      order.paidAt !== null &&
      withinGuarantee(order.paidAt, guaranteeDaysOf({ kind: order.kind, product_id: order.productId }), now),
    confirmHref: page(`?refund=${encodeURIComponent(order.id)}`, "orders"),
    refundedHref: page(`?refunded=${encodeURIComponent(order.id)}`, "orders"),
  }));
  const invoices: CommerceInvoiceRow[] = (await listInvoices(db)).map((invoice) => ({
    id: invoice.id,
    number: invoice.number,
    createdAt: invoice.createdAt,
    date: formatAdminDateTime(invoice.createdAt, language),
    customerName: invoice.customerName,
    email: invoice.email,
    packageName: packageName(invoice.packageId),
    total: formatEuros(invoice.totalCents, language),
    status: invoice.status,
  }));

  // The notice names only rows that exist, so the address cannot put words on the page.
  let notice: CommerceView["notice"] = null;
  const refunded = orders.find((order) => order.id === url.searchParams.get("refunded") && order.status === "refunded");
  const issued = invoices.find((invoice) => invoice.number === url.searchParams.get("issued"));
  if (refunded)
    notice = { kind: "refunded", amount: refunded.amount, product: refunded.product, email: refunded.email };
  else if (issued) notice = { kind: "issued", number: issued.number, email: issued.email };

  return {
    orders,
    invoices,
    catalogue: invoiceCatalogue(language),
    notice,
    refundStep: orders.find((order) => order.id === url.searchParams.get("refund") && order.refundable) ?? null,
    links: {
      action: keepLanguage(url.pathname, url),
      keepOrders: page("", "orders"),
    },
  };
}
