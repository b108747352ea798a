import type { Language } from "../../core/languages.ts";

/**
 * What a person reads when a PDF cannot be made right now (Chromium missing or failing): the
 * /pdfs routes answer 503 with it, and so can any page that serves a generated PDF.
 */
export const pdfUnavailableMessages: Record<Language, string> = {
  en: "The PDF cannot be generated right now. Please try again in a few minutes.",
  fr: "Le PDF ne peut pas être généré pour le moment. Réessayez dans quelques minutes.",
  ar: "تعذّر إنشاء ملف PDF في الوقت الحالي. يرجى المحاولة مرة أخرى بعد بضع دقائق.",
};
