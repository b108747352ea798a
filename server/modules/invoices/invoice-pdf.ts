import { asLanguage } from "../../../core/languages.ts";
import { vatIncluded, vatRatePercent } from "../../../core/plans-catalogue.ts";
import type { ApiDeps } from "../../api-deps.ts";
import type { InvoicesTable } from "../../db/schema.ts";
import { legalNoticeOf } from "../contact/legal-notice.ts";
import { invoiceHtml } from "../guide-pdf/invoice-document.ts";
import { siteSettings } from "../site-settings/site-settings.ts";
import { describeInvoiceLine, invoiceLinesOf, lineTotalCents } from "./invoice-lines.ts";

/** An invoice as a PDF, in its own language, with our legal identity as the legal notice states it. */
export async function invoicePdf(
  deps: Pick<ApiDeps, "config" | "db" | "pdfs">,
  invoice: InvoicesTable,
): Promise<Uint8Array> {
  const language = asLanguage(invoice.language);
  const { netCents, vatCents } = vatIncluded(invoice.total_cents);
  const markup = invoiceHtml({
    number: invoice.number,
    issuedAt: invoice.created_at,
    language,
    customerName: invoice.customer_name,
    customerEmail: invoice.email,
    lines: invoiceLinesOf(invoice).map((line) => ({
      description: describeInvoiceLine(line, language),
      quantity: line.quantity,
      unitCents: line.unitCents,
      totalCents: lineTotalCents(line),
    })),
    totalCents: invoice.total_cents,
    netCents,
    vatCents,
    vatRatePercent,
    status: invoice.status,
    paidAt: invoice.paid_at,
    seller: legalNoticeOf(await siteSettings(deps)),
  });
  return deps.pdfs.invoice(markup);
}
