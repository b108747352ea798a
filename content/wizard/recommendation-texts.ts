import type { Language } from "../../core/languages.ts";
import type { FreeServiceId, OptionId } from "../../core/recommend.ts";

/**
 * What the quick wizard says about each option it can recommend (core/recommend.ts), per language.
 * No figures here: cost, processing time and salary floors are shown from the registry values the
 * result carries (content/wizard/recommendation-figures.ts, docs/decisions/0023), and other
 * thresholds are named, not quoted; their sourced values are on the visa pages the options link
 * to (ADR 0022).
 */
export type OptionText = {
  name: string;
  description: string;
  eligibility: string;
  /** Three or four key requirements. */
  requirements: string[];
};

export type FreeServiceText = { title: string; description: string };

export const recommendationTexts: Record<OptionId, Record<Language, OptionText>> = {
  "passeport-talent": {
    en: {
      name: "Talent Passport (carte de séjour talent)",
      description:
        "A multi-year residence permit for highly qualified professionals, researchers, founders of innovative companies and investors. A recent immigration law renamed it the “carte de séjour talent”.",
      eligibility:
        "Tech and business profiles with a qualifying job offer, an innovative project or an investment in France.",
      requirements: [
        "A master's degree or equivalent professional experience, depending on the category",
        "A job paid at least the talent salary threshold, or a recognised business or investment project",
        "A passport valid for the whole planned stay",
        "Proof of accommodation in France",
      ],
    },
    fr: {
      name: "Passeport talent (carte de séjour talent)",
      description:
        "Un titre de séjour pluriannuel pour les professionnels hautement qualifiés, les chercheurs, les créateurs d'entreprises innovantes et les investisseurs. Une loi récente sur l'immigration l'a renommé « carte de séjour talent ».",
      eligibility:
        "Profils tech et business disposant d'une offre d'emploi qualifiée, d'un projet innovant ou d'un investissement en France.",
      requirements: [
        "Un diplôme de niveau master ou une expérience professionnelle équivalente, selon la catégorie",
        "Un emploi rémunéré au moins au seuil de salaire « talent », ou un projet d'entreprise ou d'investissement reconnu",
        "Un passeport valide pour toute la durée du séjour prévu",
        "Un justificatif de logement en France",
      ],
    },
    ar: {
      name: "جواز المواهب (بطاقة الإقامة talent)",
      description:
        "بطاقة إقامة متعددة السنوات للمهنيين ذوي المؤهلات العالية والباحثين ومؤسسي الشركات المبتكرة والمستثمرين. أعاد قانون هجرة حديث تسميتها «بطاقة الإقامة talent».",
      eligibility: "أصحاب الملفات التقنية والتجارية الذين لديهم عرض عمل مؤهل أو مشروع مبتكر أو استثمار في فرنسا.",
      requirements: [
        "شهادة ماجستير أو خبرة مهنية معادلة، حسب الفئة",
        "وظيفة براتب لا يقل عن حد الراتب الخاص بفئة المواهب، أو مشروع تجاري أو استثماري معترف به",
        "جواز سفر صالح طوال مدة الإقامة المخطط لها",
        "إثبات السكن في فرنسا",
      ],
    },
  },
  "eu-blue-card": {
    en: {
      name: "EU Blue Card (carte bleue européenne)",
      description:
        "A residence permit for highly qualified employees, recognised across the European Union, which makes a later move to another EU country easier.",
      eligibility: "Qualified tech professionals with a well-paid job offer from an employer in France.",
      requirements: [
        "A higher-education degree, or equivalent professional experience",
        "An employment contract with an employer in France for a highly qualified job",
        "A gross annual salary at or above the EU Blue Card threshold",
        "A passport valid for the whole planned stay",
      ],
    },
    fr: {
      name: "Carte bleue européenne",
      description:
        "Un titre de séjour pour les salariés hautement qualifiés, reconnu dans toute l'Union européenne, qui facilite une installation ultérieure dans un autre pays de l'UE.",
      eligibility:
        "Professionnels qualifiés de la tech avec une offre d'emploi bien rémunérée d'un employeur en France.",
      requirements: [
        "Un diplôme de l'enseignement supérieur, ou une expérience professionnelle équivalente",
        "Un contrat de travail avec un employeur en France pour un emploi hautement qualifié",
        "Un salaire annuel brut au moins égal au seuil de la carte bleue européenne",
        "Un passeport valide pour toute la durée du séjour prévu",
      ],
    },
    ar: {
      name: "البطاقة الزرقاء الأوروبية",
      description:
        "بطاقة إقامة للموظفين ذوي المؤهلات العالية، معترف بها في جميع أنحاء الاتحاد الأوروبي، وتسهّل الانتقال لاحقًا إلى بلد آخر في الاتحاد.",
      eligibility: "المهنيون المؤهلون في مجال التقنية الذين لديهم عرض عمل بأجر جيد من صاحب عمل في فرنسا.",
      requirements: [
        "شهادة تعليم عالٍ أو خبرة مهنية معادلة",
        "عقد عمل مع صاحب عمل في فرنسا لوظيفة عالية التأهيل",
        "راتب سنوي إجمالي لا يقل عن حد البطاقة الزرقاء الأوروبية",
        "جواز سفر صالح طوال مدة الإقامة المخطط لها",
      ],
    },
  },
  "student-visa": {
    en: {
      name: "Student visa (VLS-TS études)",
      description:
        "A long-stay visa that serves as a residence permit during your first year of higher education in France, with the right to work part time.",
      eligibility: "Students admitted to a French higher-education institution.",
      requirements: [
        "An admission letter from a French school or university, through Campus France in many countries",
        "Proof of resources for each month of the stay",
        "Proof of accommodation in France",
        "Online validation of the visa on the ANEF website after arrival",
      ],
    },
    fr: {
      name: "Visa étudiant (VLS-TS études)",
      description:
        "Un visa de long séjour valant titre de séjour pendant votre première année d'études supérieures en France, avec le droit de travailler à temps partiel.",
      eligibility: "Étudiants admis dans un établissement d'enseignement supérieur français.",
      requirements: [
        "Une attestation d'admission d'une école ou université française, via Campus France dans de nombreux pays",
        "Des justificatifs de ressources pour chaque mois du séjour",
        "Un justificatif de logement en France",
        "La validation en ligne du visa sur le site de l'ANEF après l'arrivée",
      ],
    },
    ar: {
      name: "تأشيرة الطالب (VLS-TS للدراسة)",
      description:
        "تأشيرة إقامة طويلة تعادل بطاقة إقامة خلال سنتك الأولى من التعليم العالي في فرنسا، مع حق العمل بدوام جزئي.",
      eligibility: "الطلاب المقبولون في مؤسسة تعليم عالٍ فرنسية.",
      requirements: [
        "خطاب قبول من مدرسة أو جامعة فرنسية، عبر Campus France في كثير من البلدان",
        "إثبات الموارد عن كل شهر من الإقامة",
        "إثبات السكن في فرنسا",
        "المصادقة على التأشيرة عبر موقع ANEF بعد الوصول",
      ],
    },
  },
  "employee-visa": {
    en: {
      name: "Employee visa (salarié)",
      description:
        "A long-stay visa for a salaried job with an employer in France, who first obtains a work authorisation for you.",
      eligibility: "Professionals with a job offer from an employer in France.",
      requirements: [
        "A signed employment contract or firm job offer from an employer in France",
        "A work authorisation requested by the employer on the ANEF website",
        "A salary at least equal to the French minimum wage (SMIC)",
        "Diplomas or experience that match the job",
      ],
    },
    fr: {
      name: "Visa salarié",
      description:
        "Un visa de long séjour pour un emploi salarié chez un employeur en France, qui obtient d'abord pour vous une autorisation de travail.",
      eligibility: "Professionnels ayant une offre d'emploi d'un employeur en France.",
      requirements: [
        "Un contrat de travail signé ou une promesse d'embauche ferme d'un employeur en France",
        "Une autorisation de travail demandée par l'employeur sur le site de l'ANEF",
        "Un salaire au moins égal au SMIC",
        "Des diplômes ou une expérience en rapport avec le poste",
      ],
    },
    ar: {
      name: "تأشيرة الموظف (salarié)",
      description: "تأشيرة إقامة طويلة لوظيفة بأجر لدى صاحب عمل في فرنسا، يحصل أولًا على رخصة عمل لك.",
      eligibility: "المهنيون الذين لديهم عرض عمل من صاحب عمل في فرنسا.",
      requirements: [
        "عقد عمل موقّع أو عرض عمل ثابت من صاحب عمل في فرنسا",
        "رخصة عمل يطلبها صاحب العمل عبر موقع ANEF",
        "راتب لا يقل عن الحد الأدنى للأجور في فرنسا (SMIC)",
        "شهادات أو خبرة تناسب الوظيفة",
      ],
    },
  },
  "auto-entrepreneur": {
    en: {
      name: "Self-employed visa (auto-entrepreneur)",
      description:
        "A long-stay visa to run your own business or freelance activity in France, often under the micro-entrepreneur (auto-entrepreneur) scheme.",
      eligibility: "Entrepreneurs and freelancers with a viable business project in France.",
      requirements: [
        "A business plan showing a viable, lawful activity",
        "Expected income from the activity at least equal to the French minimum wage (SMIC)",
        "Qualifications or experience in the planned activity",
        "Registration of the business once you are in France",
      ],
    },
    fr: {
      name: "Visa entrepreneur / profession libérale (auto-entrepreneur)",
      description:
        "Un visa de long séjour pour exercer votre propre activité commerciale ou libérale en France, souvent sous le régime de la micro-entreprise (auto-entrepreneur).",
      eligibility: "Entrepreneurs et indépendants ayant un projet d'activité viable en France.",
      requirements: [
        "Un business plan montrant une activité viable et licite",
        "Des revenus attendus de l'activité au moins égaux au SMIC",
        "Des diplômes ou une expérience dans l'activité prévue",
        "L'immatriculation de l'activité une fois en France",
      ],
    },
    ar: {
      name: "تأشيرة العمل الحر (auto-entrepreneur)",
      description:
        "تأشيرة إقامة طويلة لممارسة نشاطك التجاري أو المهني الحر في فرنسا، غالبًا في إطار نظام المقاول الذاتي (auto-entrepreneur).",
      eligibility: "رواد الأعمال والمستقلون الذين لديهم مشروع نشاط قابل للاستمرار في فرنسا.",
      requirements: [
        "خطة عمل تُظهر نشاطًا قانونيًا قابلًا للاستمرار",
        "دخل متوقع من النشاط لا يقل عن الحد الأدنى للأجور في فرنسا (SMIC)",
        "مؤهلات أو خبرة في النشاط المخطط له",
        "تسجيل النشاط بعد وصولك إلى فرنسا",
      ],
    },
  },
  "retiree-visitor-visa": {
    en: {
      name: "Visitor visa for retirees (visiteur)",
      description:
        "A long-stay visa for people who live in France on their own resources, such as a pension, without working.",
      eligibility: "Retirees and others with stable income who do not intend to work in France.",
      requirements: [
        "Stable resources at least equal to the net French minimum wage",
        "A written commitment not to work in France",
        "Health insurance covering the whole stay",
        "Proof of accommodation in France",
      ],
    },
    fr: {
      name: "Visa visiteur pour retraités",
      description:
        "Un visa de long séjour pour vivre en France de ses propres ressources, par exemple une pension de retraite, sans travailler.",
      eligibility: "Retraités et autres personnes aux revenus stables qui n'envisagent pas de travailler en France.",
      requirements: [
        "Des ressources stables au moins égales au SMIC net",
        "Un engagement écrit à ne pas travailler en France",
        "Une assurance maladie couvrant tout le séjour",
        "Un justificatif de logement en France",
      ],
    },
    ar: {
      name: "تأشيرة الزائر للمتقاعدين (visiteur)",
      description: "تأشيرة إقامة طويلة للعيش في فرنسا من مواردك الخاصة، مثل معاش التقاعد، دون عمل.",
      eligibility: "المتقاعدون وغيرهم من ذوي الدخل المستقر الذين لا ينوون العمل في فرنسا.",
      requirements: [
        "موارد مستقرة لا تقل عن صافي الحد الأدنى للأجور في فرنسا",
        "تعهد كتابي بعدم العمل في فرنسا",
        "تأمين صحي يغطي مدة الإقامة كاملة",
        "إثبات السكن في فرنسا",
      ],
    },
  },
  "no-visa-needed": {
    en: {
      name: "No visa needed",
      description:
        "As a citizen of the European Union, the European Economic Area or Switzerland, you can live, work, study and start a business in France without a visa.",
      eligibility: "Citizens of the EU member states, Iceland, Liechtenstein, Norway and Switzerland.",
      requirements: [
        "A valid passport or national identity card",
        "For a long stay: a job, studies or sufficient resources, and health insurance",
        "Registration with French social security once you work or settle",
        "A residence permit is optional, though some procedures are easier with one",
      ],
    },
    fr: {
      name: "Aucun visa nécessaire",
      description:
        "En tant que citoyen de l'Union européenne, de l'Espace économique européen ou de la Suisse, vous pouvez vivre, travailler, étudier et créer une entreprise en France sans visa.",
      eligibility: "Citoyens des États membres de l'UE, de l'Islande, du Liechtenstein, de la Norvège et de la Suisse.",
      requirements: [
        "Un passeport ou une carte nationale d'identité en cours de validité",
        "Pour un long séjour : un emploi, des études ou des ressources suffisantes, et une assurance maladie",
        "L'affiliation à la Sécurité sociale dès que vous travaillez ou vous installez",
        "Un titre de séjour est facultatif, mais certaines démarches sont plus simples avec",
      ],
    },
    ar: {
      name: "لا حاجة إلى تأشيرة",
      description:
        "بصفتك مواطنًا من الاتحاد الأوروبي أو المنطقة الاقتصادية الأوروبية أو سويسرا، يمكنك العيش والعمل والدراسة وتأسيس نشاط تجاري في فرنسا دون تأشيرة.",
      eligibility: "مواطنو الدول الأعضاء في الاتحاد الأوروبي وآيسلندا وليختنشتاين والنرويج وسويسرا.",
      requirements: [
        "جواز سفر أو بطاقة هوية وطنية سارية المفعول",
        "للإقامة الطويلة: عمل أو دراسة أو موارد كافية، مع تأمين صحي",
        "التسجيل في الضمان الاجتماعي الفرنسي عند العمل أو الاستقرار",
        "بطاقة الإقامة اختيارية، لكن بعض الإجراءات تكون أسهل بها",
      ],
    },
  },
};

