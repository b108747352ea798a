import type { Language } from "../../core/languages.ts";
import type { SubscriptionPlanId } from "../../core/plans-catalogue.ts";
import { type CapabilityId, isShipped } from "../../core/shipped-capabilities.ts";

/**
 * What each subscription gives. Each feature names the capability that delivers it; whether it is
 * live comes from core/shipped-capabilities.ts, the one list of what the product does today
 * (ADR 0061). The pricing page marks the others "coming soon" and the assistant's pricing passages
 * leave them out, so a plan never sells as present something that is not built yet, and shipping a
 * capability flips every feature that names it without anyone remembering this file. A line that
 * sums up another plan ("Everything in Free Explorer") names that plan instead: each of its items
 * carries its own label there.
 */
type FeatureSource = { id: string; text: Record<Language, string> } & (
  | { capability: CapabilityId }
  | { includes: SubscriptionPlanId }
);

export type PlanFeature = FeatureSource & { live: boolean };

const features: Record<SubscriptionPlanId, FeatureSource[]> = {
  "free-explorer": [
    {
      id: "quick-assessment",
      capability: "quick-assessment",
      text: {
        en: "The quick visa assessment, as often as you like",
        fr: "L'évaluation rapide de visa, autant de fois que vous voulez",
        ar: "التقييم السريع للتأشيرة، كلما أردت",
      },
    },
    {
      id: "saved-assessments",
      capability: "saved-assessments",
      text: {
        en: "Your assessments saved in your account",
        fr: "Vos évaluations enregistrées dans votre compte",
        ar: "تقييماتك محفوظة في حسابك",
      },
    },
    {
      id: "guides",
      capability: "visa-guides",
      text: {
        en: "Every visa page and city guide, with official sources (premium sections excepted)",
        fr: "Toutes les pages visa et les guides des villes, avec les sources officielles (hors sections premium)",
        ar: "جميع صفحات التأشيرات وأدلة المدن، مع المصادر الرسمية (باستثناء الأقسام المميزة)",
      },
    },
    {
      id: "checklist",
      capability: "emailed-checklist",
      text: {
        en: "The relocation checklist by e-mail",
        fr: "La liste de préparation au départ par e-mail",
        ar: "قائمة التحضير للانتقال عبر البريد الإلكتروني",
      },
    },
    {
      id: "email-support",
      capability: "contact-form",
      text: {
        en: "Answers by e-mail through our contact form",
        fr: "Des réponses par e-mail via notre formulaire de contact",
        ar: "إجابات بالبريد الإلكتروني عبر نموذج الاتصال",
      },
    },
    {
      id: "detailed-assessment",
      capability: "detailed-assessment",
      text: {
        en: "One detailed assessment a month",
        fr: "Une évaluation détaillée par mois",
        ar: "تقييم مفصّل واحد في الشهر",
      },
    },
    {
      id: "city-comparison",
      capability: "city-comparison",
      text: {
        en: "Compare up to three French cities side by side, with every tab",
        fr: "Comparer jusqu'à trois villes françaises côte à côte, avec toutes les rubriques",
        ar: "مقارنة ما يصل إلى ثلاث مدن فرنسية جنبًا إلى جنب، بجميع الأقسام",
      },
    },
    {
      id: "cost-calculator",
      capability: "cost-of-living-calculator",
      text: {
        en: "The cost-of-living calculator, one city at a time",
        fr: "Le calculateur de coût de la vie, une ville à la fois",
        ar: "حاسبة تكلفة المعيشة، مدينة واحدة في كل مرة",
      },
    },
  ],
  "premium-relocator": [
    {
      id: "everything-free",
      includes: "free-explorer",
      text: {
        en: "Everything in Free Explorer",
        fr: "Tout Free Explorer",
        ar: "كل ما في خطة Free Explorer",
      },
    },
    {
      id: "premium-visa-details",
      capability: "premium-visa-details",
      text: {
        en: "The premium sections of the visa pages, unlocked",
        fr: "Les sections premium des pages visa, débloquées",
        ar: "الأقسام المميزة في صفحات التأشيرات، مفتوحة",
      },
    },
    {
      id: "assistant",
      capability: "assistant",
      text: {
        en: "The AI assistant, answering your questions from our guides with their sources",
        fr: "L'assistant IA, qui répond à vos questions à partir de nos guides, sources à l'appui",
        ar: "المساعد الذكي، يجيب عن أسئلتك من أدلتنا مع ذكر مصادرها",
      },
    },
    {
      id: "unlimited-detailed-assessments",
      capability: "detailed-assessment",
      text: {
        en: "Unlimited detailed assessments with personalised visa recommendations",
        fr: "Des évaluations détaillées illimitées, avec des recommandations de visa personnalisées",
        ar: "تقييمات مفصّلة غير محدودة مع توصيات تأشيرة مخصصة لك",
      },
    },
    {
      id: "full-city-comparison",
      capability: "saved-comparisons",
      text: {
        en: "The full city comparison: your comparisons saved and listed on your dashboard",
        fr: "La comparaison complète des villes\u202f: vos comparaisons enregistrées et réunies dans votre tableau de bord",
        ar: "المقارنة الكاملة بين المدن: مقارناتك محفوظة ومعروضة في لوحة التحكم الخاصة بك",
      },
    },
    {
      id: "calculators",
      capability: "calculators",
      text: {
        en: "Every calculator, with your scenarios saved",
        fr: "Tous les calculateurs, avec vos scénarios enregistrés",
        ar: "جميع الحاسبات، مع حفظ سيناريوهاتك",
      },
    },
    {
      id: "document-templates",
      capability: "document-templates",
      text: {
        en: "Document templates for your application",
        fr: "Des modèles de documents pour votre dossier",
        ar: "نماذج وثائق لملفك",
      },
    },
    {
      id: "priority-support",
      capability: "priority-support",
      text: {
        en: "Priority e-mail support",
        fr: "Un support prioritaire par e-mail",
        ar: "دعم ذو أولوية عبر البريد الإلكتروني",
      },
    },
    {
      id: "webinars",
      capability: "webinars",
      text: {
        en: "Monthly webinars with our advisers",
        fr: "Des webinaires mensuels avec nos conseillers",
        ar: "ندوات شهرية عبر الإنترنت مع مستشارينا",
      },
    },
    {
      id: "community",
      capability: "community",
      text: {
        en: "A community to meet others moving to France",
        fr: "Une communauté pour rencontrer d'autres personnes qui s'installent en France",
        ar: "مجتمع للتعرف على آخرين ينتقلون إلى فرنسا",
      },
    },
  ],
};

/** "Everything in Free Explorer" is as live as that plan's own lines, each labelled where it stands. */
const withLive = (list: FeatureSource[]): PlanFeature[] =>
  list.map((feature) => ({ ...feature, live: "includes" in feature || isShipped(feature.capability) }));

export const subscriptionFeatures: Record<SubscriptionPlanId, PlanFeature[]> = {
  "free-explorer": withLive(features["free-explorer"]),
  "premium-relocator": withLive(features["premium-relocator"]),
};
