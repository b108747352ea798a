import type { Duration } from "../../core/calculators/timeline.ts";
import type { ChecklistCategory, ChecklistTiming } from "../../core/checklist/self-service-checklist.ts";
import { estimatesKind, timelineWeeks } from "../calculators/estimates.ts";
import { timelineRules, validationDeadlineFactId } from "../calculators/timeline-for-visa.ts";
import type { Translated } from "../content-language.ts";
import type { FactId } from "../facts/facts.ts";
import { showsIntegrationConditions } from "../visas/integration-conditions.ts";
import { visaCatalogue } from "../visas/visa-catalogue.ts";
import type { Prose } from "../visas/visa-content-types.ts";
import { slugsWithCost, type VisaProcessing, visaProcessingOf } from "../visas/visa-costs.ts";

/**
 * The self-service checklist's items: what a person without an advisor has to do for
 * the visa they chose, and when, counted from their target arrival. Two kinds of durations date
 * them:
 * - the registry's: the visa's typical processing time (content/visas/visa-costs.ts, facts
 *   `processing.*`, themselves our estimates from experience and labelled so) and the legal
 *   deadline to validate a VLS-TS after arrival (`vls-ts.validation-deadline`);
 * - ours, in `checklistEstimates` below, each one labelled "our estimate" wherever a date it
 *   gives is shown.
 * Texts are written in English, French and Arabic, like the visa pages (content/content-language.ts):
 * an item without its Arabic text would be shown in English, marked with its own lang and dir, and
 * so would the whole checklist it is in. French names in the Arabic prose are `{fr:…}` terms.
 * Figures in the texts are registry tokens ({fact:…}), never typed out.
 */

export type SelfServiceItemText = { title: string; why: Prose };

/**
 * When an item is due, by the step of the move it hangs on:
 * - "apply": apply on France-Visas and book the appointment — arrival, less the weeks to travel
 *   once the visa is issued, the visa's longest typical processing time and the weeks to get an
 *   appointment, exactly as the timeline calculator counts back (core/calculators/timeline.ts);
 *   `earlier` moves it that estimate further back (what must be ready before applying);
 * - "appointment": the appointment itself, when the processing time starts;
 * - "visa-issued": the passport is back with the visa, the weeks to travel before arrival;
 * - "arrival": the day of arrival, or `later` than it;
 * - "validation": the registry's deadline to validate a VLS-TS after arrival, plus `later`.
 */
export type SelfServiceWhen =
  | { step: "apply"; earlier?: WeeksEstimate }
  | { step: "appointment" }
  | { step: "visa-issued" }
  | { step: "arrival"; later?: WeeksEstimate }
  | { step: "validation"; later?: WeeksEstimate };

export type OfficialPage = { url: string; publisher: string };

export type SelfServiceItem = {
  key: string;
  category: ChecklistCategory;
  when: SelfServiceWhen;
  /** The visa slugs the item applies to; every visa when absent. */
  visas?: readonly string[];
  link?: OfficialPage;
  /** The apply step says the visa's typical processing time from the registry. */
  showsProcessing?: boolean;
  /** The validation step says this visa's residence-permit tax and stamp duty from the registry. */
  showsPermitTaxes?: boolean;
  text: Translated<SelfServiceItemText>;
};

/**
 * Our estimates, in weeks (none of them official):
 * - travel, application and settling: the timeline calculator's own (../calculators/estimates.ts),
 *   so the checklist and the calculator give the same dates for the same arrival;
 * - passport check: two months before applying leaves room for a renewal, which in many
 *   countries takes several weeks;
 * - civil documents: six weeks before applying to obtain civil-status records, an apostille or a
 *   legalisation and a sworn translation, each of which takes one to a few weeks;
 * - bank: two weeks after arrival, once there is an address to give the bank;
 * - OFII: its invitation follows the visa's validation, so we look a month past the deadline;
 * - later: two months after arrival for what needs a social security number or a settled life
 *   (a GP, French lessons).
 */
export const checklistEstimates = {
  kind: estimatesKind,
  estimatedOn: "2026-11-25",
  weeks: {
    travelWeeks: timelineWeeks.travelWeeks,
    applicationWeeks: timelineWeeks.applicationWeeks,
    settlingWeeks: timelineWeeks.settlingWeeks,
    passportCheckWeeks: 8,
    civilDocumentsWeeks: 6,
    bankWeeks: 2,
    ofiiWeeks: 4,
    laterWeeks: 8,
  },
} as const;

export type WeeksEstimate = keyof typeof checklistEstimates.weeks;

// ---- Visa families: which items apply to which of the catalogue's 29 slugs.

export const checklistVisaFamilies = {
  student: ["etudiant", "etudiant-vls", "stagiaire-etudiant"],
  employee: ["salarie", "travailleur-temporaire", "transfert-intra-groupe"],
  talent: [
    "passeport-talent",
    "passeport-talent-salarie",
    "passeport-talent-mission",
    "passeport-talent-chercheur",
    "passeport-talent-renommee",
    "passeport-talent-artistique",
    "passeport-talent-representant",
    "carte-bleue-ue",
    "eu-blue-card",
  ],
  project: ["passeport-talent-investisseur", "passeport-talent-innovant", "investisseur-affaires"],
  selfEmployed: ["auto-entrepreneur", "travailleur-independant"],
  visitor: ["visiteur-touriste", "autres-categories"],
  family: ["regroupement-familial", "famille-francais", "long-stay-personal"],
  workingHoliday: ["vacances-travail"],
  auPair: ["au-pair"],
  volunteer: ["volontariat"],
  jobSearch: ["job-search-business"],
} as const satisfies Record<string, readonly string[]>;

const families = checklistVisaFamilies;
const allVisas = visaCatalogue.map((visa) => visa.slug);
const except = (...slugs: string[]) => allVisas.filter((slug) => !slugs.includes(slug));
/** The working-holiday visa is a VLS-T: nothing to validate, no residence permit, no OFII. */
const withValidation = except("vacances-travail");
const studentsOnly = ["etudiant", "etudiant-vls"];

const FRANCE_VISAS: OfficialPage = { url: "https://france-visas.gouv.fr/", publisher: "France-Visas" };
const ANEF: OfficialPage = {
  url: "https://administration-etrangers-en-france.interieur.gouv.fr/",
  publisher: "ANEF",
};
const servicePublic = (page: string): OfficialPage => ({
  url: `https://www.service-public.fr/particuliers/vosdroits/${page}`,
  publisher: "Service-Public.fr",
});
const franceVisas = (page: string): OfficialPage => ({
  url: `https://france-visas.gouv.fr/${page}`,
  publisher: "France-Visas",
});

