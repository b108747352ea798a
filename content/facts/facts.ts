import type { FactDefinition } from "./fact-types.ts";

/**
 * The facts registry: every figure the product shows about French immigration, with its official
 * source and the date it was last compared with that source. Pages, the wizard, PDFs and the
 * assistant read figures from here only, so a fact never shows two values on two pages (ADR 0022,
 * ADR 0057).
 *
 * Each value was checked again on its official source when written. Where a reported change
 * could not be confirmed on an official page, the value stays and the comment says what to verify.
 * A value with no official figure behind it (typical processing times, consular habits) is
 * `kind: "our-estimate"` and pages label it so; it never passes for an official figure.
 */

const CHECKED_ON = "2026-11-22";
/** Figures compared again when facts became dated (the June 2026 SMIC, outside checks; ADR 0057, 0058). */
const FACTS_CHECKED_ON = "2026-12-01";
/** Figures compared again with their official source (or the legal text behind them) for the 2026 changes. */
const VERIFIED_ON = "2026-11-24";

/**
 * The permit calendar's rules (after the visa): read in the consolidated article texts, version in
 * force since 1 May 2021, on the day the calendar was built.
 */
const PERMIT_RULES_CHECKED_ON = "2026-12-03";
const LEGIFRANCE = "Légifrance";
const SERVICE_PUBLIC = "Service-Public.fr";
const FRANCE_VISAS = "France-Visas";
const WELCOME_TO_FRANCE = "Welcome to France";
const EUR_LEX = "EUR-Lex";

/** CESEDA (code de l'entrée et du séjour des étrangers et du droit d'asile) on Légifrance. */
const CESEDA = "https://www.legifrance.gouv.fr/codes/texte_lc/LEGITEXT000006070158";
/** Code général des impôts on Légifrance (art. 958, nationality stamp duty). */
/** CESEDA art. R431-5, version in force since 1 May 2021 (when to file a renewal). */
const CESEDA_R431_5 = "https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000043292776";
/** CESEDA art. L436-5 (the fee for a renewal filed late). */
const CESEDA_L436_5 = "https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000042776292";
/** Code de la sécurité sociale art. D160-2 (stable residence for the PUMa). */
const CSS_D160_2 = "https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000031805896";
/** CESEDA art. R431-15-1 (the documents given while an online application is examined). */
const CESEDA_R431_15_1 = "https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000043288895";
const CGI = "https://www.legifrance.gouv.fr/codes/texte_lc/LEGITEXT000006069577";
/** Service-Public.fr, integration conditions and civic exam; formation-civique (interior ministry). */
const CIVIC_EXAM = "https://formation-civique.interieur.gouv.fr/";
/** Service-Public.fr, "Contrat d'intégration républicaine" and the Republican commitment contract. */
const SP_REPUBLICAN_CONTRACT = "https://www.service-public.fr/particuliers/vosdroits/F17048";
/** CAF, personal housing benefits (APL). */
const CAF_HOUSING =
  "https://www.caf.fr/allocataires/aides-et-demarches/droits-et-prestations/logement/les-aides-personnelles-au-logement";
/** Student and campus life contribution, official payment site. */
const CVEC = "https://cvec.etudiant.gouv.fr/";
/** Service-Public.fr, rent control ("encadrement des loyers", F1314). */
const SP_RENT_CONTROL = "https://www.service-public.fr/particuliers/vosdroits/F1314";
/** France-Visas, "Jeune voyageur (vacances travail)": partner countries and ages. */
const FV_WORKING_HOLIDAY = "https://france-visas.gouv.fr/jeune-voyageur-vacances-travail";
/** Service-Public.fr, "Carte de séjour temporaire – Jeune au pair" (F15813). */
const SP_AU_PAIR = "https://www.service-public.fr/particuliers/vosdroits/F15813";
/** Service-Public.fr, family reunification: conditions for the sponsor (F11168). */
const SP_FAMILY_RESOURCES = "https://www.service-public.fr/particuliers/vosdroits/F11168";
/** The EU's own pages on the Entry/Exit System and ETIAS. */
const EU_EES = "https://travel-europe.europa.eu/ees_en";
const EU_ETIAS = "https://travel-europe.europa.eu/etias_en";
const EUROPEAN_UNION = "European Union";
const INTERIOR_MINISTRY = "Ministère de l'Intérieur";
const CAF = "Caf.fr";
const STUDENT_MINISTRY = "Etudiant.gouv.fr";

/** Regulation (EC) No 810/2009 (Visa Code), consolidated text on EUR-Lex. */
const VISA_CODE = "https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:32009R0810";

/** Arrêté du 22 mai 2026 relatif au relèvement du salaire minimum de croissance (JORF du 24 mai 2026). */
const SMIC_ORDER_MAY_2026 = "https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000054126589";
/** Entreprendre.Service-Public.fr: micro-enterprise turnover ceilings (F32353) and contributions (F36232). */
const SP_MICRO_CEILINGS = "https://entreprendre.service-public.fr/vosdroits/F32353";
const SP_MICRO_CONTRIBUTIONS = "https://entreprendre.service-public.fr/vosdroits/F36232";
/** Service-Public.fr, the talent residence card and its categories (F16922): the page to check. */
const SP_TALENT = "https://www.service-public.fr/particuliers/vosdroits/F16922";
/** Service-Public.fr: French level for a multi-year or resident card (F34501); naturalisation (F2213). */
const SP_FRENCH_LEVEL = "https://www.service-public.fr/particuliers/vosdroits/F34501";
const SP_NATURALISATION = "https://www.service-public.fr/particuliers/vosdroits/F2213";
/** Service-Public.fr, "Smic" (F2300): the hourly, monthly gross and approximate net amounts. */
const SP_SMIC = "https://www.service-public.fr/particuliers/vosdroits/F2300";
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
/** Loi n° 89-462 du 6 juillet 1989 (rented homes), art. 22 and 25-6 on the deposit, on Légifrance. */
const RENTAL_LAW = "https://www.legifrance.gouv.fr/loda/id/JORFTEXT000000509310";
/** Facts added for the calculators (ADR 0032), read from their legal text on that day. */
const CALCULATORS_CHECKED_ON = "2026-11-25";
/** Service-Public.fr, identity photo standards (F10619). */
const SP_PHOTO = "https://www.service-public.fr/particuliers/vosdroits/F10619";

