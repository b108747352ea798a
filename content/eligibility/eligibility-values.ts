import { countryName } from "../../core/countries.ts";
import type { ThresholdValue } from "../../core/eligibility/eligibility-figures.ts";
import type { ReasonUnit } from "../../core/eligibility/eligibility-result.ts";
import { listFormat, numberFormat, pluralRules } from "../../core/intl-formats.ts";
import type { Language } from "../../core/languages.ts";
import { formatEuros } from "../../core/plans-catalogue.ts";
import { visaRouteName } from "../visas/visa-routes.ts";

/**
 * The engine's figures and answers as words, in the unit of the reason they belong to:
 * amounts in the project's one money style (core/plans-catalogue.ts `formatEuros`, the style of
 * content/facts/format-fact.ts: "€1,478" in English, "1 478 €" in French), durations and ages
 * through Intl, and the engine's codes (a diploma level, a contract type, a purpose, a country, a
 * route) by their names. Used by the reason and change sentences only.
 */

type Words = Record<Language, string>;

const moneyPeriod: Partial<Record<ReasonUnit, Words>> = {
  "eur-per-year-gross": { en: "gross a year", fr: "brut par an", ar: "سنويًا (إجمالي)" },
  "eur-per-month-gross": { en: "gross a month", fr: "brut par mois", ar: "شهريًا (إجمالي)" },
  "eur-per-month-net": { en: "net a month", fr: "net par mois", ar: "شهريًا (صافٍ)" },
  "eur-per-month": { en: "a month", fr: "par mois", ar: "شهريًا" },
};

export function isMoney(unit: ReasonUnit): boolean {
  return unit === "eur" || unit in moneyPeriod;
}

/** Euros with cents only when there are some; the engine's amounts are euros, formatEuros takes cents. */
export function euros(amount: number, language: Language): string {
  return formatEuros(Math.round(amount * 100), language);
}

const people: Record<Language, (count: number, figure: string) => string> = {
  en: (count, figure) => `${figure} ${count === 1 ? "person" : "people"}`,
  fr: (count, figure) => `${figure} ${count > 1 ? "personnes" : "personne"}`,
  // Arabic counts: one and two have their own forms, 3-10 the plural, 11-99 the singular accusative.
  ar: (count, figure) => {
    const form = pluralRules("ar").select(count);
    if (form === "one") return "شخص واحد";
    if (form === "two") return "شخصان";
    if (form === "few") return `${figure} أشخاص`;
    if (form === "many") return `${figure} شخصًا`;
    return `${figure} شخص`;
  },
};

/** A number in a counting unit, without a money period: "17 months", "31 years", "3 people". */
function count(value: number, unit: ReasonUnit, language: Language): string {
  if (unit === "months" || unit === "years") {
    return numberFormat(language, { style: "unit", unit: unit.slice(0, -1), unitDisplay: "long" }).format(value);
  }
  if (unit === "people") return people[language](value, numberFormat(language).format(value));
  return numberFormat(language).format(value);
}

/** An amount or a count in the reason's unit: "€45,000 gross a year", "17 months". */
export function formatAmount(value: number, unit: ReasonUnit, language: Language): string {
  if (!isMoney(unit)) return count(value, unit, language);
  const period = moneyPeriod[unit];
  return period ? `${euros(value, language)} ${period[language]}` : euros(value, language);
}

/** The bare figure of an amount, the period left to the words around it: "€39,582", "1 month". */
export function formatBare(value: number, unit: ReasonUnit, language: Language): string {
  return isMoney(unit) ? euros(value, language) : count(value, unit, language);
}

const rangeWords: Record<Language, (min: string, max: string) => string> = {
  en: (min, max) => `${min} to ${max}`,
  fr: (min, max) => `de ${min} à ${max}`,
  ar: (min, max) => `من ${min} إلى ${max}`,
};

/** "18 to 30 years": the unit once, after the upper bound. */
function formatRange(range: { min: number; max: number }, unit: ReasonUnit, language: Language): string {
  const min = isMoney(unit) ? euros(range.min, language) : numberFormat(language).format(range.min);
  return rangeWords[language](min, formatAmount(range.max, unit, language));
}

export function formatThresholdValue(value: ThresholdValue, unit: ReasonUnit, language: Language): string {
  return typeof value === "number" ? formatAmount(value, unit, language) : formatRange(value, unit, language);
}

const diplomaNames: Record<string, Words> = {
  none: { en: "no diploma", fr: "aucun diplôme", ar: "بلا شهادة" },
  secondary: { en: "secondary-school diploma", fr: "diplôme de fin d'études secondaires", ar: "شهادة التعليم الثانوي" },
  bachelor: { en: "bachelor's degree", fr: "licence (bac + 3)", ar: "الليسانس أو البكالوريوس الجامعي (licence)" },
  master: { en: "master's degree", fr: "master (bac + 5)", ar: "الماستر (master)" },
  doctorate: { en: "doctorate", fr: "doctorat", ar: "الدكتوراه" },
};

