import type { Language } from "../../core/languages.ts";

/**
 * The 29 visa pages of the product specification (URL slugs kept as it has them), their category
 * and their name in each language. The knowledge-base work adds the full, sourced content per visa.
 */
export type VisaCategory =
  | "work"
  | "talent"
  | "study"
  | "family"
  | "business-investment"
  | "visitor"
  | "eu-eea"
  | "other";

export type VisaEntry = {
  slug: string;
  category: VisaCategory;
  name: Record<Language, string>;
  /**
   * Names the category had before a reform, kept as aliases so a reader (or a search) using the
   * old name still finds the page: the decree of 13 June 2025 merged several talent categories.
   */
  formerNames?: Record<Language, string>;
};

const blueCardName: Record<Language, string> = {
  en: "EU Blue Card",
  fr: "Carte bleue européenne",
  ar: "البطاقة الزرقاء الأوروبية",
};

export const visaCatalogue: VisaEntry[] = [
  {
    slug: "passeport-talent",
    category: "talent",
    name: {
      en: "Talent Passport (carte de séjour talent)",
      fr: "Passeport talent (carte de séjour talent)",
      ar: "جواز المواهب (بطاقة إقامة المواهب)",
    },
  },
  {
    slug: "carte-bleue-ue",
    category: "talent",
    name: blueCardName,
  },
  {
    slug: "auto-entrepreneur",
    category: "business-investment",
    name: {
      en: "Self-employed (auto-entrepreneur)",
      fr: "Entrepreneur / profession libérale (auto-entrepreneur)",
      ar: "رائد أعمال / مهنة حرة (نظام المقاول الذاتي)",
    },
  },
  { slug: "salarie", category: "work", name: { en: "Employee", fr: "Salarié", ar: "موظف بأجر" } },
  { slug: "etudiant", category: "study", name: { en: "Student", fr: "Étudiant", ar: "طالب" } },
  {
    slug: "visiteur-touriste",
    category: "visitor",
    name: { en: "Visitor and retiree", fr: "Visiteur et retraité", ar: "زائر ومتقاعد" },
  },
  {
    slug: "regroupement-familial",
    category: "family",
    name: { en: "Family reunification", fr: "Regroupement familial", ar: "لمّ الشمل العائلي" },
  },
  {
    slug: "investisseur-affaires",
    category: "business-investment",
    name: { en: "Investor and business", fr: "Investissement et affaires", ar: "الاستثمار والأعمال" },
  },
  {
    slug: "long-stay-personal",
    category: "other",
    name: {
      en: "Long stay for personal reasons",
      fr: "Long séjour pour motifs personnels",
      ar: "الإقامة الطويلة لأسباب شخصية",
    },
  },
  {
    slug: "etudiant-vls",
    category: "study",
    name: {
      en: "Student long-stay visa (VLS-TS)",
      fr: "Visa long séjour valant titre de séjour étudiant (VLS-TS)",
      ar: "تأشيرة الإقامة الطويلة للطلاب المعادِلة لبطاقة الإقامة (VLS-TS)",
    },
  },
  {
    slug: "passeport-talent-salarie",
    category: "talent",
    name: { en: "Talent – qualified employee", fr: "Talent – salarié qualifié", ar: "جواز المواهب – موظف مؤهّل" },
  },
  {
    slug: "au-pair",
    category: "other",
    name: { en: "Au pair", fr: "Jeune au pair", ar: "الإقامة لدى عائلة مضيفة (au pair)" },
  },
  {
    slug: "vacances-travail",
    category: "other",
    name: { en: "Working holiday", fr: "Vacances-travail (PVT)", ar: "العطلة والعمل (PVT)" },
  },
  {
    slug: "eu-blue-card",
    category: "talent",
    // The English twin of carte-bleue-ue (pages/eu-blue-card.ts): one permit, one name.
    name: blueCardName,
  },
  {
    slug: "job-search-business",
    category: "business-investment",
    name: {
      en: "Job search or business creation",
      fr: "Recherche d'emploi ou création d'entreprise",
      ar: "البحث عن عمل أو إنشاء مشروع",
    },
  },
  {
    slug: "stagiaire-etudiant",
    category: "study",
    name: { en: "Student trainee (intern)", fr: "Stagiaire (étudiant en stage)", ar: "متدرّب (طالب في فترة تدريب)" },
  },
  { slug: "volontariat", category: "other", name: { en: "Volunteering", fr: "Volontariat", ar: "التطوّع" } },
  {
    slug: "travailleur-temporaire",
    category: "work",
    name: { en: "Temporary worker", fr: "Travailleur temporaire", ar: "عامل مؤقت" },
  },
  {
    slug: "travailleur-independant",
    category: "business-investment",
    name: { en: "Independent professional", fr: "Profession indépendante", ar: "مهني مستقل" },
  },
  {
    slug: "famille-francais",
    category: "family",
    name: { en: "Family of a French national", fr: "Famille de Français", ar: "أفراد عائلة مواطن فرنسي" },
  },
  {
    slug: "transfert-intra-groupe",
    category: "work",
    name: {
      en: "Intra-company transfer (ICT)",
      fr: "Salarié détaché ICT (transfert intra-groupe)",
      ar: "موظف منتدَب ICT (النقل داخل مجموعة الشركات)",
    },
  },
  {
    slug: "passeport-talent-mission",
    category: "talent",
    name: {
      en: "Talent – qualified employee on assignment",
      fr: "Talent – salarié qualifié en mission",
      ar: "بطاقة المواهب – موظف مؤهّل في مهمة",
    },
    formerNames: {
      en: "Talent – employee on assignment",
      fr: "Talent – salarié en mission",
      ar: "جواز المواهب – موظف في مهمة",
    },
  },
  {
    slug: "passeport-talent-chercheur",
    category: "talent",
    name: { en: "Talent – researcher", fr: "Talent – chercheur", ar: "جواز المواهب – باحث" },
  },
  {
    slug: "passeport-talent-investisseur",
    category: "talent",
    name: {
      en: "Talent – project holder (economic investment)",
      fr: "Talent – porteur de projet (investissement économique)",
      ar: "بطاقة المواهب – حامل مشروع (استثمار اقتصادي)",
    },
    formerNames: {
      en: "Talent – economic investor",
      fr: "Talent – investisseur économique",
      ar: "جواز المواهب – مستثمر اقتصادي",
    },
  },
  {
    slug: "passeport-talent-innovant",
    category: "talent",
    name: {
      en: "Talent – project holder (innovative project)",
      fr: "Talent – porteur de projet (projet innovant)",
      ar: "بطاقة المواهب – حامل مشروع (مشروع مبتكر)",
    },
    formerNames: {
      en: "Talent – innovative business project",
      fr: "Talent – projet économique innovant",
      ar: "جواز المواهب – مشروع اقتصادي مبتكر",
    },
  },
  {
    slug: "passeport-talent-representant",
    category: "talent",
    name: {
      en: "Talent – company representative",
      fr: "Talent – mandataire social",
      ar: "جواز المواهب – ممثل قانوني لشركة",
    },
  },
  {
    slug: "passeport-talent-renommee",
    category: "talent",
    name: {
      en: "Talent – international renown",
      fr: "Talent – renommée internationale",
      ar: "جواز المواهب – شهرة دولية",
    },
  },
  {
    slug: "passeport-talent-artistique",
    category: "talent",
    name: {
      en: "Talent – artist and performer",
      fr: "Talent – profession artistique et culturelle",
      ar: "جواز المواهب – مهنة فنية وثقافية",
    },
  },
  {
    slug: "autres-categories",
    category: "other",
    name: { en: "Other categories", fr: "Autres catégories", ar: "فئات أخرى" },
  },
];

/** Old URLs that answer with a permanent redirect to their canonical page. */
export const visaSlugAliases: Record<string, string> = {
  "student-vls": "etudiant-vls",
  "talent-qualified-employee": "passeport-talent-salarie",
  "working-holiday": "vacances-travail",
};

export function findVisa(slug: string): VisaEntry | undefined {
  return visaCatalogue.find((visa) => visa.slug === slug);
}
