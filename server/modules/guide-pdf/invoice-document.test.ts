import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pino } from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { invoiceTexts, recoveryIndemnityCents } from "../../../content/pdf-guide/invoice-texts.ts";
import { dfyPackageById, formatEuros, vatIncluded, vatRatePercent } from "../../../core/plans-catalogue.ts";
import { loadConfig } from "../../config.ts";
import { legalNoticeOf } from "../contact/legal-notice.ts";
import { type InvoiceDocument, invoiceHtml } from "./invoice-document.ts";
import { createPdfService } from "./pdf-service.ts";
import { pdfText, spaced } from "./pdf-test-kit.ts";

const cacheDir = mkdtempSync(join(tmpdir(), "passerelle-invoice-test-"));
const pdfs = createPdfService({ chromiumPath: "/usr/bin/chromium", cacheDir, logger: pino({ level: "silent" }) });
afterAll(async () => {
  await pdfs.close();
  rmSync(cacheDir, { recursive: true, force: true });
});

const essential = dfyPackageById("essential-relocation")!;
const totalCents = essential.priceCents!;
const configured = loadConfig({
  NODE_ENV: "test",
  LEGAL_PUBLISHER_NAME: "Passerelle Conseil SAS",
  LEGAL_FORM: "Société par actions simplifiée",
  LEGAL_SHARE_CAPITAL: "10 000 €",
  LEGAL_ADDRESS: "12 rue des Lilas, 69003 Lyon, France",
  LEGAL_REGISTRATION: "RCS Lyon 912 345 678",
  LEGAL_VAT_NUMBER: "FR12 912345678",
  CONTACT_EMAIL: "factures@passerelle.example",
});

function invoice(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  return {
    number: "F-2026-0042",
    issuedAt: "2026-11-20T10:00:00.000Z",
    language: "fr",
    customerName: "Amira <b>Haddad</b>",
    customerEmail: "amira@example.org",
    lines: [{ description: essential.name, quantity: 1, unitCents: totalCents, totalCents }],
    totalCents,
    ...vatIncluded(totalCents),
    vatRatePercent,
    status: "paid",
    paidAt: "2026-11-21T09:30:00.000Z",
    seller: legalNoticeOf(configured),
    ...overrides,
  };
}

describe("a French invoice, printed", () => {
  it("carries every mention French law asks for, with amounts from the catalogue", { timeout: 60_000 }, async () => {
    const text = spaced(pdfText(await pdfs.renderHtml(invoiceHtml(invoice()))));
    const texts = invoiceTexts.fr;
    const { netCents, vatCents } = vatIncluded(totalCents);
    for (const expected of [
      texts.title,
      "F-2026-0042",
      "20 novembre 2026",
      "Passerelle Conseil SAS",
      "Société par actions simplifiée",
      "10 000 €",
      "12 rue des Lilas, 69003 Lyon, France",
      "RCS Lyon 912 345 678",
      "FR12 912345678",
      "Amira <b>Haddad</b>",
      "amira@example.org",
      essential.name,
      `${texts.unitNet} ${texts.unitGross}`,
      `${texts.totalNet} ${formatEuros(netCents, "fr")}`,
      `TVA 20 % ${formatEuros(vatCents, "fr")}`,
      `${texts.totalGross} ${formatEuros(totalCents, "fr")}`,
      "Payée le 21 novembre 2026",
      formatEuros(recoveryIndemnityCents, "fr"),
      "L441-10",
    ]) {
      expect(text).toContain(spaced(expected));
    }
    // Configured values are not examples: no warning.
    expect(text).not.toContain(spaced(texts.examples));
  });

  it("says when the seller's identity is still the loopback example, and when the invoice is still to pay", () => {
    const html = invoiceHtml(
      invoice({
        seller: legalNoticeOf(loadConfig({ NODE_ENV: "test" })),
        status: "open",
        paidAt: null,
        language: "en",
      }),
    );
    expect(html).toContain(invoiceTexts.en.examples);
    expect(html).toContain(invoiceTexts.en.toPay);
    expect(html).toContain('<html lang="en" dir="ltr">');
    // The customer's name is text, never markup.
    expect(html).toContain("Amira &lt;b&gt;Haddad&lt;/b&gt;");
    expect(html).not.toContain("<b>Haddad</b>");
  });

  it("runs right to left in Arabic", () => {
    const html = invoiceHtml(invoice({ language: "ar", status: "refunded" }));
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain(invoiceTexts.ar.refunded);
    expect(html).toContain(formatEuros(totalCents, "ar"));
  });
});
