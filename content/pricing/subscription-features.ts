import type { Language } from "../../core/languages.ts";
import type { SubscriptionPlanId } from "../../core/plans-catalogue.ts";

/**
 * What each subscription gives (spec §6, decisions.md "Plans and access"). `live` says whether
 * the product does it today: the pricing page marks the others "coming soon", so a plan never
 * sells as present something that is not built yet. Turn a flag on in the change that ships the
 * feature. Checked against the product on 2026-11-25:
 * - live: the quick wizard (open to all), saved assessments (ADR 0024), visa pages and city
 *   guides, the e-mailed checklist, the contact form, the premium sections of visa pages;
 * - live since issue 13: the calculators (cost of living for everyone, one city at a time; all
 *   three with saved scenarios for Premium, ADR 0032);
 * - not yet: the detailed assessment and its monthly allowance, the city comparison (a
 *   placeholder page), the AI assistant (a labelled example on the home page),
 *   document templates, priority handling of e-mails, webinars and a community.
 */
export type PlanFeature = { id: string; live: boolean; text: Record<Language, string> };

export const subscriptionFeatures: Record<SubscriptionPlanId, PlanFeature[]> = {
  "free-explorer": [
    {
      id: "quick-assessment",
      live: true,
      text: {
        en: "The quick visa assessment, as often as you like",
        fr: "L'évaluation rapide de visa, autant de fois que vous voulez",
        ar: "التقييم السريع للتأشيرة، كلما أردت",
      },
    },
    {
      id: "saved-assessments",
      live: true,
      text: {
        en: "Your assessments saved in your account",
        fr: "Vos évaluations enregistrées dans votre compte",
        ar: "تقييماتك محفوظة في حسابك",
      },
    },
    {
      id: "guides",
      live: true,
      text: {
        en: "Every visa page and city guide, with official sources (premium sections excepted)",
        fr: "Toutes les pages visa et les guides des villes, avec les sources officielles (hors sections premium)",
        ar: "جميع صفحات التأشيرات وأدلة المدن، مع المصادر الرسمية (باستثناء الأقسام المميزة)",
      },
    },
    {
      id: "checklist",
      live: true,
      text: {
        en: "The relocation checklist by e-mail",
        fr: "La liste de préparation au départ par e-mail",
        ar: "قائمة التحضير للانتقال عبر البريد الإلكتروني",
      },
    },
    {
      id: "email-support",
      live: true,
      text: {
        en: "Answers by e-mail through our contact form",
        fr: "Des réponses par e-mail via notre formulaire de contact",
        ar: "إجابات بالبريد الإلكتروني عبر نموذج الاتصال",
      },
    },
    {
      id: "detailed-assessment",
      live: false,
      text: {
        en: "One detailed assessment a month",
        fr: "Une évaluation détaillée par mois",
        ar: "تقييم مفصّل واحد في الشهر",
      },
    },
    {
      id: "city-comparison",
      live: false,
      text: {
        en: "Compare two French cities side by side",
        fr: "Comparer deux villes françaises côte à côte",
        ar: "مقارنة مدينتين فرنسيتين جنبًا إلى جنب",
      },
    },
    {
      id: "cost-calculator",
      live: true,
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
      live: true,
      text: {
        en: "Everything in Free Explorer",
        fr: "Tout Free Explorer",
        ar: "كل ما في خطة Free Explorer",
      },
    },
    {
      id: "premium-visa-details",
      live: true,
      text: {
        en: "The premium sections of the visa pages, unlocked",
        fr: "Les sections premium des pages visa, débloquées",
        ar: "الأقسام المميزة في صفحات التأشيرات، مفتوحة",
      },
    },
    {
      id: "assistant",
      live: false,
      text: {
        en: "The AI assistant, answering your questions from our guides with their sources",
        fr: "L'assistant IA, qui répond à vos questions à partir de nos guides, sources à l'appui",
        ar: "المساعد الذكي، يجيب عن أسئلتك من أدلتنا مع ذكر مصادرها",
      },
    },
    {
      id: "unlimited-detailed-assessments",
      live: false,
      text: {
        en: "Unlimited detailed assessments with personalised visa recommendations",
        fr: "Des évaluations détaillées illimitées, avec des recommandations de visa personnalisées",
        ar: "تقييمات مفصّلة غير محدودة مع توصيات تأشيرة مخصصة لك",
      },
    },
    {
      id: "full-city-comparison",
      live: false,
      text: {
        en: "The full city comparison, three cities at a time",
        fr: "La comparaison complète des villes, trois à la fois",
        ar: "المقارنة الكاملة بين المدن، ثلاث مدن في كل مرة",
      },
    },
    {
      id: "calculators",
      live: true,
      text: {
        en: "Every calculator, with your scenarios saved",
        fr: "Tous les calculateurs, avec vos scénarios enregistrés",
        ar: "جميع الحاسبات، مع حفظ سيناريوهاتك",
      },
    },
    {
      id: "document-templates",
      live: false,
      text: {
        en: "Document templates for your application",
        fr: "Des modèles de documents pour votre dossier",
        ar: "نماذج وثائق لملفك",
      },
    },
    {
      id: "priority-support",
      live: false,
      text: {
        en: "Priority e-mail support",
        fr: "Un support prioritaire par e-mail",
        ar: "دعم ذو أولوية عبر البريد الإلكتروني",
      },
    },
    {
      id: "webinars",
      live: false,
      text: {
        en: "Monthly webinars with our advisers",
        fr: "Des webinaires mensuels avec nos conseillers",
        ar: "ندوات شهرية عبر الإنترنت مع مستشارينا",
      },
    },
    {
      id: "community",
      live: false,
      text: {
        en: "A community to meet others moving to France",
        fr: "Une communauté pour rencontrer d'autres personnes qui s'installent en France",
        ar: "مجتمع للتعرف على آخرين ينتقلون إلى فرنسا",
      },
    },
  ],
};
