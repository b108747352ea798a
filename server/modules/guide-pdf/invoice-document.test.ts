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
import { lettersOnly, pdfFonts, pdfText, spaced } from "./pdf-test-kit.ts";
import { shippedFontFamilies } from "./typst-fonts.ts";

const cacheDir = mkdtempSync(join(tmpdir(), "passerelle-invoice-test-"));
const pdfs = createPdfService({ cacheDir, logger: pino({ level: "silent" }) });
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
    const pdf = await pdfs.invoice(invoiceHtml(invoice()));
    const text = spaced(pdfText(pdf));
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
    // Only the fonts we ship, embedded (ADR 0069).
    for (const font of pdfFonts(pdf)) {
      expect(font.embedded).toBe(true);
      expect(shippedFontFamilies).toContain(font.family);
    }
  });

  it("prints a customer's name as written, even when it reads like Typst code", { timeout: 60_000 }, async () => {
    const names = ['#panic("x")', "$x$ *bold* _em_ @label <tag> \\ [link]"];
    for (const customerName of names) {
      const text = spaced(pdfText(await pdfs.invoice(invoiceHtml(invoice({ customerName, language: "en" })))));
      expect(text).toContain(spaced(customerName));
    }
  });

  it("prints an Arabic invoice right to left, readable back in logical order, in Amiri and Inter", {
    timeout: 60_000,
  }, async () => {
    const pdf = await pdfs.invoice(invoiceHtml(invoice({ language: "ar", customerName: "أميرة حداد" })));
    const texts = invoiceTexts.ar;
    const letters = lettersOnly(pdfText(pdf));
    for (const expected of [texts.title, texts.seller, texts.customer, texts.totalGross, "أميرة حداد"]) {
      expect(letters).toContain(lettersOnly(expected));
    }
    // The invoice number and the e-mail address keep their own (left-to-right) order.
    expect(letters).toContain("F-2026-0042");
    expect(letters).toContain("amira@example.org");
    expect(new Set(pdfFonts(pdf).map((font) => font.family))).toEqual(new Set(["Inter", "Amiri"]));
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
