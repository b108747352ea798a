import { absoluteLink } from "../../core/language-link.ts";
import type { Language } from "../../core/languages.ts";
import { textDirection } from "../../core/languages.ts";
import type { AutoRefundReason } from "../../core/orders.ts";
import { formatEuros } from "../../core/plans-catalogue.ts";
import { formatMailDate, formatMailDateTime, type Moment } from "./receipt-formats.ts";
import { refundCommon } from "./refund-common.ts";
import { type EmailContent, renderEmail } from "./render-email.ts";

export type AutomaticRefund = {
  reason: AutoRefundReason;
  /** What the second payment was for, in the catalogue's words and the reader's language. */
  productName: string;
  amountCents: number;
  paidAt: Moment;
  refundedAt: Moment;
  /** What the person keeps: the subscription's renewal (or end) day, the first payment's day. */
  keptSince: Moment | null;
  /** A guide already owned: a fresh download link for the order they keep, and its expiry. */
  guideLink: { url: string; expiresAt: Moment } | null;
};

type Copy = Pick<EmailContent, "greeting" | "signature" | "disclaimer"> & {
  /** The usual case (something already held), and an invoice that could no longer be paid. */
  subject: Record<"held" | "notPayable", string>;
  intro: (amount: string, product: string, date: string, held: boolean) => string;
  why: Record<AutoRefundReason, (date: string | null) => EmailContent["items"][number]>;
  labels: { product: string; amount: string; paidOn: string; refundedOn: string };
  guide: (expires: string) => { title: string; body: string; label: string };
  links: Record<"site" | "profile", { outro: string; label: string }>;
};

/**
 * A payment given back without being asked for (ADR 0064): it bought something the person
 * already held — a second Premium subscription from another tab, an invoice paid twice, the
 * guide bought twice by one address. The e-mail says what happened, that nothing they have
 * changes, and when the bank shows the money. Transactional: no unsubscribe link.
 */
