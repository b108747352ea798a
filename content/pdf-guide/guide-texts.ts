import type { Language } from "../../core/languages.ts";
import type { CityId } from "../cities/city-types.ts";
import { citiesAr } from "../i18n/cities-ar.ts";
import { citiesEn } from "../i18n/cities-en.ts";
import { citiesFr } from "../i18n/cities-fr.ts";
import type { VisaCategory } from "../visas/visa-catalogue.ts";
import type { VisaSectionId } from "../visas/visa-content-types.ts";
import { visaCategoryNames, visaSectionNames } from "../visas/visa-labels.ts";

/**
 * The words of the printed guides (the paid full guide and the free starter guide) around the
 * content they carry: cover, contents, chapter titles, table headings, notes. The visa, city and
 * integration texts themselves come from content/visas and content/cities, the figures from the
 * registry; nothing here holds a figure (the edition year is the guide's name, not a fact).
 */

/** The edition printed on the cover, as in the catalogue's product name (core/plans-catalogue.ts). */
export const guideEdition = "2026";

export type GuideTexts = {
  title: { full: string; starter: string };
  subtitle: { full: string; starter: string };
  edition: string;
  /** "Figures checked on {date}" — the most recent check; each figure carries its own date. */
  checkedOn: string;
  disclaimerTitle: string;
  disclaimer: string;
  /** Only printed on Arabic guides: which texts are still in English. */
  languageNote: string;
  contents: string;
  howToRead: { title: string; paragraphs: string[] };
  overview: { title: string; intro: string; visa: string; cost: string; processing: string };
  headlineFigures: { title: string; intro: string };
  costs: {
    title: string;
    intro: string;
    feesTitle: string;
    resourcesTitle: string;
    perVisaTitle: string;
    perVisaIntro: string;
    noSingleCost: string;
  };
  changes: { title: string; intro: string; datesTitle: string };
  checklist: { title: string; intro: string; leadTimesTitle: string; leadTimesIntro: string };
  visaChapters: { title: string; intro: string };
  cities: { title: string; intro: string };
  comparison: { title: string; intro: string; city: string; rentControl: string; scoresTitle: string };
  fullGuide: { title: string; intro: string; inside: string[]; price: string; buy: string; site: string };
  /** Column and label words shared by tables and chapters. */
  labels: {
    figure: string;
    value: string;
    source: string;
    checkedOn: string;
    basis: string;
    keyFigures: string;
    sources: string;
    officialLinks: string;
    ourEstimate: string;
    approximation: string;
    ourReading: string;
    costBreakdownTitle: string;
    costBreakdownNote: string;
    /** "{law}" is replaced by the law's title. */
    talentRenaming: string;
    integrationSeeAlso: string;
    highlights: string;
    considerations: string;
    visaOptions: string;
    rentControl: string;
    monthlyCosts: string;
    scores: string;
    scoreScale: string;
    rentControlExperiment: string;
    rentControlNone: string;
  };
  sections: Record<VisaSectionId, string>;
  categories: Record<VisaCategory, string>;
  costMetrics: Record<"rentOneBedroom" | "rentThreeBedroom" | "transportation" | "totalMonthly", string>;
  /** City names in the reader's language (the city texts give them in English and French only). */
  cityNames: Record<CityId, string>;
};