export const selfServiceItems: readonly SelfServiceItem[] = [
  // ---- Before applying
  {
    key: "check-passport",
    category: "documents",
    when: { step: "apply", earlier: "passportCheckWeeks" },
    link: FRANCE_VISAS,
    text: {
      en: {
        title: "Check your passport",
        why: "It must stay valid at least {fact:passport.validity-beyond-stay} beyond your planned stay and have at least {fact:passport.blank-pages} blank pages. A renewal can take longer than the visa itself, so check it before anything else.",
      },
      fr: {
        title: "Vérifiez votre passeport",
        why: "Il doit rester valable au moins {fact:passport.validity-beyond-stay} après la fin du séjour prévu et comporter au moins {fact:passport.blank-pages} pages vierges. Un renouvellement peut prendre plus de temps que le visa lui-même : vérifiez-le avant tout le reste.",
      },
      ar: {
        title: "تحقّق من جواز سفرك",
        why: "يجب أن يبقى صالحًا لمدة {fact:passport.validity-beyond-stay} على الأقل بعد نهاية إقامتك المقررة، وأن يحتوي على صفحات فارغة لا يقل عددها عن {fact:passport.blank-pages}. قد يستغرق تجديده وقتًا أطول من التأشيرة نفسها، لذا تحقّق منه قبل أي شيء آخر.",
      },
    },
  },
  {
    key: "visa-wizard",
    category: "documents",
    when: { step: "apply", earlier: "civilDocumentsWeeks" },
    visas: ["autres-categories", "long-stay-personal"],
    link: franceVisas("web/france-visas/assistant-visa"),
    text: {
      en: {
        title: "Confirm your visa category with the France-Visas wizard",
        why: "Enter your nationality, your country of residence, the purpose and the length of your stay: the wizard tells you which visa applies and lists the documents to provide. The rest of this list follows from its answer.",
      },
      fr: {
        title: "Confirmez votre catégorie de visa avec l'assistant France-Visas",
        why: "Saisissez votre nationalité, votre pays de résidence, le motif et la durée de votre séjour : l'assistant indique le visa qui s'applique et la liste des pièces à fournir. Le reste de cette liste découle de sa réponse.",
      },
      ar: {
        title: "تأكّد من فئة تأشيرتك بمساعد France-Visas",
        why: "أدخل جنسيتك وبلد إقامتك والغرض من إقامتك ومدتها: يبيّن لك المساعد التأشيرة التي تنطبق عليك ويعدّد الوثائق الواجب تقديمها. وتتحدد بقية هذه القائمة بناءً على جوابه.",
      },
    },
  },
  {
    key: "order-civil-documents",
    category: "documents",
    when: { step: "apply", earlier: "civilDocumentsWeeks" },
    visas: except("vacances-travail"),
    text: {
      en: {
        title: "Order civil-status records, apostilles and sworn translations",
        why: "Birth and marriage certificates, diplomas and employment certificates often need a translation into French by a sworn translator and, depending on the country that issued them, an apostille or a legalisation. Each takes weeks in many countries: order them as soon as you know your visa.",
      },
      fr: {
        title: "Commandez actes d'état civil, apostilles et traductions assermentées",
        why: "Actes de naissance et de mariage, diplômes et certificats de travail demandent souvent une traduction en français par un traducteur assermenté et, selon le pays qui les a délivrés, une apostille ou une légalisation. Chacune prend des semaines dans de nombreux pays : commandez-les dès que vous connaissez votre visa.",
      },
      ar: {
        title: "اطلب وثائق الحالة المدنية والأبوستيل والترجمات المحلَّفة",
        why: "كثيرًا ما تحتاج شهادات الميلاد وعقود الزواج والشهادات الدراسية وشهادات العمل إلى ترجمة إلى الفرنسية لدى مترجم محلَّف ({fr:traducteur assermenté})، وإلى أبوستيل ({fr:apostille}) أو تصديق ({fr:légalisation}) بحسب البلد الذي أصدرها. ويستغرق كل إجراء منها أسابيع في كثير من البلدان: اطلبها بمجرد أن تعرف تأشيرتك.",
      },
    },
  },
  {
    key: "marriage-transcription",
    category: "documents",
    when: { step: "apply", earlier: "civilDocumentsWeeks" },
    visas: ["famille-francais"],
    link: franceVisas("web/france-visas/famille-de-francais"),
    text: {
      en: {
        title: "Have your marriage transcribed in the French registers",
        why: "If you married abroad, the French consulate must transcribe the marriage before the spouse applies: the French copy of the marriage certificate, or the family record book (livret de famille), is the core of the file. A child with a French parent may be French and need a French passport instead of a visa.",
      },
      fr: {
        title: "Faites transcrire votre mariage sur les registres français",
        why: "Si vous vous êtes mariés à l'étranger, le consulat de France doit transcrire le mariage avant la demande du conjoint : la copie française de l'acte de mariage, ou le livret de famille, est au cœur du dossier. Un enfant dont un parent est français peut être lui-même français et avoir besoin d'un passeport français plutôt que d'un visa.",
      },
      ar: {
        title: "اطلب تسجيل زواجك في السجلات الفرنسية",
        why: "إذا تزوجتما في الخارج، فيجب أن تسجّل القنصلية الفرنسية الزواج في السجلات الفرنسية ({fr:transcription}) قبل أن يقدّم الزوج أو الزوجة طلبه: فالنسخة الفرنسية من عقد الزواج، أو الدفتر العائلي ({fr:livret de famille})، هي أساس الملف. وقد يكون الطفل الذي أحد والديه فرنسي فرنسيًّا هو أيضًا، فيحتاج إلى جواز سفر فرنسي بدلًا من التأشيرة.",
      },
    },
  },
  {
    key: "reunification-authorisation",
    category: "documents",
    when: { step: "apply" },
    visas: ["regroupement-familial"],
    link: servicePublic("F11166"),
    text: {
      en: {
        title: "Obtain the family reunification authorisation",
        why: "The family member living in France files the application in France; the OFII and the town hall check the housing and the resources, then the préfet decides. Each family member applies for a visa only once reunification is authorised: start this step as early as you can.",
      },
      fr: {
        title: "Obtenez l'autorisation de regroupement familial",
        why: "Le membre de la famille qui vit en France dépose la demande en France ; l'OFII et la mairie vérifient le logement et les ressources, puis le préfet décide. Chaque membre de la famille ne demande son visa qu'une fois le regroupement autorisé : lancez cette étape le plus tôt possible.",
      },
      ar: {
        title: "احصل على الإذن بلمّ الشمل العائلي",
        why: "يودع فرد العائلة المقيم في فرنسا الطلب في فرنسا؛ ويتحقق المكتب الفرنسي للهجرة والإدماج (OFII) والبلدية ({fr:mairie}) من السكن والموارد، ثم يتخذ المحافظ ({fr:préfet}) القرار. ولا يطلب كل فرد من أفراد العائلة تأشيرته إلا بعد الإذن بلمّ الشمل العائلي ({fr:regroupement familial}): ابدأ هذه الخطوة في أقرب وقت ممكن.",
      },
    },
  },
  {
    key: "student-admission",
    category: "documents",
    when: { step: "apply" },
    visas: studentsOnly,
    link: { url: "https://www.campusfrance.org/", publisher: "Campus France" },
    text: {
      en: {
        title: "Get your admission and complete Études en France",
        why: "You need a letter of admission or pre-registration before applying for the visa. Where Campus France runs the Études en France procedure, complete your online file and the interview first: Campus France then links your file to the visa application.",
      },
      fr: {
        title: "Obtenez votre admission et terminez Études en France",
        why: "Il vous faut une attestation d'admission ou de préinscription avant de demander le visa. Là où Campus France gère la procédure Études en France, complétez d'abord votre dossier en ligne et passez l'entretien : Campus France relie ensuite votre dossier à la demande de visa.",
      },
      ar: {
        title: "احصل على قبولك وأكمل إجراء «الدراسات في فرنسا»",
        why: "تحتاج إلى شهادة قبول أو تسجيل مسبق ({fr:préinscription}) قبل طلب التأشيرة. وحيث تدير Campus France إجراء «الدراسات في فرنسا» ({fr:Études en France})، أكمل أولًا ملفك عبر الإنترنت والمقابلة: ثم تربط Campus France ملفك بطلب التأشيرة.",
      },
    },
  },
  {
    key: "internship-agreement",
    category: "documents",
    when: { step: "apply" },
    visas: ["stagiaire-etudiant"],
    link: franceVisas("web/france-visas/stagiaire-etudiant"),
    text: {
      en: {
        title: "Have your internship agreement signed and approved",
        why: "The agreement signed by you, your school and the host must be approved by the administration before you apply: the host submits it online and sends you the approval.",
      },
      fr: {
        title: "Faites signer et approuver votre convention de stage",
        why: "La convention signée par vous, votre établissement et l'organisme d'accueil doit être approuvée par l'administration avant votre demande : l'organisme d'accueil la transmet en ligne et vous envoie l'approbation.",
      },
      ar: {
        title: "احصل على توقيع اتفاقية التدريب والموافقة عليها",
        why: "يجب أن تحصل اتفاقية التدريب ({fr:convention de stage}) الموقّعة منك ومن مؤسستك التعليمية ومن الجهة المستضيفة على موافقة الإدارة قبل أن تقدّم طلبك: تودعها الجهة المستضيفة عبر الإنترنت وترسل إليك الموافقة.",
      },
    },
  },
  {
    key: "work-authorisation",
    category: "documents",
    when: { step: "apply" },
    visas: families.employee,
    link: ANEF,
    text: {
      en: {
        title: "Get a copy of your work authorisation",
        why: "Your employer in France requests the work authorisation (autorisation de travail) on the ANEF website. It must be granted before you apply for the visa: ask your employer to file early and to send you the decision.",
      },
      fr: {
        title: "Obtenez une copie de votre autorisation de travail",
        why: "Votre employeur en France demande l'autorisation de travail sur le site de l'ANEF. Elle doit être accordée avant votre demande de visa : demandez à votre employeur de la déposer tôt et de vous transmettre la décision.",
      },
      ar: {
        title: "احصل على نسخة من رخصة عملك",
        why: "يطلب مشغّلك في فرنسا رخصة العمل ({fr:autorisation de travail}) على موقع ANEF. ويجب أن تُمنح قبل أن تطلب التأشيرة: اطلب من مشغّلك أن يودع الطلب مبكرًا وأن يرسل إليك القرار.",
      },
    },
  },
  {
    key: "talent-key-document",
    category: "documents",
    when: { step: "apply" },
    visas: families.talent,
    link: servicePublic("F16922"),
    text: {
      en: {
        title: "Get the key document of your category",
        why: "The document your talent category rests on, signed: employment contract or promise of employment stating the gross annual salary, hosting agreement for a researcher, engagement contracts for an artist, deed of appointment for a company representative, or evidence of your renown. Check the salary floor of your category on your visa page.",
      },
      fr: {
        title: "Réunissez la pièce maîtresse de votre catégorie",
        why: "Le document sur lequel repose votre catégorie talent, signé : contrat de travail ou promesse d'embauche mentionnant la rémunération annuelle brute, convention d'accueil pour un chercheur, contrats d'engagement pour un artiste, acte de nomination pour un mandataire social, ou preuves de votre renommée. Vérifiez le seuil de salaire de votre catégorie sur la page de votre visa.",
      },
      ar: {
        title: "احصل على الوثيقة الأساسية لفئتك",
        why: "الوثيقة التي تقوم عليها فئتك من فئات «المواهب» ({fr:talent})، موقّعة: عقد عمل أو وعد بالتوظيف ({fr:promesse d'embauche}) يذكر الأجر السنوي الإجمالي، أو اتفاقية استقبال ({fr:convention d'accueil}) للباحث، أو عقود فنية للفنان، أو عقد تعيين لممثل الشركة ({fr:mandataire social})، أو ما يثبت شهرتك. تحقّق من الحد الأدنى للراتب الخاص بفئتك في صفحة تأشيرتك.",
      },
    },
  },
  {
    key: "business-plan",
    category: "documents",
    when: { step: "apply" },
    visas: [...families.selfEmployed, ...families.project],
    text: {
      en: {
        title: "Write your business plan and gather proof of your funds",
        why: "Describe the activity, the market, your prices and expected clients, with forecasts for the first years. For a self-employed permit, show how the activity will bring you at least the minimum wage; for an investment or an innovative project, add proof that the funds exist and where they come from.",
      },
      fr: {
        title: "Rédigez votre business plan et réunissez la preuve de vos fonds",
        why: "Décrivez l'activité, le marché, vos prix et vos clients attendus, avec des prévisions pour les premières années. Pour un titre d'entrepreneur ou de profession libérale, montrez que l'activité vous rapportera au moins le SMIC ; pour un investissement ou un projet innovant, ajoutez la preuve de l'existence des fonds et de leur origine.",
      },
      ar: {
        title: "اكتب خطة عملك واجمع ما يثبت أموالك",
        why: "صِف النشاط والسوق وأسعارك وعملاءك المتوقعين، مع توقعات للسنوات الأولى. وبالنسبة لبطاقة الإقامة الخاصة بالعمل الحر، بيّن كيف سيدرّ عليك النشاط على الأقل الحد الأدنى للأجور (SMIC)؛ وبالنسبة لاستثمار أو لمشروع مبتكر، أضف ما يثبت وجود الأموال ومصدرها.",
      },
    },
  },
  {
    key: "au-pair-agreement",
    category: "documents",
    when: { step: "apply" },
    visas: families.auPair,
    link: servicePublic("R18919"),
    text: {
      en: {
        title: "Sign the au pair agreement with your host family",
        why: "The official agreement sets your tasks, your weekly hours (at most {fact:au-pair.max-weekly-hours} hours), rest days, room and meals, pocket money and courses. Each of you keeps a signed copy: the consulate asks for it.",
      },
      fr: {
        title: "Signez la convention au pair avec votre famille d'accueil",
        why: "La convention officielle fixe vos tâches, vos heures par semaine (au plus {fact:au-pair.max-weekly-hours} heures), vos jours de repos, le logement et les repas, l'argent de poche et les cours. Chacun garde un exemplaire signé : le consulat le demande.",
      },
      ar: {
        title: "وقّع اتفاقية «أو بير» مع عائلتك المضيفة",
        why: "تحدد الاتفاقية الرسمية ({fr:convention de jeune au pair}) مهامك، وساعات عملك الأسبوعية (على ألا تتجاوز {fact:au-pair.max-weekly-hours} ساعة)، وأيام راحتك، والسكن والوجبات، ومصروف الجيب، والدروس. ويحتفظ كل طرف بنسخة موقّعة: فالقنصلية تطلبها.",
      },
    },
  },
  {
    key: "au-pair-courses",
    category: "documents",
    when: { step: "apply" },
    visas: families.auPair,
    link: servicePublic("F15813"),
    text: {
      en: {
        title: "Enrol in French language or culture courses",
        why: "Proof of enrolment, or pre-enrolment, is part of your visa file, and proof of attendance is asked for if you later want to stay longer.",
      },
      fr: {
        title: "Inscrivez-vous à des cours de langue ou de culture françaises",
        why: "Une attestation d'inscription, ou de préinscription, fait partie de votre dossier de visa, et l'attestation d'assiduité vous sera demandée si vous souhaitez ensuite prolonger votre séjour.",
      },
      ar: {
        title: "سجّل في دروس اللغة الفرنسية أو الثقافة الفرنسية",
        why: "شهادة التسجيل، أو التسجيل المسبق، جزء من ملف تأشيرتك، وتُطلب منك شهادة المواظبة ({fr:attestation d'assiduité}) إذا أردت لاحقًا تمديد إقامتك.",
      },
    },
  },
  {
    key: "volunteering-agreement",
    category: "documents",
    when: { step: "apply" },
    visas: families.volunteer,
    link: franceVisas("web/france-visas/volontariat"),
    text: {
      en: {
        title: "Sign your volunteering agreement",
        why: "Agree the mission, dates, allowance and support with an accredited host organisation, sign the agreement, and ask for a letter describing the mission and what it covers (accommodation, meals, transport).",
      },
      fr: {
        title: "Signez votre contrat de volontariat",
        why: "Convenez de la mission, des dates, de l'indemnité et de l'accompagnement avec un organisme d'accueil agréé, signez le contrat et demandez une lettre décrivant la mission et ce qu'elle couvre (logement, repas, transports).",
      },
      ar: {
        title: "وقّع عقد التطوع",
        why: "اتفق مع هيئة استقبال معتمدة على المهمة والتواريخ والمنحة والمرافقة، ووقّع العقد ({fr:contrat de volontariat})، واطلب رسالة تصف المهمة وما تغطيه (السكن والوجبات والتنقل).",
      },
    },
  },
  {
    key: "proof-of-ties",
    category: "documents",
    when: { step: "apply" },
    visas: ["long-stay-personal"],
    link: servicePublic("F2209"),
    text: {
      en: {
        title: "Gather proof of your ties in France",
        why: "Civil-status documents proving the ties you rely on, proof of shared life (joint lease or bills, correspondence over time, earlier visits), and the identity document and residence status of the person in France.",
      },
      fr: {
        title: "Réunissez les preuves de vos liens en France",
        why: "Actes d'état civil prouvant les liens invoqués, preuves de vie commune (bail ou factures communs, échanges dans la durée, visites antérieures), et pièce d'identité et titre de séjour de la personne en France.",
      },
      ar: {
        title: "اجمع ما يثبت روابطك في فرنسا",
        why: "وثائق الحالة المدنية التي تثبت الروابط التي تستند إليها، وما يثبت الحياة المشتركة (عقد إيجار أو فواتير مشتركة، ومراسلات على امتداد الزمن، وزيارات سابقة)، ووثيقة هوية الشخص المقيم في فرنسا وما يثبت وضع إقامته.",
      },
    },
  },
  {
    key: "working-holiday-agreement",
    category: "documents",
    when: { step: "apply" },
    visas: families.workingHoliday,
    link: franceVisas("jeune-voyageur-vacances-travail"),
    text: {
      en: {
        title: "Check your working-holiday agreement and its quota",
        why: "Each agreement sets the ages (usually {fact:working-holiday.age}), the resources, the documents and sometimes a yearly quota that opens on set dates. Plan a return ticket, or the means to buy one.",
      },
      fr: {
        title: "Vérifiez votre accord vacances-travail et son quota",
        why: "Chaque accord fixe les âges (en général {fact:working-holiday.age}), les ressources, les pièces et parfois un quota annuel ouvert à des dates précises. Prévoyez un billet retour, ou les moyens de l'acheter.",
      },
      ar: {
        title: "تحقّق من اتفاق العطلة والعمل الخاص ببلدك ومن حصته",
        why: "يحدد كل اتفاق السن المطلوبة (عادةً {fact:working-holiday.age})، والموارد، والوثائق، وأحيانًا حصة سنوية تُفتح في تواريخ محددة. احرص على تذكرة عودة، أو على ما يكفي من المال لشرائها.",
      },
    },
  },
  {
    key: "job-search-diploma",
    category: "documents",
    when: { step: "apply" },
    visas: families.jobSearch,
    link: servicePublic("F17319"),
    text: {
      en: {
        title: "Get your diploma or certificate of success",
        why: "Your diploma, or the certificate of success from your institution if the diploma is not issued yet; researchers show that their research is completed. Check that your diploma is on the eligible list.",
      },
      fr: {
        title: "Obtenez votre diplôme ou votre attestation de réussite",
        why: "Votre diplôme, ou l'attestation de réussite délivrée par votre établissement si le diplôme n'est pas encore disponible ; les chercheurs prouvent que leurs travaux sont terminés. Vérifiez que votre diplôme figure sur la liste des diplômes éligibles.",
      },
      ar: {
        title: "احصل على شهادتك الجامعية أو على شهادة النجاح",
        why: "شهادتك الجامعية، أو شهادة النجاح ({fr:attestation de réussite}) الصادرة عن مؤسستك إذا لم تُسلَّم الشهادة بعد؛ أما الباحثون فيثبتون أن أبحاثهم قد اكتملت. تحقّق من أن شهادتك مدرجة في قائمة الشهادات المؤهِّلة.",
      },
    },
  },
  {
    key: "visitor-statement",
    category: "documents",
    when: { step: "apply" },
    visas: ["visiteur-touriste"],
    link: franceVisas("web/france-visas/sejour-touristique-ou-prive"),
    text: {
      en: {
        title: "Write your commitment not to work and a letter about your plans",
        why: "For a long-stay visitor visa: a signed and dated statement that you will not work in France, and a letter explaining why you come and how you will live.",
      },
      fr: {
        title: "Rédigez votre engagement de ne pas travailler et une lettre sur votre projet",
        why: "Pour un visa de long séjour visiteur : une déclaration datée et signée par laquelle vous vous engagez à ne pas travailler en France, et une lettre expliquant votre projet et la façon dont vous vivrez.",
      },
      ar: {
        title: "اكتب تعهّدك بعدم العمل ورسالة تشرح مشروعك",
        why: "لتأشيرة الإقامة الطويلة بصفة زائر ({fr:visa de long séjour visiteur}): تصريح موقّع ومؤرَّخ تتعهد فيه بعدم العمل في فرنسا، ورسالة تشرح سبب مجيئك وكيف ستعيش.",
      },
    },
  },
  {
    key: "student-resources",
    category: "documents",
    when: { step: "apply" },
    visas: studentsOnly,
    link: servicePublic("F2231"),
    text: {
      en: {
        title: "Prepare your proof of resources",
        why: "At least {fact:student.min-monthly-resources} for each month of your stay: bank statements for the last {fact:bank-statements.months}, a scholarship certificate, or a guarantor's attestation with the guarantor's own proof of income. Budget your rent without housing benefit: students from outside the EU without a needs-based grant no longer receive APL since {fact:student.apl-ends-non-eu-without-grant}.",
      },
      fr: {
        title: "Préparez vos justificatifs de ressources",
        why: "Au moins {fact:student.min-monthly-resources} pour chaque mois de séjour : relevés bancaires couvrant les {fact:bank-statements.months} précédant la demande, attestation de bourse ou attestation de prise en charge accompagnée des justificatifs de revenus du garant. Prévoyez votre loyer sans aide au logement : les étudiants hors Union européenne non boursiers sur critères sociaux ne perçoivent plus l'APL depuis le {fact:student.apl-ends-non-eu-without-grant}.",
      },
      ar: {
        title: "جهّز ما يثبت مواردك",
        why: "ما لا يقل عن {fact:student.min-monthly-resources} طوال مدة إقامتك: كشوف حسابك البنكي لآخر {fact:bank-statements.months}، أو شهادة منحة، أو تعهّد بالتكفّل ({fr:attestation de prise en charge}) من كفيل مع ما يثبت دخل الكفيل نفسه. احسب إيجارك من دون مساعدة السكن: فالطلبة من خارج الاتحاد الأوروبي الذين لا يحملون منحة على أساس المعايير الاجتماعية ({fr:bourse sur critères sociaux}) لم يعودوا يتلقون مساعدة السكن APL منذ {fact:student.apl-ends-non-eu-without-grant}.",
      },
    },
  },
  {
    key: "proof-of-resources",
    category: "documents",
    when: { step: "apply" },
    visas: [
      ...families.visitor,
      ...families.selfEmployed,
      ...families.project,
      "long-stay-personal",
      "vacances-travail",
      "stagiaire-etudiant",
      "passeport-talent-renommee",
      "passeport-talent-artistique",
    ],
    text: {
      en: {
        title: "Prepare your proof of resources",
        why: "Consulates usually ask for the bank statements of the last {fact:bank-statements.months} and proof of your regular income (pension, salary, rents, investments, stipend). Show savings built up over time rather than a one-off deposit just before you apply.",
      },
      fr: {
        title: "Préparez vos justificatifs de ressources",
        why: "Les consulats demandent généralement les relevés bancaires des {fact:bank-statements.months} précédant la demande et la preuve de vos revenus réguliers (pension, salaire, loyers, placements, gratification). Montrez une épargne constituée dans la durée plutôt qu'un dépôt ponctuel juste avant la demande.",
      },
      ar: {
        title: "جهّز ما يثبت مواردك",
        why: "تطلب القنصليات عادةً كشوف الحساب البنكي لآخر {fact:bank-statements.months} وما يثبت دخلك المنتظم (معاش تقاعد، أو راتب، أو إيجارات، أو استثمارات، أو منحة تدريب). أظهر مدخرات تكوّنت على امتداد الزمن بدلًا من إيداع واحد قبيل تقديم طلبك.",
      },
    },
  },
  {
    key: "health-insurance-cover",
    category: "health",
    when: { step: "apply" },
    visas: [
      ...families.visitor,
      ...families.selfEmployed,
      ...families.project,
      "long-stay-personal",
      "vacances-travail",
      "stagiaire-etudiant",
      "volontariat",
      "job-search-business",
    ],
    text: {
      en: {
        title: "Take out health insurance for your stay",
        why: "A certificate stating the cover, the ceilings and the period, with no gap from your arrival until French health insurance covers you (for a working holiday: illness, hospitalisation and repatriation for the whole stay). The consulate checks it with your file.",
      },
      fr: {
        title: "Souscrivez une assurance santé pour votre séjour",
        why: "Une attestation précisant les garanties, les plafonds et la période, sans interruption de votre arrivée jusqu'à votre prise en charge par l'Assurance Maladie (pour un visa vacances-travail : maladie, hospitalisation et rapatriement pendant tout le séjour). Le consulat la vérifie avec votre dossier.",
      },
      ar: {
        title: "اشترك في تأمين صحي يغطي إقامتك",
        why: "شهادة تحدد التغطية وسقوفها ومدتها، من دون انقطاع منذ وصولك إلى أن يتولى التأمين الصحي الفرنسي ({fr:Assurance Maladie}) تغطيتك (وبالنسبة لتأشيرة العطلة والعمل: المرض والاستشفاء والإعادة إلى الوطن طوال مدة الإقامة). وتتحقق منها القنصلية مع ملفك.",
      },
    },
  },
  {
    key: "police-certificate",
    category: "documents",
    when: { step: "apply" },
    visas: [
      ...families.selfEmployed,
      "investisseur-affaires",
      "famille-francais",
      "long-stay-personal",
      "vacances-travail",
    ],
    text: {
      en: {
        title: "Order your police certificate",
        why: "The criminal-record extract from your country of residence should be less than {fact:police-certificate.max-age} old when you apply, so order it shortly before, not months ahead. Some consulates ask for it only in some cases: your France-Visas list says so.",
      },
      fr: {
        title: "Demandez votre extrait de casier judiciaire",
        why: "L'extrait de casier judiciaire de votre pays de résidence doit dater de moins de {fact:police-certificate.max-age} au moment de la demande : demandez-le peu avant, pas des mois à l'avance. Certains consulats ne l'exigent que dans certains cas : votre liste France-Visas le précise.",
      },
      ar: {
        title: "اطلب مستخرج سجلك العدلي",
        why: "ينبغي ألا يتجاوز عمر مستخرج السجل العدلي ({fr:extrait de casier judiciaire}) الصادر في بلد إقامتك {fact:police-certificate.max-age} عند تقديم الطلب، فاطلبه قبل ذلك بوقت قصير، لا قبل أشهر. وبعض القنصليات لا تطلبه إلا في حالات معينة: وقائمتك على France-Visas تبيّن ذلك.",
      },
    },
  },
  {
    key: "identity-photos",
    category: "documents",
    when: { step: "apply" },
    link: servicePublic("F10619"),
    text: {
      en: {
        title: "Have your identity photos taken",
        why: "Photos of {fact:photo.width} × {fact:photo.height} meeting the French standard, taken less than {fact:photo.max-age} before your appointment: have them taken last.",
      },
      fr: {
        title: "Faites vos photos d'identité",
        why: "Photos au format {fact:photo.width} × {fact:photo.height} conformes à la norme française, datant de moins de {fact:photo.max-age} au moment du rendez-vous : faites-les en dernier.",
      },
      ar: {
        title: "التقط صور الهوية",
        why: "صور بمقاس {fact:photo.width} × {fact:photo.height} مطابقة للمعايير الفرنسية، التُقطت قبل أقل من {fact:photo.max-age} من موعدك: اجعلها آخر ما تقوم به.",
      },
    },
  },
  {
    key: "first-accommodation",
    category: "housing",
    when: { step: "apply" },
    text: {
      en: {
        title: "Arrange somewhere to stay for your first weeks",
        why: "The consulate asks where you will live on arrival: a lease, a booking, a university residence, or a host's certificate (attestation d'hébergement) with the host's identity document and proof of address.",
      },
      fr: {
        title: "Trouvez un logement pour vos premières semaines",
        why: "Le consulat demande où vous logerez à l'arrivée : bail, réservation, résidence universitaire ou attestation d'hébergement accompagnée de la pièce d'identité et d'un justificatif de domicile de l'hébergeant.",
      },
      ar: {
        title: "رتّب مكانًا تسكن فيه خلال أسابيعك الأولى",
        why: "تسأل القنصلية أين ستسكن عند وصولك: عقد إيجار، أو حجز، أو سكن جامعي، أو شهادة إيواء ({fr:attestation d'hébergement}) من المضيف مرفقة بوثيقة هويته وما يثبت عنوانه.",
      },
    },
  },
  // ---- Applying
  {
    key: "apply-france-visas",
    category: "appointments",
    when: { step: "apply" },
    link: FRANCE_VISAS,
    showsProcessing: true,
    text: {
      en: {
        title: "Apply on France-Visas and book your appointment",
        why: "Fill in the long-stay visa application on france-visas.gouv.fr, print the summary with the list of documents, and book the earliest appointment at the consulate or visa centre. We date this step back from your arrival: the weeks to travel once the visa is issued, the longest typical processing time, and the weeks to get an appointment.",
      },
      fr: {
        title: "Déposez votre demande sur France-Visas et prenez rendez-vous",
        why: "Remplissez la demande de visa de long séjour sur france-visas.gouv.fr, imprimez le récapitulatif avec la liste des pièces et prenez le premier rendez-vous disponible au consulat ou au centre de visas. Nous datons cette étape à rebours de votre arrivée : les semaines pour partir une fois le visa délivré, le délai de traitement habituel le plus long et les semaines pour obtenir un rendez-vous.",
      },
      ar: {
        title: "قدّم طلبك على France-Visas واحجز موعدك",
        why: "املأ استمارة طلب تأشيرة الإقامة الطويلة على france-visas.gouv.fr، واطبع الملخص مع قائمة الوثائق، واحجز أقرب موعد متاح في القنصلية أو في مركز التأشيرات. نحدد تاريخ هذه الخطوة بالعدّ تنازليًا من تاريخ وصولك: أسابيع السفر بعد صدور التأشيرة، وأطول مدة معالجة معتادة، والأسابيع اللازمة للحصول على موعد.",
      },
    },
  },
  {
    key: "visa-appointment",
    category: "appointments",
    when: { step: "appointment" },
    link: FRANCE_VISAS,
    text: {
      en: {
        title: "Attend your visa appointment",
        why: "Bring your originals and their copies in the order of the France-Visas list. Your fingerprints and photo are taken and you pay the visa fee. Keep the receipt: it lets you follow your application.",
      },
      fr: {
        title: "Présentez-vous à votre rendez-vous de visa",
        why: "Apportez vos originaux et leurs copies dans l'ordre de la liste France-Visas. Vos empreintes et votre photo sont relevées et vous payez les frais de visa. Gardez le reçu : il permet de suivre votre demande.",
      },
      ar: {
        title: "احضر موعد التأشيرة",
        why: "أحضر وثائقك الأصلية ونسخها بترتيب قائمة France-Visas. تُؤخذ بصماتك وصورتك وتدفع رسوم التأشيرة. احتفظ بالإيصال: فهو يتيح لك متابعة طلبك.",
      },
    },
  },
  // ---- Travel and arrival
  {
    key: "check-visa-book-travel",
    category: "travel",
    when: { step: "visa-issued" },
    text: {
      en: {
        title: "Check your visa, then book your travel",
        why: "When your passport comes back, check your name, the passport number, the dates and the mention on the sticker, which tells you what to do on arrival (a VLS-TS to validate online, or a card to apply for: « carte de séjour à solliciter »). Book your travel once the visa is in your passport.",
      },
      fr: {
        title: "Vérifiez votre visa, puis réservez votre voyage",
        why: "Au retour de votre passeport, vérifiez votre nom, le numéro de passeport, les dates et la mention portée sur la vignette, qui indique la démarche à faire à l'arrivée (VLS-TS à valider en ligne, ou carte à demander : « carte de séjour à solliciter »). Réservez votre voyage une fois le visa dans votre passeport.",
      },
      ar: {
        title: "تحقّق من تأشيرتك، ثم احجز سفرك",
        why: "عندما يعود إليك جواز سفرك، تحقّق من اسمك ورقم الجواز والتواريخ والعبارة المدوّنة على الملصق، فهي تبيّن لك ما يجب فعله عند الوصول (تأشيرة VLS-TS يجب المصادقة عليها عبر الإنترنت، أو بطاقة يجب طلبها: «{fr:carte de séjour à solliciter}»). احجز سفرك بعد أن تصبح التأشيرة في جواز سفرك.",
      },
    },
  },
  {
    key: "keep-proof-of-entry",
    category: "arrival",
    when: { step: "arrival" },
    text: {
      en: {
        title: "Keep proof of your date of entry",
        why: "Make sure your passport is stamped at the border; if it is not, keep your boarding pass. Your date of entry starts your deadlines: the online validation of a long-stay visa asks for it, and the length of your stay counts from it.",
      },
      fr: {
        title: "Gardez la preuve de votre date d'entrée",
        why: "Vérifiez que votre passeport est tamponné à la frontière ; sinon, gardez votre carte d'embarquement. Votre date d'entrée fait courir vos délais : la validation en ligne d'un visa de long séjour la demande, et la durée de votre séjour se compte à partir d'elle.",
      },
      ar: {
        title: "احتفظ بما يثبت تاريخ دخولك",
        why: "تأكّد من أن جواز سفرك قد خُتم على الحدود؛ وإن لم يُختم، فاحتفظ ببطاقة الصعود إلى الطائرة. فتاريخ دخولك هو بداية احتساب آجالك: إذ تطلبه المصادقة على تأشيرة الإقامة الطويلة عبر الإنترنت، ومنه تُحتسب مدة إقامتك.",
      },
    },
  },
  {
    key: "student-cvec",
    category: "administration",
    when: { step: "visa-issued" },
    visas: studentsOnly,
    link: { url: "https://cvec.etudiant.gouv.fr/", publisher: "Etudiant.gouv.fr" },
    text: {
      en: {
        title: "Pay the CVEC before you enrol",
        why: "Most students pay the student and campus life contribution ({fact:student.cvec} a year) online before enrolling; the certificate is asked for at enrolment.",
      },
      fr: {
        title: "Acquittez la CVEC avant votre inscription",
        why: "La plupart des étudiants paient en ligne la contribution de vie étudiante et de campus ({fact:student.cvec} par an) avant de s'inscrire ; l'attestation est demandée à l'inscription.",
      },
      ar: {
        title: "ادفع مساهمة CVEC قبل تسجيلك",
        why: "يدفع معظم الطلبة مساهمة الحياة الطلابية والجامعية (CVEC، {fact:student.cvec} سنويًا) عبر الإنترنت قبل التسجيل؛ وتُطلب الشهادة عند التسجيل.",
      },
    },
  },
  {
    key: "validate-vls-ts",
    category: "administration",
    when: { step: "validation" },
    visas: withValidation,
    link: ANEF,
    showsPermitTaxes: true,
    text: {
      en: {
        title: "Validate your visa online (VLS-TS)",
        why: "Within {fact:vls-ts.validation-deadline} of arrival, validate your long-stay visa on the ANEF website: visa number, date of entry, address in France, then the taxes paid online. Without it you lose your right to stay. If your visa says « carte de séjour à solliciter » instead, apply for your card on ANEF as soon as you arrive.",
      },
      fr: {
        title: "Validez votre visa en ligne (VLS-TS)",
        why: "Dans les {fact:vls-ts.validation-deadline} suivant votre arrivée, validez votre visa de long séjour sur le site de l'ANEF : numéro du visa, date d'entrée, adresse en France, puis paiement des taxes en ligne. Sans cette validation, vous perdez votre droit au séjour. Si votre visa porte la mention « carte de séjour à solliciter », demandez plutôt votre carte sur l'ANEF dès votre arrivée.",
      },
      ar: {
        title: "صادِق على تأشيرتك عبر الإنترنت (VLS-TS)",
        why: "خلال {fact:vls-ts.validation-deadline} من وصولك، صادِق على تأشيرة الإقامة الطويلة على موقع ANEF: رقم التأشيرة، وتاريخ الدخول، وعنوانك في فرنسا، ثم دفع الرسوم عبر الإنترنت. ومن دون هذه المصادقة تفقد حقك في الإقامة. وإذا كانت تأشيرتك تحمل بدلًا من ذلك عبارة «{fr:carte de séjour à solliciter}»، فاطلب بطاقتك على ANEF فور وصولك.",
      },
    },
  },
  {
    key: "ofii-appointments",
    category: "appointments",
    when: { step: "validation", later: "ofiiWeeks" },
    visas: withValidation,
    link: { url: "https://www.ofii.fr/", publisher: "OFII" },
    text: {
      en: {
        title: "Attend the OFII appointments you are invited to",
        why: "After the validation, the French Office for Immigration and Integration (OFII) may invite you to a medical check and, for some permits, to sign the republican integration contract (civic training and, if needed, French courses). Attend: it counts when you renew. Talent card holders are exempt from the contract.",
      },
      fr: {
        title: "Rendez-vous aux convocations de l'OFII",
        why: "Après la validation, l'Office français de l'immigration et de l'intégration (OFII) peut vous convoquer à une visite médicale et, pour certains titres, à la signature du contrat d'intégration républicaine (formation civique et, si besoin, cours de français). Présentez-vous : cela compte au renouvellement. Les titulaires d'une carte talent sont dispensés du contrat.",
      },
      ar: {
        title: "احضر مواعيد OFII التي تُدعى إليها",
        why: "بعد المصادقة، قد يدعوك المكتب الفرنسي للهجرة والإدماج (OFII) إلى فحص طبي، وبالنسبة لبعض بطاقات الإقامة، إلى توقيع عقد الاندماج الجمهوري ({fr:contrat d'intégration républicaine})، الذي يشمل تكوينًا مدنيًا ودروسًا في اللغة الفرنسية عند الحاجة. احضر: فذلك يُحتسب عند التجديد. وحاملو بطاقات «المواهب» ({fr:talent}) معفَون من هذا العقد.",
      },
    },
  },
  // ---- Settling in
  {
    key: "open-bank-account",
    category: "bank",
    when: { step: "arrival", later: "bankWeeks" },
    text: {
      en: {
        title: "Open a French bank account",
        why: "A French account (and its RIB) is how you receive a salary or a grant, pay rent by direct debit and get health reimbursements. Bring your passport with the visa, proof of address and, if you have one, your work contract or student card. If banks turn you down, the Banque de France can designate one under the right to an account (droit au compte).",
      },
      fr: {
        title: "Ouvrez un compte bancaire en France",
        why: "Un compte français (et son RIB) permet de recevoir un salaire ou une bourse, de payer le loyer par prélèvement et d'être remboursé de vos soins. Apportez votre passeport avec le visa, un justificatif de domicile et, le cas échéant, votre contrat de travail ou votre carte d'étudiant. Si les banques refusent, la Banque de France peut en désigner une au titre du droit au compte.",
      },
      ar: {
        title: "افتح حسابًا بنكيًا فرنسيًا",
        why: "بالحساب الفرنسي (وبيان الهوية المصرفية الخاص به، RIB) تتلقى راتبًا أو منحة، وتدفع الإيجار بالاقتطاع المباشر، وتحصل على تعويضات العلاج. أحضر جواز سفرك الذي يحمل التأشيرة، وما يثبت عنوانك، وعقد عملك أو بطاقتك الطلابية إن وُجدا. وإذا رفضتك البنوك، يمكن لبنك فرنسا ({fr:Banque de France}) أن يعيّن لك بنكًا بموجب الحق في الحساب ({fr:droit au compte}).",
      },
    },
  },
  {
    key: "health-insurance-registration",
    category: "health",
    when: { step: "arrival", later: "settlingWeeks" },
    visas: except("vacances-travail"),
    link: { url: "https://www.ameli.fr/", publisher: "Ameli.fr" },
    text: {
      en: {
        title: "Register with French health insurance and get your carte Vitale",
        why: "Employees are registered through their employer; students register on the Assurance Maladie service for international students; others join the universal health cover (PUMa) once they have lived in France for the period the law sets. Keep your private insurance until you are covered.",
      },
      fr: {
        title: "Inscrivez-vous à l'Assurance Maladie et obtenez votre carte Vitale",
        why: "Les salariés sont affiliés par leur employeur ; les étudiants s'inscrivent sur le service de l'Assurance Maladie dédié aux étudiants internationaux ; les autres rejoignent la protection universelle maladie (PUMa) après la durée de résidence fixée par la loi. Gardez votre assurance privée jusqu'à votre prise en charge.",
      },
      ar: {
        title: "سجّل في التأمين الصحي الفرنسي واحصل على بطاقتك الصحية Vitale",
        why: "يسجّل المشغّلُ الأجراءَ؛ ويسجّل الطلبة أنفسهم على خدمة التأمين الصحي ({fr:Assurance Maladie}) المخصصة للطلبة الدوليين؛ أما الآخرون فينضمون إلى الحماية الصحية الشاملة ({fr:protection universelle maladie}، PUMa) بعد أن يقيموا في فرنسا المدة التي يحددها القانون. احتفظ بتأمينك الخاص إلى أن تصبح مشمولًا بالتغطية.",
      },
    },
  },
  {
    key: "long-term-home",
    category: "housing",
    when: { step: "arrival", later: "settlingWeeks" },
    text: {
      en: {
        title: "Sign a lease and pay the deposit",
        why: "The deposit is capped by law: at most {fact:rental-deposit.max-unfurnished} of rent excluding charges for an unfurnished home, {fact:rental-deposit.max-furnished} for a furnished one. Never pay before visiting and signing, and keep the inventory of fixtures (état des lieux) you sign when moving in.",
      },
      fr: {
        title: "Signez un bail et versez le dépôt de garantie",
        why: "Le dépôt de garantie est plafonné par la loi : au plus {fact:rental-deposit.max-unfurnished} de loyer hors charges pour un logement vide, {fact:rental-deposit.max-furnished} pour un meublé. Ne payez jamais avant d'avoir visité et signé, et gardez l'état des lieux d'entrée que vous signez.",
      },
      ar: {
        title: "وقّع عقد إيجار وادفع مبلغ الضمان",
        why: "مبلغ الضمان ({fr:dépôt de garantie}) مسقَّف بالقانون: حدّه الأقصى {fact:rental-deposit.max-unfurnished} من الإيجار دون الأعباء ({fr:hors charges}) للمسكن غير المفروش، و{fact:rental-deposit.max-furnished} للمسكن المفروش. لا تدفع أبدًا قبل المعاينة والتوقيع، واحتفظ بمحضر معاينة حالة المسكن ({fr:état des lieux}) الذي توقّعه عند دخولك إليه.",
      },
    },
  },
  {
    key: "register-business",
    category: "administration",
    when: { step: "arrival", later: "settlingWeeks" },
    visas: families.selfEmployed,
    link: servicePublic("F35795"),
    text: {
      en: {
        title: "Register your activity",
        why: "Declare your activity on the online one-stop shop for business formalities (guichet unique), choosing the micro-enterprise regime or another form. You receive your SIRET number; keep every declaration: your renewal depends on what the activity really earns.",
      },
      fr: {
        title: "Immatriculez votre activité",
        why: "Déclarez votre activité sur le guichet unique des formalités d'entreprises, en choisissant le régime de la micro-entreprise ou une autre forme. Vous recevez votre numéro SIRET ; gardez chaque déclaration : votre renouvellement dépend de ce que l'activité rapporte réellement.",
      },
      ar: {
        title: "سجّل نشاطك",
        why: "صرّح بنشاطك على الشباك الموحد الإلكتروني لإجراءات المقاولات ({fr:guichet unique des formalités d'entreprises})، مع اختيار نظام المقاولة الصغيرة ({fr:micro-entreprise}) أو شكل قانوني آخر. تتسلّم رقم SIRET الخاص بك؛ احتفظ بكل تصريح: فتجديد بطاقتك يتوقف على ما يدرّه النشاط فعلًا.",
      },
    },
  },
  {
    key: "declare-gp",
    category: "health",
    when: { step: "arrival", later: "laterWeeks" },
    visas: except("vacances-travail"),
    link: servicePublic("F163"),
    text: {
      en: {
        title: "Choose a GP (médecin traitant)",
        why: "Once you have your social security number, declare a GP to the health insurance: without one, most visits are reimbursed less.",
      },
      fr: {
        title: "Déclarez un médecin traitant",
        why: "Une fois votre numéro de sécurité sociale obtenu, déclarez un médecin traitant à l'Assurance Maladie : sans lui, la plupart des consultations sont moins bien remboursées.",
      },
      ar: {
        title: "اختر طبيبك المعالج",
        why: "بمجرد حصولك على رقم الضمان الاجتماعي، صرّح بطبيب معالج ({fr:médecin traitant}) لدى التأمين الصحي ({fr:Assurance Maladie}): فمن دونه، تُعوَّض معظم الاستشارات بنسبة أقل.",
      },
    },
  },
  {
    key: "french-and-civic-exam",
    category: "administration",
    when: { step: "arrival", later: "laterWeeks" },
    visas: allVisas.filter(showsIntegrationConditions),
    link: { url: "https://formation-civique.interieur.gouv.fr/", publisher: "Ministère de l'Intérieur" },
    text: {
      en: {
        title: "Start preparing French and the civic exam",
        why: "A first multi-year card requires French at level {fact:integration.french-level-multi-year-card} and a pass in the civic exam; some cards follow their own rules (talent cards, the EU Blue Card, intra-company transfers, students): check whether yours does. Start lessons early, well before your renewal.",
      },
      fr: {
        title: "Commencez à préparer le français et l'examen civique",
        why: "Une première carte pluriannuelle exige un français de niveau {fact:integration.french-level-multi-year-card} et la réussite à l'examen civique ; certaines cartes suivent leurs propres règles (cartes talent, carte bleue européenne, salariés détachés ICT, étudiants) : vérifiez si c'est le cas de la vôtre. Commencez les cours tôt, bien avant votre renouvellement.",
      },
      ar: {
        title: "ابدأ الاستعداد للغة الفرنسية وللامتحان المدني",
        why: "تشترط أول بطاقة متعددة السنوات ({fr:carte pluriannuelle}) مستوى {fact:integration.french-level-multi-year-card} في اللغة الفرنسية والنجاح في الامتحان المدني ({fr:examen civique})؛ وبعض البطاقات تخضع لقواعدها الخاصة (بطاقات «المواهب»، والبطاقة الزرقاء الأوروبية، والنقل داخل المجموعة، والطلبة): تحقّق مما إذا كانت بطاقتك منها. ابدأ الدروس مبكرًا، قبل تجديد بطاقتك بوقت طويل.",
      },
    },
  },
];

