import { absoluteLink } from "../../core/language-link.ts";
import type { Language } from "../../core/languages.ts";
import { textDirection } from "../../core/languages.ts";
import { subscriptionPlans } from "../../core/plans-catalogue.ts";
import { formatMailDate, type Moment } from "./receipt-formats.ts";
import { type EmailContent, renderEmail } from "./render-email.ts";

export type SubscriptionCancellation = {
  planName: string;
  /** The end of the period already paid: Premium stays until then. */
  endsAt: Moment;
};

type Facts = { endsOn: string; freePlan: string };

/**
 * Confirms a cancellation: nothing more is charged, Premium stays until the end of the period
 * already paid, then the account is on the free plan; subscribing again is one page away. It also
 * tells someone who did not cancel what to do, since a cancellation is a change to their account.
 * Transactional: no unsubscribe link.
 */
const copy: Record<
  Language,
  Omit<EmailContent, "linkUrl" | "subject" | "intro" | "items" | "rows"> & {
    subject: (plan: string) => string;
    intro: (plan: string) => string;
    labels: { plan: string; endsOn: string };
    items: (facts: Facts) => EmailContent["items"];
  }
> = {
  en: {
    subject: (plan) => `Your ${plan} subscription is cancelled`,
    greeting: "Hello,",
    intro: (plan) =>
      `We confirm the cancellation of your ${plan} subscription. It will not renew and nothing more will be charged.`,
    labels: { plan: "Plan", endsOn: "Premium until" },
    items: (facts) => [
      {
        title: `Premium stays until ${facts.endsOn}`,
        body: `You keep every Premium feature until the end of the period already paid. After that, your account moves to the free plan, ${facts.freePlan}.`,
      },
      {
        title: "Changed your mind?",
        body: "You can subscribe again at any time from the pricing page.",
      },
      {
        title: "Did not cancel?",
        body: "Reply to this e-mail and we will look into it with you.",
      },
    ],
    outro: "Plans and prices:",
    linkLabel: "See the pricing page",
    signature: "The Passerelle team",
    disclaimer:
      "Passerelle gives guidance, not legal advice. You receive this e-mail because the subscription of the Passerelle account of this address was cancelled.",
  },
  fr: {
    subject: (plan) => `Votre abonnement ${plan} est résilié`,
    greeting: "Bonjour,",
    intro: (plan) =>
      `Nous confirmons la résiliation de votre abonnement ${plan}. Il ne sera pas renouvelé et plus rien ne vous sera prélevé.`,
    labels: { plan: "Formule", endsOn: "Premium jusqu'au" },
    items: (facts) => [
      {
        title: `Premium reste actif jusqu'au ${facts.endsOn}`,
        body: `Vous gardez toutes les fonctions Premium jusqu'à la fin de la période déjà payée. Ensuite, votre compte passe à la formule gratuite, ${facts.freePlan}.`,
      },
      {
        title: "Vous changez d'avis\u202f?",
        body: "Vous pouvez vous réabonner à tout moment depuis la page des tarifs.",
      },
      {
        title: "Vous n'avez pas résilié\u202f?",
        body: "Répondez à cet e-mail et nous examinerons la situation avec vous.",
      },
    ],
    outro: "Formules et tarifs\u202f:",
    linkLabel: "Voir la page des tarifs",
    signature: "L'équipe Passerelle",
    disclaimer:
      "Passerelle vous oriente mais ne fournit pas de conseil juridique. Vous recevez cet e-mail car l'abonnement du compte Passerelle de cette adresse a été résilié.",
  },
  ar: {
    subject: (plan) => `تم إلغاء اشتراكك في ${plan}`,
    greeting: "مرحبًا،",
    intro: (plan) => `نؤكد إلغاء اشتراكك في ${plan}. لن يتجدد ولن يُخصم منك أي مبلغ آخر.`,
    labels: { plan: "الخطة", endsOn: "يبقى Premium فعّالًا حتى" },
    items: (facts) => [
      {
        title: `يبقى Premium فعّالًا حتى ${facts.endsOn}`,
        body: `تحتفظ بجميع ميزات Premium حتى نهاية الفترة المدفوعة. بعد ذلك ينتقل حسابك إلى الخطة المجانية ${facts.freePlan}.`,
      },
      {
        title: "غيّرت رأيك؟",
        body: "يمكنك الاشتراك من جديد في أي وقت من صفحة الأسعار.",
      },
      {
        title: "لم تطلب الإلغاء؟",
        body: "رد على هذه الرسالة وسننظر في الأمر معك.",
      },
    ],
    outro: "الخطط والأسعار:",
    linkLabel: "عرض صفحة الأسعار",
    signature: "فريق Passerelle",
    disclaimer:
      "تقدم Passerelle إرشادات وليس استشارة قانونية. تتلقى هذه الرسالة لأن اشتراك حساب Passerelle المرتبط بهذا العنوان قد أُلغي.",
  },
};

export function subscriptionCancelledEmail(
  language: Language,
  siteUrl: string,
  cancellation: SubscriptionCancellation,
) {
  const { subject, intro, labels, items, ...content } = copy[language];
  const freePlan = subscriptionPlans.find((plan) => plan.tier === "free")!;
  const endsOn = formatMailDate(language, cancellation.endsAt);
  return renderEmail(
    {
      ...content,
      subject: subject(cancellation.planName),
      intro: intro(cancellation.planName),
      rows: [
        { label: labels.plan, value: cancellation.planName },
        { label: labels.endsOn, value: endsOn },
      ],
      items: items({ endsOn, freePlan: freePlan.name }),
      linkUrl: absoluteLink(siteUrl, "/pricing", language),
    },
    textDirection(language),
    language,
  );
}
