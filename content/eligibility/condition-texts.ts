import type { Language } from "../../core/languages.ts";

/**
 * Every condition the eligibility engine checks (core/eligibility: the route files, plus the
 * "purpose", "franco-algerian-agreement", EU/EEA and "best-category" reasons of
 * evaluate-eligibility.ts), by its id: a short title, the words a sentence opens with when the
 * person's figure follows ("Your salary €45,000 gross a year"), and, where the engine gives no
 * threshold to show (null) or a bare one that needs words, what is required. Official French names
 * stay in Latin script in the Arabic, with an Arabic explanation beside them.
 */

type Words = Record<Language, string>;

export type ConditionWords = {
  label: Words;
  /** Opens a sentence before the person's figure; the label when absent. */
  subject?: Words;
  /** What is required, when the threshold alone cannot say it. */
  required?: Words;
};

const salary: Words = { en: "Your salary", fr: "Votre salaire", ar: "راتبك" };
const resources: Words = { en: "Your resources", fr: "Vos ressources", ar: "مواردك" };
const contract: Words = { en: "Your contract", fr: "Votre contrat", ar: "عقدك" };
const diploma: Words = { en: "Your diploma", fr: "Votre diplôme", ar: "شهادتك" };
const nationality: Words = { en: "Your nationality", fr: "Votre nationalité", ar: "جنسيتك" };

const euEeaSwiss: Words = {
  en: "EU, EEA or Swiss",
  fr: "de l'UE, de l'EEE ou suisse",
  ar: "من الاتحاد الأوروبي أو المنطقة الاقتصادية الأوروبية أو سويسرا",
};