/**
 * Sentences added to the apply step: the visa's typical processing time from the registry, or,
 * for a visa the registry has none for, the longest one it holds, counted to be safe.
 */
export const processingNotes: Record<"registry" | "longest", Required<Translated<string>>> = {
  registry: {
    en: "Typical processing time for this visa: {processing}.",
    fr: "Délai de traitement habituel pour ce visa : {processing}.",
    ar: "مدة المعالجة المعتادة لهذه التأشيرة: {processing}.",
  },
  longest: {
    en: "We have no typical processing time for this visa, so we count the longest one we know, {processing}, to be safe. Ask the consulate for its current times.",
    fr: "Nous n'avons pas de délai de traitement habituel pour ce visa : nous comptons donc le plus long que nous connaissons, {processing}, par prudence. Demandez au consulat ses délais actuels.",
    ar: "ليست لدينا مدة معالجة معتادة لهذه التأشيرة، لذلك نحتسب أطول مدة نعرفها، {processing}، من باب الحيطة. اسأل القنصلية عن مُددها الحالية.",
  },
};

/** Added to the validation step: this visa's residence-permit tax and stamp duty. */
/** The validation of a VLS-TS pays the tax; the stamp duty comes with a card (content/visas/visa-costs.ts). */
export const permitTaxNote: Required<Translated<string>> = {
  en: "Tax for this visa at validation: residence-permit tax {tax}. The stamp duty is due later, when a residence card is made (our reading of the law: check it on Service-Public.fr).",
  fr: "Taxe pour ce visa à la validation : taxe de titre de séjour {tax}. Le droit de timbre est dû plus tard, à la fabrication d'une carte de séjour (notre lecture de la loi : vérifiez-la sur Service-Public.fr).",
  ar: "الرسم المستحق لهذه التأشيرة عند المصادقة: رسم بطاقة الإقامة ({fr:taxe de titre de séjour}) {tax}. أما رسم الطابع ({fr:droit de timbre}) فيُستحق لاحقًا، عند إصدار بطاقة إقامة (هذه قراءتنا للقانون: تحقّق منها على Service-Public.fr).",
};

