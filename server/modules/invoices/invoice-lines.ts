import { productNames } from "../../../content/commerce/product-names.ts";
import { asLanguage, type Language } from "../../../core/languages.ts";
import { dfyPackageById, extraConsultingHourCents } from "../../../core/plans-catalogue.ts";
import type { InvoicesTable } from "../../db/schema.ts";
import type { CheckoutLine } from "../payments/payment-provider.ts";

/**
 * A done-for-you invoice's lines (ADR 0028), stored as JSON on the invoice with the prices of the
 * day it was issued: a later catalogue change never alters an invoice already sent. Descriptions
 * are written when shown, in the reader's language, from the line's kind.
 */
export type InvoiceLine =
  | { kind: "package"; packageId: string; quantity: 1; unitCents: number }
  | { kind: "consulting"; quantity: number; unitCents: number };

/** The lines of a new invoice: the package at its catalogue price, and extra hours at the hourly rate. */
export function newInvoiceLines(packageId: string | null, extraHours: number): InvoiceLine[] {
  const lines: InvoiceLine[] = [];
  const plan = packageId ? dfyPackageById(packageId) : undefined;
  if (plan?.priceCents) lines.push({ kind: "package", packageId: plan.id, quantity: 1, unitCents: plan.priceCents });
  if (extraHours > 0) lines.push({ kind: "consulting", quantity: extraHours, unitCents: extraConsultingHourCents });
  return lines;
}

export function invoiceLinesOf(invoice: Pick<InvoicesTable, "lines_json">): InvoiceLine[] {
  return JSON.parse(invoice.lines_json) as InvoiceLine[];
}

export function describeInvoiceLine(line: InvoiceLine, language: Language): string {
  const names = productNames(language);
  if (line.kind === "consulting") return names.consultingHours;
  return names.package(dfyPackageById(line.packageId)?.name ?? line.packageId);
}

export function lineTotalCents(line: InvoiceLine): number {
  return line.unitCents * line.quantity;
}

/** The payment page shows the invoice's own lines, in the invoice's language. */
export function invoiceCheckoutLines(invoice: Pick<InvoicesTable, "lines_json" | "language">): CheckoutLine[] {
  const language = asLanguage(invoice.language);
  return invoiceLinesOf(invoice).map((line) => ({
    name: describeInvoiceLine(line, language),
    unitAmountCents: line.unitCents,
    quantity: line.quantity,
  }));
}
