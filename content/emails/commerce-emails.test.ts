import { describe, expect, it } from "vitest";
import { type Language, supportedLanguages } from "../../core/languages.ts";
import { autoRefundReasons } from "../../core/orders.ts";
import { formatEuros, pdfGuide, planGuaranteeDays, vatIncluded } from "../../core/plans-catalogue.ts";
import { automaticRefundEmail } from "./automatic-refund.ts";
import { guideReceiptEmail } from "./guide-receipt.ts";
import { invoiceIssuedEmail } from "./invoice-issued.ts";
import { invoicePaidEmail } from "./invoice-paid.ts";
import { refundConfirmationEmail } from "./refund-confirmation.ts";
import { subscriptionCancelledEmail } from "./subscription-cancelled.ts";
import { subscriptionReceiptEmail } from "./subscription-receipt.ts";

/**
 * The purchase e-mails as a customer reads them: the amounts exactly as the site shows
 * them, the links they need, the dates in Paris time, and each language written its own way.
 */

const site = "https://passerelle.example";
type Email = { subject: string; text: string; html: string };

const date = (language: Language, iso: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "Europe/Paris" }).format(new Date(iso));

/** Each template with sample facts, the amounts it must show and the links it must carry. */
const templates: {
  name: string;
  render: (language: Language) => Email;
  amounts: number[];
  /** The links it must carry; the site's pages in the e-mail's language. */
  links: (language: Language) => string[];
}[] = [
  {
    name: "guide receipt",
    render: (language) =>
      guideReceiptEmail(language, site, {
        orderId: "3f9a2c71-0000-4000-8000-000000000000",
        amountCents: pdfGuide.priceCents,
        paidAt: "2026-11-24T10:00:00.000Z",
        downloadUrl: `${site}/pdf-guide/download/3f9a2c71?sig=abc`,
        downloadExpiresAt: "2026-12-01T10:00:00.000Z",
        guaranteeDays: pdfGuide.guaranteeDays,
      }),
    amounts: [pdfGuide.priceCents, vatIncluded(pdfGuide.priceCents).vatCents],
    links: () => [`${site}/pdf-guide/download/3f9a2c71?sig=abc`],
  },
  {
    name: "subscription receipt (first payment)",
    render: (language) =>
      subscriptionReceiptEmail(language, site, {
        planName: "Premium Relocator",
        interval: "year",
        amountCents: 29_000,
        paidAt: "2026-11-24T10:00:00.000Z",
        renewsAt: "2027-11-24T10:00:00.000Z",
        guaranteeDays: planGuaranteeDays,
        renewal: false,
      }),
    amounts: [29_000, vatIncluded(29_000).vatCents],
    links: (language) => [`${site}/profile?lang=${language}`],
  },
  {
    name: "subscription receipt (renewal)",
    render: (language) =>
      subscriptionReceiptEmail(language, site, {
        planName: "Premium Relocator",
        interval: "month",
        amountCents: 2_900,
        paidAt: "2026-12-24T10:00:00.000Z",
        renewsAt: "2027-01-24T10:00:00.000Z",
        guaranteeDays: planGuaranteeDays,
        renewal: true,
      }),
    amounts: [2_900, vatIncluded(2_900).vatCents],
    links: (language) => [`${site}/profile?lang=${language}`],
  },
  {
    name: "subscription cancelled",
    render: (language) =>
      subscriptionCancelledEmail(language, site, { planName: "Premium Relocator", endsAt: "2027-11-24T10:00:00.000Z" }),
    amounts: [],
    links: (language) => [`${site}/pricing?lang=${language}`],
  },
  {
    name: "invoice issued",
    render: (language) =>
      invoiceIssuedEmail(language, site, {
        number: "2026-0007",
        customerName: "Amina <b>Diallo</b>",
        lines: [
          { description: "Essential Relocation", quantity: 1, amountCents: 99_700 },
          { description: "Extra consulting hour", quantity: 3, amountCents: 45_000 },
        ],
        totalCents: 144_700,
        payUrl: "/invoices/inv_1/pay",
      }),
    amounts: [99_700, 45_000, 144_700, vatIncluded(144_700).vatCents],
    links: (language) => [`${site}/invoices/inv_1/pay`, `${site}/profile?lang=${language}`],
  },
  {
    name: "invoice paid",
    render: (language) =>
      invoicePaidEmail(language, site, {
        number: "2026-0007",
        totalCents: 144_700,
        paidAt: "2026-11-24T10:00:00.000Z",
        packageName: "Essential Relocation",
      }),
    amounts: [144_700, vatIncluded(144_700).vatCents],
    links: (language) => [`${site}/profile?lang=${language}`],
  },
  ...(["guide", "subscription", "invoice"] as const).map((kind) => ({
    name: `refund confirmation (${kind})`,
    render: (language: Language) =>
      refundConfirmationEmail(language, site, {
        productName:
          kind === "guide" ? pdfGuide.name : kind === "subscription" ? "Premium Relocator" : "Family Premium",
        amountCents: kind === "guide" ? 1_900 : kind === "subscription" ? 29_000 : 199_700,
        refundedAt: "2026-11-26T10:00:00.000Z",
        kind,
      }),
    amounts: [kind === "guide" ? 1_900 : kind === "subscription" ? 29_000 : 199_700],
    links: (language: Language) => [
      kind === "guide" ? `${site}/?lang=${language}` : `${site}/profile?lang=${language}`,
    ],
  })),
  ...autoRefundReasons.map((reason) => ({
    name: `automatic refund (${reason})`,
    render: (language: Language) =>
      automaticRefundEmail(language, site, {
        reason,
        productName: reason === "already-owned" ? pdfGuide.name : "Premium Relocator",
        amountCents: 29_000,
        paidAt: "2026-11-26T10:00:00.000Z",
        refundedAt: "2026-11-26T10:01:00.000Z",
        keptSince: "2027-10-26T10:00:00.000Z",
        guideLink:
          reason === "already-owned"
            ? { url: `${site}/api/orders/3f9a/guide?sig=abc`, expiresAt: "2026-12-26T10:00:00.000Z" }
            : null,
      }),
    amounts: [29_000],
    links: (language: Language) =>
      reason === "already-owned"
        ? [`${site}/?lang=${language}`, `${site}/api/orders/3f9a/guide?sig=abc`]
        : [`${site}/profile?lang=${language}`],
  })),
];