/** The free services offered with "no visa needed". */
export const freeServiceTexts: Record<FreeServiceId, Record<Language, FreeServiceText>> = {
  "company-setup": {
    en: { title: "Company setup", description: "Registering a company or a self-employed activity in France." },
    fr: {
      title: "Création d'entreprise",
      description: "Immatriculer une société ou une activité indépendante en France.",
    },
    ar: { title: "تأسيس شركة", description: "تسجيل شركة أو نشاط مستقل في فرنسا." },
  },
  "job-market": {
    en: {
      title: "Job market",
      description: "Finding work in France and having your qualifications recognised.",
    },
    fr: {
      title: "Marché du travail",
      description: "Trouver un emploi en France et faire reconnaître vos qualifications.",
    },
    ar: { title: "سوق العمل", description: "البحث عن عمل في فرنسا والاعتراف بمؤهلاتك." },
  },
  logistics: {
    en: {
      title: "Moving logistics",
      description: "Housing, a bank account and the practical steps of your first weeks.",
    },
    fr: {
      title: "Logistique du déménagement",
      description: "Logement, compte bancaire et démarches pratiques de vos premières semaines.",
    },
    ar: { title: "لوجستيات الانتقال", description: "السكن والحساب المصرفي والخطوات العملية لأسابيعك الأولى." },
  },
  tax: {
    en: { title: "Tax", description: "French tax residence and your first tax return." },
    fr: { title: "Fiscalité", description: "La résidence fiscale en France et votre première déclaration de revenus." },
    ar: { title: "الضرائب", description: "الإقامة الضريبية في فرنسا وإقرارك الضريبي الأول." },
  },
  family: {
    en: { title: "Family", description: "Schools, childcare and settling in with your family." },
    fr: { title: "Famille", description: "Écoles, garde d'enfants et installation avec votre famille." },
    ar: { title: "العائلة", description: "المدارس ورعاية الأطفال والاستقرار مع عائلتك." },
  },
};

export function recommendationText(id: OptionId, language: Language): OptionText {
  return recommendationTexts[id][language];
}
