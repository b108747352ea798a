import type { Language } from "../../core/languages.ts";
import { textDirection } from "../../core/languages.ts";
import { productNames } from "../commerce/product-names.ts";
import {
  absoluteUrl,
  dayCount,
  formatMailDate,
  formatMailDateTime,
  guaranteeEnds,
  type Moment,
  priceWithVat,
} from "./receipt-formats.ts";
import { type EmailContent, renderEmail } from "./render-email.ts";

export type GuideReceipt = {
  orderId: string;
  amountCents: number;
  paidAt: Moment;
  /** The signed, expiring link of this paid order (a path on the site or a whole address). */
  downloadUrl: string;
  downloadExpiresAt: Moment;
  guaranteeDays: number;
};

type Facts = {
  reference: string;
  amount: string;
  paidOn: string;
  expiresOn: string;
  days: string;
  dayNumber: number;
  lastDay: string;
};

/**
 * The receipt of the 19 € PDF guide, with its download link (it may be bought without an
 * account, so this e-mail is the buyer's way back to the file) and the 7-day money-back guarantee.
 * Transactional: no unsubscribe link (ADR 0025).
 */
const copy: Record<
  Language,
  Omit<EmailContent, "linkUrl" | "subject" | "intro" | "items" | "rows"> & {
    subject: (reference: string) => string;
    intro: string;
    labels: { product: string; reference: string; paidOn: string; amount: string };
    items: (facts: Facts) => EmailContent["items"];
  }
> = {
  en: {
    subject: (reference) => `Your receipt for the Passerelle PDF guide (order ${reference})`,
    greeting: "Hello,",
    intro: "Thank you for your purchase: your payment has been received and your guide is ready to download.",
    labels: { product: "Product", reference: "Order reference", paidOn: "Paid on", amount: "Amount paid" },
    items: (facts) => [
      {
        title: "Download your guide",
        body: `The link below belongs to your order and works until ${facts.expiresOn}. Keep this e-mail; if the link has expired, reply to it and we will send you a new one.`,
      },
      {
        // An English count before a noun is a compound adjective: "a 7-day guarantee".
        title: `${facts.dayNumber}-day money-back guarantee`,
        body: `If the guide does not help you, ask for your money back within ${facts.days} of payment (until ${facts.lastDay}): reply to this e-mail with your order reference ${facts.reference}. We refund the full amount to your card.`,
      },
    ],
    outro: "Your guide, in PDF:",
    linkLabel: "Download the guide",
    signature: "The Passerelle team",
    disclaimer:
      "Passerelle gives guidance, not legal advice: the guide explains the rules and points to the official sources, it does not replace a lawyer. You receive this receipt because this address was used to buy the guide on our site.",
  },
  fr: {
    subject: (reference) => `Votre reçu pour le guide PDF Passerelle (commande ${reference})`,
    greeting: "Bonjour,",
    intro: "Merci pour votre achat\u202f: votre paiement a bien été reçu et votre guide est prêt à être téléchargé.",
    labels: { product: "Produit", reference: "Référence de commande", paidOn: "Payé le", amount: "Montant payé" },
    items: (facts) => [
      {
        title: "Téléchargez votre guide",
        body: `Le lien ci-dessous est propre à votre commande et fonctionne jusqu'au ${facts.expiresOn}. Gardez cet e-mail\u202f; si le lien a expiré, répondez-y et nous vous en enverrons un nouveau.`,
      },
      {
        title: `Satisfait ou remboursé pendant ${facts.days}`,
        body: `Si le guide ne vous aide pas, demandez votre remboursement dans les ${facts.days} suivant le paiement (jusqu'au ${facts.lastDay})\u202f: répondez à cet e-mail en indiquant votre référence de commande ${facts.reference}. Nous remboursons la totalité du montant sur votre carte.`,
      },
    ],
    outro: "Votre guide, en PDF\u202f:",
    linkLabel: "Télécharger le guide",
    signature: "L'équipe Passerelle",
    disclaimer:
      "Passerelle vous oriente mais ne fournit pas de conseil juridique\u202f: le guide explique les règles et renvoie aux sources officielles, il ne remplace pas un avocat. Vous recevez ce reçu car cette adresse a servi à acheter le guide sur notre site.",
  },
  ar: {
    subject: (reference) => `إيصال شراء دليل Passerelle بصيغة PDF (الطلب ${reference})`,
    greeting: "مرحبًا،",
    intro: "شكرًا لشرائك: تم استلام دفعتك ودليلك جاهز للتنزيل.",
    labels: { product: "المنتج", reference: "مرجع الطلب", paidOn: "تاريخ الدفع", amount: "المبلغ المدفوع" },
    items: (facts) => [
      {
        title: "نزّل دليلك",
        body: `الرابط أدناه خاص بطلبك ويعمل حتى ${facts.expiresOn}. احتفظ بهذه الرسالة؛ إذا انتهت صلاحية الرابط، رد عليها وسنرسل لك رابطًا جديدًا.`,
      },
      {
        title: `ضمان استرداد المال لمدة ${facts.days}`,
        body: `إذا لم يساعدك الدليل، اطلب استرداد أموالك خلال ${facts.days} من الدفع (حتى ${facts.lastDay}): رد على هذه الرسالة مع ذكر مرجع طلبك ${facts.reference}. نعيد المبلغ كاملًا إلى بطاقتك.`,
      },
    ],
    outro: "دليلك بصيغة PDF:",
    linkLabel: "تنزيل الدليل",
    signature: "فريق Passerelle",
    disclaimer:
      "تقدم Passerelle إرشادات وليس استشارة قانونية: يشرح الدليل القواعد ويحيل إلى المصادر الرسمية، ولا يغني عن محامٍ. تتلقى هذا الإيصال لأن هذا العنوان استُخدم لشراء الدليل على موقعنا.",
  },
};

export function guideReceiptEmail(language: Language, siteUrl: string, receipt: GuideReceipt) {
  const { subject, intro, labels, items, ...content } = copy[language];
  // The order id is a long random string; its first 8 characters, upper-cased, are enough for a
  // person to quote in a reply and for the team to find the order.
  const reference = receipt.orderId.slice(0, 8).toUpperCase();
  const facts: Facts = {
    reference,
    amount: priceWithVat(language, receipt.amountCents),
    paidOn: formatMailDate(language, receipt.paidAt),
    expiresOn: formatMailDateTime(language, receipt.downloadExpiresAt),
    days: dayCount(language, receipt.guaranteeDays),
    dayNumber: receipt.guaranteeDays,
    lastDay: formatMailDate(language, guaranteeEnds(receipt.paidAt, receipt.guaranteeDays)),
  };
  return renderEmail(
    {
      ...content,
      subject: subject(reference),
      intro,
      rows: [
        { label: labels.product, value: productNames(language).guide },
        { label: labels.reference, value: reference },
        { label: labels.paidOn, value: facts.paidOn },
        { label: labels.amount, value: facts.amount },
      ],
      items: items(facts),
      linkUrl: absoluteUrl(siteUrl, receipt.downloadUrl),
    },
    textDirection(language),
    language,
  );
}
