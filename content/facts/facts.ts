import type { Fact } from "./fact-types.ts";

/**
 * The facts registry: every figure the product shows about French immigration, with its official
 * source and the date it was last compared with that source. Pages, the wizard, PDFs and the
 * assistant read figures from here only (see ../shared/spec/decisions.md, "Visa facts").
 *
 * Values follow decisions.md, which asks to check them again when writing. Where that check
 * found a newer official value (the SMIC's automatic rise of 1 June 2026), the newer value is used
 * and the comment says so; where a reported change could not be confirmed, the value stays and the
 * comment says what to verify.
 */

const CHECKED_ON = "2026-11-22";

const LEGIFRANCE = "Légifrance";
const SERVICE_PUBLIC = "Service-Public.fr";
const FRANCE_VISAS = "France-Visas";
const WELCOME_TO_FRANCE = "Welcome to France";

/** Arrêté du 22 mai 2026: automatic rise of the SMIC on 1 June 2026 (inflation above 2 %). */
const SMIC_ORDER_JUNE_2026 = "https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000054126589";
/** Arrêté du 21 août 2025 (JORF 29 août 2025), reference average gross annual salary for "talent" cards. */
const TALENT_SALARY_ORDER = "https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000052158119";
/** Welcome to France, "Highly skilled employees: Talent – European Union Blue Card". */
const WTF_BLUE_CARD = "https://www.welcometofrance.com/en/fiche/employees-talent-passport";
/** Service-Public.fr, short-stay Schengen visa (F16146). */
const SP_SHORT_STAY_VISA = "https://www.service-public.fr/particuliers/vosdroits/F16146";
/** France-Visas, short-stay visa page. */
const FV_SHORT_STAY_VISA = "https://france-visas.gouv.fr/en/web/france-visas/short-stay-visa";
/** France-Visas portal (general page), used for indicative processing times. */
const FV_HOME = "https://france-visas.gouv.fr/en/web/france-visas/";
/** Service-Public.fr, identity photo standards (F10619). */
const SP_PHOTO = "https://www.service-public.fr/particuliers/vosdroits/F10619";

