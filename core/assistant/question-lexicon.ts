/**
 * The words by which a question says what it asks and about whom (ADR 0079), read by
 * ./question-parts.ts on text already folded (lowercase, no accents, Arabic letters unified,
 * Western digits). English and French patterns use word boundaries; Arabic ones match inside
 * words, since Arabic attaches articles and pronouns to them ("وزوجي", "لزوجتي").
 *
 * `typos`: single words of six letters or more that also match one edit away ("ressources" typed
 * "ressouces"), the usual slips of a reader typing fast.
 */

import type { EligibilityPurpose } from "../eligibility/eligibility-profile.ts";

export const askedTopics = [
  "which-visa",
  "resources",
  "salary-floor",
  "fees",
  "processing-time",
  "work-rights",
  "family",
  "documents",
  "validity",
  "language-civic",
  "cost-of-living",
] as const;
export type AskedTopic = (typeof askedTopics)[number];

type Lexeme = { patterns: readonly RegExp[]; typos?: readonly string[] };

export const topicLexicon: Record<AskedTopic, Lexeme> = {
  "which-visa": {
    patterns: [
      /\b(which|what|wich|wat)\s+(kind of\s+|type of\s+)?(visa|permit|residence permit|titre|option)s?\b/,
      /\b(best|right|good)\s+(visa|option|route)\b/,
      /\b(quel|quelle|quels|kel)\s+(type de\s+)?(visa|titre|carte|option)\b/,
      /\bquel(le)? visa\b|\bvisa (adapte|pour moi|me convient)\b|\bquoi comme visa\b/,
      /\bam i eligible\b|\bsuis[- ]je eligible\b|\b(eligible|eligibilite)\b/,
      /\b(what|which) are my options\b|\bmes options\b/,
      /تناسبني|يناسبني|الفيزا اللي|التاشيره اللي|اي تاشيره|ما هي التاشيره|اي نوع من التاشير|التاشيره المناسبه|ما التاشيره|اي فيزا|شو الفيزا|اي اقامه/,
    ],
  },
  resources: {
    patterns: [
      /\bhow much (money|cash|funds?)\b|\b(money|funds?|resources?|savings|bank balance)\b.*\b(need|prove|show|have|required|requirement)\b/,
      /\b(need|prove|show|required?)\b.*\b(money|funds?|resources?|bank balance)\b/,
      /\b(financial|proof of funds|means of support|sufficient resources|resources?)\b/,
      /\b(ressources?|argent|moyens|justificatifs? de ressources|solde|epargne|fonds|revenus?|income)\b/,
      /\b(avoir|faut) par mois|sur (le|mon) compte|on (the|my) (bank )?account|in (the|my) (bank )?account|per month (to|for) (the|a) visa/,
      /\bcombien (d'argent|de fric|de sous)\b|\b(prouver|justifier)\b/,
      /\bpension\b.*\b(enough|assez|suffi)/,
      /فالحساب|في الحساب|شحال خاص|قديش لازم|قديش بدي|كم يجب ان يكون|دخلنا|دخلي|الموارد|كم من المال|كم المبلغ|المبلغ المطلوب|مبلغ|اثبات الموارد|الدخل المطلوب|كم لازم يكون عندي|فلوس|مصاريف شهريه مطلوبه/,
    ],
    typos: ["resources", "ressources", "financial", "justifier"],
  },
  "salary-floor": {
    patterns: [
      /\b(salary|salaries|wage|pay|paid|paying|earn|earning|gross|remuneration|income threshold|threshold|floor)\b/,
      /\b(salaire|salaires|remuneration|brut|payer|paye|seuil|smic)\b/,
      /الراتب|راتب|الحد الادني للاجر|الاجر/,
    ],
    // Not "salaire": one swap from "salarie", the employee's permit.
    typos: ["salary", "threshold", "remuneration"],
  },
  fees: {
    patterns: [
      /\b(fee|fees|tax|taxes|stamp|stamps|timbre|timbres|frais|taxe|redevance|droit de visa|droits de visa)\b/,
      /\bhow much (is|does|will|would) (the |a )?(visa|permit|application|card|titre)\b|\bcost of (the |a )?(visa|permit|application)\b/,
      /\b(prix|cout|coute|tarif) (du|d'un|de la|des) (visa|titre|carte|demande)\b|\bcombien coute (le|un|la) (visa|titre|carte)\b/,
      /\bvisa (cost|price|prix|cout)\b/,
      /رسوم|الرسوم|طابع|سعر التاشيره|تكلفه التاشيره|كم تكلف التاشيره|ثمن الفيزا|سعر الفيزا/,
    ],
  },
  "processing-time": {
    patterns: [
      /\bhow (long|many weeks|many months) (does|will|would|do|to|is|for)\b(?!.*\bvalid)/,
      /\b(processing|processed|waiting time|wait|turnaround)\b/,
      /\b(combien de temps|delai|delais|temps de traitement|attente|attendre)\b(?!.*\bvalid)/,
      /كم من الوقت|مده المعالجه|كم تستغرق|كم ياخذ|مده الانتظار|وقت المعالجه|كم يوم|كم اسبوع/,
    ],
  },
  "work-rights": {
    patterns: [
      /\b(can|could|may|allowed to|right to|able to|permitted to|possible to)\b[\w\s']{0,25}\b(work|job|jobs|working)\b/,
      /\b(work|working) (on the side|alongside|part[- ]time|while|during)\b|\bpart[- ]time (job|work)\b|\bside job\b/,
      /\b(hours?|hrs)\b.*\b(work|job|week|year)\b|\bwork(ing)? hours\b/,
      /\b(peux|peut|pourrai|pourrais|pourra|pourrait|droit de|autorise|autorisee|possible de|le droit)\b[\w\s'-]{0,25}\b(travailler|bosser|taffer|boulot|job|emploi)\b/,
      /\b(travailler|bosser|job) (a cote|en parallele|a temps partiel|pendant)\b|\bjob etudiant\b|\bheures? (de travail|par an|par semaine)\b/,
      /\b(work permit|autorisation de travail)\b/,
      /يعمل|اعمل|العمل|اشتغل|يشتغل|تشتغل|تعمل|الشغل|ساعات|نخدم|يخدم|تخدم|الخدمه|نشتغل/,
    ],
    typos: ["travailler", "working"],
  },
  family: {
    patterns: [
      /\b(family|families|wife|husband|spouse|partner|children|child|kids|kid|son|daughter|fiance|fiancee)\b/,
      /\b(famille|femme|mari|epouse|epoux|conjoint|conjointe|enfants?|fils|fille(?! au pair)|regroupement|rejoindre|me rejoindre|faire venir)\b/,
      /عائل|زوج|اطفال|اولاد|ابني|ابنتي|لم الشمل|اسرت|اسره|مراتي/,
    ],
    typos: ["famille", "regroupement", "husband", "conjoint", "children"],
  },
  documents: {
    patterns: [
      /\b(documents?|papers|paperwork|checklist|what do i need to (bring|provide|submit)|required docs|docs)\b/,
      /\b(pieces? justificatives?|pieces?|dossier|justificatifs?|papiers|quels documents|liste des documents)\b/,
      /\b(passport|passeport(?! talent)|photos?|bank statements?|releves? bancaires?|insurance|assurance|casier|criminal record)\b/,
      /الوثايق|المستندات|الاوراق|ملف|جواز السفر|صور|كشف حساب|التامين/,
    ],
    typos: ["documents", "paperwork", "justificatifs"],
  },
  validity: {
    patterns: [
      /\b(valid|validity|expire|expires|expiry|renew|renewal|renewed|how many years)\b|\bhow long (does|will) (it|the (card|permit|visa)) last\b/,
      /\b(valable|validite|duree|expire|renouveler|renouvellement|combien d'annees|dure combien)\b/,
      /صلاحي|مده الاقامه|تجديد|كم سنه|ينتهي/,
    ],
    typos: ["validity", "renouvellement", "renouveler"],
  },
  "language-civic": {
    patterns: [
      /\b(french level|level of french|language (level|test|requirement)|speak french|civic (exam|test)|integration|a1|a2|b1|b2|delf|tcf|tef)\b/,
      /\b(niveau de francais|niveau (a1|a2|b1|b2)|langue francaise|examen civique|test civique|contrat d'integration|integration|parler francais)\b/,
      /مستوي اللغه|اللغه الفرنسيه|امتحان|اختبار|الفرنسيه/,
    ],
    typos: ["integration", "francais"],
  },
  "cost-of-living": {
    patterns: [
      /\b(cost of living|living costs?|cost to live|expensive|cheap|rent|rents|rental|housing costs?|monthly budget|budget)\b/,
      /\b(cout de la vie|couts de la vie|vie (est|coute)|cher|chere|loyer|loyers|logement|budget mensuel|budget)\b/,
      /تكلفه المعيشه|تكاليف المعيشه|الايجار|ايجار|غالي|المعيشه|السكن|الكرا|كراء/,
    ],
  },
};

/** What the person says they plan to do, read as the eligibility engine's purpose. */
export const purposeLexicon: Record<Exclude<EligibilityPurpose, "other">, readonly RegExp[]> = {
  study: [
    /\b(student|study|studies|studying|master'?s?|msc|bachelor|licence|university|universite|admitted|admis|admise|etudiant|etudiante|etudes|etudier|fac|ecole|school|campus france)\b/,
    /طالب|طالبه|دراس|ادرس|جامعه|ماستر|ماجستير|قبول/,
  ],
  work: [
    /\b(job offer|offer|hired|employer|employee|cdi|cdd|contract|engineer|developer|designer|nurse|doctor|work in|working in|job in|offre d'emploi|offre|embauche|employeur|contrat|ingenieur|developpeur|infirmier|infirmiere|salarie)\b/,
    /عرض عمل|عقد عمل|مهندس|ممرض|وظيفه|مشغل/,
  ],
  retire: [
    /\b(retire|retired|retiree|retirement|pension|pensioner|retraite|retraitee|retraites)\b/,
    /متقاعد|التقاعد|معاش/,
  ],
  family: [
    /\b(married to a french|french (wife|husband|spouse|partner)|spouse of a french|(femme|mari|conjoint|epoux|epouse) (francais|francaise)|marie(e)? (a|avec) un(e)? francais(e)?|join my (husband|wife)|rejoindre mon (mari|epoux)|rejoindre ma (femme|epouse))\b/,
    /زوجي فرنسي|زوجتي فرنسيه|متزوج من فرنسيه|متزوجه من فرنسي|لم الشمل/,
  ],
  business: [
    /\b(start a (business|company|startup)|my (business|company|startup)|freelance|freelancer|self[- ]employed|auto[- ]?entrepreneur|micro[- ]?entrepreneur|creer (une|mon) entreprise|ma (boite|societe|startup)|independant)\b/,
    /مشروع|شركتي|شركه|عمل حر/,
  ],
  invest: [/\b(invest|investor|investing|investment|investir|investisseur|investissement)\b/, /استثمار|مستثمر/],
  research: [
    /\b(research|researcher|phd|postdoc|doctorate|chercheur|chercheuse|these|doctorat|recherche)\b/,
    /باحث|دكتوراه|بحث علمي/,
  ],
  "au-pair": [/\bau[- ]?pair\b/, /او بير|اوبير/],
  "working-holiday": [/\b(working holiday|whv|pvt|vacances[- ]travail|programme vacances)\b/, /عطله عمل|سنه عطله/],
};

/**
 * Visa pages a question names outright (slugs of content/visas and of the eligibility engine).
 * The Blue Card is read on its French slug, the one the engine uses.
 */
export const routeLexicon: readonly { slug: string; patterns: readonly RegExp[] }[] = [
  {
    slug: "carte-bleue-ue",
    patterns: [/\b(blue ?card|carte bleue|bleue europeenne|eu blue)\b/, /بطاقه الزرقاء|لبطاقه الزرقاء|بلو كارد/],
  },
  {
    slug: "passeport-talent-salarie",
    patterns: [
      /\b(talent|talents|passeport talent|talent passport|salarie qualifie|qualified employee)\b/,
      /جواز المواهب|المواهب|باسبور تالون/,
    ],
  },
  {
    slug: "passeport-talent-chercheur",
    patterns: [/\b(researcher visa|talent chercheur|passeport talent chercheur)\b/],
  },
  { slug: "passeport-talent-investisseur", patterns: [/\b(investor visa|talent investisseur|visa investisseur)\b/] },
  {
    slug: "etudiant",
    patterns: [
      /\b(student visa|student permit|visa etudiant|titre etudiant|vls-ts etudiant|student vls)\b/,
      /تاشيره الطالب|تاشيره دراسه|فيزا دراسه|فيزا طالب/,
    ],
  },
  {
    slug: "visiteur-touriste",
    patterns: [/\b(visitor|visitors|visa visiteur|visiteur|visiteurs|long[- ]stay visitor)\b/, /تاشيره زائر|فيزا زائر/],
  },
  {
    slug: "regroupement-familial",
    patterns: [/\b(family reunification|regroupement familial|reunification)\b/, /لم الشمل/],
  },
  { slug: "famille-francais", patterns: [/\b(spouse of a french|conjoint de francais|vie privee et familiale)\b/] },
  { slug: "au-pair", patterns: [/\bau[- ]?pair\b/, /او بير|اوبير/] },
  {
    slug: "vacances-travail",
    patterns: [/\b(working holiday|whv|pvt|vacances[- ]travail)\b/, /عطله عمل|العطله والعمل|عطله وعمل/],
  },
  {
    slug: "salarie",
    patterns: [
      /\b(employee visa|work visa|visa salarie|titre salarie|carte salarie|visa de travail)\b/,
      /تاشيره عمل|فيزا عمل/,
    ],
  },
  { slug: "auto-entrepreneur", patterns: [/\b(auto[- ]?entrepreneur|micro[- ]?entrepreneur|micro[- ]?entreprise)\b/] },
  {
    slug: "job-search-business",
    patterns: [
      /\b(job search|aps|recherche d'emploi|creation d'entreprise apres|look(ing)? for (a )?(job|work)|stay (on|after)[\w\s]{0,20}(job|work|company)|chercher (du|un) (travail|emploi|boulot)|rester (en france )?(apres|pour chercher))\b/,
    ],
  },
  { slug: "transfert-intra-groupe", patterns: [/\b(intra[- ]?company|ict|intra[- ]?groupe|detache|secondment)\b/] },
];

/** Demonyms and country words (folded) for the nationalities people moving to France most often state. */
export const nationalityLexicon: readonly { code: string; words: readonly string[] }[] = [
  { code: "MA", words: ["moroccan", "marocain", "marocaine", "morocco", "maroc", "مغربي", "مغربيه", "المغرب"] },
  {
    code: "DZ",
    words: ["algerian", "algerien", "algerienne", "algeria", "algerie", "جزائري", "جزائريه", "الجزائر", "dz"],
  },
  { code: "TN", words: ["tunisian", "tunisien", "tunisienne", "tunisia", "tunisie", "تونسي", "تونسيه", "تونس"] },
  { code: "LB", words: ["lebanese", "libanais", "libanaise", "lebanon", "liban", "لبناني", "لبنانيه", "لبنان"] },
  { code: "EG", words: ["egyptian", "egyptien", "egyptienne", "egypt", "egypte", "مصري", "مصريه", "مصر"] },
  { code: "SY", words: ["syrian", "syrien", "syrienne", "syria", "syrie", "سوري", "سوريه", "سوريا"] },
  { code: "JO", words: ["jordanian", "jordanien", "jordanienne", "jordan", "jordanie", "اردني", "الاردن"] },
  { code: "IQ", words: ["iraqi", "irakien", "irakienne", "iraq", "irak", "عراقي", "العراق"] },
  { code: "SA", words: ["saudi", "saoudien", "saoudienne", "سعودي", "السعوديه"] },
  { code: "SN", words: ["senegalese", "senegalais", "senegalaise", "senegal"] },
  { code: "CI", words: ["ivorian", "ivoirien", "ivoirienne", "cote d'ivoire", "ivory coast"] },
  { code: "CM", words: ["cameroonian", "camerounais", "camerounaise", "cameroon", "cameroun"] },
  { code: "ML", words: ["malian", "malien", "malienne", "mali"] },
  { code: "NG", words: ["nigerian", "nigeria"] },
  { code: "IN", words: ["indian", "indien", "indienne", "india", "inde"] },
  { code: "CN", words: ["chinese", "chinois", "chinoise", "china", "chine"] },
  { code: "VN", words: ["vietnamese", "vietnamien", "vietnamienne", "vietnam"] },
  { code: "PK", words: ["pakistani", "pakistanais", "pakistanaise", "pakistan"] },
  { code: "TR", words: ["turkish", "turc", "turque", "turkey", "turquie"] },
  { code: "US", words: ["american", "americain", "americaine", "usa", "united states", "etats-unis", "امريكي"] },
  { code: "CA", words: ["canadian", "canadien", "canadienne", "canada"] },
  { code: "BR", words: ["brazilian", "bresilien", "bresilienne", "brazil", "bresil"] },
  { code: "MX", words: ["mexican", "mexicain", "mexicaine", "mexico", "mexique"] },
  { code: "CO", words: ["colombian", "colombien", "colombienne", "colombia", "colombie"] },
  { code: "AR", words: ["argentinian", "argentine", "argentin", "argentina"] },
  { code: "GB", words: ["british", "britannique", "uk", "united kingdom", "royaume-uni", "english", "anglais"] },
  { code: "AU", words: ["australian", "australien", "australienne", "australia", "australie"] },
  { code: "NZ", words: ["new zealander", "kiwi", "neo-zelandais", "new zealand", "nouvelle-zelande"] },
  { code: "JP", words: ["japanese", "japonais", "japonaise", "japan", "japon"] },
  { code: "KR", words: ["korean", "coreen", "coreenne", "korea", "coree"] },
  { code: "RU", words: ["russian", "russe", "russia", "russie"] },
  { code: "UA", words: ["ukrainian", "ukrainien", "ukrainienne", "ukraine"] },
  { code: "PH", words: ["filipino", "filipina", "philippin", "philippine", "philippines"] },
  { code: "IR", words: ["iranian", "iranien", "iranienne", "iran", "ايراني"] },
  { code: "DE", words: ["german", "allemand", "allemande", "germany", "allemagne"] },
  { code: "IT", words: ["italian", "italien", "italienne", "italy", "italie"] },
  { code: "ES", words: ["spanish", "espagnol", "espagnole", "spain", "espagne"] },
  { code: "PT", words: ["portuguese", "portugais", "portugaise", "portugal"] },
];
