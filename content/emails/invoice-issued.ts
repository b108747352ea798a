import { absoluteLink } from "../../core/language-link.ts";
import type { Language } from "../../core/languages.ts";
import { textDirection } from "../../core/languages.ts";
import { formatEuros } from "../../core/plans-catalogue.ts";
import { absoluteUrl, priceWithVat } from "./receipt-formats.ts";
import { type EmailContent, renderEmail } from "./render-email.ts";

export type InvoiceLineSummary = {
  /** Already in the customer's language (the invoice module words its lines). */
  description: string;
  quantity: number;
  /** What this line costs in all (quantity × unit price), VAT included. */
  amountCents: number;
};

export type IssuedInvoice = {
  number: string;
  /** Typed by an administrator on the invoice, not by a stranger: safe to greet by. */
  customerName: string;
  lines: InvoiceLineSummary[];
  totalCents: number;
  /** The invoice's payment page (a path on the site or a whole address). */
  payUrl: string;
};

/**
 * A done-for-you invoice to pay: its lines and total with the VAT part, the pay link, and where
 * the PDF is kept (the profile). Transactional: no unsubscribe link.
 */
const copy: Record<
  Language,
  Omit<EmailContent, "linkUrl" | "subject" | "greeting" | "rows" | "secondLink"> & {
    subject: (number: string) => string;
    greeting: (name: string) => string;
    labels: { number: string; total: string };
    profileLabel: string;
  }
> = {
  en: {
    subject: (number) => `Your Passerelle invoice ${number}`,
    greeting: (name) => (name ? `Hello ${name},` : "Hello,"),
    intro: "Here is the invoice for your done-for-you package. You can pay it online by card.",
    labels: { number: "Invoice number", total: "Total" },
    items: [
      {
        title: "Pay by card",
        body: "The link below opens the secure payment page of this invoice. Once the payment is received, we send you a receipt and the team contacts you within 24 hours to start.",
      },
      {
        title: "Your invoice in PDF",
        body: "The invoice, in PDF, is in your profile with your other invoices.",
      },
      {
        title: "A question about this invoice?",
        body: "Reply to this e-mail before paying and we will answer.",
      },
    ],
    outro: "Pay your invoice online:",
    linkLabel: "Pay the invoice",
    profileLabel: "My invoices, in my profile",
    signature: "The Passerelle team",
    disclaimer:
      "Passerelle gives guidance, not legal advice. You receive this e-mail because our team issued this invoice to the Passerelle account of this address.",
  },
  fr: {
    subject: (number) => `Votre facture Passerelle ${number}`,
    greeting: (name) => (name ? `Bonjour ${name},` : "Bonjour,"),
    intro: "Voici la facture de votre formule clés en main. Vous pouvez la régler en ligne par carte.",
    labels: { number: "Numéro de facture", total: "Total" },
    items: [
      {
        title: "Payer par carte",
        body: "Le lien ci-dessous ouvre la page de paiement sécurisée de cette facture. Dès réception du paiement, nous vous envoyons un reçu et l'équipe vous contacte sous 24 heures pour commencer.",
      },
      {
        title: "Votre facture en PDF",
        body: "La facture, en PDF, se trouve dans votre profil avec vos autres factures.",
      },
      {
        title: "Une question sur cette facture\u202f?",
        body: "Répondez à cet e-mail avant de payer et nous vous répondrons.",
      },
    ],
    outro: "Réglez votre facture en ligne\u202f:",
    linkLabel: "Payer la facture",
    profileLabel: "Mes factures, dans mon profil",
    signature: "L'équipe Passerelle",
    disclaimer:
      "Passerelle vous oriente mais ne fournit pas de conseil juridique. Vous recevez cet e-mail car notre équipe a émis cette facture pour le compte Passerelle de cette adresse.",
  },
  ar: {
    subject: (number) => `فاتورتك من Passerelle رقم ${number}`,
    greeting: (name) => (name ? `مرحبًا ${name}،` : "مرحبًا،"),
    intro: "إليك فاتورة باقة الخدمة الشاملة الخاصة بك. يمكنك دفعها عبر الإنترنت بالبطاقة.",
    labels: { number: "رقم الفاتورة", total: "المجموع" },
    items: [
      {
        title: "الدفع بالبطاقة",
        body: "يفتح الرابط أدناه صفحة الدفع الآمنة لهذه الفاتورة. عند استلام الدفعة، نرسل لك إيصالًا ويتواصل معك الفريق خلال 24 ساعة للبدء.",
      },
      {
        title: "فاتورتك بصيغة PDF",
        body: "الفاتورة بصيغة PDF موجودة في ملفك الشخصي مع فواتيرك الأخرى.",
      },
      {
        title: "لديك سؤال حول هذه الفاتورة؟",
        body: "رد على هذه الرسالة قبل الدفع وسنجيبك.",
      },
    ],
    outro: "ادفع فاتورتك عبر الإنترنت:",
    linkLabel: "دفع الفاتورة",
    profileLabel: "فواتيري في ملفي الشخصي",
    signature: "فريق Passerelle",
    disclaimer:
      "تقدم Passerelle إرشادات وليس استشارة قانونية. تتلقى هذه الرسالة لأن فريقنا أصدر هذه الفاتورة لحساب Passerelle المرتبط بهذا العنوان.",
  },
};

export function invoiceIssuedEmail(language: Language, siteUrl: string, invoice: IssuedInvoice) {
  const { subject, greeting, labels, profileLabel, ...content } = copy[language];
  // "× 3" reads the same in the three languages; a single item needs no count.
  const lineLabel = (line: InvoiceLineSummary) =>
    line.quantity === 1 ? line.description : `${line.description} × ${line.quantity}`;
  return renderEmail(
    {
      ...content,
      subject: subject(invoice.number),
      greeting: greeting(invoice.customerName),
      rows: [
        { label: labels.number, value: invoice.number },
        ...invoice.lines.map((line) => ({ label: lineLabel(line), value: formatEuros(line.amountCents, language) })),
        { label: labels.total, value: priceWithVat(language, invoice.totalCents) },
      ],
      linkUrl: absoluteUrl(siteUrl, invoice.payUrl),
      secondLink: { label: profileLabel, url: absoluteLink(siteUrl, "/profile", language) },
    },
    textDirection(language),
    language,
  );
}