export const facts = {
  // Arrêté du 22 mai 2026: 12.31 EUR/h from 1 June 2026 (was 12.02 EUR/h from 1 January 2026,
  // décret n° 2025-1228; decisions.md still gives the January value).
  "smic.hourly-gross": {
    value: 12.31,
    unit: "eur-per-hour",
    label: { en: "Minimum wage (SMIC), gross hourly", fr: "Smic horaire brut" },
    source: { url: SMIC_ORDER_JUNE_2026, publisher: LEGIFRANCE },
    checkedOn: CHECKED_ON,
  },
  // Arrêté du 22 mai 2026: 12.31 EUR x 151.67 h = 1,867.02 EUR for 35 h a week from 1 June 2026
  // (was 1,823.03 EUR from 1 January 2026).
  "smic.monthly-gross": {
    value: 1867.02,
    unit: "eur-per-month",
    label: { en: "Minimum wage (SMIC), gross monthly, full time", fr: "Smic mensuel brut, temps plein" },
    source: { url: SMIC_ORDER_JUNE_2026, publisher: LEGIFRANCE },
    checkedOn: CHECKED_ON,
  },
  // Code du travail art. L3231-2; net amount published by Service-Public.fr (approximation, depends on contributions).
  // About 1,478 EUR net from 1 June 2026 (was about 1,443 EUR). Visitors must show at least this amount.
  "smic.monthly-net": {
    value: 1478,
    unit: "eur-per-month",
    label: { en: "Minimum wage (SMIC), approximate net monthly", fr: "Smic mensuel net (approximatif)" },
    source: { url: "https://www.service-public.fr/particuliers/vosdroits/F2300", publisher: SERVICE_PUBLIC },
    checkedOn: CHECKED_ON,
    estimate: true,
  },
  // Arrêté du 21 août 2025 (JORF 29 août 2025), reference salary for "talent – salarié qualifié" (CESEDA art. R421-16 A).
  "talent.qualified-employee.min-annual-salary": {
    value: 39582,
    unit: "eur-per-year",
    label: {
      en: "Minimum gross annual salary, talent – qualified employee",
      fr: "Salaire brut annuel minimum, talent – salarié qualifié",
    },
    source: { url: TALENT_SALARY_ORDER, publisher: LEGIFRANCE },
    checkedOn: CHECKED_ON,
  },
  // Arrêté du 21 août 2025 (JORF): the EU Blue Card needs 1.5 times the reference salary above.
  "eu-blue-card.salary-multiplier": {
    value: 1.5,
    unit: "multiplier",
    label: {
      en: "EU Blue Card salary, multiple of the reference salary",
      fr: "Salaire carte bleue européenne, multiple du salaire de référence",
    },
    source: { url: TALENT_SALARY_ORDER, publisher: LEGIFRANCE },
    checkedOn: CHECKED_ON,
  },
  // Arrêté du 21 août 2025 (JORF): 1.5 x 39,582 = 59,373 EUR (replaces the 53,836.50 EUR of the 2016 orders).
  "eu-blue-card.min-annual-salary": {
    value: 59373,
    unit: "eur-per-year",
    label: {
      en: "Minimum gross annual salary, talent – EU Blue Card",
      fr: "Salaire brut annuel minimum, talent – carte bleue européenne",
    },
    source: { url: TALENT_SALARY_ORDER, publisher: LEGIFRANCE },
    checkedOn: CHECKED_ON,
  },
  // Loi n° 2025-391 du 30 avril 2025 (transposition of directive (EU) 2021/1883): contract of at least 6 months.
  "eu-blue-card.min-contract-length": {
    value: 6,
    unit: "months",
    label: {
      en: "Minimum employment contract length, EU Blue Card",
      fr: "Durée minimale du contrat de travail, carte bleue européenne",
    },
    source: { url: WTF_BLUE_CARD, publisher: WELCOME_TO_FRANCE },
    checkedOn: CHECKED_ON,
  },
  // Directive (EU) 2021/1883 art. 21, loi n° 2025-391 du 30 avril 2025: Blue Card holders may move after 12 months
  // in the first member state (6 months from the second mobility). The spec's 18 months is the 2009 rule.
  "eu-blue-card.eu-long-term-mobility-after": {
    value: 12,
    unit: "months",
    label: {
      en: "Residence in the first EU country before moving with an EU Blue Card",
      fr: "Séjour dans le premier pays de l'UE avant une mobilité avec la carte bleue européenne",
    },
    source: { url: WTF_BLUE_CARD, publisher: WELCOME_TO_FRANCE },
    checkedOn: CHECKED_ON,
  },
  // CESEDA, multi-year "carte de séjour talent" (renamed from "passeport talent" by loi n° 2024-42): at most 4 years.
  "talent.card.max-validity": {
    value: 4,
    unit: "years",
    label: {
      en: "Maximum validity of the multi-year talent residence permit",
      fr: "Durée maximale de la carte de séjour pluriannuelle talent",
    },
    source: { url: WTF_BLUE_CARD, publisher: WELCOME_TO_FRANCE },
    checkedOn: CHECKED_ON,
  },
  // CESEDA, "talent – carte bleue européenne": length of the contract, at most 4 years.
  "eu-blue-card.max-validity": {
    value: 4,
    unit: "years",
    label: {
      en: "Maximum validity of the talent – EU Blue Card permit",
      fr: "Durée maximale de la carte talent – carte bleue européenne",
    },
    source: { url: WTF_BLUE_CARD, publisher: WELCOME_TO_FRANCE },
    checkedOn: CHECKED_ON,
  },
  // Tarif des frais de dossier des visas (long-stay national visa, type D), Service-Public.fr F18141.
  "long-stay-visa.fee": {
    value: 99,
    unit: "eur",
    label: { en: "Long-stay visa application fee", fr: "Frais de dossier du visa de long séjour" },
    source: { url: "https://www.service-public.fr/particuliers/vosdroits/F18141", publisher: SERVICE_PUBLIC },
    checkedOn: CHECKED_ON,
  },
  // France-Visas "Étudiant": 50 EUR in countries with the Études en France (Campus France) procedure, 99 EUR elsewhere.
  "long-stay-visa.fee-student": {
    value: 50,
    unit: "eur",
    label: {
      en: "Long-stay student visa fee (Études en France countries)",
      fr: "Frais de visa de long séjour étudiant (pays à procédure Études en France)",
    },
    source: { url: "https://france-visas.gouv.fr/web/france-visas/etudiant", publisher: FRANCE_VISAS },
    checkedOn: CHECKED_ON,
  },
  // Regulation (EC) 810/2009 (Visa Code) art. 16, fee raised from 80 to 90 EUR on 11 June 2024.
  "short-stay-visa.fee": {
    value: 90,
    unit: "eur",
    label: { en: "Short-stay Schengen visa fee (adult)", fr: "Frais de visa de court séjour Schengen (adulte)" },
    source: { url: "https://www.service-public.fr/particuliers/vosdroits/F18141", publisher: SERVICE_PUBLIC },
    checkedOn: CHECKED_ON,
  },
  // CESEDA (student card): resources of 70 % of the French government grant allowance, i.e. 615 EUR a month.
  // TO VERIFY: some public reports say décret n° 2026-526 raised this to 877.50 EUR a month from
  // 1 August 2026; not confirmed from an official source, so decisions.md's value stays.
  "student.min-monthly-resources": {
    value: 615,
    unit: "eur-per-month",
    label: { en: "Minimum monthly resources, student", fr: "Ressources mensuelles minimales, étudiant" },
    source: { url: "https://www.service-public.fr/particuliers/vosdroits/F2231", publisher: SERVICE_PUBLIC },
    checkedOn: CHECKED_ON,
  },
  // Code du travail art. R5221-26: students may work 60 % of the legal annual working time (1,607 h), i.e. 964 h.
  "student.max-work-hours-per-year": {
    value: 964,
    unit: "count",
    label: {
      en: "Maximum working hours per year, student permit",
      fr: "Nombre maximal d'heures de travail par an, titre étudiant",
    },
    source: { url: "https://www.service-public.fr/particuliers/vosdroits/F2713", publisher: SERVICE_PUBLIC },
    checkedOn: CHECKED_ON,
  },
  // CESEDA (VLS-TS): validate the visa online on the ANEF site within 3 months of arrival.
  "vls-ts.validation-deadline": {
    value: 3,
    unit: "months",
    label: {
      en: "Deadline to validate a long-stay visa (VLS-TS) online after arrival",
      fr: "Délai pour valider en ligne un visa de long séjour (VLS-TS) après l'arrivée",
    },
    source: { url: "https://www.service-public.fr/particuliers/vosdroits/F39", publisher: SERVICE_PUBLIC },
    checkedOn: CHECKED_ON,
  },
  // Regulation (EU) 2016/399 (Schengen Borders Code) art. 6: at most 90 days in any 180-day period.
  "schengen.short-stay-max-days": {
    value: 90,
    unit: "days",
    label: {
      en: "Maximum short stay in the Schengen area",
      fr: "Durée maximale d'un court séjour dans l'espace Schengen",
    },
    source: { url: SP_SHORT_STAY_VISA, publisher: SERVICE_PUBLIC },
    checkedOn: CHECKED_ON,
  },
  // Regulation (EU) 2016/399 (Schengen Borders Code) art. 6: rolling reference period of 180 days.
  "schengen.short-stay-reference-period-days": {
    value: 180,
    unit: "days",
    label: {
      en: "Reference period for the Schengen short-stay limit",
      fr: "Période de référence de la limite de court séjour Schengen",
    },
    source: { url: SP_SHORT_STAY_VISA, publisher: SERVICE_PUBLIC },
    checkedOn: CHECKED_ON,
  },
  // CESEDA art. R421-35: direct investment of at least 300,000 EUR in tangible or intangible fixed assets.
  "investor.min-investment": {
    value: 300000,
    unit: "eur",
    label: {
      en: "Minimum investment in fixed assets, talent – economic investor",
      fr: "Investissement minimal en immobilisations, talent – investisseur économique",
    },
    source: {
      url: "https://www.welcometofrance.com/fiche/passeport-talent-investisseur",
      publisher: WELCOME_TO_FRANCE,
    },
    checkedOn: CHECKED_ON,
  },
  // CESEDA art. L434-2: the sponsor must have lived lawfully in France for at least 18 months.
  "family-reunification.min-residence": {
    value: 18,
    unit: "months",
    label: {
      en: "Sponsor's minimum lawful residence, family reunification",
      fr: "Durée minimale de séjour régulier du demandeur, regroupement familial",
    },
    source: { url: "https://www.service-public.fr/particuliers/vosdroits/F11166", publisher: SERVICE_PUBLIC },
    checkedOn: CHECKED_ON,
  },
  // Accord franco-algérien du 27 décembre 1968, art. 4: 12 months (1 year) for Algerian sponsors.
  "family-reunification.min-residence-algerian": {
    value: 12,
    unit: "months",
    label: {
      en: "Sponsor's minimum residence, family reunification (Algerian nationals)",
      fr: "Durée minimale de résidence du demandeur, regroupement familial (ressortissants algériens)",
    },
    source: {
      url: "https://www.service-public.fr/particuliers/vosdroits/F35147/3_1?idFicheParent=F11166",
      publisher: SERVICE_PUBLIC,
    },
    checkedOn: CHECKED_ON,
  },
  // CESEDA art. L422-10: "recherche d'emploi ou création d'entreprise" (RECE) card, one year, not renewable.
  "job-search-business.validity": {
    value: 12,
    unit: "months",
    label: {
      en: "Validity of the job-search or business-creation permit (RECE)",
      fr: "Durée de la carte « recherche d'emploi ou création d'entreprise » (RECE)",
    },
    source: { url: "https://www.service-public.fr/particuliers/vosdroits/F17319", publisher: SERVICE_PUBLIC },
    checkedOn: CHECKED_ON,
  },
  // CESEDA, carte de résident (including "résident de longue durée-UE" after 5 years): valid 10 years, renewable.
  "resident-card.validity": {
    value: 10,
    unit: "years",
    label: { en: "Validity of the resident card", fr: "Durée de validité de la carte de résident" },
    source: { url: "https://www.service-public.fr/particuliers/vosdroits/F17359", publisher: SERVICE_PUBLIC },
    checkedOn: CHECKED_ON,
  },
  // Regulation (EC) 810/2009 (Visa Code) art. 15: travel medical insurance of at least 30,000 EUR.
  "travel-insurance.min-cover": {
    value: 30000,
    unit: "eur",
    label: {
      en: "Minimum travel medical insurance cover, short-stay visa",
      fr: "Couverture minimale de l'assurance voyage, visa de court séjour",
    },
    source: { url: SP_SHORT_STAY_VISA, publisher: SERVICE_PUBLIC },
    checkedOn: CHECKED_ON,
  },
  // Regulation (EC) 810/2009 (Visa Code) art. 12: passport valid 3 months after the planned departure.
  // Weakly sourced: confirmed on French consulate pages, not read on an allowed site.
  "passport.validity-beyond-stay": {
    value: 3,
    unit: "months",
    label: {
      en: "Passport validity needed beyond the planned stay",
      fr: "Validité du passeport exigée après la fin du séjour prévu",
    },
    source: { url: FV_SHORT_STAY_VISA, publisher: FRANCE_VISAS },
    checkedOn: CHECKED_ON,
    estimate: true,
  },
  // Regulation (EC) 810/2009 (Visa Code) art. 12: at least two blank pages.
  // Weakly sourced: confirmed on French consulate pages, not read on an allowed site.
  "passport.blank-pages": {
    value: 2,
    unit: "count",
    label: { en: "Blank passport pages needed", fr: "Pages vierges exigées dans le passeport" },
    source: { url: FV_SHORT_STAY_VISA, publisher: FRANCE_VISAS },
    checkedOn: CHECKED_ON,
    estimate: true,
  },
  // Arrêté du 5 février 2009 (identity photos for identity, travel and residence documents): 35 mm wide.
  "photo.width": {
    value: 35,
    unit: "millimetres",
    label: { en: "Identity photo width", fr: "Largeur de la photo d'identité" },
    source: { url: SP_PHOTO, publisher: SERVICE_PUBLIC },
    checkedOn: CHECKED_ON,
  },
  // Arrêté du 5 février 2009 (identity photos): 45 mm high.
  "photo.height": {
    value: 45,
    unit: "millimetres",
    label: { en: "Identity photo height", fr: "Hauteur de la photo d'identité" },
    source: { url: SP_PHOTO, publisher: SERVICE_PUBLIC },
    checkedOn: CHECKED_ON,
  },
  // Arrêté du 5 février 2009 (identity photos): taken less than 6 months ago.
  "photo.max-age": {
    value: 6,
    unit: "months",
    label: { en: "Maximum age of an identity photo", fr: "Ancienneté maximale de la photo d'identité" },
    source: { url: SP_PHOTO, publisher: SERVICE_PUBLIC },
    checkedOn: CHECKED_ON,
  },
  // Product document rule (spec §9); no general legal text found. Weakly sourced: consulates set their own lists.
  "police-certificate.max-age": {
    value: 3,
    unit: "months",
    label: {
      en: "Maximum age of a police certificate (criminal record extract)",
      fr: "Ancienneté maximale d'un extrait de casier judiciaire",
    },
    source: { url: FV_HOME, publisher: FRANCE_VISAS },
    checkedOn: CHECKED_ON,
    estimate: true,
  },
  // Product document rule (spec §9), common consular practice for proof of means. Weakly sourced.
  "bank-statements.months": {
    value: 3,
    unit: "months",
    label: { en: "Bank statements to provide (latest months)", fr: "Relevés bancaires à fournir (derniers mois)" },
    source: { url: FV_SHORT_STAY_VISA, publisher: FRANCE_VISAS },
    checkedOn: CHECKED_ON,
    estimate: true,
  },
  // Indicative processing time from the spec; no legal deadline. Consulates' actual times vary.
  "processing.talent": {
    value: { min: 2, max: 4 },
    unit: "weeks",
    label: { en: "Typical processing time, talent visa", fr: "Délai de traitement indicatif, visa talent" },
    source: { url: FV_HOME, publisher: FRANCE_VISAS },
    checkedOn: CHECKED_ON,
    estimate: true,
  },
  // Indicative processing time from the spec; no legal deadline. Consulates' actual times vary.
  "processing.eu-blue-card": {
    value: { min: 1, max: 3 },
    unit: "months",
    label: {
      en: "Typical processing time, EU Blue Card",
      fr: "Délai de traitement indicatif, carte bleue européenne",
    },
    source: { url: FV_HOME, publisher: FRANCE_VISAS },
    checkedOn: CHECKED_ON,
    estimate: true,
  },
  // Indicative processing time from the spec; no legal deadline. Consulates' actual times vary.
  "processing.auto-entrepreneur": {
    value: { min: 2, max: 6 },
    unit: "weeks",
    label: {
      en: "Typical processing time, self-employed (micro-entrepreneur) visa",
      fr: "Délai de traitement indicatif, visa entrepreneur (micro-entrepreneur)",
    },
    source: { url: FV_HOME, publisher: FRANCE_VISAS },
    checkedOn: CHECKED_ON,
    estimate: true,
  },
} satisfies Record<string, Fact>;

export type FactId = keyof typeof facts;
