import { absoluteLink } from "../../core/language-link.ts";
import type { Language } from "../../core/languages.ts";
import { textDirection } from "../../core/languages.ts";
import type { OrderKind } from "../../core/orders.ts";
import { formatEuros, subscriptionPlans } from "../../core/plans-catalogue.ts";
import { formatMailDate, type Moment } from "./receipt-formats.ts";
import { refundCommon } from "./refund-common.ts";
import { type EmailContent, renderEmail } from "./render-email.ts";

export type RefundSummary = {
  /** The catalogue's name of what was refunded (the guide, the plan or the package). */
  productName: string;
  amountCents: number;
  refundedAt: Moment;
  kind: OrderKind;
};

/**
 * Confirms a refund: what was refunded, when the bank shows it, and what stops with it (a
 * refunded purchase must not keep working: the guide's link, Premium, the done-for-you plan).
 * The delay is the card networks' usual one, not a promise of ours, hence "usually".
 * Transactional: no unsubscribe link.
 */
const copy: Record<
  Language,
  Omit<EmailContent, "linkUrl" | "subject" | "intro" | "items" | "rows" | "outro" | "linkLabel"> & {
    subject: (product: string) => string;
    intro: (amount: string, product: string) => string;
    labels: { product: string; amount: string; refundedOn: string };
    stops: Record<OrderKind, (freePlan: string) => EmailContent["items"][number]>;
    /** A guide may be bought without an account: its refund points to the site, not a profile. */
    links: Record<"site" | "profile", { outro: string; label: string }>;
  }
> = {
  en: {
    subject: (product) => `Your refund for ${product}`,
    greeting: "Hello,",
    intro: (amount, product) => `We have refunded ${amount} for ${product} to the card used for the payment.`,
    labels: { product: "Refunded", amount: "Amount refunded", refundedOn: "Refunded on" },
    stops: {
      guide: () => ({
        title: "The guide's download link stops working",
        body: "The link sent with your receipt no longer opens the guide.",
      }),
      subscription: (freePlan) => ({
        title: "Premium ends now",
        body: `Your account returns to the free plan, ${freePlan}.`,
      }),
      invoice: () => ({
        title: "Your done-for-you plan ends",
        body: "Your account returns to the plan it had before this package.",
      }),
    },
    links: {
      site: { outro: "Passerelle stays open to you:", label: "Open Passerelle" },
      profile: { outro: "Your plan, in your profile:", label: "Open my profile" },
    },
    signature: "The Passerelle team",
    disclaimer:
      "Passerelle gives guidance, not legal advice. You receive this e-mail because a purchase made with this address was refunded.",
  },
  fr: {
    subject: (product) => `Votre remboursement pour ${product}`,
    greeting: "Bonjour,",
    intro: (amount, product) =>
      `Nous avons remboursé ${amount} pour ${product} sur la carte utilisée pour le paiement.`,
    labels: { product: "Remboursé", amount: "Montant remboursé", refundedOn: "Remboursé le" },
    stops: {
      guide: () => ({
        title: "Le lien de téléchargement du guide ne fonctionne plus",
        body: "Le lien envoyé avec votre reçu n'ouvre plus le guide.",
      }),
      subscription: (freePlan) => ({
        title: "Premium prend fin maintenant",
        body: `Votre compte revient à la formule gratuite, ${freePlan}.`,
      }),
      invoice: () => ({
        title: "Votre formule clés en main prend fin",
        body: "Votre compte revient à la formule qu'il avait avant.",
      }),
    },
    links: {
      site: { outro: "Passerelle reste ouvert pour vous\u202f:", label: "Ouvrir Passerelle" },
      profile: { outro: "Votre formule, dans votre profil\u202f:", label: "Ouvrir mon profil" },
    },
    signature: "L'équipe Passerelle",
    disclaimer:
      "Passerelle vous oriente mais ne fournit pas de conseil juridique. Vous recevez cet e-mail car un achat fait avec cette adresse a été remboursé.",
  },
  ar: {
    subject: (product) => `استرداد مبلغ ${product}`,
    greeting: "مرحبًا،",
    intro: (amount, product) => `لقد أعدنا ${amount} مقابل ${product} إلى البطاقة المستخدمة في الدفع.`,
    labels: { product: "المنتج المسترد", amount: "المبلغ المسترد", refundedOn: "تاريخ الاسترداد" },
    stops: {
      guide: () => ({
        title: "يتوقف رابط تنزيل الدليل عن العمل",
        body: "لم يعد الرابط المرسل مع إيصالك يفتح الدليل.",
      }),
      subscription: (freePlan) => ({
        title: "ينتهي Premium الآن",
        body: `يعود حسابك إلى الخطة المجانية ${freePlan}.`,
      }),
      invoice: () => ({
        title: "تنتهي خطة الخدمة الشاملة",
        body: "يعود حسابك إلى الخطة التي كانت لديه قبل هذه الباقة.",
      }),
    },
    links: {
      site: { outro: "يبقى Passerelle في متناولك:", label: "افتح Passerelle" },
      profile: { outro: "خطتك في ملفك الشخصي:", label: "فتح ملفي الشخصي" },
    },
    signature: "فريق Passerelle",
    disclaimer:
      "تقدم Passerelle إرشادات وليس استشارة قانونية. تتلقى هذه الرسالة لأن عملية شراء تمت بهذا العنوان قد استُرد مبلغها.",
  },
};

export function refundConfirmationEmail(language: Language, siteUrl: string, refund: RefundSummary) {
  const { subject, intro, labels, stops, links, ...content } = copy[language];
  const { delay, questions } = refundCommon[language];
  const freePlan = subscriptionPlans.find((plan) => plan.tier === "free")!;
  const amount = formatEuros(refund.amountCents, language);
  const link = refund.kind === "guide" ? links.site : links.profile;
  return renderEmail(
    {
      ...content,
      subject: subject(refund.productName),
      intro: intro(amount, refund.productName),
      rows: [
        { label: labels.product, value: refund.productName },
        { label: labels.amount, value: amount },
        { label: labels.refundedOn, value: formatMailDate(language, refund.refundedAt) },
      ],
      items: [delay, stops[refund.kind](freePlan.name), questions],
      outro: link.outro,
      linkLabel: link.label,
      linkUrl:
        refund.kind === "guide" ? absoluteLink(siteUrl, "/", language) : absoluteLink(siteUrl, "/profile", language),
    },
    textDirection(language),
    language,
  );
}