const en: GuideTexts = {
  title: { full: "Moving to France: the complete guide", starter: "Moving to France: starter guide" },
  subtitle: {
    full: "Every visa, the {year} costs, checklists with lead times and seven cities compared",
    starter: "The visa routes, the key costs and a first checklist",
  },
  edition: "Edition",
  checkedOn: "Figures checked on {date}",
  disclaimerTitle: "Guidance, not legal advice",
  disclaimer:
    "This guide explains the rules in plain language to help you prepare. It is not legal advice: your situation may differ, and only the administration decides. Always check the official sources before you apply.",
  languageNote: "",
  contents: "Contents",
  howToRead: {
    title: "How to read this guide",
    paragraphs: [
      "Every figure comes from our facts registry, the same one our website uses, with the official page it was read on and the date we last checked it. Each chapter ends with its sources.",
      "Figures marked “our estimate” are typical values from our experience, not official figures: processing times and consular habits vary by country and season. Figures marked “approx.” are approximations given by the official source itself.",
      "Rules change. Before you apply, open the official link given with each figure and check that it still applies to you.",
    ],
  },
  overview: {
    title: "The visa routes at a glance",
    intro:
      "Each long-stay visa or residence permit, grouped by purpose, with what a first application from abroad costs the State and the typical processing time.",
    visa: "Visa or permit",
    cost: "Cost of a first application",
    processing: "Typical processing time",
  },
  headlineFigures: {
    title: "Headline thresholds",
    intro: "The salary and resource thresholds most applications are measured against.",
  },
  costs: {
    title: "The {year} costs",
    intro:
      "What the State charges in {year} (finance law for {year}), and the salary and resource thresholds that decide whether an application can succeed.",
    feesTitle: "Fees and taxes",
    resourcesTitle: "Salaries and resources",
    perVisaTitle: "What each visa costs",
    perVisaIntro:
      "Visa fee, residence-permit tax and stamp duty for a first application from abroad. Visa-centre fees, translations and the employer's tax come on top.",
    noSingleCost: "No single cost: see the visa's chapter.",
  },
  changes: {
    title: "What changed in {year}",
    intro: "New conditions and dates that apply to people moving to France this year.",
    datesTitle: "Dates to know",
  },
  checklist: {
    title: "Checklist and lead times",
    intro:
      "The steps in the order they come, with the deadlines and validity periods that decide when to start each one.",
    leadTimesTitle: "Processing times by visa",
    leadTimesIntro:
      "Apply at least this long before your planned departure, and add time for gathering and translating documents.",
  },
  visaChapters: {
    title: "The visas, one by one",
    intro:
      "One chapter per visa or residence permit: who it is for, its conditions and documents, costs, processing time, rights, the procedure step by step and the mistakes to avoid.",
  },
  cities: {
    title: "Seven cities",
    intro:
      "What daily life looks like in the seven cities our visitors ask about most, with typical monthly costs for one person.",
  },
  comparison: {
    title: "The seven cities compared",
    intro: "Typical monthly costs for one person (our estimates) and rent control in each city.",
    city: "City",
    rentControl: "Rent control",
    scoresTitle: "Everyday life scores",
  },
  fullGuide: {
    title: "Go further with the complete guide",
    intro:
      "This starter guide gives you the routes and the key figures. The complete guide takes you through every step:",
    inside: [
      "a chapter for each visa and residence permit, with its conditions, documents, procedure and common mistakes;",
      "the {year} costs of every visa, and the changes that came into force this year;",
      "the full checklist with lead times;",
      "seven city overviews and a comparison table.",
    ],
    price: "{price}, with a {days}-day money-back guarantee.",
    buy: "Get the complete guide",
    site: "Compare visas, cities and costs on our website",
  },
  labels: {
    figure: "Figure",
    value: "Value",
    source: "Source",
    checkedOn: "Checked on",
    basis: "Basis",
    keyFigures: "Key figures",
    sources: "Sources and checked-on dates",
    officialLinks: "Official links",
    ourEstimate: "Typical, from our experience — not an official figure",
    approximation: "Approximate amount given by the official source",
    ourReading: "Our reading of the rule, not confirmed on its official page: check it there",
    costBreakdownTitle: "What you pay the State for a first application from abroad",
    costBreakdownNote:
      "The visa fee, then the residence-permit tax paid when the long-stay visa is validated online; the stamp duty only where a card is made in France (our reading of the law when we last checked it: check Service-Public.fr's page on validating a VLS-TS). Visa-centre fees, translations and the employer's tax come on top.",
    talentRenaming:
      "Since {law}, the “passeport talent” is called the multi-year “carte de séjour talent”. The rules in this chapter are the current ones.",
    integrationSeeAlso: "The French-language and civic-exam conditions apply: see",
    highlights: "Highlights",
    considerations: "Good to know",
    visaOptions: "Visa options",
    rentControl: "Rent control",
    monthlyCosts: "Typical monthly costs for one person",
    scores: "Scores",
    scoreScale: "Editorial scores from one to ten, comparing French cities with each other.",
    rentControlExperiment: "Yes (experiment)",
    rentControlNone: "No",
  },
  sections: visaSectionNames.en,
  categories: visaCategoryNames.en,
  costMetrics: {
    rentOneBedroom: "One-bedroom rent",
    rentThreeBedroom: "Three-bedroom rent",
    transportation: "Transport",
    totalMonthly: "Total monthly costs",
  },
  cityNames: citiesEn.names,
};