// ---- Dates

/** The processing time that dates the apply step, and whether the registry has it for this visa. */
export type ChecklistProcessing = VisaProcessing & { fromRegistry: boolean };

const approximateDays = (processing: VisaProcessing) => processing.max * (processing.unit === "weeks" ? 7 : 31);

/** The longest typical processing time the registry holds, for visas it has none for. */
export const longestProcessing: VisaProcessing = slugsWithCost()
  .map(visaProcessingOf)
  .filter((processing) => processing !== undefined)
  .reduce((longest, processing) => (approximateDays(processing) > approximateDays(longest) ? processing : longest));

export function checklistProcessingOf(slug: string): ChecklistProcessing {
  const processing = visaProcessingOf(slug);
  return processing ? { ...processing, fromRegistry: true } : { ...longestProcessing, fromRegistry: false };
}

/** When an item is due, and what the date rests on. */
export type ResolvedTiming = {
  timing: ChecklistTiming;
  /** The registry fact the date is counted from, when it is this visa's own. */
  factId: FactId | null;
  /** True when our estimates enter the date (alone or next to the registry's figure). */
  withOurEstimates: boolean;
};

const weeks = (estimate: WeeksEstimate): Duration => ({ amount: checklistEstimates.weeks[estimate], unit: "weeks" });

