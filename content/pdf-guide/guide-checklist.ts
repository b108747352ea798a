import type { Language } from "../../core/languages.ts";
import type { Prose } from "../visas/visa-content-types.ts";

/**
 * The printed checklist: the steps of a move in the order they come, each with the deadline or
 * validity period that decides when to start it. Lead times are registry tokens like any prose
 * ({fact:…}), so the checklist and the visa pages can never give two different deadlines; the
 * per-visa processing times are added by the guide from content/visas/visa-costs.ts.
 * `starter` marks the steps the free starter guide keeps.
 */
export type ChecklistItem = { title: string; body: Prose; starter: boolean };
export type ChecklistPhase = { title: string; items: ChecklistItem[] };

const en: ChecklistPhase[] = [
  {
    title: "Before you apply",
    items: [
      {
        title: "Check your passport first",
        body: "It must stay valid at least {fact:passport.validity-beyond-stay} beyond your planned stay and have {fact:passport.blank-pages} blank pages. A renewal can take longer than the visa itself, so start here.",
        starter: true,
      },
      {
        title: "Choose your route",
        body: "Match your purpose (work, study, family, business, retirement) to a visa, then check its salary or resource threshold: for example {fact:talent.qualified-employee.min-annual-salary} for a talent – qualified employee, {fact:student.min-monthly-resources} for a student.",
        starter: true,
      },
      {
        title: "Order civil-status records and translations",
        body: "Birth and marriage certificates, diplomas and employment certificates often need a sworn translation and an apostille or legalisation. These take weeks in many countries: order them as soon as you know your route.",
        starter: true,
      },
      {
        title: "Prepare your proof of means",
        body: "Consulates usually ask for the bank statements of the last {fact:bank-statements.months}; a police certificate, where asked, should be less than {fact:police-certificate.max-age} old.",
        starter: false,
      },
      {
        title: "Have your photos taken last",
        body: "Identity photos of {fact:photo.width} × {fact:photo.height}, taken less than {fact:photo.max-age} before your appointment.",
        starter: false,
      },
    ],
  },
  {
    title: "Applying",
    items: [
      {
        title: "Apply on France-Visas and book your appointment",
        body: "Fill in the application on france-visas.gouv.fr, then give your fingerprints at the consulate or visa centre. Allow the processing time of your visa (table below) before your planned departure.",
        starter: true,
      },
      {
        title: "Pay the visa fee",
        body: "{fact:long-stay-visa.fee} for most long-stay visas, {fact:long-stay-visa.fee-student} for students in countries with the Études en France procedure.",
        starter: false,
      },
    ],
  },
  {
    title: "After you arrive",
    items: [
      {
        title: "Validate your visa online",
        body: "A long-stay visa that stands as a residence permit (VLS-TS) must be validated on the ANEF website within {fact:vls-ts.validation-deadline} of arrival, paying the residence-permit tax and the stamp duty ({fact:residence-permit.stamp-duty}).",
        starter: true,
      },
      {
        title: "Students: the campus contribution and housing benefit",
        body: "Pay the CVEC ({fact:student.cvec}) before enrolling. Students from outside the EU without a needs-based grant no longer receive housing benefit (APL) from {fact:student.apl-ends-non-eu-without-grant}.",
        starter: false,
      },
      {
        title: "Settle in",
        body: "Housing, a bank account, registration with health insurance and, for families, school enrolment. Rent control was set by law to end in {fact:rent-control.experiment-end}: check whether it still applies before you sign a lease.",
        starter: false,
      },
    ],
  },
  {
    title: "For the long term",
    items: [
      {
        title: "Prepare your French and the civic exam",
        body: "A first multi-year card now requires French at level {fact:integration.french-level-multi-year-card} and a pass in the civic exam ({fact:civic-exam.questions} questions in {fact:civic-exam.duration}); the ten-year resident card requires level {fact:integration.french-level-resident-card}. Start lessons early.",
        starter: true,
      },
      {
        title: "Renew on time",
        body: "Apply for the renewal on ANEF in the months before your card expires; a renewal costs {fact:residence-permit.tax-renewal} in residence-permit tax.",
        starter: false,
      },
    ],
  },
];

