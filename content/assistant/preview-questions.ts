import type { Language } from "../../core/languages.ts";

/**
 * The example questions visitors and free accounts can ask: a real preview, answered live by the
 * built-in answerer from our content. Only these: the preview is a sample of the assistant, not a
 * free way around the paid plans. Ids are stable (the page posts them).
 */
export const previewQuestionIds = [
  "blue-card-salary",
  "health-insurance",
  "cost-of-living-lyon",
  "which-visa",
] as const;
export type PreviewQuestionId = (typeof previewQuestionIds)[number];

export function isPreviewQuestionId(value: unknown): value is PreviewQuestionId {
  return typeof value === "string" && (previewQuestionIds as readonly string[]).includes(value);
}

export const previewQuestions: Record<Language, Record<PreviewQuestionId, string>> = {
  en: {
    "blue-card-salary": "What salary do I need for the EU Blue Card?",
    "health-insurance": "How do I get health insurance and a carte Vitale when I arrive?",
    "cost-of-living-lyon": "What does it cost to live in Lyon each month?",
    "which-visa": "Which visa fits a software engineer with a job offer in France?",
  },
  fr: {
    "blue-card-salary": "Quel salaire pour la carte bleue européenne\u202f?",
    "health-insurance": "Comment obtenir l'assurance maladie et la carte Vitale en arrivant\u202f?",
    "cost-of-living-lyon": "Combien coûte la vie à Lyon par mois\u202f?",
    "which-visa": "Quel visa pour un ingénieur logiciel avec une offre d'emploi en France\u202f?",
  },
  ar: {
    "blue-card-salary": "ما الراتب المطلوب للحصول على البطاقة الزرقاء الأوروبية؟",
    "health-insurance": "كيف أحصل على التأمين الصحي وبطاقة Vitale عند وصولي؟",
    "cost-of-living-lyon": "كم تبلغ تكلفة المعيشة الشهرية في ليون؟",
    "which-visa": "ما التأشيرة المناسبة لمهندس برمجيات لديه عرض عمل في فرنسا؟",
  },
};
