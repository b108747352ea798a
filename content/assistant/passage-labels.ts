import type { Language } from "../../core/languages.ts";

/**
 * The few headings the assistant's passages need that no page catalog already has: a passage title
 * reads like the page it opens ("EU Blue Card — Key figures"). Same words as the pages' catalogs
 * where they exist (app/i18n/locales visaPage.keyFigures, cities costs tab).
 */
export const assistantPassageLabels: Record<
  Language,
  { keyFigures: string; monthlyCosts: string; faq: string; emergencyNumbers: string }
> = {
  en: {
    keyFigures: "Key figures",
    monthlyCosts: "Monthly costs for one person",
    faq: "Frequently asked questions",
    emergencyNumbers: "Emergency and helpline numbers",
  },
  fr: {
    keyFigures: "Chiffres clés",
    monthlyCosts: "Coûts mensuels pour une personne",
    faq: "Questions fréquentes",
    emergencyNumbers: "Numéros d'urgence et d'écoute",
  },
  ar: {
    keyFigures: "الأرقام الرئيسية",
    monthlyCosts: "التكاليف الشهرية لشخص واحد",
    faq: "الأسئلة الشائعة",
    emergencyNumbers: "أرقام الطوارئ وخطوط المساعدة",
  },
};
