import type { Language } from "../../core/languages.ts";
import type { VisaCategory } from "./visa-catalogue.ts";
import type { VisaSectionId } from "./visa-content-types.ts";

/**
 * What a visa page's sections and the visa categories are called, in every language: the pages' catalogs
 * (app/i18n/locales, as visaPage.sections and visaCategory) and the PDF guide read the same words.
 */
export const visaSectionNames: Record<Language, Record<VisaSectionId, string>> = {
  en: {
    whoFor: "Who it is for",
    conditions: "Main conditions",
    documents: "Required documents",
    costs: "Costs",
    processing: "Processing time",
    validity: "Validity and renewal",
    workRights: "Work rights",
    family: "Family members",
    steps: "Step-by-step procedure",
    mistakes: "Common mistakes",
  },
  fr: {
    whoFor: "Pour qui",
    conditions: "Conditions principales",
    documents: "Documents à fournir",
    costs: "Coûts",
    processing: "Délai de traitement",
    validity: "Validité et renouvellement",
    workRights: "Droit au travail",
    family: "Membres de la famille",
    steps: "Démarche pas à pas",
    mistakes: "Erreurs fréquentes",
  },
  ar: {
    whoFor: "لمن هذه التأشيرة",
    conditions: "الشروط الرئيسية",
    documents: "المستندات المطلوبة",
    costs: "التكاليف",
    processing: "مدة المعالجة",
    validity: "الصلاحية والتجديد",
    workRights: "حق العمل",
    family: "أفراد الأسرة",
    steps: "الإجراءات خطوة بخطوة",
    mistakes: "أخطاء شائعة",
  },
};

export const visaCategoryNames: Record<Language, Record<VisaCategory, string>> = {
  en: {
    work: "Work",
    talent: "Talent and highly skilled",
    study: "Study",
    family: "Family",
    "business-investment": "Business and investment",
    visitor: "Visitors and retirees",
    "eu-eea": "EU/EEA",
    other: "Other situations",
  },
  fr: {
    work: "Travail",
    talent: "Talents et profils hautement qualifiés",
    study: "Études",
    family: "Famille",
    "business-investment": "Entreprise et investissement",
    visitor: "Visiteurs et retraités",
    "eu-eea": "UE/EEE",
    other: "Autres situations",
  },
  ar: {
    work: "العمل",
    talent: "المواهب والكفاءات العالية",
    study: "الدراسة",
    family: "الأسرة",
    "business-investment": "الأعمال والاستثمار",
    visitor: "الزوار والمتقاعدون",
    "eu-eea": "الاتحاد الأوروبي/المنطقة الاقتصادية الأوروبية",
    other: "حالات أخرى",
  },
};