/** French punctuation (ADR 0027): U+202F before : ; ? ! (addresses and times left aside). */
function frenchSpacingProblems(text: string): string[] {
  const prose = text.replace(/https?:\/\/\S+/g, " ");
  const problems: string[] = [];
  for (const [index, char] of [...prose].entries()) {
    if (!":;?!".includes(char)) continue;
    const before = prose[index - 1] ?? "";
    if (char === ":" && /\d/.test(before) && /\d/.test(prose[index + 1] ?? "")) continue;
    if (before !== "\u202f") problems.push(JSON.stringify(prose.slice(Math.max(0, index - 20), index + 2)));
  }
  return problems;
}

describe.each(templates)("the $name e-mail", ({ render, amounts, links }) => {
  it.each(supportedLanguages)(
    "in %s: says something, with the amounts and links as the site shows them",
    (language) => {
      const email = render(language);
      expect(email.subject.trim()).not.toBe("");
      expect(email.text.trim()).not.toBe("");
      for (const cents of amounts) {
        expect(email.text).toContain(formatEuros(cents, language));
        expect(email.html).toContain(formatEuros(cents, language));
      }
      for (const link of links(language)) {
        expect(email.text).toContain(link);
        expect(email.html).toContain(`href="${link}"`);
      }
      // Transactional (ADR 0025): no way to unsubscribe from a receipt.
      expect(email.html).not.toContain("/unsubscribe");
    },
  );

  it("writes French with a narrow no-break space before : ; ? !", () => {
    const email = render("fr");
    expect(frenchSpacingProblems(`${email.subject}\n${email.text}`)).toEqual([]);
    expect(email.text).toContain("\u202f:");
  });

  it("reads right to left in Arabic", () => {
    const email = render("ar");
    expect(email.html).toContain('lang="ar" dir="rtl"');
    expect(email.text).toMatch(/[\u0600-\u06ff]/);
  });
});