const fr: GuideTexts = {
  title: {
    full: "S'installer en France\u202f: le guide complet",
    starter: "S'installer en France\u202f: guide de démarrage",
  },
  subtitle: {
    full: "Tous les visas, les coûts {year}, les listes de préparation avec leurs délais et sept villes comparées",
    starter: "Les voies d'immigration, les coûts essentiels et une première liste de préparation",
  },
  edition: "Édition",
  checkedOn: "Chiffres vérifiés le {date}",
  disclaimerTitle: "Information, pas un conseil juridique",
  disclaimer:
    "Ce guide explique les règles en langage clair pour vous aider à préparer votre projet. Ce n'est pas un conseil juridique\u202f: votre situation peut différer, et seule l'administration décide. Vérifiez toujours les sources officielles avant de déposer une demande.",
  languageNote: "",
  contents: "Sommaire",
  howToRead: {
    title: "Comment lire ce guide",
    paragraphs: [
      "Chaque chiffre provient de notre registre de données, le même que celui de notre site, avec la page officielle où il a été lu et la date de notre dernière vérification. Chaque chapitre se termine par ses sources.",
      "Les chiffres marqués «\u202fnotre estimation\u202f» sont des valeurs habituelles tirées de notre expérience, pas des chiffres officiels\u202f: les délais de traitement et les habitudes des consulats varient selon le pays et la saison. Les chiffres marqués «\u202fenviron\u202f» sont des approximations données par la source officielle elle-même.",
      "Les règles changent. Avant de déposer votre demande, ouvrez le lien officiel donné avec chaque chiffre et vérifiez qu'il s'applique toujours à votre cas.",
    ],
  },
  overview: {
    title: "Les voies d'immigration en un coup d'œil",
    intro:
      "Chaque visa de long séjour ou titre de séjour, classé par objet, avec ce que coûte à l'État une première demande depuis l'étranger et le délai de traitement habituel.",
    visa: "Visa ou titre",
    cost: "Coût d'une première demande",
    processing: "Délai de traitement habituel",
  },
  headlineFigures: {
    title: "Les seuils essentiels",
    intro: "Les seuils de salaire et de ressources auxquels la plupart des demandes sont comparées.",
  },
  costs: {
    title: "Les coûts {year}",
    intro:
      "Ce que l'État demande en {year} (loi de finances pour {year}), et les seuils de salaire et de ressources qui décident du succès d'une demande.",
    feesTitle: "Frais et taxes",
    resourcesTitle: "Salaires et ressources",
    perVisaTitle: "Ce que coûte chaque visa",
    perVisaIntro:
      "Frais de visa, taxe de titre de séjour et droit de timbre pour une première demande depuis l'étranger. Les frais du centre de visas, les traductions et la taxe due par l'employeur s'y ajoutent.",
    noSingleCost: "Pas de coût unique\u202f: voir le chapitre du visa.",
  },
  changes: {
    title: "Ce qui a changé en {year}",
    intro: "Les nouvelles conditions et les dates qui concernent les personnes qui s'installent en France cette année.",
    datesTitle: "Dates à connaître",
  },
  checklist: {
    title: "Liste de préparation et délais",
    intro:
      "Les étapes dans l'ordre où elles se présentent, avec les délais et durées de validité qui décident du moment où commencer chacune.",
    leadTimesTitle: "Délais de traitement par visa",
    leadTimesIntro:
      "Déposez votre demande au moins ce temps avant votre départ prévu, et ajoutez le temps de réunir et de traduire vos documents.",
  },
  visaChapters: {
    title: "Les visas, un par un",
    intro:
      "Un chapitre par visa ou titre de séjour\u202f: à qui il s'adresse, ses conditions et documents, ses coûts, son délai, les droits qu'il ouvre, la procédure étape par étape et les erreurs à éviter.",
  },
  cities: {
    title: "Sept villes",
    intro:
      "La vie quotidienne dans les sept villes sur lesquelles nos visiteurs nous interrogent le plus, avec les coûts mensuels habituels pour une personne.",
  },
  comparison: {
    title: "Les sept villes comparées",
    intro: "Coûts mensuels habituels pour une personne (nos estimations) et encadrement des loyers dans chaque ville.",
    city: "Ville",
    rentControl: "Encadrement des loyers",
    scoresTitle: "Notes de la vie quotidienne",
  },
  fullGuide: {
    title: "Allez plus loin avec le guide complet",
    intro:
      "Ce guide de démarrage vous donne les voies possibles et les chiffres essentiels. Le guide complet vous accompagne à chaque étape\u202f:",
    inside: [
      "un chapitre pour chaque visa et titre de séjour, avec ses conditions, ses documents, sa procédure et les erreurs fréquentes\u202f;",
      "les coûts {year} de chaque visa, et les changements entrés en vigueur cette année\u202f;",
      "la liste de préparation complète avec ses délais\u202f;",
      "sept portraits de villes et un tableau comparatif.",
    ],
    price: "{price}, satisfait ou remboursé pendant {days}\u202fjours.",
    buy: "Obtenir le guide complet",
    site: "Comparez visas, villes et coûts sur notre site",
  },
  labels: {
    figure: "Chiffre",
    value: "Valeur",
    source: "Source",
    checkedOn: "Vérifié le",
    basis: "Base",
    keyFigures: "Chiffres clés",
    sources: "Sources et dates de vérification",
    officialLinks: "Liens officiels",
    ourEstimate: "Valeur habituelle, selon notre expérience — pas un chiffre officiel",
    approximation: "Montant approximatif donné par la source officielle",
    ourReading: "Notre lecture de la règle, non confirmée sur sa page officielle : vérifiez-la sur cette page",
    costBreakdownTitle: "Ce que vous payez à l'État pour une première demande depuis l'étranger",
    costBreakdownNote:
      "Les frais de visa, puis la taxe de titre de séjour payée à la validation en ligne du visa de long séjour ; le droit de timbre seulement lorsqu'une carte est fabriquée en France (notre lecture de la loi lors de notre dernière vérification : vérifiez sur la page de Service-Public.fr consacrée à la validation du VLS-TS). Les frais du centre de visas, les traductions et la taxe due par l'employeur s'y ajoutent.",
    talentRenaming:
      "Depuis la {law}, le «\u202fpasseport talent\u202f» s'appelle «\u202fcarte de séjour pluriannuelle talent\u202f». Les règles de ce chapitre sont celles en vigueur.",
    integrationSeeAlso: "Les conditions de langue française et d'examen civique s'appliquent\u202f: voir",
    highlights: "Points forts",
    considerations: "À savoir",
    visaOptions: "Visas adaptés",
    rentControl: "Encadrement des loyers",
    monthlyCosts: "Coûts mensuels habituels pour une personne",
    scores: "Notes",
    scoreScale: "Notes éditoriales de un à dix, qui comparent les villes françaises entre elles.",
    rentControlExperiment: "Oui (expérimentation)",
    rentControlNone: "Non",
  },
  sections: visaSectionNames.fr,
  categories: visaCategoryNames.fr,
  costMetrics: {
    rentOneBedroom: "Loyer d'un deux-pièces",
    rentThreeBedroom: "Loyer d'un quatre-pièces",
    transportation: "Transports",
    totalMonthly: "Coût mensuel total",
  },
  cityNames: citiesFr.names,
};