const fr: ChecklistPhase[] = [
  {
    title: "Avant la demande",
    items: [
      {
        title: "Vérifiez d'abord votre passeport",
        body: "Il doit rester valable au moins {fact:passport.validity-beyond-stay} après la fin du séjour prévu et comporter {fact:passport.blank-pages} pages vierges. Un renouvellement peut prendre plus de temps que le visa lui-même\u202f: commencez par là.",
        starter: true,
      },
      {
        title: "Choisissez votre voie",
        body: "Associez votre projet (travail, études, famille, entreprise, retraite) à un visa, puis vérifiez son seuil de salaire ou de ressources\u202f: par exemple {fact:talent.qualified-employee.min-annual-salary} pour un talent – salarié qualifié, {fact:student.min-monthly-resources} pour un étudiant.",
        starter: true,
      },
      {
        title: "Commandez actes d'état civil et traductions",
        body: "Actes de naissance et de mariage, diplômes et certificats de travail demandent souvent une traduction assermentée et une apostille ou une légalisation. Cela prend des semaines dans de nombreux pays\u202f: lancez-les dès que vous connaissez votre voie.",
        starter: true,
      },
      {
        title: "Préparez vos justificatifs de ressources",
        body: "Les consulats demandent généralement des relevés bancaires récents, sur {fact:bank-statements.months}\u202f; un extrait de casier judiciaire, s'il est demandé, doit dater de moins de {fact:police-certificate.max-age}.",
        starter: false,
      },
      {
        title: "Faites vos photos en dernier",
        body: "Photos d'identité au format {fact:photo.width} × {fact:photo.height}, de moins de {fact:photo.max-age} au moment du rendez-vous.",
        starter: false,
      },
    ],
  },
  {
    title: "La demande",
    items: [
      {
        title: "Déposez votre demande sur France-Visas et prenez rendez-vous",
        body: "Remplissez la demande sur france-visas.gouv.fr, puis donnez vos empreintes au consulat ou au centre de visas. Prévoyez le délai de traitement de votre visa (tableau ci-dessous) avant votre départ prévu.",
        starter: true,
      },
      {
        title: "Payez les frais de visa",
        body: "{fact:long-stay-visa.fee} pour la plupart des visas de long séjour, {fact:long-stay-visa.fee-student} pour les étudiants des pays à procédure Études en France.",
        starter: false,
      },
    ],
  },
  {
    title: "Après l'arrivée",
    items: [
      {
        title: "Validez votre visa en ligne",
        body: "Un visa de long séjour valant titre de séjour (VLS-TS) se valide sur le site de l'ANEF dans les {fact:vls-ts.validation-deadline} suivant l'arrivée, en payant la taxe de titre de séjour et le droit de timbre ({fact:residence-permit.stamp-duty}).",
        starter: true,
      },
      {
        title: "Étudiants\u202f: contribution de vie étudiante et aide au logement",
        body: "Payez la CVEC ({fact:student.cvec}) avant l'inscription. Les étudiants non européens non boursiers ne reçoivent plus l'aide au logement (APL) à partir du {fact:student.apl-ends-non-eu-without-grant}.",
        starter: false,
      },
      {
        title: "Installez-vous",
        body: "Logement, compte bancaire, affiliation à l'assurance maladie et, pour les familles, inscription scolaire. La loi a prévu la fin de l'encadrement des loyers en {fact:rent-control.experiment-end}\u202f: vérifiez qu'il s'applique toujours avant de signer un bail.",
        starter: false,
      },
    ],
  },
  {
    title: "Sur le long terme",
    items: [
      {
        title: "Préparez le français et l'examen civique",
        body: "Une première carte pluriannuelle exige désormais le français au niveau {fact:integration.french-level-multi-year-card} et la réussite à l'examen civique ({fact:civic-exam.questions} questions en {fact:civic-exam.duration})\u202f; la carte de résident de dix ans exige le niveau {fact:integration.french-level-resident-card}. Commencez les cours tôt.",
        starter: true,
      },
      {
        title: "Renouvelez à temps",
        body: "Demandez le renouvellement sur l'ANEF dans les mois qui précèdent l'expiration de votre carte\u202f; un renouvellement coûte {fact:residence-permit.tax-renewal} de taxe de titre de séjour.",
        starter: false,
      },
    ],
  },
];