const copy: Record<Language, Copy> = {
  en: {
    subject: { held: "We refunded a payment you made twice", notPayable: "We refunded your payment" },
    greeting: "Hello,",
    intro: (amount, product, date, held) =>
      `On ${date} you paid ${amount} for ${product}${held ? ", which you already had" : ""}. We have refunded this payment in full to the card used for it.`,
    why: {
      "already-subscribed": (date) => ({
        title: "Your Premium subscription is unchanged",
        body: date
          ? `Your account keeps the subscription it already had, which runs until ${date}. The second one has been stopped and will never be charged again.`
          : "Your account keeps the subscription it already had. The second one has been stopped and will never be charged again.",
      }),
      "already-paid": (date) => ({
        title: "The invoice was already paid",
        body: date
          ? `It was paid on ${date}; your done-for-you package is unchanged.`
          : "Your done-for-you package is unchanged.",
      }),
      "already-owned": (date) => ({
        title: "You already own the guide",
        body: date
          ? `You bought it on ${date}; nothing about that purchase changes.`
          : "Nothing about that purchase changes.",
      }),
      "not-payable": () => ({
        title: "This invoice could no longer be paid",
        body: "It had been refunded or withdrawn before your payment arrived. Reply to this e-mail if you expected to pay it.",
      }),
    },
    labels: { product: "Refunded", amount: "Amount refunded", paidOn: "Paid on", refundedOn: "Refunded on" },
    guide: (expires) => ({
      title: "Your guide, again",
      body: `A new download link for the guide you own, valid until ${expires}.`,
      label: "Download the guide",
    }),
    links: {
      site: { outro: "Passerelle stays open to you:", label: "Open Passerelle" },
      profile: { outro: "Your plan and payments, in your profile:", label: "Open my profile" },
    },
    signature: "The Passerelle team",
    disclaimer:
      "Passerelle gives guidance, not legal advice. You receive this e-mail because a payment made with this address was refunded.",
  },
  fr: {
    subject: {
      held: "Nous avons remboursé un paiement fait deux fois",
      notPayable: "Nous avons remboursé votre paiement",
    },
    greeting: "Bonjour,",
    intro: (amount, product, date, held) =>
      `Le ${date}, vous avez payé ${amount} pour ${product}${held ? ", que vous aviez déjà" : ""}. Nous avons remboursé intégralement ce paiement sur la carte utilisée.`,
    why: {
      "already-subscribed": (date) => ({
        title: "Votre abonnement Premium ne change pas",
        body: date
          ? `Votre compte garde l'abonnement qu'il avait déjà, en cours jusqu'au ${date}. Le second a été arrêté et ne sera plus jamais prélevé.`
          : "Votre compte garde l'abonnement qu'il avait déjà. Le second a été arrêté et ne sera plus jamais prélevé.",
      }),
      "already-paid": (date) => ({
        title: "La facture était déjà payée",
        body: date
          ? `Elle a été payée le ${date}\u202f; votre formule clés en main ne change pas.`
          : "Votre formule clés en main ne change pas.",
      }),
      "already-owned": (date) => ({
        title: "Vous avez déjà le guide",
        body: date ? `Vous l'avez acheté le ${date}\u202f; cet achat ne change pas.` : "Votre achat ne change pas.",
      }),
      "not-payable": () => ({
        title: "Cette facture ne pouvait plus être payée",
        body: "Elle avait été remboursée ou annulée avant l'arrivée de votre paiement. Répondez à cet e-mail si vous pensiez devoir la payer.",
      }),
    },
    labels: { product: "Remboursé", amount: "Montant remboursé", paidOn: "Payé le", refundedOn: "Remboursé le" },
    guide: (expires) => ({
      title: "Votre guide, à nouveau",
      body: `Un nouveau lien de téléchargement du guide que vous avez, valable jusqu'au ${expires}.`,
      label: "Télécharger le guide",
    }),
    links: {
      site: { outro: "Passerelle reste ouvert pour vous\u202f:", label: "Ouvrir Passerelle" },
      profile: { outro: "Votre formule et vos paiements, dans votre profil\u202f:", label: "Ouvrir mon profil" },
    },
    signature: "L'équipe Passerelle",
    disclaimer:
      "Passerelle vous oriente mais ne fournit pas de conseil juridique. Vous recevez cet e-mail car un paiement fait avec cette adresse a été remboursé.",
  },
  ar: {
    subject: { held: "أعدنا إليك مبلغ دفعة سددتها مرتين", notPayable: "أعدنا إليك مبلغ دفعتك" },
    greeting: "مرحبًا،",
    intro: (amount, product, date, held) =>
      `في ${date} دفعت ${amount} مقابل ${product}${held ? "، وكان لديك بالفعل" : ""}. لقد أعدنا هذه الدفعة كاملة إلى البطاقة المستخدمة فيها.`,
    why: {
      "already-subscribed": (date) => ({
        title: "اشتراكك في Premium لم يتغير",
        body: date
          ? `يحتفظ حسابك بالاشتراك الذي كان لديه، وهو سارٍ حتى ${date}. أوقفنا الاشتراك الثاني ولن يُخصم منه أي مبلغ بعد الآن.`
          : "يحتفظ حسابك بالاشتراك الذي كان لديه. أوقفنا الاشتراك الثاني ولن يُخصم منه أي مبلغ بعد الآن.",
      }),
      "already-paid": (date) => ({
        title: "كانت الفاتورة مدفوعة بالفعل",
        body: date
          ? `دُفعت في ${date}؛ ولم تتغير باقة الخدمة الشاملة الخاصة بك.`
          : "لم تتغير باقة الخدمة الشاملة الخاصة بك.",
      }),
      "already-owned": (date) => ({
        title: "الدليل لديك بالفعل",
        body: date ? `اشتريته في ${date}؛ ولا يتغير شيء في ذلك الشراء.` : "لا يتغير شيء في شرائك.",
      }),
      "not-payable": () => ({
        title: "لم يعد من الممكن دفع هذه الفاتورة",
        body: "كانت قد استُرد مبلغها أو أُلغيت قبل وصول دفعتك. رد على هذه الرسالة إن كنت تتوقع دفعها.",
      }),
    },
    labels: {
      product: "المنتج المسترد",
      amount: "المبلغ المسترد",
      paidOn: "تاريخ الدفع",
      refundedOn: "تاريخ الاسترداد",
    },
    guide: (expires) => ({
      title: "دليلك من جديد",
      body: `رابط تنزيل جديد للدليل الذي تملكه، صالح حتى ${expires}.`,
      label: "تنزيل الدليل",
    }),
    links: {
      site: { outro: "يبقى Passerelle في متناولك:", label: "افتح Passerelle" },
      profile: { outro: "خطتك ومدفوعاتك في ملفك الشخصي:", label: "فتح ملفي الشخصي" },
    },
    signature: "فريق Passerelle",
    disclaimer:
      "تقدم Passerelle إرشادات وليس استشارة قانونية. تتلقى هذه الرسالة لأن دفعة تمت بهذا العنوان قد استُرد مبلغها.",
  },
};

export function automaticRefundEmail(language: Language, siteUrl: string, refund: AutomaticRefund) {
  const { subject, intro, why, labels, guide, links, ...content } = copy[language];
  const { delay, questions } = refundCommon[language];
  const amount = formatEuros(refund.amountCents, language);
  const held = refund.reason !== "not-payable";
  const paidOn = formatMailDate(language, refund.paidAt);
  const kept = refund.keptSince ? formatMailDate(language, refund.keptSince) : null;
  const guideItem = refund.guideLink ? guide(formatMailDateTime(language, refund.guideLink.expiresAt)) : null;
  const link = refund.reason === "already-owned" ? links.site : links.profile;
  return renderEmail(
    {
      ...content,
      subject: held ? subject.held : subject.notPayable,
      intro: intro(amount, refund.productName, paidOn, held),
      rows: [
        { label: labels.product, value: refund.productName },
        { label: labels.amount, value: amount },
        { label: labels.paidOn, value: paidOn },
        { label: labels.refundedOn, value: formatMailDate(language, refund.refundedAt) },
      ],
      items: [
        why[refund.reason](kept),
        ...(guideItem && refund.guideLink
          ? [
              {
                title: guideItem.title,
                body: guideItem.body,
                link: { label: guideItem.label, url: refund.guideLink.url },
              },
            ]
          : []),
        delay,
        questions,
      ],
      outro: link.outro,
      linkLabel: link.label,
      linkUrl:
        refund.reason === "already-owned"
          ? absoluteLink(siteUrl, "/", language)
          : absoluteLink(siteUrl, "/profile", language),
    },
    textDirection(language),
    language,
  );
}