const ar: GuideTexts = {
  title: { full: "الانتقال إلى فرنسا: الدليل الكامل", starter: "الانتقال إلى فرنسا: دليل البداية" },
  subtitle: {
    full: "جميع التأشيرات، وتكاليف عام {year}، وقوائم التحضير مع مهلها، ومقارنة بين سبع مدن",
    starter: "مسارات التأشيرات، والتكاليف الأساسية، وقائمة تحضير أولى",
  },
  edition: "إصدار",
  checkedOn: "تم التحقق من الأرقام في {date}",
  disclaimerTitle: "إرشادات وليست استشارة قانونية",
  disclaimer:
    "يشرح هذا الدليل القواعد بلغة بسيطة لمساعدتك على الاستعداد. وهو ليس استشارة قانونية: قد يختلف وضعك، والإدارة وحدها تقرر. تحقق دائمًا من المصادر الرسمية قبل تقديم طلبك.",
  languageNote:
    "العناوين والجداول والملاحظات في هذا الدليل بالعربية. أما نصوص فصول التأشيرات والمدن التي لم نترجمها بعد فهي بالإنجليزية، وكل فصل منها يذكر ذلك.",
  contents: "المحتويات",
  howToRead: {
    title: "كيف تقرأ هذا الدليل",
    paragraphs: [
      "كل رقم مأخوذ من سجل البيانات الخاص بنا، وهو نفسه الذي يستخدمه موقعنا، مع الصفحة الرسمية التي قُرئ منها وتاريخ آخر تحقق منه. ينتهي كل فصل بمصادره.",
      "الأرقام الموسومة «تقديرنا» قيم معتادة من خبرتنا وليست أرقامًا رسمية: فمدد المعالجة وممارسات القنصليات تختلف حسب البلد والموسم. والأرقام الموسومة «تقريبًا» تقديرات تقريبية تذكرها المصادر الرسمية نفسها.",
      "القواعد تتغير. قبل تقديم طلبك، افتح الرابط الرسمي المذكور مع كل رقم وتأكد من أنه لا يزال ينطبق على حالتك.",
    ],
  },
  overview: {
    title: "مسارات التأشيرات في لمحة",
    intro:
      "كل تأشيرة إقامة طويلة أو بطاقة إقامة، مصنفة حسب الغرض، مع ما يكلفه أول طلب من الخارج لدى الدولة ومدة المعالجة المعتادة.",
    visa: "التأشيرة أو البطاقة",
    cost: "تكلفة الطلب الأول",
    processing: "مدة المعالجة المعتادة",
  },
  headlineFigures: {
    title: "العتبات الأساسية",
    intro: "عتبات الراتب والموارد التي تُقارن بها معظم الطلبات.",
  },
  costs: {
    title: "تكاليف عام {year}",
    intro:
      "ما تفرضه الدولة في عام {year} (قانون المالية لعام {year})، وعتبات الراتب والموارد التي تحدد إمكانية قبول الطلب.",
    feesTitle: "الرسوم والضرائب",
    resourcesTitle: "الرواتب والموارد",
    perVisaTitle: "تكلفة كل تأشيرة",
    perVisaIntro:
      "رسوم التأشيرة ورسم بطاقة الإقامة ورسم الطابع لأول طلب من الخارج. وتُضاف إليها رسوم مركز التأشيرات والترجمات والضريبة المستحقة على صاحب العمل.",
    noSingleCost: "لا توجد تكلفة واحدة: راجع فصل التأشيرة.",
  },
  changes: {
    title: "ما الذي تغير في عام {year}",
    intro: "الشروط الجديدة والتواريخ التي تهم من ينتقلون إلى فرنسا هذا العام.",
    datesTitle: "تواريخ يجب معرفتها",
  },
  checklist: {
    title: "قائمة التحضير والمهل",
    intro: "الخطوات بترتيب حدوثها، مع المهل ومدد الصلاحية التي تحدد متى تبدأ كل خطوة.",
    leadTimesTitle: "مدد المعالجة حسب التأشيرة",
    leadTimesIntro: "قدّم طلبك قبل موعد سفرك المخطط بهذه المدة على الأقل، وأضف وقتًا لجمع مستنداتك وترجمتها.",
  },
  visaChapters: {
    title: "التأشيرات واحدة تلو الأخرى",
    intro:
      "فصل لكل تأشيرة أو بطاقة إقامة: لمن هي، وشروطها ومستنداتها، وتكاليفها، ومدة معالجتها، والحقوق التي تمنحها، والإجراءات خطوة بخطوة، والأخطاء التي يجب تجنبها.",
  },
  cities: {
    title: "سبع مدن",
    intro:
      "كيف تبدو الحياة اليومية في المدن السبع التي يسألنا عنها زوارنا أكثر من غيرها، مع التكاليف الشهرية المعتادة لشخص واحد.",
  },
  comparison: {
    title: "مقارنة المدن السبع",
    intro: "التكاليف الشهرية المعتادة لشخص واحد (تقديراتنا) وتسقيف الإيجارات في كل مدينة.",
    city: "المدينة",
    rentControl: "تسقيف الإيجارات",
    scoresTitle: "تقييمات الحياة اليومية",
  },
  fullGuide: {
    title: "اذهب أبعد مع الدليل الكامل",
    intro: "يقدم لك دليل البداية هذا المسارات الممكنة والأرقام الأساسية. أما الدليل الكامل فيرافقك في كل خطوة:",
    inside: [
      "فصل لكل تأشيرة وبطاقة إقامة، مع شروطها ومستنداتها وإجراءاتها والأخطاء الشائعة؛",
      "تكاليف عام {year} لكل تأشيرة، والتغييرات التي دخلت حيز التنفيذ هذا العام؛",
      "قائمة التحضير الكاملة مع مهلها؛",
      "نبذات عن سبع مدن وجدول مقارنة بينها.",
    ],
    price: "{price}، مع ضمان استرداد المبلغ خلال {days} أيام.",
    buy: "احصل على الدليل الكامل",
    site: "قارن التأشيرات والمدن والتكاليف على موقعنا",
  },
  labels: {
    figure: "الرقم",
    value: "القيمة",
    source: "المصدر",
    checkedOn: "تاريخ التحقق",
    basis: "الأساس",
    keyFigures: "أرقام أساسية",
    sources: "المصادر وتواريخ التحقق",
    officialLinks: "روابط رسمية",
    ourEstimate: "قيمة معتادة من خبرتنا — وليست رقمًا رسميًا",
    approximation: "مبلغ تقريبي يذكره المصدر الرسمي",
    ourReading: "قراءتنا للقاعدة، غير مؤكدة في صفحتها الرسمية: تحقق منها هناك",
    costBreakdownTitle: "ما تدفعه للدولة عند أول طلب من الخارج",
    costBreakdownNote:
      "رسوم التأشيرة، ثم رسم بطاقة الإقامة الذي يُدفع عند المصادقة على تأشيرة الإقامة الطويلة عبر الإنترنت؛ أما رسم الطابع فلا يُدفع إلا عند إصدار بطاقة في فرنسا (قراءتنا للقانون عند آخر تحقق: تحقق في صفحة Service-Public.fr الخاصة بالمصادقة على تأشيرة VLS-TS). وتُضاف إليها رسوم مركز التأشيرات والترجمات والضريبة المستحقة على صاحب العمل.",
    talentRenaming:
      "منذ {law}، أصبح «جواز المواهب» (passeport talent) يُسمى «بطاقة الإقامة متعددة السنوات للمواهب» (carte de séjour talent). القواعد الواردة في هذا الفصل هي القواعد السارية.",
    integrationSeeAlso: "تنطبق شروط اللغة الفرنسية والامتحان المدني: راجع",
    highlights: "نقاط القوة",
    considerations: "معلومات مفيدة",
    visaOptions: "التأشيرات المناسبة",
    rentControl: "تسقيف الإيجارات",
    monthlyCosts: "التكاليف الشهرية المعتادة لشخص واحد",
    scores: "التقييمات",
    scoreScale: "تقييمات تحريرية من واحد إلى عشرة، تقارن المدن الفرنسية فيما بينها.",
    rentControlExperiment: "نعم (تجربة)",
    rentControlNone: "لا",
  },
  sections: visaSectionNames.ar,
  categories: visaCategoryNames.ar,
  costMetrics: {
    rentOneBedroom: "إيجار شقة بغرفة نوم واحدة",
    rentThreeBedroom: "إيجار شقة بثلاث غرف نوم",
    transportation: "المواصلات",
    totalMonthly: "إجمالي التكاليف الشهرية",
  },
  cityNames: citiesAr.names,
};

export const guideTexts: Record<Language, GuideTexts> = { en, fr, ar };

/** Printed at the top of a chapter whose text we only have in English, on an Arabic guide. */
export const chapterInEnglishNote = "هذا الفصل غير متوفر بالعربية بعد، لذا نعرضه بالإنجليزية.";