const contractNames: Record<string, Words> = {
  none: { en: "no contract", fr: "aucun contrat", ar: "بلا عقد" },
  permanent: {
    en: "permanent contract (CDI)",
    fr: "contrat à durée indéterminée (CDI)",
    ar: "عقد غير محدد المدة (CDI)",
  },
  "fixed-term": { en: "fixed-term contract (CDD)", fr: "contrat à durée déterminée (CDD)", ar: "عقد محدد المدة (CDD)" },
  secondment: {
    en: "secondment by an employer abroad",
    fr: "détachement par un employeur à l'étranger",
    ar: "انتداب من صاحب عمل في الخارج",
  },
  "corporate-officer": {
    en: "company officer (mandataire social)",
    fr: "mandataire social",
    ar: "ممثل قانوني للشركة (mandataire social)",
  },
};

const employerNames: Record<string, Words> = {
  none: { en: "no employer", fr: "aucun employeur", ar: "بلا صاحب عمل" },
  "french-company": { en: "a company in France", fr: "une entreprise en France", ar: "شركة في فرنسا" },
  "group-company": {
    en: "a company of the same group abroad and in France",
    fr: "une entreprise du même groupe à l'étranger et en France",
    ar: "شركة من المجموعة نفسها في الخارج وفي فرنسا",
  },
  "innovative-company": { en: "an innovative company", fr: "une entreprise innovante", ar: "شركة مبتكرة" },
  "research-body": { en: "a research body", fr: "un organisme de recherche", ar: "هيئة بحثية" },
  "cultural-organisation": { en: "a cultural organisation", fr: "un organisme culturel", ar: "هيئة ثقافية" },
};

const purposeNames: Record<string, Words> = {
  work: { en: "work", fr: "travail", ar: "العمل" },
  study: { en: "study", fr: "études", ar: "الدراسة" },
  family: { en: "family", fr: "famille", ar: "العائلة" },
  retire: { en: "retirement", fr: "retraite", ar: "التقاعد" },
  business: { en: "business", fr: "affaires", ar: "الأعمال" },
  invest: { en: "investment", fr: "investissement", ar: "الاستثمار" },
  research: { en: "research", fr: "recherche", ar: "البحث العلمي" },
  "au-pair": { en: "au pair", fr: "au pair", ar: "الإقامة لدى عائلة مضيفة (au pair)" },
  "working-holiday": { en: "working holiday", fr: "vacances-travail", ar: "العطلة والعمل" },
  other: { en: "another reason", fr: "autre motif", ar: "غرض آخر" },
};

const familyLinkNames: Record<string, Words> = {
  none: { en: "none", fr: "aucun", ar: "لا توجد" },
  spouse: { en: "spouse of a French national", fr: "conjoint de Français", ar: "زوج أو زوجة مواطن فرنسي" },
  "parent-of-french-child": {
    en: "parent of a French child",
    fr: "parent d'un enfant français",
    ar: "أب أو أم لطفل فرنسي",
  },
  "child-of-french": { en: "child of a French national", fr: "enfant de Français", ar: "ابن أو ابنة مواطن فرنسي" },
  "dependent-parent-of-french": {
    en: "dependent parent of a French national",
    fr: "ascendant à charge d'un Français",
    ar: "أحد الوالدين في إعالة مواطن فرنسي",
  },
};

/**
 * The EU/EEA page is no visa of the catalogue: its name is the app's (app/i18n/locales, page
 * names "euEeaNationals"), written again here since content/ does not import app/.
 */
const euEeaPageName: Words = {
  en: "EU/EEA nationals",
  fr: "Ressortissants de l'UE/EEE",
  ar: "مواطنو الاتحاد الأوروبي والمنطقة الاقتصادية الأوروبية",
};

/** A route's name as its visa page has it; the slug itself for one the catalogue does not know. */
export function routeName(slug: string, language: Language): string {
  if (slug === "eu-eea-nationals") return euEeaPageName[language];
  return visaRouteName(slug, language);
}

/**
 * The names a reason's codes take. The unit says which kind of code it is, except where a unit
 * carries two vocabularies: "contract" for an employer, "purpose" for a family link or a route.
 */
function nameOf(code: string, condition: string, unit: ReasonUnit, language: Language): string {
  if (unit === "country") return countryName(code, language);
  if (condition === "best-category") return routeName(code, language);
  const names =
    condition === "group-employer"
      ? employerNames
      : condition === "french-family-link"
        ? familyLinkNames
        : unit === "diploma"
          ? diplomaNames
          : unit === "purpose"
            ? purposeNames
            : contractNames;
  return Object.hasOwn(names, code) ? names[code]![language] : code;
}

/** "permanent contract (CDI) or fixed-term contract (CDD)": an allowed list, each named. */
export function formatCodes(codes: string, condition: string, unit: ReasonUnit, language: Language): string {
  const names = codes.split(",").map((code) => nameOf(code, condition, unit, language));
  return listFormat(language, { type: "disjunction" }).format(names);
}

const yesNo: Record<"yes" | "no", Words> = {
  yes: { en: "Yes", fr: "Oui", ar: "نعم" },
  no: { en: "No", fr: "Non", ar: "لا" },
};

/** The person's answer or figure in the reason's unit; null when there is none. */
export function formatValue(
  value: number | string | boolean | null,
  condition: string,
  unit: ReasonUnit,
  language: Language,
): string | null {
  if (value === null) return null;
  if (typeof value === "boolean") return yesNo[value ? "yes" : "no"][language];
  if (typeof value === "number") return formatAmount(value, unit, language);
  // A Blue Card contract's length reads "permanent" (no end date) in a unit of months.
  return nameOf(value, condition, unit === "months" ? "contract" : unit, language);
}

export function yesWord(language: Language): string {
  return yesNo.yes[language];
}