describe("what each purchase e-mail promises", () => {
  it("the guide receipt quotes the order reference, the guarantee and its last day, in Paris time", () => {
    // 23:30 UTC on the 24th is already the 25th in Paris: the receipt dates it as the buyer's
    // bank would, and the 7 days run to 2 December.
    const email = guideReceiptEmail("en", site, {
      orderId: "ab12cd34-ef56-4000-8000-000000000000",
      amountCents: 1_900,
      paidAt: "2026-11-24T23:30:00.000Z",
      downloadUrl: "/pdf-guide/download/ab12cd34?sig=xyz",
      downloadExpiresAt: "2026-11-25T13:00:00.000Z",
      guaranteeDays: 7,
    });
    expect(email.subject).toContain("AB12CD34");
    expect(email.text).toContain("Order reference: AB12CD34");
    expect(email.text).toContain(`Paid on: ${date("en", "2026-11-25T12:00:00.000Z")}`);
    expect(email.text).toContain("7-day money-back guarantee");
    expect(email.text).toContain("within 7 days");
    expect(email.text).toContain(date("en", "2026-12-02T12:00:00.000Z"));
    expect(email.text).toContain("reply to this e-mail");
    // The link's deadline is hours away: the time is given, in Paris time.
    expect(email.text).toContain("2:00 PM (Paris time)");
    expect(email.text).toContain(`${site}/pdf-guide/download/ab12cd34?sig=xyz`);
    expect(email.text).toContain("guidance, not legal advice");
  });

  it("counts the guarantee's days in Arabic with the right noun form", () => {
    const receipt = (guaranteeDays: number) =>
      guideReceiptEmail("ar", site, {
        orderId: "ab12cd34",
        amountCents: 1_900,
        paidAt: "2026-11-24T10:00:00.000Z",
        downloadUrl: "/d",
        downloadExpiresAt: "2026-11-25T10:00:00.000Z",
        guaranteeDays,
      }).text;
    expect(receipt(7)).toContain("7 أيام");
    expect(receipt(30)).toContain("30 يومًا");
  });

  it("the first subscription receipt welcomes, a renewal only confirms", () => {
    const facts = {
      planName: "Premium Relocator",
      interval: "year" as const,
      amountCents: 29_000,
      paidAt: "2026-11-24T10:00:00.000Z",
      renewsAt: "2027-11-24T10:00:00.000Z",
      guaranteeDays: planGuaranteeDays,
    };
    const first = subscriptionReceiptEmail("en", site, { ...facts, renewal: false });
    const renewal = subscriptionReceiptEmail("en", site, { ...facts, renewal: true });
    expect(first.subject).toContain("Welcome");
    expect(first.text).toContain("active now");
    expect(renewal.subject).not.toContain("Welcome");
    expect(renewal.text).toContain("renewed");
    for (const email of [first, renewal]) {
      expect(email.text).toContain(`Next renewal: ${date("en", facts.renewsAt)}`);
      expect(email.text).toContain("billed yearly");
      expect(email.text).toContain("30-day money-back guarantee");
      expect(email.text).toContain("within 30 days");
    }
  });

  it("the cancellation says Premium stays until the end date", () => {
    const email = subscriptionCancelledEmail("fr", site, {
      planName: "Premium Relocator",
      endsAt: "2027-11-24T10:00:00.000Z",
    });
    expect(email.text).toContain(`Premium jusqu'au\u202f: ${date("fr", "2027-11-24T10:00:00.000Z")}`);
    expect(email.text).toContain("Free Explorer");
  });

  it("the invoice greets its customer by name without letting markup through", () => {
    const email = invoiceIssuedEmail("en", site, {
      number: "2026-0007",
      customerName: "Amina <b>Diallo</b>",
      lines: [{ description: "Extra consulting hour", quantity: 3, amountCents: 45_000 }],
      totalCents: 45_000,
      payUrl: `${site}/invoices/inv_1/pay`,
    });
    expect(email.text).toContain("Hello Amina <b>Diallo</b>,");
    expect(email.html).toContain("Amina &lt;b&gt;Diallo&lt;/b&gt;");
    expect(email.html).not.toContain("<b>Diallo");
    expect(email.text).toContain(`Extra consulting hour × 3: ${formatEuros(45_000, "en")}`);
    expect(email.text).toContain("2026-0007");
    expect(email.text).toContain("profile");
  });

  it("the paid invoice names the package and the 24-hour first contact", () => {
    const email = invoicePaidEmail("en", site, {
      number: "2026-0007",
      totalCents: 99_700,
      paidAt: "2026-11-24T10:00:00.000Z",
      packageName: "Essential Relocation",
    });
    expect(email.text).toContain("Essential Relocation");
    expect(email.text).toContain("within 24 hours");
  });

  it("the refund gives the usual bank delay and says what stops, by kind", () => {
    const refund = (kind: "guide" | "subscription" | "invoice") =>
      refundConfirmationEmail("en", site, {
        productName: "X",
        amountCents: 1_900,
        refundedAt: "2026-11-26T10:00:00.000Z",
        kind,
      }).text;
    for (const kind of ["guide", "subscription", "invoice"] as const) {
      expect(refund(kind)).toContain("usually");
      expect(refund(kind)).toContain("5 to 10 business days");
      expect(refund(kind)).toContain(date("en", "2026-11-26T10:00:00.000Z"));
    }
    expect(refund("guide")).toContain("download link stops working");
    expect(refund("subscription")).toContain("Premium ends now");
    expect(refund("invoice")).toContain("done-for-you plan ends");
  });
});

describe("the automatic refund e-mail", () => {
  it("says what the person keeps, with its date, and that the second subscription will not be charged again", () => {
    const email = automaticRefundEmail("en", site, {
      reason: "already-subscribed",
      productName: "Premium Relocator (yearly)",
      amountCents: 29_000,
      paidAt: "2026-11-26T10:00:00.000Z",
      refundedAt: "2026-11-26T10:01:00.000Z",
      keptSince: "2026-12-26T10:00:00.000Z",
      guideLink: null,
    });
    expect(email.subject).toBe("We refunded a payment you made twice");
    expect(email.text).toContain(`runs until ${date("en", "2026-12-26T10:00:00.000Z")}`);
    expect(email.text).toContain("will never be charged again");
    expect(email.text).not.toContain("Premium ends");
  });

  it("does not say 'twice' for an invoice that could no longer be paid", () => {
    const email = automaticRefundEmail("fr", site, {
      reason: "not-payable",
      productName: "Family Premium",
      amountCents: 199_700,
      paidAt: "2026-11-26T10:00:00.000Z",
      refundedAt: "2026-11-26T10:01:00.000Z",
      keptSince: null,
      guideLink: null,
    });
    expect(email.subject).toBe("Nous avons remboursé votre paiement");
    expect(email.text).not.toContain("que vous aviez déjà");
  });
});