export const factRegistry = {
  // The SMIC by date (ADR 0057), checked in CI against URSSAF's modele-social
  // (content/facts/outside-check.test.ts). Revalued on 1 January, and during the year by
  // itself when inflation since the last revaluation passes 2 % (Code du travail L. 3231-5):
  // the arrêté du 22 mai 2026 is such a revaluation, 12.02 -> 12.31 EUR from 1 June 2026.
  "smic.hourly-gross": {
    unit: "eur-per-hour",
    label: {
      en: "Minimum wage (SMIC), gross hourly",
      fr: "Smic horaire brut",
      ar: "الحد الأدنى للأجور (SMIC)، الإجمالي للساعة",
    },
    history: [
      {
        value: 11.88,
        basis: "Décret n° 2024-951 du 23 octobre 2024",
        source: { url: SP_SMIC, publisher: SERVICE_PUBLIC },
        checkedOn: FACTS_CHECKED_ON,
      },
      {
        from: "2026-01-01",
        value: 12.02,
        basis: "Décret n° 2025-1228 du 17 décembre 2025",
        source: { url: SP_SMIC, publisher: SERVICE_PUBLIC },
        checkedOn: FACTS_CHECKED_ON,
      },
      {
        from: "2026-06-01",
        value: 12.31,
        basis: "Arrêté du 22 mai 2026 relatif au relèvement du salaire minimum de croissance (JORF du 24 mai 2026)",
        source: { url: SMIC_ORDER_MAY_2026, publisher: LEGIFRANCE },
        checkedOn: FACTS_CHECKED_ON,
      },
    ],
  },
  // The monthly amount for 35 hours a week is the hourly one times 35 × 52 / 12 = 151.67 hours,
  // to the cent: 12.02 -> 1,823.03; 12.31 -> 1,867.02.
  "smic.monthly-gross": {
    unit: "eur-per-month",
    label: {
      en: "Minimum wage (SMIC), gross monthly, full time",
      fr: "Smic mensuel brut, temps plein",
      ar: "الحد الأدنى للأجور (SMIC)، الإجمالي الشهري بدوام كامل",
    },
    derived: { of: "smic.hourly-gross", times: (35 * 52) / 12, round: "cent" },
    basis: "Code du travail, art. L. 3231-2 et D. 3231-6; 35 heures par semaine",
    source: { url: SP_SMIC, publisher: SERVICE_PUBLIC },
    checkedOn: FACTS_CHECKED_ON,
  },
  // Net amount as Service-Public.fr publishes it: an approximation, contributions vary with the
  // contract (modele-social gives within 1 % of it without a company health plan; the CI check
  // holds it to that). Visitors and retirees must show at least this amount.
  "smic.monthly-net": {
    unit: "eur-per-month",
    label: {
      en: "Minimum wage (SMIC), approximate net monthly",
      fr: "Smic mensuel net (approximatif)",
      ar: "الحد الأدنى للأجور (SMIC)، الصافي الشهري التقريبي",
    },
    kind: "approximation",
    history: [
      { value: 1426, source: { url: SP_SMIC, publisher: SERVICE_PUBLIC }, checkedOn: FACTS_CHECKED_ON },
      {
        from: "2026-01-01",
        value: 1443,
        source: { url: SP_SMIC, publisher: SERVICE_PUBLIC },
        checkedOn: FACTS_CHECKED_ON,
      },
      {
        from: "2026-06-01",
        value: 1478,
        source: { url: SP_SMIC, publisher: SERVICE_PUBLIC },
        checkedOn: FACTS_CHECKED_ON,
      },
    ],
  },
  // Arrêté du 21 août 2025 (JORF 29 août 2025), reference salary for "talent – salarié qualifié" (CESEDA art. R421-16 A).
  "talent.qualified-employee.min-annual-salary": {
    value: 39582,
    unit: "eur-per-year",
    label: {
      en: "Minimum gross annual salary, talent – qualified employee",
      fr: "Salaire brut annuel minimum, talent – salarié qualifié",
      ar: "الحد الأدنى للراتب الإجمالي السنوي، بطاقة المواهب – موظف مؤهّل",
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
      ar: "راتب البطاقة الزرقاء الأوروبية، مضاعف الراتب المرجعي",
    },
    source: { url: TALENT_SALARY_ORDER, publisher: LEGIFRANCE },
    checkedOn: CHECKED_ON,
  },
  // Arrêté du 21 août 2025 (JORF): 1.5 x 39,582 = 59,373 EUR (replaces the 53,836.50 EUR of the 2016 orders).
  "eu-blue-card.min-annual-salary": {
    unit: "eur-per-year",
    label: {
      en: "Minimum gross annual salary, talent – EU Blue Card",
      fr: "Salaire brut annuel minimum, talent – carte bleue européenne",
      ar: "الحد الأدنى للراتب الإجمالي السنوي، بطاقة المواهب – البطاقة الزرقاء الأوروبية",
    },
    derived: { of: "talent.qualified-employee.min-annual-salary", times: 1.5, round: "euro" },
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
      ar: "الحد الأدنى لمدة عقد العمل، البطاقة الزرقاء الأوروبية",
    },
    source: { url: WTF_BLUE_CARD, publisher: WELCOME_TO_FRANCE },
    checkedOn: CHECKED_ON,
  },
  // Directive (EU) 2021/1883 art. 21, loi n° 2025-391 du 30 avril 2025: Blue Card holders may move after 12 months
  // in the first member state (6 months from the second mobility). 18 months was the 2009 rule.
  "eu-blue-card.eu-long-term-mobility-after": {
    value: 12,
    unit: "months",
    label: {
      en: "Residence in the first EU country before moving with an EU Blue Card",
      fr: "Séjour dans le premier pays de l'UE avant une mobilité avec la carte bleue européenne",
      ar: "مدة الإقامة في أول بلد من الاتحاد الأوروبي قبل الانتقال بالبطاقة الزرقاء الأوروبية",
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
      ar: "المدة القصوى لصلاحية بطاقة الإقامة متعددة السنوات للمواهب",
    },
    source: { url: WTF_BLUE_CARD, publisher: WELCOME_TO_FRANCE },
    checkedOn: CHECKED_ON,
  },
  // CESEDA, talent – company representative ("mandataire social"): a gross annual pay of at least
  // three times the annual SMIC, i.e. 36 monthly SMICs; follows each revaluation. Read on
  // secondary pages and the rule's summaries on 2026-12-01, not on Service-Public.fr's talent
  // page (not reachable then): "our reading", to check there.
  "talent.company-representative.min-annual-salary": {
    unit: "eur-per-year",
    label: {
      en: "Minimum gross annual pay, talent – company representative",
      fr: "Rémunération brute annuelle minimale, talent – mandataire social",
      ar: "الحد الأدنى للراتب الإجمالي السنوي، بطاقة المواهب – ممثل الشركة",
    },
    kind: "our-reading",
    derived: { of: "smic.monthly-gross", times: 36, round: "cent" },
    basis: "CESEDA, carte talent « mandataire social » : trois fois le SMIC annuel brut (notre lecture)",
    source: { url: SP_TALENT, publisher: SERVICE_PUBLIC },
    checkedOn: FACTS_CHECKED_ON,
  },
  // CESEDA, talent – artistic or cultural profession: resources of at least 70 % of the gross
  // monthly SMIC for full time; follows each revaluation. "Our reading", like the line above.
  "talent.artist.min-monthly-resources": {
    unit: "eur-per-month",
    label: {
      en: "Minimum monthly resources, talent – artistic or cultural profession",
      fr: "Ressources mensuelles minimales, talent – profession artistique et culturelle",
      ar: "الحد الأدنى للموارد الشهرية، بطاقة المواهب – مهنة فنية أو ثقافية",
    },
    kind: "our-reading",
    derived: { of: "smic.monthly-gross", times: 0.7, round: "cent" },
    basis:
      "CESEDA, carte talent « profession artistique et culturelle » : 70 % du SMIC mensuel brut à temps plein (notre lecture)",
    source: { url: SP_TALENT, publisher: SERVICE_PUBLIC },
    checkedOn: FACTS_CHECKED_ON,
  },
  // CESEDA, "talent – carte bleue européenne": length of the contract, at most 4 years.
  "eu-blue-card.max-validity": {
    value: 4,
    unit: "years",
    label: {
      en: "Maximum validity of the talent – EU Blue Card permit",
      fr: "Durée maximale de la carte talent – carte bleue européenne",
      ar: "المدة القصوى لصلاحية بطاقة المواهب – البطاقة الزرقاء الأوروبية",
    },
    source: { url: WTF_BLUE_CARD, publisher: WELCOME_TO_FRANCE },
    checkedOn: CHECKED_ON,
  },
  // Tarif des frais de dossier des visas (long-stay national visa, type D), Service-Public.fr F18141.
  "long-stay-visa.fee": {
    value: 99,
    unit: "eur",
    label: {
      en: "Long-stay visa application fee",
      fr: "Frais de dossier du visa de long séjour",
      ar: "رسوم طلب تأشيرة الإقامة الطويلة",
    },
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
      ar: "رسوم تأشيرة الإقامة الطويلة للطلاب (بلدان إجراء «الدراسة في فرنسا»)",
    },
    source: { url: "https://france-visas.gouv.fr/web/france-visas/etudiant", publisher: FRANCE_VISAS },
    checkedOn: CHECKED_ON,
  },
  // Regulation (EC) 810/2009 (Visa Code) art. 16, fee raised from 80 to 90 EUR on 11 June 2024.
  "short-stay-visa.fee": {
    value: 90,
    unit: "eur",
    label: {
      en: "Short-stay Schengen visa fee (adult)",
      fr: "Frais de visa de court séjour Schengen (adulte)",
      ar: "رسوم تأشيرة شنغن للإقامة القصيرة (شخص بالغ)",
    },
    source: { url: "https://www.service-public.fr/particuliers/vosdroits/F18141", publisher: SERVICE_PUBLIC },
    checkedOn: CHECKED_ON,
  },
  // CESEDA (student card): resources of 70 % of the French government grant allowance, i.e. 615 EUR a month.
  // TO VERIFY: some public reports say décret n° 2026-526 raised this to 877.50 EUR a month from
  // 1 August 2026; not confirmed from an official source, so 615 EUR stays.
  "student.min-monthly-resources": {
    value: 615,
    unit: "eur-per-month",
    label: {
      en: "Minimum monthly resources, student",
      fr: "Ressources mensuelles minimales, étudiant",
      ar: "الحد الأدنى للموارد الشهرية، طالب",
    },
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
      ar: "الحد الأقصى لساعات العمل في السنة، بطاقة إقامة الطالب",
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
      ar: "مهلة المصادقة على تأشيرة الإقامة الطويلة (VLS-TS) عبر الإنترنت بعد الوصول",
    },
    source: { url: "https://www.service-public.fr/particuliers/vosdroits/F39", publisher: SERVICE_PUBLIC },
    checkedOn: CHECKED_ON,
  },
  // CESEDA art. R431-5 1° (décret 2021-313, in force 1 May 2021): a permit filed online (ANEF,
  // the list of art. R431-2) is renewed between the 120th and the 60th day before the current
  // document expires; a permit still filed at the prefecture, within the two months before expiry.
  "residence-permit.renewal-window-opens-days": {
    value: 120,
    unit: "days",
    label: {
      en: "Renewal filed online: the window opens this many days before the permit expires",
      fr: "Renouvellement en ligne : la période de dépôt s'ouvre ce nombre de jours avant l'expiration du titre",
      ar: "التجديد عبر الإنترنت: تُفتح فترة تقديم الطلب قبل انتهاء بطاقة الإقامة بهذا العدد من الأيام",
    },
    source: { url: CESEDA_R431_5, publisher: LEGIFRANCE },
    checkedOn: PERMIT_RULES_CHECKED_ON,
    basis: "CESEDA art. R431-5 1°",
  },
  "residence-permit.renewal-window-closes-days": {
    value: 60,
    unit: "days",
    label: {
      en: "Renewal filed online: the last day to file is this many days before the permit expires",
      fr: "Renouvellement en ligne : dernier jour de dépôt, ce nombre de jours avant l'expiration du titre",
      ar: "التجديد عبر الإنترنت: آخر يوم لتقديم الطلب قبل انتهاء بطاقة الإقامة بهذا العدد من الأيام",
    },
    source: { url: CESEDA_R431_5, publisher: LEGIFRANCE },
    checkedOn: PERMIT_RULES_CHECKED_ON,
    basis: "CESEDA art. R431-5 1°",
  },
  "residence-permit.renewal-prefecture-months": {
    value: 2,
    unit: "months",
    label: {
      en: "Renewal filed at the prefecture: filed within this many months before the permit expires",
      fr: "Renouvellement en préfecture : demande présentée dans ce nombre de mois précédant l'expiration du titre",
      ar: "التجديد في المحافظة: يُقدَّم الطلب خلال هذا العدد من الأشهر السابقة لانتهاء بطاقة الإقامة",
    },
    source: { url: CESEDA_R431_5, publisher: LEGIFRANCE },
    checkedOn: PERMIT_RULES_CHECKED_ON,
    basis: "CESEDA art. R431-5 1°",
  },
  // CESEDA art. L436-5: a renewal applied for after the deadline costs a regularisation visa fee,
  // unless force majeure or a valid visa is shown.
  "residence-permit.late-renewal-fee": {
    value: 180,
    unit: "eur",
    label: {
      en: "Regularisation visa fee for a renewal filed after the deadline",
      fr: "Droit de visa de régularisation pour un renouvellement demandé après le délai",
      ar: "رسم تأشيرة التسوية عند طلب التجديد بعد انقضاء المهلة",
    },
    source: { url: CESEDA_L436_5, publisher: LEGIFRANCE },
    checkedOn: PERMIT_RULES_CHECKED_ON,
    basis: "CESEDA art. L436-5",
  },
  // CESEDA art. R431-15-1: a complete renewal filed online within the R431-5 window, still under
  // examination when the permit expires, gives a right to an extension certificate of at most three
  // months, renewed until the decision. Filed late, there is no such right.
  "residence-permit.extension-certificate-max-months": {
    value: 3,
    unit: "months",
    label: {
      en: "Longest validity of each extension certificate while a renewal filed in time is examined",
      fr: "Durée maximale de chaque attestation de prolongation d'instruction d'un renouvellement déposé à temps",
      ar: "أطول مدة صلاحية لكل شهادة تمديد أثناء دراسة طلب تجديد قُدِّم في الموعد",
    },
    source: { url: CESEDA_R431_15_1, publisher: LEGIFRANCE },
    checkedOn: PERMIT_RULES_CHECKED_ON,
    basis: "CESEDA art. R431-15-1",
  },
  // Code de la sécurité sociale art. D160-2: someone not working meets the PUMa's stable-residence
  // condition after living in France without interruption for more than three months; students
  // (1°) and others listed do not wait.
  "health.puma-stable-residence-months": {
    value: 3,
    unit: "months",
    label: {
      en: "Uninterrupted residence needed before joining the PUMa health cover without a job",
      fr: "Résidence ininterrompue exigée avant d'adhérer à la PUMa sans activité professionnelle",
      ar: "مدة الإقامة المتواصلة المطلوبة قبل الانتساب إلى التغطية الصحية PUMa دون عمل",
    },
    source: { url: CSS_D160_2, publisher: LEGIFRANCE },
    checkedOn: PERMIT_RULES_CHECKED_ON,
    basis: "Code de la sécurité sociale art. D160-2",
  },
  // Regulation (EU) 2016/399 (Schengen Borders Code) art. 6: at most 90 days in any 180-day period.
  "schengen.short-stay-max-days": {
    value: 90,
    unit: "days",
    label: {
      en: "Maximum short stay in the Schengen area",
      fr: "Durée maximale d'un court séjour dans l'espace Schengen",
      ar: "المدة القصوى للإقامة القصيرة في فضاء شنغن",
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
      ar: "الفترة المرجعية لحد الإقامة القصيرة في فضاء شنغن",
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
      ar: "الحد الأدنى للاستثمار في الأصول الثابتة، بطاقة المواهب – مستثمر اقتصادي",
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
      ar: "الحد الأدنى لمدة الإقامة النظامية لمقدّم الطلب، لمّ الشمل",
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
      ar: "الحد الأدنى لمدة إقامة مقدّم الطلب، لمّ الشمل (المواطنون الجزائريون)",
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
      fr: "Durée de la carte « recherche d'emploi ou création d'entreprise » (RECE)",
      ar: "مدة صلاحية بطاقة «البحث عن عمل أو إنشاء مشروع» (RECE)",
    },
    source: { url: "https://www.service-public.fr/particuliers/vosdroits/F17319", publisher: SERVICE_PUBLIC },
    checkedOn: CHECKED_ON,
  },
  // CESEDA, carte de résident (including "résident de longue durée-UE" after 5 years): valid 10 years, renewable.
  "resident-card.validity": {
    value: 10,
    unit: "years",
    label: {
      en: "Validity of the resident card",
      fr: "Durée de validité de la carte de résident",
      ar: "مدة صلاحية بطاقة المقيم",
    },
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
      ar: "الحد الأدنى لتغطية تأمين السفر الطبي، تأشيرة الإقامة القصيرة",
    },
    source: { url: SP_SHORT_STAY_VISA, publisher: SERVICE_PUBLIC },
    checkedOn: CHECKED_ON,
  },
  // Regulation (EC) 810/2009 (Visa Code) art. 12 (a): passport valid 3 months after the planned departure.
  "passport.validity-beyond-stay": {
    value: 3,
    unit: "months",
    label: {
      en: "Passport validity needed beyond the planned stay",
      fr: "Validité du passeport exigée après la fin du séjour prévu",
      ar: "مدة صلاحية جواز السفر المطلوبة بعد نهاية الإقامة المقررة",
    },
    source: { url: VISA_CODE, publisher: EUR_LEX },
    checkedOn: VERIFIED_ON,
  },
  // Regulation (EC) 810/2009 (Visa Code) art. 12 (c): at least two blank pages.
  "passport.blank-pages": {
    value: 2,
    unit: "count",
    label: {
      en: "Blank passport pages needed",
      fr: "Pages vierges exigées dans le passeport",
      ar: "الصفحات الفارغة المطلوبة في جواز السفر",
    },
    source: { url: VISA_CODE, publisher: EUR_LEX },
    checkedOn: VERIFIED_ON,
  },
  // Arrêté du 5 février 2009 (identity photos for identity, travel and residence documents): 35 mm wide.
  "photo.width": {
    value: 35,
    unit: "millimetres",
    label: { en: "Identity photo width", fr: "Largeur de la photo d'identité", ar: "عرض صورة الهوية" },
    source: { url: SP_PHOTO, publisher: SERVICE_PUBLIC },
    checkedOn: CHECKED_ON,
  },
  // Arrêté du 5 février 2009 (identity photos): 45 mm high.
  "photo.height": {
    value: 45,
    unit: "millimetres",
    label: { en: "Identity photo height", fr: "Hauteur de la photo d'identité", ar: "ارتفاع صورة الهوية" },
    source: { url: SP_PHOTO, publisher: SERVICE_PUBLIC },
    checkedOn: CHECKED_ON,
  },
  // Arrêté du 5 février 2009 (identity photos): taken less than 6 months ago.
  "photo.max-age": {
    value: 6,
    unit: "months",
    label: {
      en: "Maximum age of an identity photo",
      fr: "Ancienneté maximale de la photo d'identité",
      ar: "أقصى مدة منذ التقاط صورة الهوية",
    },
    source: { url: SP_PHOTO, publisher: SERVICE_PUBLIC },
    checkedOn: CHECKED_ON,
  },
  // No legal text sets it: consulates and France-Visas checklists commonly ask for an extract under
  // 3 months. Our estimate, labelled so on pages; the source is where the reader checks their list.
  "police-certificate.max-age": {
    value: 3,
    unit: "months",
    label: {
      en: "Maximum age of a police certificate (criminal record extract)",
      fr: "Ancienneté maximale d'un extrait de casier judiciaire",
      ar: "أقصى مدة منذ إصدار شهادة السجل العدلي (مستخرج السوابق العدلية)",
    },
    source: { url: FV_HOME, publisher: FRANCE_VISAS },
    checkedOn: CHECKED_ON,
    kind: "our-estimate",
  },
  // No legal text sets it: common consular practice for proof of means. Our estimate, labelled so.
  "bank-statements.months": {
    value: 3,
    unit: "months",
    label: {
      en: "Bank statements to provide (latest months)",
      fr: "Relevés bancaires à fournir (derniers mois)",
      ar: "كشوف الحساب المصرفي المطلوب تقديمها (الأشهر الأخيرة)",
    },
    source: { url: FV_SHORT_STAY_VISA, publisher: FRANCE_VISAS },
    checkedOn: CHECKED_ON,
    kind: "our-estimate",
  },
  // No legal deadline: typical time from our experience. Consulates' times vary; décret n° 2025-539
  // sets the prefecture a 90-day maximum for deciding a talent card. The EU Blue Card, a talent
  // category decided through the same procedure, uses this fact too.
  "processing.talent": {
    value: { min: 2, max: 4 },
    unit: "weeks",
    label: {
      en: "Typical processing time, talent visa",
      fr: "Délai de traitement indicatif, visa talent",
      ar: "مدة المعالجة المعتادة، تأشيرة المواهب",
    },
    source: { url: FV_HOME, publisher: FRANCE_VISAS },
    checkedOn: CHECKED_ON,
    kind: "our-estimate",
  },
  // No legal deadline: typical time from our experience. Consulates' times vary.
  "processing.auto-entrepreneur": {
    value: { min: 2, max: 6 },
    unit: "weeks",
    label: {
      en: "Typical processing time, self-employed (micro-entrepreneur) visa",
      fr: "Délai de traitement indicatif, visa entrepreneur (micro-entrepreneur)",
      ar: "مدة المعالجة المعتادة، تأشيرة العامل المستقل (المقاول الصغير)",
    },
    source: { url: FV_HOME, publisher: FRANCE_VISAS },
    checkedOn: CHECKED_ON,
    kind: "our-estimate",
  },
  // ---- Micro-entrepreneurs (the auto-entrepreneur page), checked in CI against modele-social
  // (content/facts/outside-check.test.ts). Turnover ceilings: CGI art. 50-0 and 102 ter, raised
  // for 2026 to 2028 (décret n° 2026-562 du 29 juin 2026 sets them from 1 January 2026).
  "micro-entrepreneur.turnover-ceiling-sales": {
    unit: "eur-per-year",
    label: {
      en: "Micro-entrepreneur turnover ceiling, sales of goods, food and lodging",
      fr: "Plafond de chiffre d'affaires micro-entrepreneur, vente de marchandises, restauration et hébergement",
      ar: "سقف رقم الأعمال للمقاول الصغير، بيع السلع والمطاعم والإيواء",
    },
    history: [
      { value: 188700, source: { url: SP_MICRO_CEILINGS, publisher: SERVICE_PUBLIC }, checkedOn: FACTS_CHECKED_ON },
      {
        from: "2026-01-01",
        value: 203100,
        basis: "CGI, art. 50-0 ; plafonds 2026-2028",
        source: { url: SP_MICRO_CEILINGS, publisher: SERVICE_PUBLIC },
        checkedOn: FACTS_CHECKED_ON,
      },
    ],
  },
  "micro-entrepreneur.turnover-ceiling-services": {
    unit: "eur-per-year",
    label: {
      en: "Micro-entrepreneur turnover ceiling, services and liberal professions",
      fr: "Plafond de chiffre d'affaires micro-entrepreneur, prestations de services et professions libérales",
      ar: "سقف رقم الأعمال للمقاول الصغير، الخدمات والمهن الحرة",
    },
    history: [
      { value: 77700, source: { url: SP_MICRO_CEILINGS, publisher: SERVICE_PUBLIC }, checkedOn: FACTS_CHECKED_ON },
      {
        from: "2026-01-01",
        value: 83600,
        basis: "CGI, art. 50-0 et 102 ter ; plafonds 2026-2028",
        source: { url: SP_MICRO_CEILINGS, publisher: SERVICE_PUBLIC },
        checkedOn: FACTS_CHECKED_ON,
      },
    ],
  },
  // Code de la sécurité sociale art. D. 613-4: contributions as a share of turnover.
  "micro-entrepreneur.contribution-rate-sales": {
    value: 12.3,
    unit: "percent",
    label: {
      en: "Micro-entrepreneur social contributions, sales of goods, food and lodging",
      fr: "Cotisations sociales micro-entrepreneur, vente de marchandises, restauration et hébergement",
      ar: "المساهمات الاجتماعية للمقاول الصغير، بيع السلع والمطاعم والإيواء",
    },
    basis: "Code de la sécurité sociale, art. D. 613-4",
    source: { url: SP_MICRO_CONTRIBUTIONS, publisher: SERVICE_PUBLIC },
    checkedOn: FACTS_CHECKED_ON,
  },
  "micro-entrepreneur.contribution-rate-services-bic": {
    value: 21.2,
    unit: "percent",
    label: {
      en: "Micro-entrepreneur social contributions, commercial and craft services",
      fr: "Cotisations sociales micro-entrepreneur, prestations de services commerciales et artisanales",
      ar: "المساهمات الاجتماعية للمقاول الصغير، الخدمات التجارية والحرفية",
    },
    basis: "Code de la sécurité sociale, art. D. 613-4",
    source: { url: SP_MICRO_CONTRIBUTIONS, publisher: SERVICE_PUBLIC },
    checkedOn: FACTS_CHECKED_ON,
  },
  // Raised in steps for non-regulated liberal professions (BNC, affiliated to the general scheme):
  // 24.6 % in 2025, 25.6 % from 1 January 2026.
  "micro-entrepreneur.contribution-rate-liberal-bnc": {
    unit: "percent",
    label: {
      en: "Micro-entrepreneur social contributions, non-regulated liberal professions",
      fr: "Cotisations sociales micro-entrepreneur, professions libérales non réglementées",
      ar: "المساهمات الاجتماعية للمقاول الصغير، المهن الحرة غير المنظمة",
    },
    history: [
      { value: 24.6, source: { url: SP_MICRO_CONTRIBUTIONS, publisher: SERVICE_PUBLIC }, checkedOn: FACTS_CHECKED_ON },
      {
        from: "2026-01-01",
        value: 25.6,
        basis: "Code de la sécurité sociale, art. D. 613-4",
        source: { url: SP_MICRO_CONTRIBUTIONS, publisher: SERVICE_PUBLIC },
        checkedOn: FACTS_CHECKED_ON,
      },
    ],
  },
  // ---- Residence-permit taxes, finance law for 2026 (loi de finances pour 2026, adopted on
  // 2 February 2026, art. 128, amending CESEDA L. 436-1, L. 436-4, L. 436-7 and CGI art. 958).
  // Amounts as the law's published summaries agree on them; the source is CESEDA on Légifrance.
  // TO VERIFY on Service-Public.fr's residence-permit-taxes page when it can be read: the date of
  // application and the full list of permits at the reduced rate.
  "residence-permit.tax-first-issue": {
    value: 300,
    unit: "eur",
    label: {
      en: "Tax on the first issue of a residence permit",
      fr: "Taxe de première délivrance d'un titre de séjour",
      ar: "رسم الإصدار الأول لبطاقة الإقامة",
    },
    source: { url: CESEDA, publisher: LEGIFRANCE },
    checkedOn: VERIFIED_ON,
  },
  // CESEDA L. 436-1: reduced rate, among others for students, trainees and au pairs (was 50 EUR).
  "residence-permit.tax-first-issue-reduced": {
    value: 100,
    unit: "eur",
    label: {
      en: "Tax on the first issue of a residence permit, reduced rate (students, trainees, au pairs)",
      fr: "Taxe de première délivrance d'un titre de séjour, tarif réduit (étudiants, stagiaires, au pair)",
      ar: "رسم الإصدار الأول لبطاقة الإقامة، السعر المخفَّض (الطلاب والمتدربون وau pair)",
    },
    source: { url: CESEDA, publisher: LEGIFRANCE },
    checkedOn: VERIFIED_ON,
  },
  // CESEDA L. 436-1: renewal, unchanged by the finance law for 2026.
  "residence-permit.tax-renewal": {
    value: 200,
    unit: "eur",
    label: {
      en: "Tax on the renewal of a residence permit",
      fr: "Taxe de renouvellement d'un titre de séjour",
      ar: "رسم تجديد بطاقة الإقامة",
    },
    source: { url: CESEDA, publisher: LEGIFRANCE },
    checkedOn: VERIFIED_ON,
  },
  "residence-permit.tax-renewal-reduced": {
    value: 50,
    unit: "eur",
    label: {
      en: "Tax on the renewal of a residence permit, reduced rate",
      fr: "Taxe de renouvellement d'un titre de séjour, tarif réduit",
      ar: "رسم تجديد بطاقة الإقامة، السعر المخفَّض",
    },
    source: { url: CESEDA, publisher: LEGIFRANCE },
    checkedOn: VERIFIED_ON,
  },
  // CESEDA L. 436-7: stamp duty on the issue, renewal, duplicate or change of a permit (was 25 EUR).
  "residence-permit.stamp-duty": {
    value: 50,
    unit: "eur",
    label: {
      en: "Stamp duty on a residence permit",
      fr: "Droit de timbre sur un titre de séjour",
      ar: "رسم الطابع على بطاقة الإقامة",
    },
    source: { url: CESEDA, publisher: LEGIFRANCE },
    checkedOn: VERIFIED_ON,
  },
  // CESEDA L. 436-4: regularisation visa fee for people who entered without a visa (was 200 EUR).
  "regularisation-visa.fee": {
    value: 300,
    unit: "eur",
    label: {
      en: "Regularisation visa fee (entry without the required visa)",
      fr: "Droit de visa de régularisation (entrée sans le visa exigé)",
      ar: "رسم تأشيرة التسوية (الدخول دون التأشيرة المطلوبة)",
    },
    source: { url: CESEDA, publisher: LEGIFRANCE },
    checkedOn: VERIFIED_ON,
  },
  // CESEDA L. 436-4: part of the regularisation visa fee paid when filing, kept if refused (was 50 EUR).
  "regularisation-visa.fee-at-filing": {
    value: 100,
    unit: "eur",
    label: {
      en: "Part of the regularisation visa fee paid at filing, not refunded",
      fr: "Part du droit de visa de régularisation payée au dépôt, non remboursée",
      ar: "جزء رسم تأشيرة التسوية المدفوع عند الإيداع، غير قابل للاسترداد",
    },
    source: { url: CESEDA, publisher: LEGIFRANCE },
    checkedOn: VERIFIED_ON,
  },
  // CESEDA L. 436-1, II: new tax on the issue and renewal of a provisional residence authorisation.
  "aps.tax": {
    value: 100,
    unit: "eur",
    label: {
      en: "Tax on a provisional residence authorisation (APS)",
      fr: "Taxe sur une autorisation provisoire de séjour (APS)",
      ar: "رسم ترخيص الإقامة المؤقت (APS)",
    },
    source: { url: CESEDA, publisher: LEGIFRANCE },
    checkedOn: VERIFIED_ON,
  },
  // CGI art. 958: stamp duty on an application for French nationality (was 55 EUR).
  "naturalisation.stamp-duty": {
    value: 255,
    unit: "eur",
    label: {
      en: "Stamp duty on a French nationality application",
      fr: "Droit de timbre pour une demande de nationalité française",
      ar: "رسم الطابع على طلب الجنسية الفرنسية",
    },
    source: { url: CGI, publisher: LEGIFRANCE },
    checkedOn: VERIFIED_ON,
  },
  // ---- Typical processing times for the options the wizard offers. No legal deadline exists:
  // these are our estimates from experience, labelled so on every page.
  "processing.employee": {
    value: { min: 1, max: 3 },
    unit: "months",
    label: {
      en: "Typical processing time, employee visa",
      fr: "Délai de traitement habituel, visa salarié",
      ar: "مدة المعالجة المعتادة، تأشيرة الأجير",
    },
    source: { url: FV_HOME, publisher: FRANCE_VISAS },
    checkedOn: VERIFIED_ON,
    kind: "our-estimate",
  },
  "processing.student": {
    value: { min: 1, max: 2 },
    unit: "months",
    label: {
      en: "Typical processing time, student visa",
      fr: "Délai de traitement habituel, visa étudiant",
      ar: "مدة المعالجة المعتادة، تأشيرة الطالب",
    },
    source: { url: FV_HOME, publisher: FRANCE_VISAS },
    checkedOn: VERIFIED_ON,
    kind: "our-estimate",
  },
  "processing.visitor": {
    value: { min: 2, max: 4 },
    unit: "months",
    label: {
      en: "Typical processing time, long-stay visitor visa",
      fr: "Délai de traitement habituel, visa de long séjour visiteur",
      ar: "مدة المعالجة المعتادة، تأشيرة الإقامة الطويلة للزائر",
    },
    source: { url: FV_HOME, publisher: FRANCE_VISAS },
    checkedOn: VERIFIED_ON,
    kind: "our-estimate",
  },
  // Décret n° 2025-539 du 13 juin 2025 (JORF 15 June 2025): "passeport talent" becomes "talent";
  // qualified employee absorbs employees on assignment and innovative-company staff; project
  // holder ("porteur de projet") replaces business creation, innovative project and investor; new
  // medical and pharmacy profession card. TO VERIFY the list on Service-Public.fr's talent page.
  "talent.categories-decree": {
    value: { date: "2025-06-13" },
    unit: "date",
    label: {
      en: "Decree reorganising the talent residence card categories",
      fr: "Décret réorganisant les catégories de la carte de séjour talent",
      ar: "المرسوم الذي أعاد تنظيم فئات بطاقة إقامة المواهب",
    },
    source: { url: CESEDA, publisher: LEGIFRANCE },
    checkedOn: VERIFIED_ON,
  },
  // ---- Integration conditions in force since 1 January 2026 (law 2024-42; CESEDA L. 413-3,
  // L. 413-7, L. 433-4; arrêté du 10 octobre 2025 on the civic exam). French level by card, from
  // the page that states them (Service-Public.fr F34501: A2 for a first multi-year card, B1 for a
  // resident card). B2 for naturalisation is stated by the law's summaries, not on a page we could
  // read on 2026-12-01: "our reading", to check on the naturalisation page (F2213).
  "integration.french-level-multi-year-card": {
    value: 2,
    unit: "cefr-level",
    label: {
      en: "French level required for a first multi-year residence card",
      fr: "Niveau de français exigé pour une première carte de séjour pluriannuelle",
      ar: "مستوى اللغة الفرنسية المطلوب لأول بطاقة إقامة متعددة السنوات",
    },
    source: { url: SP_FRENCH_LEVEL, publisher: SERVICE_PUBLIC },
    checkedOn: FACTS_CHECKED_ON,
  },
  "integration.french-level-resident-card": {
    value: 3,
    unit: "cefr-level",
    label: {
      en: "French level required for the ten-year resident card",
      fr: "Niveau de français exigé pour la carte de résident de dix ans",
      ar: "مستوى اللغة الفرنسية المطلوب لبطاقة المقيم لعشر سنوات",
    },
    source: { url: SP_FRENCH_LEVEL, publisher: SERVICE_PUBLIC },
    checkedOn: FACTS_CHECKED_ON,
  },
  "integration.french-level-naturalisation": {
    value: 4,
    unit: "cefr-level",
    label: {
      en: "French level required for naturalisation",
      fr: "Niveau de français exigé pour la naturalisation",
      ar: "مستوى اللغة الفرنسية المطلوب للتجنس",
    },
    source: { url: SP_NATURALISATION, publisher: SERVICE_PUBLIC },
    kind: "our-reading",
    checkedOn: FACTS_CHECKED_ON,
  },
  // Arrêté du 10 octobre 2025: multiple-choice questionnaire on a computer in an approved centre.
  "civic-exam.questions": {
    value: 40,
    unit: "count",
    label: {
      en: "Civic exam, number of questions",
      fr: "Examen civique, nombre de questions",
      ar: "الامتحان المدني، عدد الأسئلة",
    },
    source: { url: CIVIC_EXAM, publisher: INTERIOR_MINISTRY },
    checkedOn: VERIFIED_ON,
  },
  "civic-exam.duration": {
    value: 45,
    unit: "minutes",
    label: { en: "Civic exam, length", fr: "Examen civique, durée", ar: "الامتحان المدني، المدة" },
    source: { url: CIVIC_EXAM, publisher: INTERIOR_MINISTRY },
    checkedOn: VERIFIED_ON,
  },
  "civic-exam.pass-mark": {
    value: 32,
    unit: "count",
    label: {
      en: "Civic exam, correct answers needed to pass",
      fr: "Examen civique, bonnes réponses nécessaires pour réussir",
      ar: "الامتحان المدني، عدد الإجابات الصحيحة اللازمة للنجاح",
    },
    source: { url: CIVIC_EXAM, publisher: INTERIOR_MINISTRY },
    checkedOn: VERIFIED_ON,
  },
  "civic-exam.pass-rate": {
    value: 80,
    unit: "percent",
    label: {
      en: "Civic exam, share of correct answers needed to pass",
      fr: "Examen civique, part de bonnes réponses nécessaire pour réussir",
      ar: "الامتحان المدني، نسبة الإجابات الصحيحة اللازمة للنجاح",
    },
    source: { url: CIVIC_EXAM, publisher: INTERIOR_MINISTRY },
    checkedOn: VERIFIED_ON,
  },
  // Renewals, people over this age, beneficiaries of international protection and some nationals
  // under bilateral agreements (Algeria, Tunisia) are exempt from the civic exam.
  "civic-exam.exemption-age": {
    value: 65,
    unit: "years",
    label: {
      en: "Age above which the civic exam is not required",
      fr: "Âge au-delà duquel l'examen civique n'est pas exigé",
      ar: "السن التي لا يُشترط بعدها الامتحان المدني",
    },
    source: { url: CIVIC_EXAM, publisher: INTERIOR_MINISTRY },
    checkedOn: VERIFIED_ON,
  },
  // Law 2024-42 (CESEDA L. 412-7): every residence permit requires signing the contract of
  // commitment to respect the principles of the Republic; in force since 1 January 2026 (with the
  // integration conditions). TO VERIFY the exact start date on Service-Public.fr.
  "republican-contract.in-force-since": {
    value: { date: "2026-01-01" },
    unit: "date",
    label: {
      en: "Integration conditions and Republican commitment contract in force since",
      fr: "Conditions d'intégration et contrat d'engagement républicain en vigueur depuis",
      ar: "شروط الاندماج وعقد الالتزام بمبادئ الجمهورية سارية منذ",
    },
    source: { url: SP_REPUBLICAN_CONTRACT, publisher: SERVICE_PUBLIC },
    checkedOn: VERIFIED_ON,
  },
  // ---- Students. Finance law for 2026, art. 67: no housing benefit (APL) for students from
  // outside the EU, the EEA and Switzerland who hold no needs-based grant, from 1 July 2026
  // (law promulgated on 19 February 2026). TO VERIFY on caf.fr the handling of ongoing claims.
  "student.apl-ends-non-eu-without-grant": {
    value: { date: "2026-07-01" },
    unit: "date",
    label: {
      en: "End of housing benefit (APL) for non-EU students without a grant",
      fr: "Fin de l'aide au logement (APL) pour les étudiants non européens non boursiers",
      ar: "انتهاء إعانة السكن (APL) للطلاب من خارج الاتحاد الأوروبي غير الحاصلين على منحة",
    },
    source: { url: CAF_HOUSING, publisher: CAF },
    checkedOn: VERIFIED_ON,
  },
  // 105 EUR is confirmed for 2025-2026; the 2026-2027 amount (indexed on inflation each year)
  // could not be confirmed on cvec.etudiant.gouv.fr on 2026-12-01: "our reading" until it is.
  "student.cvec": {
    value: 105,
    unit: "eur",
    label: {
      en: "Student and campus life contribution (CVEC), per academic year",
      fr: "Contribution de vie étudiante et de campus (CVEC), par année universitaire",
      ar: "مساهمة الحياة الطلابية والجامعية (CVEC)، لكل سنة جامعية",
    },
    source: { url: CVEC, publisher: STUDENT_MINISTRY },
    checkedOn: FACTS_CHECKED_ON,
    kind: "our-reading",
  },
  // ---- Rent control (ELAN law art. 140, extended by the 3DS law): an experiment that the law set
  // to end on 23 November 2026. On 2026-12-01 we could not confirm on Service-Public.fr whether a
  // law extended it or made it permanent (a bill to that end passed the Assemblée nationale on
  // 11 December 2025): pages say so and send the reader to F1314 (content/cities/rent-control.ts).
  "rent-control.experiment-end": {
    value: { date: "2026-11-23" },
    unit: "date",
    label: {
      en: "Rent-control experiment set by law to end",
      fr: "Fin prévue par la loi de l'expérimentation de l'encadrement des loyers",
      ar: "نهاية تجربة تسقيف الإيجارات المحددة بالقانون",
    },
    source: { url: SP_RENT_CONTROL, publisher: SERVICE_PUBLIC },
    checkedOn: FACTS_CHECKED_ON,
  },
  // ---- Working holiday (France-Visas, "Jeune voyageur (vacances travail)"): sixteen partner
  // countries or territories; aged 18 to 30 on the day of application, 18 to 35 for Argentina,
  // Australia and Canada.
  "working-holiday.age": {
    value: { min: 18, max: 30 },
    unit: "years",
    label: {
      en: "Age range, working holiday",
      fr: "Tranche d'âge, vacances-travail",
      ar: "الفئة العمرية، العطلة والعمل",
    },
    source: { url: FV_WORKING_HOLIDAY, publisher: FRANCE_VISAS },
    checkedOn: VERIFIED_ON,
  },
  "working-holiday.age-extended": {
    value: { min: 18, max: 35 },
    unit: "years",
    label: {
      en: "Age range, working holiday for Argentina, Australia and Canada",
      fr: "Tranche d'âge, vacances-travail pour l'Argentine, l'Australie et le Canada",
      ar: "الفئة العمرية، العطلة والعمل للأرجنتين وأستراليا وكندا",
    },
    source: { url: FV_WORKING_HOLIDAY, publisher: FRANCE_VISAS },
    checkedOn: VERIFIED_ON,
  },
  "working-holiday.partner-count": {
    value: 16,
    unit: "count",
    label: {
      en: "Countries and territories with a working-holiday agreement with France",
      fr: "Pays et territoires ayant un accord vacances-travail avec la France",
      ar: "البلدان والأقاليم التي أبرمت اتفاق العطلة والعمل مع فرنسا",
    },
    source: { url: FV_WORKING_HOLIDAY, publisher: FRANCE_VISAS },
    checkedOn: VERIFIED_ON,
  },
  // ---- Au pair (Service-Public.fr F15813, CESEDA "jeune au pair"). The pocket-money minimum was
  // read on copies of F15813; TO VERIFY whether it has been revalued.
  "au-pair.age": {
    value: { min: 18, max: 30 },
    unit: "years",
    label: { en: "Age range, au pair", fr: "Tranche d'âge, jeune au pair", ar: "الفئة العمرية، au pair" },
    source: { url: SP_AU_PAIR, publisher: SERVICE_PUBLIC },
    checkedOn: VERIFIED_ON,
  },
  "au-pair.max-weekly-hours": {
    value: 25,
    unit: "count",
    label: {
      en: "Maximum hours of tasks a week, au pair",
      fr: "Nombre maximal d'heures de tâches par semaine, jeune au pair",
      ar: "الحد الأقصى لساعات المهام أسبوعيًا، au pair",
    },
    source: { url: SP_AU_PAIR, publisher: SERVICE_PUBLIC },
    checkedOn: VERIFIED_ON,
  },
  "au-pair.min-pocket-money": {
    value: 320,
    unit: "eur-per-month",
    label: {
      en: "Minimum pocket money, au pair",
      fr: "Argent de poche minimal, jeune au pair",
      ar: "الحد الأدنى لمصروف الجيب، au pair",
    },
    source: { url: SP_AU_PAIR, publisher: SERVICE_PUBLIC },
    checkedOn: VERIFIED_ON,
  },
  // ---- Family reunification resources (CESEDA R. 434-4): the monthly SMIC for a family of two or
  // three, plus a tenth for four or five, plus a fifth for six or more. Service-Public.fr states
  // them on the net SMIC, so the amounts are approximations like the net SMIC they come from —
  // computed from it to the euro, so they move with each revaluation (ADR 0057).
  "family-reunification.resources-two-three": {
    derived: { of: "smic.monthly-net", times: 1, round: "euro" },
    unit: "eur-per-month",
    label: {
      en: "Sponsor's monthly resources, family of two or three",
      fr: "Ressources mensuelles du demandeur, famille de deux ou trois personnes",
      ar: "الموارد الشهرية لمقدّم الطلب، أسرة من شخصين أو ثلاثة",
    },
    source: { url: SP_FAMILY_RESOURCES, publisher: SERVICE_PUBLIC },
    checkedOn: VERIFIED_ON,
    kind: "approximation",
  },
  "family-reunification.resources-four-five": {
    derived: { of: "smic.monthly-net", times: 1.1, round: "euro" },
    unit: "eur-per-month",
    label: {
      en: "Sponsor's monthly resources, family of four or five",
      fr: "Ressources mensuelles du demandeur, famille de quatre ou cinq personnes",
      ar: "الموارد الشهرية لمقدّم الطلب، أسرة من أربعة أو خمسة أشخاص",
    },
    source: { url: SP_FAMILY_RESOURCES, publisher: SERVICE_PUBLIC },
    checkedOn: VERIFIED_ON,
    kind: "approximation",
  },
  "family-reunification.resources-six-plus": {
    derived: { of: "smic.monthly-net", times: 1.2, round: "euro" },
    unit: "eur-per-month",
    label: {
      en: "Sponsor's monthly resources, family of six or more",
      fr: "Ressources mensuelles du demandeur, famille de six personnes ou plus",
      ar: "الموارد الشهرية لمقدّم الطلب، أسرة من ستة أشخاص أو أكثر",
    },
    source: { url: SP_FAMILY_RESOURCES, publisher: SERVICE_PUBLIC },
    checkedOn: VERIFIED_ON,
    kind: "approximation",
  },
  // Regulation (EC) 810/2009 (Visa Code) art. 16, as revised on 11 June 2024: children aged six to
  // under twelve pay half the adult short-stay fee.
  "short-stay-visa.fee-child": {
    value: 45,
    unit: "eur",
    label: {
      en: "Short-stay Schengen visa fee, child aged six to eleven",
      fr: "Frais de visa de court séjour Schengen, enfant de six à onze ans",
      ar: "رسوم تأشيرة شنغن للإقامة القصيرة، طفل من ست إلى إحدى عشرة سنة",
    },
    source: { url: "https://www.service-public.fr/particuliers/vosdroits/F18141", publisher: SERVICE_PUBLIC },
    checkedOn: VERIFIED_ON,
  },
  // ---- EU border systems. EES: progressive start on 12 October 2025, full use on 10 April 2026.
  "ees.start": {
    value: { date: "2025-10-12" },
    unit: "date",
    label: {
      en: "Entry/Exit System (EES) in operation since",
      fr: "Système d'entrée/sortie (EES) en service depuis",
      ar: "نظام الدخول والخروج (EES) قيد التشغيل منذ",
    },
    source: { url: EU_EES, publisher: EUROPEAN_UNION },
    checkedOn: VERIFIED_ON,
  },
  // ETIAS: announced for the last quarter of 2026; on 2026-12-01 the EU's page gave no start date
  // and no sign it had started. Pages say "planned"; check travel-europe.europa.eu again monthly.
  "etias.start": {
    value: { date: "2026-Q4" },
    unit: "date",
    label: {
      en: "ETIAS travel authorisation planned to start",
      fr: "Début prévu de l'autorisation de voyage ETIAS",
      ar: "الموعد المقرر لبدء تصريح السفر ETIAS",
    },
    source: { url: EU_ETIAS, publisher: EUROPEAN_UNION },
    checkedOn: FACTS_CHECKED_ON,
  },
  // ETIAS fee: 20 EUR (raised from 7 EUR before the start; free under 18 and over 70). Read on the
  // EU's summaries, not confirmed on travel-europe.europa.eu on 2026-12-01: "our reading".
  "etias.fee": {
    value: 20,
    unit: "eur",
    label: {
      en: "ETIAS travel authorisation fee",
      fr: "Frais de l'autorisation de voyage ETIAS",
      ar: "رسوم تصريح السفر ETIAS",
    },
    source: { url: EU_ETIAS, publisher: EUROPEAN_UNION },
    checkedOn: FACTS_CHECKED_ON,
    kind: "our-reading",
  },
  // ---- Renting a home: loi n° 89-462 du 6 juillet 1989. Art. 22: the deposit of an unfurnished
  // let is at most one month's rent excluding charges; art. 25-6: two months for a furnished let.
  // The budget planner (content/calculators/budget-for-move.ts) counts the deposit with them.
  "rental-deposit.max-unfurnished": {
    value: 1,
    unit: "months",
    label: {
      en: "Maximum deposit for an unfurnished let, in months of rent excluding charges",
      fr: "Dépôt de garantie maximal d'une location vide, en mois de loyer hors charges",
      ar: "الحد الأقصى لمبلغ التأمين في إيجار غير مفروش، بأشهر الإيجار دون الأعباء",
    },
    source: { url: RENTAL_LAW, publisher: LEGIFRANCE },
    checkedOn: CALCULATORS_CHECKED_ON,
  },
  "rental-deposit.max-furnished": {
    value: 2,
    unit: "months",
    label: {
      en: "Maximum deposit for a furnished let, in months of rent excluding charges",
      fr: "Dépôt de garantie maximal d'une location meublée, en mois de loyer hors charges",
      ar: "الحد الأقصى لمبلغ التأمين في إيجار مفروش، بأشهر الإيجار دون الأعباء",
    },
    source: { url: RENTAL_LAW, publisher: LEGIFRANCE },
    checkedOn: CALCULATORS_CHECKED_ON,
  },
} satisfies Record<string, FactDefinition>;

export type FactId = keyof typeof factRegistry;