export function resolveTiming(when: SelfServiceWhen, processing: ChecklistProcessing): ResolvedTiming {
  const longestWait: Duration = { amount: processing.max, unit: processing.unit };
  const processingFact = processing.fromRegistry ? processing.factId : null;
  switch (when.step) {
    case "apply":
      return {
        timing: {
          before: [
            weeks("travelWeeks"),
            longestWait,
            weeks("applicationWeeks"),
            ...(when.earlier ? [weeks(when.earlier)] : []),
          ],
        },
        factId: processingFact,
        withOurEstimates: true,
      };
    case "appointment":
      return {
        timing: { before: [weeks("travelWeeks"), longestWait] },
        factId: processingFact,
        withOurEstimates: true,
      };
    case "visa-issued":
      return { timing: { before: weeks("travelWeeks") }, factId: null, withOurEstimates: true };
    case "arrival":
      return {
        timing: { after: when.later ? weeks(when.later) : { amount: 0, unit: "weeks" } },
        factId: null,
        withOurEstimates: when.later !== undefined,
      };
    case "validation":
      return {
        timing: { after: [timelineRules.validationDeadline, ...(when.later ? [weeks(when.later)] : [])] },
        factId: validationDeadlineFactId,
        withOurEstimates: when.later !== undefined,
      };
  }
}
