import { absoluteLink } from "../../core/language-link.ts";
import type { Language } from "../../core/languages.ts";
import { textDirection } from "../../core/languages.ts";
import { formatMailDate, type Moment, priceWithVat } from "./receipt-formats.ts";
import { type EmailContent, renderEmail } from "./render-email.ts";

export type PaidInvoice = {
  number: string;
  totalCents: number;
  paidAt: Moment;
  /** The catalogue's proper name of the package, the same in every language. */
  packageName: string;
};

/**
 * The receipt of a paid done-for-you invoice: the package is active and the team makes the first
 * move within 24 hours (the same promise as the consultation's), so the customer knows they have
 * nothing to chase. Transactional: no unsubscribe link.
 */
const copy: Record<
  Language,
  Omit<EmailContent, "linkUrl" | "subject" | "intro" | "rows"> & {
    subject: (number: string) => string;
    intro: (number: string, packageName: string) => string;
    labels: { number: string; packageName: string; paidOn: string; amount: string };
  }
> = {
  en: {
    subject: (number) => `Payment received for invoice ${number}`,
    greeting: "Hello,",
    intro: (number, packageName) =>
      `Thank you: we have received your payment for invoice ${number}. Your ${packageName} package is active.`,
    labels: { number: "Invoice number", packageName: "Package", paidOn: "Paid on", amount: "Amount paid" },
    items: [
      {
        title: "We contact you within 24 hours",
        body: "A member of the team writes to you at this address within 24 hours to start: your situation, the documents to gather and the calendar.",
      },
      {
        title: "Your account",
        body: "Your profile now shows your done-for-you plan, and this invoice in PDF with your other invoices.",
      },
    ],
    outro: "Your plan and invoices, in your profile:",
    linkLabel: "Open my profile",
    signature: "The Passerelle team",
    disclaimer:
      "Passerelle gives guidance, not legal advice. You receive this receipt because an invoice of the Passerelle account of this address was paid.",
  },
  fr: {
    subject: (number) => `Paiement reçu pour la facture ${number}`,
    greeting: "Bonjour,",
    intro: (number, packageName) =>
      `Merci\u202f! Nous avons bien reçu votre paiement pour la facture ${number}. Votre formule ${packageName} est active.`,
    labels: { number: "Numéro de facture", packageName: "Formule", paidOn: "Payé le", amount: "Montant payé" },
    items: [
      {
        title: "Nous vous contactons sous 24 heures",
        body: "Un membre de l'équipe vous écrit à cette adresse sous 24 heures pour commencer\u202f: votre situation, les documents à réunir et le calendrier.",
      },
      {
        title: "Votre compte",
        body: "Votre profil affiche désormais votre formule clés en main, et cette facture en PDF avec vos autres factures.",
      },
    ],
    outro: "Votre formule et vos factures, dans votre profil\u202f:",
    linkLabel: "Ouvrir mon profil",
    signature: "L'équipe Passerelle",
    disclaimer:
      "Passerelle vous oriente mais ne fournit pas de conseil juridique. Vous recevez ce reçu car une facture du compte Passerelle de cette adresse a été payée.",
  },
  ar: {
    subject: (number) => `تم استلام دفع الفاتورة رقم ${number}`,
    greeting: "مرحبًا،",
    intro: (number, packageName) =>
      `شكرًا لك! لقد استلمنا دفعتك للفاتورة رقم ${number}. باقتك ${packageName} مفعّلة الآن.`,
    labels: { number: "رقم الفاتورة", packageName: "الباقة", paidOn: "تاريخ الدفع", amount: "المبلغ المدفوع" },
    items: [
      {
        title: "نتواصل معك خلال 24 ساعة",
        body: "يراسلك أحد أعضاء الفريق على هذا العنوان خلال 24 ساعة للبدء: وضعك، والوثائق المطلوب جمعها، والجدول الزمني.",
      },
      {
        title: "حسابك",
        body: "يعرض ملفك الشخصي الآن خطة الخدمة الشاملة، وهذه الفاتورة بصيغة PDF مع فواتيرك الأخرى.",
      },
    ],
    outro: "خطتك وفواتيرك في ملفك الشخصي:",
    linkLabel: "فتح ملفي الشخصي",
    signature: "فريق Passerelle",
    disclaimer:
      "تقدم Passerelle إرشادات وليس استشارة قانونية. تتلقى هذا الإيصال لأن فاتورة لحساب Passerelle المرتبط بهذا العنوان قد دُفعت.",
  },
};

export function invoicePaidEmail(language: Language, siteUrl: string, invoice: PaidInvoice) {
  const { subject, intro, labels, ...content } = copy[language];
  return renderEmail(
    {
      ...content,
      subject: subject(invoice.number),
      intro: intro(invoice.number, invoice.packageName),
      rows: [
        { label: labels.number, value: invoice.number },
        { label: labels.packageName, value: invoice.packageName },
        { label: labels.paidOn, value: formatMailDate(language, invoice.paidAt) },
        { label: labels.amount, value: priceWithVat(language, invoice.totalCents) },
      ],
      linkUrl: absoluteLink(siteUrl, "/profile", language),
    },
    textDirection(language),
    language,
  );
}
