import { absoluteLink } from "../../core/language-link.ts";
import type { Language } from "../../core/languages.ts";
import { textDirection } from "../../core/languages.ts";
import type { BillingInterval } from "../../core/plans-catalogue.ts";
import { dayCount, formatMailDate, guaranteeEnds, type Moment, priceWithVat } from "./receipt-formats.ts";
import { type EmailContent, renderEmail } from "./render-email.ts";

export type SubscriptionReceipt = {
  planName: string;
  interval: BillingInterval;
  amountCents: number;
  paidAt: Moment;
  renewsAt: Moment;
  guaranteeDays: number;
  /** false: the first payment (a welcome); true: a later period's automatic payment. */
  renewal: boolean;
};

type Facts = { plan: string; renewsOn: string; days: string; dayNumber: number; lastDay: string };

type Wording = {
  subject: (plan: string) => string;
  intro: (plan: string) => string;
};

/**
 * The receipt of a Premium payment: the first one welcomes (Premium works at once, no need to
 * sign out and in again), a renewal only confirms. Both say where billing is managed (the
 * profile) and keep the 30-day money-back guarantee in view. Transactional: no unsubscribe link.
 */
const copy: Record<
  Language,
  Omit<EmailContent, "linkUrl" | "subject" | "intro" | "items" | "rows"> & {
    first: Wording;
    renewal: Wording;
    intervals: Record<BillingInterval, string>;
    labels: { plan: string; paidOn: string; amount: string; renewsOn: string };
    welcomeItem: EmailContent["items"][number];
    items: (facts: Facts) => EmailContent["items"];
  }