const conditions: Record<string, ConditionWords> = {
  // Pay and resources.
  "talent-salary": {
    label: {
      en: "Gross annual salary (talent card floor)",
      fr: "Salaire brut annuel (seuil du passeport talent)",
      ar: "الراتب السنوي الإجمالي (الحد الأدنى لجواز المواهب Passeport talent)",
    },
    subject: salary,
  },
  "blue-card-salary": {
    label: {
      en: "Gross annual salary (EU Blue Card floor)",
      fr: "Salaire brut annuel (seuil de la carte bleue européenne)",
      ar: "الراتب السنوي الإجمالي (الحد الأدنى للبطاقة الزرقاء الأوروبية)",
    },
    subject: salary,
  },
  "representative-salary": {
    label: {
      en: "Gross annual pay (company officer floor)",
      fr: "Rémunération brute annuelle (seuil du mandataire social)",
      ar: "الأجر السنوي الإجمالي (الحد الأدنى للممثل القانوني للشركة mandataire social)",
    },
    subject: { en: "Your pay", fr: "Votre rémunération", ar: "أجرك" },
  },
  "salary-smic": {
    label: {
      en: "Gross annual salary (full-time minimum wage, SMIC)",
      fr: "Salaire brut annuel (SMIC à temps plein)",
      ar: "الراتب السنوي الإجمالي (الحد الأدنى للأجور SMIC بدوام كامل)",
    },
    subject: salary,
  },
  "resources-smic-gross": {
    label: {
      en: "Monthly resources (gross minimum wage, SMIC)",
      fr: "Ressources mensuelles (SMIC brut)",
      ar: "الموارد الشهرية (الحد الأدنى الإجمالي للأجور SMIC)",
    },
    subject: resources,
  },
  "student-resources": {
    label: {
      en: "Monthly resources (student amount)",
      fr: "Ressources mensuelles (montant étudiant)",
      ar: "الموارد الشهرية (المبلغ المرجعي للطلاب)",
    },
    subject: resources,
  },
  "artist-resources": {
    label: {
      en: "Monthly resources (artist floor)",
      fr: "Ressources mensuelles (seuil des artistes)",
      ar: "الموارد الشهرية (الحد الأدنى للفنانين)",
    },
    subject: resources,
  },
  "visitor-resources": {
    label: {
      en: "Net monthly resources (net minimum wage, SMIC)",
      fr: "Ressources mensuelles nettes (SMIC net)",
      ar: "الموارد الشهرية الصافية (الحد الأدنى الصافي للأجور SMIC)",
    },
    subject: resources,
  },
  "family-resources": {
    label: {
      en: "Net monthly resources of the family in France",
      fr: "Ressources mensuelles nettes de la famille en France",
      ar: "الموارد الشهرية الصافية للعائلة في فرنسا",
    },
    subject: { en: "The household's resources", fr: "Les ressources du foyer", ar: "موارد الأسرة" },
  },
  // Only in changes: savings that make up a monthly shortfall where they count.
  savings: {
    label: { en: "Savings", fr: "Épargne", ar: "المدخرات" },
    subject: { en: "Your savings", fr: "Votre épargne", ar: "مدخراتك" },
  },
  investment: {
    label: { en: "Investment in France", fr: "Investissement en France", ar: "الاستثمار في فرنسا" },
    subject: { en: "Your investment", fr: "Votre investissement", ar: "استثمارك" },
  },
  // Durations and age.
  "contract-length": {
    label: {
      en: "Length of the employment contract",
      fr: "Durée du contrat de travail",
      ar: "مدة عقد العمل",
    },
    subject: contract,
  },
  "longer-than-short-stay": {
    label: {
      en: "Work longer than a short stay (90 days)",
      fr: "Travail de plus de 90 jours",
      ar: "عمل تتجاوز مدته الإقامة القصيرة (90 يومًا)",
    },
    subject: contract,
  },
  "sponsor-residence": {
    label: {
      en: "Lawful residence in France of the family member you join",
      fr: "Séjour régulier en France du membre de famille rejoint",
      ar: "مدة الإقامة النظامية في فرنسا لفرد العائلة الذي ستلتحق به",
    },
    subject: { en: "Their residence in France", fr: "Son séjour en France", ar: "مدة إقامته في فرنسا" },
  },
  age: {
    label: { en: "Age", fr: "Âge", ar: "العمر" },
    subject: { en: "Your age", fr: "Votre âge", ar: "عمرك" },
  },
  // Diplomas.
  "french-diploma": {
    label: {
      en: "Master's-level diploma from a French institution",
      fr: "Diplôme de niveau master obtenu en France",
      ar: "شهادة بمستوى الماستر من مؤسسة فرنسية",
    },
    subject: { en: "Your diploma from France", fr: "Votre diplôme français", ar: "شهادتك الفرنسية" },
    required: {
      en: "a master's degree or higher, from a French institution",
      fr: "un master (bac + 5) ou plus, obtenu dans un établissement français",
      ar: "الماستر أو أعلى، من مؤسسة تعليمية فرنسية",
    },
  },
  qualification: {
    label: {
      en: "Higher professional qualifications",
      fr: "Qualifications professionnelles élevées",
      ar: "مؤهلات مهنية عالية",
    },
    subject: diploma,
  },
  "master-or-innovative-employer": {
    label: {
      en: "Master's-level diploma or an innovative employer",
      fr: "Diplôme de niveau master ou entreprise innovante",
      ar: "شهادة بمستوى الماستر أو العمل لدى شركة مبتكرة",
    },
    subject: diploma,
    required: {
      en: "a master's degree or higher, or a job with an innovative company",
      fr: "un master (bac + 5) ou plus, ou un emploi dans une entreprise innovante",
      ar: "الماستر أو أعلى، أو وظيفة لدى شركة مبتكرة",
    },
  },
  "master-degree": {
    label: {
      en: "Master's-level diploma",
      fr: "Diplôme de niveau master",
      ar: "شهادة بمستوى الماستر",
    },
    subject: diploma,
  },
  // Jobs and employers.
  "job-offer": {
    label: {
      en: "Job in France (permanent or fixed-term contract)",
      fr: "Emploi en France (CDI ou CDD)",
      ar: "وظيفة في فرنسا (عقد غير محدد المدة CDI أو محدد المدة CDD)",
    },
    subject: contract,
    required: {
      en: "a permanent (CDI) or fixed-term (CDD) contract in France",
      fr: "un CDI ou un CDD en France",
      ar: "عقد غير محدد المدة (CDI) أو محدد المدة (CDD) في فرنسا",
    },
  },
  "permanent-contract": {
    label: {
      en: "Permanent employment contract (CDI)",
      fr: "Contrat à durée indéterminée (CDI)",
      ar: "عقد عمل غير محدد المدة (CDI)",
    },
    subject: contract,
  },
  "fixed-term-contract": {
    label: {
      en: "Fixed-term contract or secondment",
      fr: "Contrat à durée déterminée ou détachement",
      ar: "عقد محدد المدة أو انتداب",
    },
    subject: contract,
  },
  secondment: {
    label: {
      en: "Secondment by the group abroad",
      fr: "Détachement par le groupe à l'étranger",
      ar: "انتداب من المجموعة في الخارج",
    },
    subject: contract,
  },
  "corporate-officer": {
    label: {
      en: "Company officer (mandataire social)",
      fr: "Mandataire social",
      ar: "ممثل قانوني للشركة (mandataire social)",
    },
    subject: { en: "Your position", fr: "Votre fonction", ar: "منصبك" },
  },
  "group-employer": {
    label: {
      en: "Employer of the same group abroad and in France",
      fr: "Employeur du même groupe à l'étranger et en France",
      ar: "صاحب عمل من المجموعة نفسها في الخارج وفي فرنسا",
    },
    subject: { en: "Your employer", fr: "Votre employeur", ar: "صاحب عملك" },
  },
  "labour-market-test": {
    label: {
      en: "Labour-market test (waived for an occupation in shortage)",
      fr: "Opposabilité de la situation de l'emploi (sauf métier en tension)",
      ar: "اختبار سوق العمل (يُعفى منه في المهن التي تعاني نقصًا في اليد العاملة)",
    },
  },
  "work-authorisation": {
    label: {
      en: "Work authorisation applied for by the employer",
      fr: "Autorisation de travail demandée par l'employeur",
      ar: "رخصة العمل التي يطلبها صاحب العمل (autorisation de travail)",
    },
  },
  "group-seniority": {
    label: { en: "Seniority in the group", fr: "Ancienneté dans le groupe", ar: "الأقدمية في المجموعة" },
  },
  "mission-salary": {
    label: { en: "Pay during the assignment", fr: "Rémunération pendant la mission", ar: "الأجر خلال المهمة" },
  },
  "manager-or-expert": {
    label: {
      en: "Manager or expert position",
      fr: "Poste de cadre dirigeant ou d'expert",
      ar: "منصب مدير أو خبير",
    },
  },
  // Documents and statuses.
  admission: {
    label: {
      en: "Admission to a higher-education institution in France",
      fr: "Admission dans un établissement d'enseignement supérieur en France",
      ar: "القبول في مؤسسة للتعليم العالي في فرنسا",
    },
  },
  "etudes-en-france": {
    label: {
      en: "Études en France procedure (Campus France)",
      fr: "Procédure «\u202fÉtudes en France\u202f» (Campus France)",
      ar: "إجراء Études en France لدى Campus France (مسار الدراسة في فرنسا)",
    },
  },
  "internship-agreement": {
    label: {
      en: "Internship agreement (convention de stage)",
      fr: "Convention de stage",
      ar: "اتفاقية تدريب (convention de stage)",
    },
  },
  "hosting-agreement": {
    label: {
      en: "Hosting agreement (convention d'accueil) from an approved research body",
      fr: "Convention d'accueil d'un organisme de recherche agréé",
      ar: "اتفاقية استقبال (convention d'accueil) من هيئة بحثية معتمدة",
    },
  },
  "business-plan": {
    label: { en: "Business plan", fr: "Projet d'entreprise (business plan)", ar: "خطة عمل المشروع (business plan)" },
  },
  "business-viability": {
    label: {
      en: "Viability of the business project",
      fr: "Viabilité économique du projet",
      ar: "الجدوى الاقتصادية للمشروع",
    },
  },
  "activity-matches-qualifications": {
    label: {
      en: "Activity consistent with your qualifications",
      fr: "Activité en rapport avec vos qualifications",
      ar: "توافق النشاط مع مؤهلاتك",
    },
  },
  "innovative-recognition": {
    label: {
      en: "Innovative project recognised by a public body",
      fr: "Projet innovant reconnu par un organisme public",
      ar: "مشروع مبتكر معترف به من هيئة عامة",
    },
  },
  "job-creation": {
    label: {
      en: "Jobs created or kept in France",
      fr: "Emplois créés ou sauvegardés en France",
      ar: "الوظائف المُحدَثة أو المحافَظ عليها في فرنسا",
    },
  },
  renown: {
    label: {
      en: "National or international renown",
      fr: "Renommée nationale ou internationale",
      ar: "شهرة وطنية أو دولية",
    },
  },
  "renown-evidence": {
    label: { en: "Evidence of renown", fr: "Preuves de la renommée", ar: "إثباتات الشهرة" },
  },
  "artistic-activity": {
    label: { en: "Artistic or cultural activity", fr: "Activité artistique ou culturelle", ar: "نشاط فني أو ثقافي" },
  },
  "sufficient-resources": {
    label: { en: "Sufficient resources", fr: "Ressources suffisantes", ar: "موارد كافية" },
  },
  // Family.
  "french-family-link": {
    label: {
      en: "Family link with a French national",
      fr: "Lien de famille avec un Français",
      ar: "صلة القرابة بمواطن فرنسي",
    },
    subject: { en: "Your family link", fr: "Votre lien de famille", ar: "صلة قرابتك" },
  },
  "marriage-transcribed": {
    label: {
      en: "Marriage transcribed in the French civil register",
      fr: "Mariage transcrit à l'état civil français",
      ar: "تسجيل الزواج في سجلات الحالة المدنية الفرنسية",
    },
  },
  "child-upkeep": {
    label: {
      en: "Contribution to the French child's upkeep and education",
      fr: "Contribution à l'entretien et à l'éducation de l'enfant français",
      ar: "المساهمة في إعالة الطفل الفرنسي وتربيته",
    },
  },
  dependence: {
    label: {
      en: "Being dependent on the French family member",
      fr: "Être à la charge du membre de famille français",
      ar: "أن تكون في إعالة فرد العائلة الفرنسي",
    },
  },
  "foreign-sponsor": {
    label: {
      en: "Family member in France who is a foreign resident",
      fr: "Membre de famille résidant en France et de nationalité étrangère",
      ar: "فرد من العائلة مقيم في فرنسا ويحمل جنسية أجنبية",
    },
  },
  "family-housing": {
    label: { en: "Housing suitable for the family", fr: "Logement adapté à la famille", ar: "سكن ملائم للعائلة" },
  },
  "ties-with-france": {
    label: {
      en: "Personal and family ties with France",
      fr: "Liens personnels et familiaux avec la France",
      ar: "روابط شخصية وعائلية مع فرنسا",
    },
  },
  // Stays.
  "no-work-in-france": {
    label: {
      en: "No professional activity in France",
      fr: "Pas d'activité professionnelle en France",
      ar: "عدم ممارسة أي نشاط مهني في فرنسا",
    },
  },
  "household-resources": {
    label: {
      en: "Resources for the whole household",
      fr: "Ressources pour l'ensemble du foyer",
      ar: "موارد كافية للأسرة كلها",
    },
  },
  "health-insurance": {
    label: {
      en: "Health insurance for the whole stay",
      fr: "Assurance maladie pour toute la durée du séjour",
      ar: "تأمين صحي يغطي مدة الإقامة كلها",
    },
  },
  "former-resident-card": {
    label: {
      en: "Former holder of a French resident card (carte de résident)",
      fr: "Ancien titulaire d'une carte de résident",
      ar: "حامل سابق لبطاقة المقيم الفرنسية (carte de résident)",
    },
  },
  "french-pension": {
    label: {
      en: "Pension from a French basic scheme",
      fr: "Pension d'un régime de base français",
      ar: "معاش من نظام تقاعد أساسي فرنسي",
    },
  },
  "au-pair-agreement": {
    label: {
      en: "Au pair agreement with a host family",
      fr: "Convention de jeune au pair avec une famille d'accueil",
      ar: "اتفاقية au pair مع عائلة مضيفة",
    },
  },
  "french-basics": {
    label: {
      en: "Basic knowledge of French",
      fr: "Connaissances de base en français",
      ar: "معرفة أساسية باللغة الفرنسية",
    },
  },
  "working-holiday-country": {
    label: {
      en: "Nationality of a working-holiday partner country",
      fr: "Nationalité d'un pays partenaire du programme vacances-travail",
      ar: "جنسية بلد شريك في برنامج العطلة والعمل",
    },
    subject: nationality,
  },
  "first-working-holiday": {
    label: {
      en: "First working holiday in France",
      fr: "Premier séjour vacances-travail en France",
      ar: "أول إقامة عطلة وعمل في فرنسا",
    },
  },
  "agreement-resources": {
    label: {
      en: "Resources required by the bilateral agreement",
      fr: "Ressources exigées par l'accord bilatéral",
      ar: "الموارد التي يشترطها الاتفاق الثنائي",
    },
  },
  "volunteering-agreement": {
    label: {
      en: "Volunteering agreement with an approved organisation",
      fr: "Contrat de volontariat avec un organisme agréé",
      ar: "عقد تطوّع مع هيئة معتمدة",
    },
  },
  "programme-rules": {
    label: {
      en: "Rules of the volunteering programme",
      fr: "Règles du programme de volontariat",
      ar: "قواعد برنامج التطوّع",
    },
  },
  // Whether a route applies at all (evaluate-eligibility.ts).
  purpose: {
    label: { en: "Purpose of your stay", fr: "Motif de votre séjour", ar: "الغرض من إقامتك" },
    subject: { en: "Your purpose", fr: "Votre motif", ar: "غرضك" },
  },
  "franco-algerian-agreement": {
    label: {
      en: "Franco-Algerian agreement of 1968",
      fr: "Accord franco-algérien de 1968",
      ar: "الاتفاق الفرنسي الجزائري لعام 1968",
    },
    subject: nationality,
    required: {
      en: "a nationality other than Algerian (the agreement gives Algerians a certificat de résidence instead)",
      fr: "une nationalité autre qu'algérienne (l'accord donne à la place aux Algériens un certificat de résidence)",
      ar: "جنسية غير جزائرية (يمنح الاتفاق الجزائريين بدلًا من ذلك شهادة إقامة certificat de résidence)",
    },
  },
  "eu-eea-nationality": {
    label: {
      en: `${euEeaSwiss.en} nationality`,
      fr: `Nationalité ${euEeaSwiss.fr}`,
      ar: `جنسية ${euEeaSwiss.ar}`,
    },
    subject: nationality,
    required: {
      en: "the nationality of an EU or EEA country or Switzerland",
      fr: "la nationalité d'un pays de l'UE, de l'EEE ou de la Suisse",
      ar: "جنسية دولة من الاتحاد الأوروبي أو المنطقة الاقتصادية الأوروبية أو سويسرا",
    },
  },
  "eu-eea-free-movement": {
    label: {
      en: "Free movement of EU, EEA and Swiss citizens",
      fr: "Libre circulation des citoyens de l'UE, de l'EEE et suisses",
      ar: "حرية التنقل لمواطني الاتحاد الأوروبي والمنطقة الاقتصادية الأوروبية وسويسرا",
    },
    subject: nationality,
    required: {
      en: "a nationality outside the EU, the EEA and Switzerland (as a citizen of one you need no visa)",
      fr: "une nationalité hors de l'UE, de l'EEE et de la Suisse (leurs citoyens n'ont pas besoin de visa)",
      ar: "جنسية من خارج الاتحاد الأوروبي والمنطقة الاقتصادية الأوروبية وسويسرا (لا يحتاج مواطنوها إلى تأشيرة)",
    },
  },
  "eu-family-member": {
    label: {
      en: `Family member of an ${euEeaSwiss.en} citizen living in France`,
      fr: `Membre de famille d'un citoyen ${euEeaSwiss.fr} résidant en France`,
      ar: `فرد من عائلة مواطن ${euEeaSwiss.ar} يقيم في فرنسا`,
    },
  },
  "best-category": {
    label: { en: "Best-matching category", fr: "Catégorie la plus adaptée", ar: "الفئة الأنسب" },
    subject: { en: "Best-matching category", fr: "Catégorie la plus adaptée", ar: "الفئة الأنسب" },
    required: {
      en: "a category whose conditions you meet",
      fr: "une catégorie dont vous remplissez les conditions",
      ar: "فئة تستوفي شروطها",
    },
  },
};

/** The words of a condition; a condition the engine adds later reads as its id until it has some. */
export function conditionWordsOf(condition: string): ConditionWords {
  if (Object.hasOwn(conditions, condition)) return conditions[condition]!;
  const id = condition.replaceAll("-", " ");
  return { label: { en: id, fr: id, ar: id } };
}

export function conditionLabel(condition: string, language: Language): string {
  return conditionWordsOf(condition).label[language];
}
