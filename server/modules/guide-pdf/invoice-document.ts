import { invoiceTexts, recoveryIndemnityCents } from "../../../content/pdf-guide/invoice-texts.ts";
import { dateTimeFormat, numberFormat } from "../../../core/intl-formats.ts";
import type { Language } from "../../../core/languages.ts";
import { formatEuros, vatIncluded } from "../../../core/plans-catalogue.ts";
import type { LegalNotice } from "../contact/legal-notice.ts";
import { printDocument } from "./print-document.ts";
import { colon, fill, type Html, html } from "./print-html.ts";

export type InvoiceDocument = {
  number: string;
  issuedAt: string;
  language: Language;
  customerName: string;
  customerEmail: string;
  lines: { description: string; quantity: number; unitCents: number; totalCents: number }[];
  totalCents: number;
  netCents: number;
  vatCents: number;
  vatRatePercent: number;
  status: "open" | "paid" | "refunded" | "void";
  paidAt: string | null;
  seller: LegalNotice;
};

/** The seller's lines an invoice prints (CGI art. 242 nonies A, Code de commerce art. R123-237). */
const printedSellerLines = [
  "LEGAL_PUBLISHER_NAME",
  "LEGAL_FORM",
  "LEGAL_SHARE_CAPITAL",
  "LEGAL_ADDRESS",
  "LEGAL_REGISTRATION",
  "LEGAL_VAT_NUMBER",
  "CONTACT_EMAIL",
] as const;

/** "22 November 2026", in France's time zone (an invoice's date is the seller's calendar day). */
function dateOf(iso: string, language: Language): string {
  return dateTimeFormat(language, { dateStyle: "long", timeZone: "Europe/Paris" }).format(new Date(iso));
}

function statusLine(invoice: InvoiceDocument): Html | string {
  const texts = invoiceTexts[invoice.language];
  switch (invoice.status) {
    case "paid":
      return invoice.paidAt ? fill(texts.paidOn, { date: dateOf(invoice.paidAt, invoice.language) }) : texts.paidOn;
    case "open":
      return texts.toPay;
    case "refunded":
      return texts.refunded;
    case "void":
      return texts.void;
  }
}

/**
 * A French invoice (CGI art. 242 nonies A, Code de commerce art. L441-9) as a printable
 * document (print-document.ts), in the customer's language: our legal identity from the legal notice configuration
 * (ADR 0026; example values are flagged on the invoice itself), the customer, each line with its
 * unit price excluding and including VAT, the totals excluding VAT, the VAT and including VAT, the
 * payment status, and the late-payment mentions. Catalogue prices include VAT, so unit prices
 * excluding VAT come from the same vatIncluded split as the totals.
 */
export function invoiceHtml(invoice: InvoiceDocument): string {
  const { language, seller } = invoice;
  const texts = invoiceTexts[language];
  const euros = (cents: number) => formatEuros(cents, language);
  const rate = numberFormat(language, { style: "percent" }).format(invoice.vatRatePercent / 100);
  // Only the lines printed here count: an unset host telephone does not make the invoice an example.
  const examples = printedSellerLines.some((name) => seller[name].example);
  // Configured values and names keep their own direction inside an Arabic invoice ("1 rue …").
  const sellerLine = (label: string, value: string) => html`<br>${label}${colon(language)}<bdi>${value}</bdi>`;

  const body = html`<div class="head">
<div><h1>${texts.title}</h1>
<p>${texts.number}${colon(language)}<strong dir="ltr">${invoice.number}</strong><br>
${texts.issuedOn}${colon(language)}${dateOf(invoice.issuedAt, language)}</p></div>
<div><strong>Passerelle</strong></div>
</div>
${examples ? html`<p class="warning">${texts.examples}</p>` : ""}
<div class="parties">
<div><h3>${texts.seller}</h3>
<p><strong><bdi>${seller.LEGAL_PUBLISHER_NAME.value}</bdi></strong>
${sellerLine(texts.legalForm, seller.LEGAL_FORM.value)}
${sellerLine(texts.shareCapital, seller.LEGAL_SHARE_CAPITAL.value)}
<br><bdi>${seller.LEGAL_ADDRESS.value}</bdi>
${sellerLine(texts.registration, seller.LEGAL_REGISTRATION.value)}
${sellerLine(texts.vatNumber, seller.LEGAL_VAT_NUMBER.value)}
<br><span dir="ltr">${seller.CONTACT_EMAIL.value}</span></p></div>
<div><h3>${texts.customer}</h3>
<p><strong><bdi>${invoice.customerName}</bdi></strong><br><span dir="ltr">${invoice.customerEmail}</span></p></div>
</div>
<table>
<thead><tr><th>${texts.description}</th><th class="amount">${texts.quantity}</th><th class="amount">${texts.unitNet}</th><th class="amount">${texts.unitGross}</th><th class="amount">${texts.lineTotal}</th></tr></thead>
<tbody>${invoice.lines.map(
    (line) => html`<tr><td><bdi>${line.description}</bdi></td>
<td class="amount">${numberFormat(language).format(line.quantity)}</td>
<td class="amount">${euros(vatIncluded(line.unitCents).netCents)}</td>
<td class="amount">${euros(line.unitCents)}</td>
<td class="amount">${euros(line.totalCents)}</td></tr>`,
  )}</tbody>
</table>
<table class="totals"><tbody>
<tr><td>${texts.totalNet}</td><td class="amount">${euros(invoice.netCents)}</td></tr>
<tr><td>${fill(texts.vat, { rate })}</td><td class="amount">${euros(invoice.vatCents)}</td></tr>
<tr><td>${texts.totalGross}</td><td class="amount">${euros(invoice.totalCents)}</td></tr>
</tbody></table>
<p class="status">${statusLine(invoice)}</p>
<p class="legal">${fill(texts.latePayment, { indemnity: euros(recoveryIndemnityCents) })}</p>`;

  return printDocument({ language, title: `${texts.title} ${invoice.number}`, body }).text;
}