const ar: ChecklistPhase[] = [
  {
    title: "قبل تقديم الطلب",
    items: [
      {
        title: "تحقق من جواز سفرك أولًا",
        body: "يجب أن يظل صالحًا لمدة {fact:passport.validity-beyond-stay} على الأقل بعد انتهاء الإقامة المخطط لها وأن يحتوي على {fact:passport.blank-pages} صفحات فارغة. قد يستغرق تجديده وقتًا أطول من التأشيرة نفسها، فابدأ من هنا.",
        starter: true,
      },
      {
        title: "اختر مسارك",
        body: "طابق هدفك (العمل أو الدراسة أو الأسرة أو الأعمال أو التقاعد) مع تأشيرة، ثم تحقق من عتبة الراتب أو الموارد الخاصة بها: مثلًا {fact:talent.qualified-employee.min-annual-salary} لبطاقة المواهب – موظف مؤهّل، و{fact:student.min-monthly-resources} للطالب.",
        starter: true,
      },
      {
        title: "اطلب وثائق الحالة المدنية وترجماتها",
        body: "غالبًا ما تحتاج شهادات الميلاد والزواج والشهادات الدراسية وشهادات العمل إلى ترجمة محلفة وإلى أبوستيل أو تصديق. ويستغرق ذلك أسابيع في كثير من البلدان: ابدأ فور معرفة مسارك.",
        starter: true,
      },
      {
        title: "جهّز إثباتات مواردك",
        body: "تطلب القنصليات عادة كشوف الحساب المصرفي لآخر {fact:bank-statements.months}؛ وإذا طُلبت شهادة السجل العدلي فيجب ألا يتجاوز عمرها {fact:police-certificate.max-age}.",
        starter: false,
      },
      {
        title: "التقط صورك في النهاية",
        body: "صور هوية بمقاس {fact:photo.width} × {fact:photo.height}، لا يتجاوز عمرها {fact:photo.max-age} عند موعدك.",
        starter: false,
      },
    ],
  },
  {
    title: "تقديم الطلب",
    items: [
      {
        title: "قدّم طلبك على France-Visas واحجز موعدك",
        body: "املأ الطلب على france-visas.gouv.fr، ثم قدّم بصماتك في القنصلية أو مركز التأشيرات. احسب مدة معالجة تأشيرتك (الجدول أدناه) قبل موعد سفرك المخطط.",
        starter: true,
      },
      {
        title: "ادفع رسوم التأشيرة",
        body: "{fact:long-stay-visa.fee} لمعظم تأشيرات الإقامة الطويلة، و{fact:long-stay-visa.fee-student} للطلاب في البلدان التي تطبق إجراء Études en France.",
        starter: false,
      },
    ],
  },
  {
    title: "بعد الوصول",
    items: [
      {
        title: "صادق على تأشيرتك عبر الإنترنت",
        body: "يجب المصادقة على تأشيرة الإقامة الطويلة المعادِلة لبطاقة الإقامة (VLS-TS) على موقع ANEF خلال {fact:vls-ts.validation-deadline} من الوصول، مع دفع رسم بطاقة الإقامة ورسم الطابع ({fact:residence-permit.stamp-duty}).",
        starter: true,
      },
      {
        title: "الطلاب: مساهمة الحياة الطلابية وإعانة السكن",
        body: "ادفع مساهمة CVEC ({fact:student.cvec}) قبل التسجيل. ولم يعد الطلاب من خارج الاتحاد الأوروبي غير الحاصلين على منحة يتلقون إعانة السكن (APL) اعتبارًا من {fact:student.apl-ends-non-eu-without-grant}.",
        starter: false,
      },
      {
        title: "استقر",
        body: "السكن، والحساب المصرفي، والتسجيل في التأمين الصحي، وتسجيل الأطفال في المدرسة للعائلات. حدد القانون نهاية تسقيف الإيجارات في {fact:rent-control.experiment-end}: تحقق مما إذا كان لا يزال ساريًا قبل توقيع عقد الإيجار.",
        starter: false,
      },
    ],
  },
  {
    title: "على المدى الطويل",
    items: [
      {
        title: "استعد للغة الفرنسية والامتحان المدني",
        body: "تشترط أول بطاقة متعددة السنوات الآن مستوى {fact:integration.french-level-multi-year-card} في الفرنسية والنجاح في الامتحان المدني ({fact:civic-exam.questions} سؤالًا في {fact:civic-exam.duration})؛ وتشترط بطاقة المقيم لعشر سنوات المستوى {fact:integration.french-level-resident-card}. ابدأ الدروس مبكرًا.",
        starter: true,
      },
      {
        title: "جدّد في الوقت المناسب",
        body: "قدّم طلب التجديد على ANEF في الأشهر التي تسبق انتهاء صلاحية بطاقتك؛ ويكلف التجديد {fact:residence-permit.tax-renewal} رسمًا لبطاقة الإقامة.",
        starter: false,
      },
    ],
  },
];

export const guideChecklist: Record<Language, ChecklistPhase[]> = { en, fr, ar };