> = {
  en: {
    greeting: "Hello,",
    first: {
      subject: (plan) => `Welcome to ${plan}: your receipt`,
      intro: (plan) =>
        `Thank you: your ${plan} subscription is active now. Every Premium feature is already open in your account, without signing out.`,
    },
    renewal: {
      subject: (plan) => `Your ${plan} subscription is renewed: your receipt`,
      intro: (plan) => `Your ${plan} subscription has been renewed. Thank you for staying with Passerelle.`,
    },
    intervals: { month: "billed monthly", year: "billed yearly" },
    labels: { plan: "Plan", paidOn: "Paid on", amount: "Amount paid", renewsOn: "Next renewal" },
    welcomeItem: {
      title: "What Premium opens",
      body: "The AI assistant, every calculator with saved scenarios, saved city comparisons on your dashboard, unlimited detailed assessments and the Premium visa details.",
    },
    items: (facts) => [
      {
        title: "Renewal and billing",
        body: `Your subscription renews automatically on ${facts.renewsOn}. Your profile shows your plan and its renewal date, and its "Manage billing" button lets you change your payment details or cancel at any time; Premium then stays until the end of the period already paid.`,
      },
      {
        // An English count before a noun is a compound adjective: "a 7-day guarantee".
        title: `${facts.dayNumber}-day money-back guarantee`,
        body: `If Premium does not help you, ask for your money back within ${facts.days} of this payment (until ${facts.lastDay}): reply to this e-mail.`,
      },
    ],
    outro: "Your plan and billing, in your profile:",
    linkLabel: "Open my profile",
    signature: "The Passerelle team",
    disclaimer:
      "Passerelle gives guidance, not legal advice. You receive this receipt because a subscription was paid for with the Passerelle account of this address.",
  },
  fr: {
    greeting: "Bonjour,",
    first: {
      subject: (plan) => `Bienvenue dans ${plan}\u202f: votre reçu`,
      intro: (plan) =>
        `Merci\u202f! Votre abonnement ${plan} est actif dès maintenant. Toutes les fonctions Premium sont déjà ouvertes dans votre compte, sans avoir à vous déconnecter.`,
    },
    renewal: {
      subject: (plan) => `Votre abonnement ${plan} est renouvelé\u202f: votre reçu`,
      intro: (plan) => `Votre abonnement ${plan} a été renouvelé. Merci de votre fidélité à Passerelle.`,
    },
    intervals: { month: "facturé mensuellement", year: "facturé annuellement" },
    labels: { plan: "Formule", paidOn: "Payé le", amount: "Montant payé", renewsOn: "Prochain renouvellement" },
    welcomeItem: {
      title: "Ce que Premium ouvre",
      body: "L'assistant IA, tous les calculateurs avec scénarios enregistrés, les comparaisons de villes enregistrées dans votre tableau de bord, les évaluations détaillées illimitées et les détails Premium des visas.",
    },
    items: (facts) => [
      {
        title: "Renouvellement et facturation",
        body: `Votre abonnement se renouvelle automatiquement le ${facts.renewsOn}. Votre profil affiche votre formule et sa date de renouvellement, et son bouton «\u202fGérer la facturation\u202f» vous permet de modifier votre moyen de paiement ou de résilier à tout moment\u202f; Premium reste alors actif jusqu'à la fin de la période déjà payée.`,
      },
      {
        title: `Satisfait ou remboursé pendant ${facts.days}`,
        body: `Si Premium ne vous aide pas, demandez votre remboursement dans les ${facts.days} suivant ce paiement (jusqu'au ${facts.lastDay})\u202f: répondez à cet e-mail.`,
      },
    ],
    outro: "Votre formule et votre facturation, dans votre profil\u202f:",
    linkLabel: "Ouvrir mon profil",
    signature: "L'équipe Passerelle",
    disclaimer:
      "Passerelle vous oriente mais ne fournit pas de conseil juridique. Vous recevez ce reçu car un abonnement a été payé avec le compte Passerelle de cette adresse.",
  },
  ar: {
    greeting: "مرحبًا،",
    first: {
      subject: (plan) => `مرحبًا بك في ${plan}: إيصالك`,
      intro: (plan) =>
        `شكرًا لك! اشتراكك في ${plan} فعّال الآن. جميع ميزات Premium مفتوحة في حسابك بالفعل، دون الحاجة إلى تسجيل الخروج.`,
    },
    renewal: {
      subject: (plan) => `تم تجديد اشتراكك في ${plan}: إيصالك`,
      intro: (plan) => `تم تجديد اشتراكك في ${plan}. شكرًا لبقائك مع Passerelle.`,
    },
    intervals: { month: "بفوترة شهرية", year: "بفوترة سنوية" },
    labels: { plan: "الخطة", paidOn: "تاريخ الدفع", amount: "المبلغ المدفوع", renewsOn: "التجديد القادم" },
    welcomeItem: {
      title: "ما يفتحه لك Premium",
      body: "المساعد الذكي، وجميع الحاسبات مع حفظ السيناريوهات، وحفظ مقارنات المدن في لوحة التحكم، وتقييمات مفصلة غير محدودة، وتفاصيل التأشيرات الخاصة بـ Premium.",
    },
    items: (facts) => [
      {
        title: "التجديد والفوترة",
        body: `يتجدد اشتراكك تلقائيًا في ${facts.renewsOn}. يعرض ملفك الشخصي خطتك وتاريخ تجديدها، ويتيح لك زر «إدارة الفوترة» تغيير وسيلة الدفع أو الإلغاء في أي وقت؛ ويبقى Premium فعّالًا حتى نهاية الفترة المدفوعة.`,
      },
      {
        title: `ضمان استرداد المال لمدة ${facts.days}`,
        body: `إذا لم يساعدك Premium، اطلب استرداد أموالك خلال ${facts.days} من هذا الدفع (حتى ${facts.lastDay}): رد على هذه الرسالة.`,
      },
    ],
    outro: "خطتك وفوترتك في ملفك الشخصي:",
    linkLabel: "فتح ملفي الشخصي",
    signature: "فريق Passerelle",
    disclaimer:
      "تقدم Passerelle إرشادات وليس استشارة قانونية. تتلقى هذا الإيصال لأن اشتراكًا دُفع بحساب Passerelle المرتبط بهذا العنوان.",
  },
};

export function subscriptionReceiptEmail(language: Language, siteUrl: string, receipt: SubscriptionReceipt) {
  const { first, renewal, intervals, labels, welcomeItem, items, ...content } = copy[language];
  const wording = receipt.renewal ? renewal : first;
  const facts: Facts = {
    // Arabic joins with its own comma.
    plan: `${receipt.planName}${language === "ar" ? "، " : ", "}${intervals[receipt.interval]}`,
    renewsOn: formatMailDate(language, receipt.renewsAt),
    days: dayCount(language, receipt.guaranteeDays),
    dayNumber: receipt.guaranteeDays,
    lastDay: formatMailDate(language, guaranteeEnds(receipt.paidAt, receipt.guaranteeDays)),
  };
  return renderEmail(
    {
      ...content,
      subject: wording.subject(receipt.planName),
      intro: wording.intro(receipt.planName),
      rows: [
        { label: labels.plan, value: facts.plan },
        { label: labels.paidOn, value: formatMailDate(language, receipt.paidAt) },
        { label: labels.amount, value: priceWithVat(language, receipt.amountCents) },
        { label: labels.renewsOn, value: facts.renewsOn },
      ],
      // The first receipt says what was bought; a renewal's reader already knows.
      items: receipt.renewal ? items(facts) : [welcomeItem, ...items(facts)],
      linkUrl: absoluteLink(siteUrl, "/profile", language),
    },
    textDirection(language),
    language,
  );
}
