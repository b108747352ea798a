import type { Priority } from "../../core/case/journey.ts";
import { numberFormat } from "../../core/intl-formats.ts";
import type { Language } from "../../core/languages.ts";
import { sharedTextLanguage, type Translated, translatedText } from "../content-language.ts";
import { splitProse } from "../prose/prose-tokens.ts";
import { resolveFigures } from "../prose/resolve-figures.ts";
import { findVisa } from "../visas/visa-catalogue.ts";
import type { Prose } from "../visas/visa-content-types.ts";

/**
 * The document request templates advisors pick from (ADR 0034): what to ask for, with its
 * requirements — accepted formats, size, colour, whether a sworn translation or an apostille is
 * needed, how long getting it usually takes, tips and official forms — and the ordered set that
 * fits each visa. Texts are in English, French and Arabic (ADR 0086; French names inside Arabic
 * prose are `{fr:…}` terms, titles and labels take none); a template without Arabic is read in
 * English (content/content-language.ts). Figures are registry tokens. A request freezes the
 * template in the client's language (documentRequestFromTemplate), so a later edit here never
 * rewrites what a client was asked.
 */

export const documentFormats = ["jpg", "png", "pdf"] as const;
export type DocumentFormat = (typeof documentFormats)[number];

/** The upload limit (10 MB, core/uploads.ts); a template may ask for less, never more. */
export const documentUploadLimitMegabytes = 10;

/**
 * How long obtaining a document usually takes: our estimate (kind "our-estimate"), never an
 * official figure — it depends on the issuing country and office. Civil-status records, police
 * certificates and apostilles take one to a few weeks in most countries; a sworn translation one
 * to two weeks; an insurance certificate or a photo a few days. Null when the person already
 * holds the document or a third party's timing decides (an employer, an institution).
 */
export type ProcessingEstimate = { min: number; max: number; unit: "days" | "weeks"; kind: "our-estimate" };
export const processingEstimatedOn = "2026-11-25";

export type RequiredForm = { label: Translated<string>; url: string };

export type DocumentRequirements = {
  formats: readonly DocumentFormat[];
  maxMegabytes: number;
  /** "colour": stamps, seals and photos must show as they are; "any": black and white is fine. */
  colour: "colour" | "any";
  /** A sworn translation into French is needed when the document is not in French. */
  translation: boolean;
  /** An apostille or legalisation, when the issuing country's agreements with France require it. */
  apostille: "when-issued-abroad" | "no";
  processingTime: ProcessingEstimate | null;
  tips: Translated<readonly Prose[]>;
  requiredForms: readonly RequiredForm[];
};

export const documentTemplateKeys = [
  "passport-scan",
  "passport-photo",
  "france-visas-summary",
  "birth-certificate",
  "marriage-certificate",
  "family-member-id",
  "proof-of-shared-life",
  "reunification-authorisation",
  "residence-permit",
  "visa-and-entry-proof",
  "diploma",
  "cv",
  "professional-experience",
  "employment-contract",
  "work-authorisation",
  "posting-letter",
  "hosting-agreement",
  "enrolment-certificate",
  "internship-agreement",
  "au-pair-agreement",
  "language-course-enrolment",
  "volunteering-agreement",
  "business-plan",
  "company-documents",
  "proof-of-investment",
  "proof-of-renown",
  "proof-of-resources",
  "bank-statements",
  "payslips",
  "tax-returns",
  "proof-of-accommodation",
  "proof-of-address",
  "health-insurance",
  "criminal-record",
  "no-work-statement",
  "return-ticket",
] as const;
export type DocumentTemplateKey = (typeof documentTemplateKeys)[number];

export type DocumentTemplate = {
  key: DocumentTemplateKey;
  title: Translated<string>;
  description: Translated<Prose>;
  priority: Priority;
  requirements: DocumentRequirements;
};

const scans: readonly DocumentFormat[] = ["pdf", "jpg", "png"];
const pdfOnly: readonly DocumentFormat[] = ["pdf"];
const images: readonly DocumentFormat[] = ["jpg", "png"];
const weeks = (min: number, max: number): ProcessingEstimate => ({ min, max, unit: "weeks", kind: "our-estimate" });
const days = (min: number, max: number): ProcessingEstimate => ({ min, max, unit: "days", kind: "our-estimate" });

/** What most templates share: any accepted format, the full size, no translation or apostille. */
const plain = {
  formats: scans,
  maxMegabytes: documentUploadLimitMegabytes,
  colour: "any",
  translation: false,
  apostille: "no",
  processingTime: null,
  requiredForms: [],
} as const;

/** Civil-status records: seals in colour, sworn translation, apostille or legalisation. */
const civilStatus = {
  ...plain,
  colour: "colour",
  translation: true,
  apostille: "when-issued-abroad",
  processingTime: weeks(1, 4),
} as const;

const oneFileTip: Translated<Prose> = {
  en: "Put every page in one PDF, in order, rather than one file per page.",
  fr: "Réunissez toutes les pages dans un seul PDF, dans l'ordre, plutôt qu'un fichier par page.",
  ar: "ضع كل الصفحات في ملف PDF واحد، بالترتيب، بدلًا من ملف لكل صفحة.",
};
const translationTip: Translated<Prose> = {
  en: "Upload the original, the apostille or legalisation and the sworn translation together, in one PDF. Whether you need an apostille, a legalisation or nothing depends on the issuing country and its agreements with France: the consulate can tell you.",
  fr: "Envoyez l'original, l'apostille ou la légalisation et la traduction assermentée ensemble, dans un seul PDF. Le besoin d'une apostille, d'une légalisation ou de rien du tout dépend du pays émetteur et de ses accords avec la France : le consulat peut vous le dire.",
  ar: "ارفع الأصل والأبوستيل ({fr:apostille}) أو التصديق ({fr:légalisation}) والترجمة المحلَّفة ({fr:traduction assermentée}) معًا في ملف PDF واحد. أما حاجتك إلى أبوستيل أو إلى تصديق أو إلى لا شيء من ذلك، فتتوقف على البلد الذي أصدر المستند وعلى اتفاقياته مع فرنسا: ويمكن للقنصلية أن تخبرك بذلك.",
};
const otherLanguageTip: Translated<Prose> = {
  en: "If it is in neither French nor English, add a translation into French.",
  fr: "S'il n'est ni en français ni en anglais, joignez une traduction en français.",
  ar: "إذا لم يكن المستند بالفرنسية ولا بالإنجليزية، فأرفق به ترجمة إلى الفرنسية.",
};

/** A template's tips in each language; Arabic only when every tip has it, so a list is never half translated. */
const tips = (...list: Translated<Prose>[]): Translated<readonly Prose[]> => {
  const ar = list.map((tip) => tip.ar);
  return {
    en: list.map((tip) => tip.en),
    fr: list.map((tip) => tip.fr),
    ...(ar.every((tip): tip is Prose => tip !== undefined) ? { ar } : {}),
  };
};

export const documentTemplates: Record<DocumentTemplateKey, DocumentTemplate> = {
  "passport-scan": {
    key: "passport-scan",
    title: { en: "Passport", fr: "Passeport", ar: "جواز السفر" },
    description: {
      en: "A scan of your passport's identity page, and of every page that carries a visa or a stamp.",
      fr: "Un scan de la page d'identité de votre passeport et de chaque page portant un visa ou un tampon.",
      ar: "نسخة ممسوحة ضوئيًا من صفحة البيانات الشخصية في جواز سفرك، ومن كل صفحة تحمل تأشيرة أو ختمًا.",
    },
    priority: "high",
    requirements: {
      ...plain,
      colour: "colour",
      tips: tips(
        {
          en: "Scan the whole double page flat, without glare, with all four corners visible.",
          fr: "Scannez la double page entière à plat, sans reflet, avec les quatre coins visibles.",
          ar: "امسح الصفحتين المتقابلتين كاملتين وهما مبسوطتان، دون انعكاس للضوء، مع ظهور الزوايا الأربع كلها.",
        },
        {
          en: "Your passport must stay valid at least {fact:passport.validity-beyond-stay} beyond your planned stay and have at least {fact:passport.blank-pages} blank pages: if it does not, renew it first.",
          fr: "Votre passeport doit rester valable au moins {fact:passport.validity-beyond-stay} après la fin du séjour prévu et comporter au moins {fact:passport.blank-pages} pages vierges : sinon, renouvelez-le d'abord.",
          ar: "يجب أن يبقى جواز سفرك صالحًا مدة {fact:passport.validity-beyond-stay} على الأقل بعد نهاية الإقامة المقررة، وأن تكون فيه صفحات فارغة لا يقل عددها عن {fact:passport.blank-pages}: وإن لم يكن كذلك، فجدّده أولًا.",
        },
      ),
    },
  },
  "passport-photo": {
    key: "passport-photo",
    title: { en: "Identity photo", fr: "Photo d'identité", ar: "صورة الهوية" },
    description: {
      en: "A recent identity photo meeting the French standard.",
      fr: "Une photo d'identité récente conforme à la norme française.",
      ar: "صورة هوية حديثة مطابقة للمعايير الفرنسية.",
    },
    priority: "medium",
    requirements: {
      ...plain,
      formats: images,
      maxMegabytes: 5,
      colour: "colour",
      processingTime: days(1, 2),
      tips: tips(
        {
          en: "{fact:photo.width} × {fact:photo.height}, taken less than {fact:photo.max-age} ago, on a plain light background, with a neutral expression and nothing covering the face.",
          fr: "{fact:photo.width} × {fact:photo.height}, datant de moins de {fact:photo.max-age}, sur fond clair et uni, expression neutre, visage entièrement dégagé.",
          ar: "بمقاس {fact:photo.width} × {fact:photo.height}، ملتقطة منذ أقل من {fact:photo.max-age}، على خلفية فاتحة موحّدة اللون، بملامح محايدة ودون أي شيء يغطي الوجه.",
        },
        {
          en: "For an application made in France on ANEF, have it taken by an approved booth or photographer, who gives you a digital photo code (e-photo).",
          fr: "Pour une démarche en France sur l'ANEF, faites-la dans une cabine ou chez un photographe agréés, qui vous remettent un code photo numérique (e-photo).",
          ar: "إذا كان الطلب يُقدَّم في فرنسا عبر منصة ANEF، فالتقطها في كشك تصوير معتمَد أو لدى مصوّر معتمَد، يسلّمك رمز الصورة الرقمية ({fr:e-photo}).",
        },
      ),
      requiredForms: [],
    },
  },
  "france-visas-summary": {
    key: "france-visas-summary",
    title: {
      en: "France-Visas application summary",
      fr: "Récapitulatif de la demande France-Visas",
      ar: "ملخص طلب France-Visas",
    },
    description: {
      en: "The summary of your long-stay visa application on France-Visas, signed, with the receipt and the list of documents it gives.",
      fr: "Le récapitulatif de votre demande de visa de long séjour sur France-Visas, signé, avec le reçu et la liste des pièces qu'il indique.",
      ar: "ملخص طلب تأشيرة الإقامة الطويلة الذي قدّمته على France-Visas، موقَّعًا، مع الإيصال وقائمة الوثائق التي يذكرها.",
    },
    priority: "high",
    requirements: {
      ...plain,
      formats: pdfOnly,
      tips: tips({
        en: "Download it from your France-Visas account after submitting the application; check that the purpose of stay matches your visa.",
        fr: "Téléchargez-le depuis votre compte France-Visas après l'envoi de la demande ; vérifiez que le motif du séjour correspond à votre visa.",
        ar: "نزّله من حسابك على المنصة بعد إرسال الطلب؛ وتحقّق من أن غرض الإقامة المذكور فيه يطابق تأشيرتك.",
      }),
      requiredForms: [
        {
          label: {
            en: "France-Visas: online visa application",
            fr: "France-Visas : demande de visa en ligne",
            ar: "France-Visas: طلب التأشيرة عبر الإنترنت",
          },
          url: "https://france-visas.gouv.fr/",
        },
      ],
    },
  },
  "birth-certificate": {
    key: "birth-certificate",
    title: { en: "Birth certificate", fr: "Acte de naissance", ar: "شهادة الميلاد" },
    description: {
      en: "A full copy of your birth certificate showing your parents, recently issued by the civil registry; and your children's if they come with you.",
      fr: "Une copie intégrale de votre acte de naissance avec filiation, récemment délivrée par l'état civil ; et celles de vos enfants s'ils vous accompagnent.",
      ar: "نسخة كاملة ({fr:copie intégrale}) من شهادة ميلادك ({fr:acte de naissance}) يظهر فيها اسما والديك، صادرة حديثًا عن مصلحة الحالة المدنية؛ وشهادات ميلاد أطفالك إذا كانوا سيرافقونك.",
    },
    priority: "high",
    requirements: {
      ...civilStatus,
      tips: tips(
        {
          en: "Ask for a full copy, not a short extract: the consulate checks the parents' names.",
          fr: "Demandez une copie intégrale et non un extrait sans filiation : le consulat vérifie le nom des parents.",
          ar: "اطلب نسخة كاملة لا مستخرجًا مختصرًا: فالقنصلية تتحقق من اسمَي الوالدين.",
        },
        translationTip,
      ),
    },
  },
  "marriage-certificate": {
    key: "marriage-certificate",
    title: { en: "Marriage certificate", fr: "Acte de mariage", ar: "عقد الزواج" },
    description: {
      en: "A recent full copy of your marriage certificate. If one spouse is French and you married abroad, the French transcription by the consulate, or the family record book (livret de famille).",
      fr: "Une copie intégrale récente de votre acte de mariage. Si l'un des époux est français et que vous vous êtes mariés à l'étranger, la transcription française par le consulat, ou le livret de famille.",
      ar: "نسخة كاملة حديثة من عقد زواجك ({fr:acte de mariage}). وإذا كان أحد الزوجين فرنسيًا وتزوجتما خارج فرنسا، فنسخة تسجيل الزواج في السجلات الفرنسية ({fr:transcription}) التي تجريها القنصلية، أو الدفتر العائلي ({fr:livret de famille}).",
    },
    priority: "high",
    requirements: { ...civilStatus, tips: tips(translationTip) },
  },
  "family-member-id": {
    key: "family-member-id",
    title: {
      en: "Identity of your family member in France",
      fr: "Identité de votre proche en France",
      ar: "هوية قريبك المقيم في فرنسا",
    },
    description: {
      en: "The identity document and status of the family member you join: French identity card or passport, certificate of French nationality, or residence permit.",
      fr: "La pièce d'identité et le statut du proche que vous rejoignez : carte d'identité ou passeport français, certificat de nationalité française, ou titre de séjour.",
      ar: "وثيقة الهوية والوضع القانوني لفرد العائلة الذي ستلتحق به: بطاقة الهوية الفرنسية أو جواز السفر الفرنسي، أو شهادة الجنسية الفرنسية ({fr:certificat de nationalité française})، أو بطاقة الإقامة ({fr:titre de séjour}).",
    },
    priority: "high",
    requirements: {
      ...plain,
      colour: "colour",
      tips: tips({
        en: "Scan both sides of a card. The document must be valid on the day you apply.",
        fr: "Scannez le recto et le verso d'une carte. Le document doit être valide le jour de la demande.",
        ar: "امسح وجهَي البطاقة كليهما. ويجب أن تكون الوثيقة سارية المفعول يوم تقديم الطلب.",
      }),
    },
  },
  "proof-of-shared-life": {
    key: "proof-of-shared-life",
    title: { en: "Proof of shared life", fr: "Preuves de vie commune", ar: "إثباتات الحياة المشتركة" },
    description: {
      en: "Evidence of your relationship over time: joint lease or bills, correspondence, photos and earlier visits, a PACS certificate.",
      fr: "Preuves de votre relation dans la durée : bail ou factures communs, échanges, photos et visites antérieures, attestation de PACS.",
      ar: "ما يثبت علاقتكما على مرّ الزمن: عقد إيجار أو فواتير مشتركة، ومراسلات، وصور وزيارات سابقة، وشهادة الارتباط المدني ({fr:attestation de PACS}).",
    },
    priority: "medium",
    requirements: {
      ...plain,
      tips: tips(
        {
          en: "Choose a few strong documents spread over the whole period rather than many from the same month.",
          fr: "Choisissez quelques documents solides répartis sur toute la période plutôt que beaucoup du même mois.",
          ar: "اختر بضع وثائق قوية موزّعة على المدة كلها بدلًا من وثائق كثيرة من الشهر نفسه.",
        },
        otherLanguageTip,
      ),
    },
  },
  "reunification-authorisation": {
    key: "reunification-authorisation",
    title: {
      en: "Family reunification authorisation",
      fr: "Autorisation de regroupement familial",
      ar: "ترخيص لمّ الشمل العائلي",
    },
    description: {
      en: "The préfet's decision authorising family reunification, which the family member living in France received.",
      fr: "La décision du préfet autorisant le regroupement familial, reçue par le membre de la famille qui vit en France.",
      ar: "قرار المحافظ ({fr:préfet}) بالترخيص بلمّ الشمل العائلي ({fr:regroupement familial})، الذي تسلّمه فرد العائلة المقيم في فرنسا.",
    },
    priority: "urgent",
    requirements: {
      ...plain,
      tips: tips({
        en: "Each family member applies for the visa only once this decision is granted.",
        fr: "Chaque membre de la famille ne demande son visa qu'une fois cette décision obtenue.",
        ar: "لا يطلب أي فرد من أفراد العائلة تأشيرته إلا بعد صدور هذا القرار.",
      }),
      requiredForms: [
        {
          label: {
            en: "Service-Public.fr: family reunification",
            fr: "Service-Public.fr : regroupement familial",
            ar: "Service-Public.fr: لمّ الشمل العائلي",
          },
          url: "https://www.service-public.fr/particuliers/vosdroits/F11166",
        },
      ],
    },
  },
  "residence-permit": {
    key: "residence-permit",
    title: { en: "Current residence permit", fr: "Titre de séjour en cours", ar: "بطاقة الإقامة الحالية" },
    description: {
      en: "Your current residence permit (or validated VLS-TS), or that of the family member living in France.",
      fr: "Votre titre de séjour en cours (ou VLS-TS validé), ou celui du membre de la famille qui vit en France.",
      ar: "بطاقة إقامتك الحالية ({fr:titre de séjour}) أو تأشيرة VLS-TS بعد المصادقة عليها، أو بطاقة إقامة فرد العائلة المقيم في فرنسا.",
    },
    priority: "high",
    requirements: {
      ...plain,
      colour: "colour",
      tips: tips({
        en: "Scan both sides. If it expires soon, add the receipt (récépissé or attestation) of the renewal application.",
        fr: "Scannez le recto et le verso. S'il expire bientôt, joignez le récépissé ou l'attestation de la demande de renouvellement.",
        ar: "امسح الوجهين كليهما. وإذا كانت صلاحيتها ستنتهي قريبًا، فأرفق وصل الإيداع ({fr:récépissé}) أو الإفادة ({fr:attestation}) الخاصة بطلب التجديد.",
      }),
    },
  },
  "visa-and-entry-proof": {
    key: "visa-and-entry-proof",
    title: { en: "Visa and proof of entry", fr: "Visa et preuve d'entrée", ar: "التأشيرة وإثبات الدخول" },
    description: {
      en: "A scan of the visa sticker in your passport and of the entry stamp, or your boarding pass if the passport was not stamped.",
      fr: "Un scan de la vignette visa dans votre passeport et du tampon d'entrée, ou votre carte d'embarquement si le passeport n'a pas été tamponné.",
      ar: "نسخة ممسوحة ضوئيًا من ملصق التأشيرة في جواز سفرك ومن ختم الدخول، أو بطاقة الصعود إلى الطائرة إذا لم يُختم جواز السفر.",
    },
    priority: "high",
    requirements: {
      ...plain,
      colour: "colour",
      tips: tips({
        en: "The online validation of the visa asks for your date of entry: it must be readable.",
        fr: "La validation en ligne du visa demande votre date d'entrée : elle doit être lisible.",
        ar: "المصادقة على التأشيرة عبر الإنترنت تطلب تاريخ دخولك: لذا يجب أن يكون مقروءًا.",
      }),
    },
  },
  diploma: {
    key: "diploma",
    title: { en: "Diplomas", fr: "Diplômes", ar: "الشهادات الدراسية" },
    description: {
      en: "Your highest diploma, and the transcripts when the application asks for them.",
      fr: "Votre diplôme le plus élevé, et les relevés de notes lorsque la demande les exige.",
      ar: "أعلى شهادة دراسية حصلت عليها، وكشوف النقاط إذا كان الطلب يشترطها.",
    },
    priority: "medium",
    requirements: {
      ...plain,
      colour: "colour",
      translation: true,
      processingTime: weeks(1, 3),
      tips: tips(
        {
          en: "If the diploma has not been issued yet, the institution's certificate of success (attestation de réussite) stands in for it.",
          fr: "Si le diplôme n'est pas encore délivré, l'attestation de réussite de l'établissement le remplace.",
          ar: "إذا لم تُسلَّم الشهادة بعد، فإن شهادة النجاح ({fr:attestation de réussite}) الصادرة عن المؤسسة تقوم مقامها.",
        },
        oneFileTip,
      ),
    },
  },
  cv: {
    key: "cv",
    title: { en: "CV", fr: "CV", ar: "السيرة الذاتية" },
    description: {
      en: "Your CV, with the dates, employers and positions of your experience.",
      fr: "Votre CV, avec les dates, employeurs et postes de votre expérience.",
      ar: "سيرتك الذاتية، مع تواريخ خبراتك وأسماء المشغّلين والمناصب التي شغلتها.",
    },
    priority: "low",
    requirements: {
      ...plain,
      formats: pdfOnly,
      tips: tips({
        en: "In French or English; the dates must match your work certificates.",
        fr: "En français ou en anglais ; les dates doivent correspondre à vos certificats de travail.",
        ar: "بالفرنسية أو بالإنجليزية؛ ويجب أن تطابق التواريخ ما في شهادات العمل.",
      }),
    },
  },
  "professional-experience": {
    key: "professional-experience",
    title: {
      en: "Proof of professional experience",
      fr: "Justificatifs d'expérience professionnelle",
      ar: "إثباتات الخبرة المهنية",
    },
    description: {
      en: "Certificates from previous employers stating the dates, positions and level of responsibility.",
      fr: "Certificats de vos employeurs précédents indiquant les dates, les postes et le niveau de responsabilité.",
      ar: "شهادات من مشغّليك السابقين تذكر التواريخ والمناصب ومستوى المسؤولية.",
    },
    priority: "medium",
    requirements: {
      ...plain,
      translation: true,
      processingTime: weeks(1, 3),
      tips: tips(
        {
          en: "Ask for certificates on the employer's letterhead, signed, with a contact person.",
          fr: "Demandez des certificats sur papier à en-tête de l'employeur, signés, avec une personne à contacter.",
          ar: "اطلب شهادات على الورق الرسمي للمشغّل، موقَّعة، مع اسم شخص يمكن التواصل معه.",
        },
        oneFileTip,
      ),
    },
  },
  "employment-contract": {
    key: "employment-contract",
    title: { en: "Employment contract", fr: "Contrat de travail", ar: "عقد العمل" },
    description: {
      en: "The contract or promise of employment signed by you and the employer, stating the job, the start date, the length and the gross annual salary; for an artist, the engagement contracts.",
      fr: "Le contrat ou la promesse d'embauche signé par vous et l'employeur, précisant le poste, la date de début, la durée et la rémunération annuelle brute ; pour un artiste, les contrats d'engagement.",
      ar: "عقد العمل ({fr:contrat de travail}) أو وعد التوظيف ({fr:promesse d'embauche}) موقَّعًا منك ومن المشغّل، ويذكر الوظيفة وتاريخ البدء والمدة والأجر السنوي الإجمالي؛ وبالنسبة إلى الفنان، عقود الارتباط الفني ({fr:contrats d'engagement}).",
    },
    priority: "high",
    requirements: {
      ...plain,
      formats: pdfOnly,
      tips: tips(
        {
          en: "Check the gross annual salary against the floor of your visa category before sending it.",
          fr: "Vérifiez la rémunération annuelle brute par rapport au seuil de votre catégorie de visa avant de l'envoyer.",
          ar: "قبل إرساله، قارن الأجر السنوي الإجمالي بالحد الأدنى المطلوب في فئة تأشيرتك.",
        },
        oneFileTip,
      ),
    },
  },
  "work-authorisation": {
    key: "work-authorisation",
    title: { en: "Work authorisation", fr: "Autorisation de travail", ar: "رخصة العمل" },
    description: {
      en: "The decision granting the work authorisation that your employer requested on the ANEF website.",
      fr: "La décision accordant l'autorisation de travail que votre employeur a demandée sur le site de l'ANEF.",
      ar: "قرار منح رخصة العمل ({fr:autorisation de travail}) التي طلبها مشغّلك على موقع ANEF.",
    },
    priority: "urgent",
    requirements: {
      ...plain,
      formats: pdfOnly,
      tips: tips({
        en: "Ask your employer for it as soon as it is granted: the visa application needs it.",
        fr: "Demandez-la à votre employeur dès qu'elle est accordée : la demande de visa en a besoin.",
        ar: "اطلبها من مشغّلك فور منحها: فطلب التأشيرة يحتاج إليها.",
      }),
    },
  },
  "posting-letter": {
    key: "posting-letter",
    title: {
      en: "Posting letter and group documents",
      fr: "Lettre de détachement et documents du groupe",
      ar: "رسالة الانتداب ووثائق المجموعة",
    },
    description: {
      en: "The posting (assignment) letter stating the length and place of the assignment, and proof that both companies belong to the same group, with your length of service.",
      fr: "La lettre de détachement précisant la durée et le lieu de la mission, et la preuve que les deux sociétés appartiennent au même groupe, avec votre ancienneté.",
      ar: "رسالة الانتداب ({fr:lettre de détachement}) التي تذكر مدة المهمة ومكانها، وما يثبت أن الشركتين تنتميان إلى المجموعة نفسها، مع أقدميتك فيها.",
    },
    priority: "high",
    requirements: { ...plain, formats: pdfOnly, tips: tips(oneFileTip, otherLanguageTip) },
  },
  "hosting-agreement": {
    key: "hosting-agreement",
    title: { en: "Hosting agreement (convention d'accueil)", fr: "Convention d'accueil", ar: "اتفاقية الاستقبال" },
    description: {
      en: "The hosting agreement signed by the research organisation and by you, stating the programme, its length and its funding.",
      fr: "La convention d'accueil signée par l'organisme de recherche et par vous, précisant le programme, sa durée et son financement.",
      ar: "اتفاقية الاستقبال ({fr:convention d'accueil}) موقَّعة من هيئة البحث ومنك، وتذكر البرنامج ومدته وتمويله.",
    },
    priority: "high",
    requirements: {
      ...plain,
      formats: pdfOnly,
      tips: tips({
        en: "Both signatures must be on it before you apply.",
        fr: "Les deux signatures doivent y figurer avant la demande.",
        ar: "يجب أن تحمل التوقيعين كليهما قبل أن تقدّم طلبك.",
      }),
    },
  },
  "enrolment-certificate": {
    key: "enrolment-certificate",
    title: {
      en: "Admission or enrolment certificate",
      fr: "Attestation d'admission ou d'inscription",
      ar: "شهادة القبول أو التسجيل",
    },
    description: {
      en: "The letter of admission or pre-registration from the institution, or your certificate of enrolment for the year; where Études en France applies, your file number.",
      fr: "L'attestation d'admission ou de préinscription de l'établissement, ou votre certificat de scolarité de l'année ; là où Études en France s'applique, votre numéro de dossier.",
      ar: "رسالة القبول أو التسجيل المسبق الصادرة عن المؤسسة، أو شهادة تسجيلك ({fr:certificat de scolarité}) للسنة الدراسية؛ وحيث يُطبَّق إجراء «الدراسة في فرنسا» ({fr:Études en France})، رقم ملفك.",
    },
    priority: "high",
    requirements: { ...plain, formats: pdfOnly, tips: tips(otherLanguageTip) },
  },
  "internship-agreement": {
    key: "internship-agreement",
    title: { en: "Approved internship agreement", fr: "Convention de stage approuvée", ar: "اتفاقية التدريب المعتمدة" },
    description: {
      en: "The internship agreement signed by you, your school and the host, with the administration's approval.",
      fr: "La convention de stage signée par vous, votre établissement et l'organisme d'accueil, avec l'approbation de l'administration.",
      ar: "اتفاقية التدريب ({fr:convention de stage}) موقَّعة منك ومن مؤسستك التعليمية ومن الجهة المستقبِلة، مع موافقة الإدارة.",
    },
    priority: "high",
    requirements: {
      ...plain,
      formats: pdfOnly,
      tips: tips({
        en: "The host submits the agreement for approval online; send the approval with the signed agreement.",
        fr: "L'organisme d'accueil soumet la convention en ligne pour approbation ; envoyez l'approbation avec la convention signée.",
        ar: "تقدّم الجهة المستقبِلة الاتفاقية عبر الإنترنت للموافقة عليها؛ فأرسل الموافقة مع الاتفاقية الموقَّعة.",
      }),
    },
  },
  "au-pair-agreement": {
    key: "au-pair-agreement",
    title: { en: "Au pair agreement", fr: "Convention au pair", ar: "اتفاقية الإقامة لدى عائلة مضيفة (au pair)" },
    description: {
      en: "The official agreement signed by you and the host family: tasks, weekly hours, rest days, room and meals, pocket money and courses.",
      fr: "La convention officielle signée par vous et la famille d'accueil : tâches, heures par semaine, jours de repos, logement et repas, argent de poche et cours.",
      ar: "الاتفاقية الرسمية ({fr:convention au pair}) الموقَّعة منك ومن العائلة المضيفة: المهام، وساعات العمل الأسبوعية، وأيام الراحة، والسكن والوجبات، ومصروف الجيب، والدروس.",
    },
    priority: "high",
    requirements: {
      ...plain,
      formats: pdfOnly,
      tips: tips({
        en: "Tasks may not exceed {fact:au-pair.max-weekly-hours} hours a week and the pocket money at least {fact:au-pair.min-pocket-money}: check both before signing.",
        fr: "Les tâches ne peuvent dépasser {fact:au-pair.max-weekly-hours} heures par semaine et l'argent de poche est d'au moins {fact:au-pair.min-pocket-money} : vérifiez les deux avant de signer.",
        ar: "لا يجوز أن تتجاوز المهام {fact:au-pair.max-weekly-hours} ساعة في الأسبوع، ويجب ألا يقل مصروف الجيب عن {fact:au-pair.min-pocket-money}: تحقّق من الأمرين قبل التوقيع.",
      }),
      requiredForms: [
        {
          label: {
            en: "Service-Public.fr: agreement between the au pair and the host family (official form)",
            fr: "Service-Public.fr : convention entre le jeune au pair et la famille d'accueil (formulaire officiel)",
            ar: "Service-Public.fr: الاتفاقية بين الشاب المقيم والعائلة المضيفة (استمارة رسمية)",
          },
          url: "https://www.service-public.fr/particuliers/vosdroits/R18919",
        },
      ],
    },
  },
  "language-course-enrolment": {
    key: "language-course-enrolment",
    title: {
      en: "Enrolment in French courses",
      fr: "Inscription à des cours de français",
      ar: "التسجيل في دروس اللغة الفرنسية",
    },
    description: {
      en: "Proof of enrolment, or pre-enrolment, in French language or culture courses for the length of your stay.",
      fr: "Attestation d'inscription, ou de préinscription, à des cours de langue ou de culture françaises pour la durée du séjour.",
      ar: "ما يثبت تسجيلك، أو تسجيلك المسبق، في دروس اللغة الفرنسية أو الثقافة الفرنسية طوال مدة إقامتك.",
    },
    priority: "medium",
    requirements: { ...plain, tips: tips(otherLanguageTip) },
  },
  "volunteering-agreement": {
    key: "volunteering-agreement",
    title: { en: "Volunteering agreement", fr: "Contrat de volontariat", ar: "عقد التطوع" },
    description: {
      en: "The agreement signed by you and the accredited host organisation, with a letter describing the mission, the allowance and what it covers.",
      fr: "Le contrat signé par vous et l'organisme d'accueil agréé, avec une lettre décrivant la mission, l'indemnité et ce qu'elle couvre.",
      ar: "عقد التطوع ({fr:contrat de volontariat}) الموقَّع منك ومن الهيئة المستقبِلة المعتمَدة، مع رسالة تصف المهمة والتعويض المالي وما يغطيه.",
    },
    priority: "high",
    requirements: { ...plain, formats: pdfOnly, tips: tips(oneFileTip) },
  },
  "business-plan": {
    key: "business-plan",
    title: { en: "Business plan", fr: "Business plan", ar: "خطة العمل" },
    description: {
      en: "Your activity, market, prices and expected clients, with forecasts for the first years and, for an investment, the jobs created or safeguarded.",
      fr: "Votre activité, votre marché, vos prix et vos clients attendus, avec des prévisions pour les premières années et, pour un investissement, les emplois créés ou maintenus.",
      ar: "نشاطك وسوقك وأسعارك والعملاء الذين تتوقعهم، مع توقعات للسنوات الأولى، وفي حالة الاستثمار، مناصب الشغل التي ستُحدَث أو التي سيُحافَظ عليها.",
    },
    priority: "high",
    requirements: {
      ...plain,
      formats: pdfOnly,
      processingTime: weeks(2, 6),
      tips: tips(
        {
          en: "For a self-employed permit, show how the activity will bring you at least the minimum wage; attach letters of intent from clients if you have any.",
          fr: "Pour un titre d'entrepreneur ou de profession libérale, montrez que l'activité vous rapportera au moins le SMIC ; joignez les lettres d'intention de clients si vous en avez.",
          ar: "لبطاقة الإقامة الخاصة بالمقاول أو بالمهنة الحرة ({fr:entrepreneur/profession libérale})، بيّن كيف سيدرّ عليك النشاط دخلًا لا يقل عن الحد الأدنى للأجور ({fr:SMIC})؛ وأرفق رسائل النوايا من العملاء إن وُجدت.",
        },
        {
          en: "Written in French, it is read faster by the administration.",
          fr: "Rédigé en français, il est lu plus vite par l'administration.",
          ar: "إذا حرّرتها بالفرنسية، قرأتها الإدارة بسرعة أكبر.",
        },
      ),
    },
  },
  "company-documents": {
    key: "company-documents",
    title: { en: "Company documents", fr: "Documents de la société", ar: "وثائق الشركة" },
    description: {
      en: "The company's statutes, its registration extract (extrait Kbis) and, where it matters, the register of shareholders or the deed appointing you.",
      fr: "Les statuts de la société, son extrait Kbis et, le cas échéant, le registre des associés ou l'acte vous nommant.",
      ar: "النظام الأساسي للشركة ({fr:statuts})، ومستخرج سجلها التجاري ({fr:extrait Kbis})، وعند الاقتضاء، سجل الشركاء أو العقد الذي يعيّنك.",
    },
    priority: "medium",
    requirements: {
      ...plain,
      formats: pdfOnly,
      processingTime: days(1, 5),
      tips: tips({
        en: "Send a recent registration extract: an old one may not show the latest changes.",
        fr: "Envoyez un extrait Kbis récent : un ancien peut ne pas refléter les derniers changements.",
        ar: "أرسل مستخرجًا حديثًا من السجل التجاري: فالمستخرج القديم قد لا يُظهر آخر التغييرات.",
      }),
    },
  },
  "proof-of-investment": {
    key: "proof-of-investment",
    title: { en: "Proof of the investment", fr: "Justificatifs de l'investissement", ar: "إثباتات الاستثمار" },
    description: {
      en: "Proof that the investment has been made or is committed, and where the funds come from: transfers, capital increase, share purchase agreement, deeds.",
      fr: "Preuve que l'investissement est réalisé ou engagé, et de l'origine des fonds : virements, augmentation de capital, acte de cession de parts, actes notariés.",
      ar: "ما يثبت أن الاستثمار قد أُنجز أو جرى الالتزام به، ومصدر الأموال: التحويلات، وزيادة رأس المال، وعقد التنازل عن الحصص ({fr:acte de cession de parts})، والعقود الموثّقة.",
    },
    priority: "high",
    requirements: {
      ...plain,
      formats: pdfOnly,
      tips: tips(
        {
          en: "For a talent – project holder card, the investment must reach {fact:investor.min-investment} in fixed assets.",
          fr: "Pour une carte talent – porteur de projet, l'investissement doit atteindre {fact:investor.min-investment} en immobilisations.",
          ar: "لبطاقة «المواهب – حامل مشروع» ({fr:talent – porteur de projet})، يجب أن يبلغ الاستثمار {fact:investor.min-investment} في أصول ثابتة ({fr:immobilisations}).",
        },
        oneFileTip,
      ),
    },
  },
  "proof-of-renown": {
    key: "proof-of-renown",
    title: {
      en: "Evidence of renown or artistic career",
      fr: "Preuves de renommée ou de carrière artistique",
      ar: "إثباتات الشهرة أو المسيرة الفنية",
    },
    description: {
      en: "Prizes, publications, press coverage, programmes, portfolio, discography or letters from recognised institutions.",
      fr: "Prix, publications, articles de presse, programmes, portfolio, discographie ou lettres d'institutions reconnues.",
      ar: "الجوائز، والمنشورات، والتغطية الصحفية، والبرامج، وملف الأعمال، والتسجيلات الصادرة، أو رسائل من مؤسسات معترف بها.",
    },
    priority: "medium",
    requirements: {
      ...plain,
      translation: true,
      tips: tips(
        {
          en: "Choose the strongest pieces and say in one line what each proves.",
          fr: "Choisissez les pièces les plus fortes et indiquez en une ligne ce que chacune prouve.",
          ar: "اختر أقوى الوثائق، واذكر في سطر واحد ما تثبته كل منها.",
        },
        oneFileTip,
      ),
    },
  },
  "proof-of-resources": {
    key: "proof-of-resources",
    title: { en: "Proof of resources", fr: "Justificatifs de ressources", ar: "إثباتات الموارد المالية" },
    description: {
      en: "Proof of regular income or funds: pension statements, scholarship certificate, rental or investment income, or a guarantor's attestation with the guarantor's own proof of income.",
      fr: "Preuve de revenus réguliers ou de fonds : relevés de pension, attestation de bourse, revenus locatifs ou de placements, ou attestation de prise en charge accompagnée des justificatifs de revenus du garant.",
      ar: "ما يثبت دخلًا منتظمًا أو أموالًا: كشوف المعاش، أو شهادة المنحة الدراسية، أو مداخيل الإيجار أو الاستثمارات، أو تعهّد الكفيل بالتكفل ({fr:attestation de prise en charge}) مرفقًا بإثباتات دخل الكفيل نفسه.",
    },
    priority: "high",
    requirements: {
      ...plain,
      tips: tips(
        {
          en: "Students need at least {fact:student.min-monthly-resources} for each month of their stay.",
          fr: "Les étudiants doivent disposer d'au moins {fact:student.min-monthly-resources} pour chaque mois de séjour.",
          ar: "يحتاج الطلاب إلى {fact:student.min-monthly-resources} على الأقل عن كل شهر من أشهر إقامتهم.",
        },
        otherLanguageTip,
      ),
    },
  },
  "bank-statements": {
    key: "bank-statements",
    title: { en: "Bank statements", fr: "Relevés bancaires", ar: "كشوف الحساب البنكي" },
    description: {
      en: "Statements of your accounts for the last {fact:bank-statements.months}, showing your name and the bank's.",
      fr: "Relevés de vos comptes sur les {fact:bank-statements.months} précédant la demande, à votre nom et à celui de la banque.",
      ar: "كشوف حساباتك عن آخر {fact:bank-statements.months}، يظهر فيها اسمك واسم البنك.",
    },
    priority: "medium",
    requirements: {
      ...plain,
      formats: pdfOnly,
      tips: tips(
        {
          en: "Download them as PDF from your online bank rather than sending screenshots.",
          fr: "Téléchargez-les en PDF depuis votre banque en ligne plutôt que d'envoyer des captures d'écran.",
          ar: "نزّلها بصيغة PDF من حسابك البنكي على الإنترنت بدلًا من إرسال لقطات شاشة.",
        },
        {
          en: "Savings built up over time convince more than a one-off deposit: explain any large transfer.",
          fr: "Une épargne constituée dans la durée convainc davantage qu'un dépôt ponctuel : expliquez tout virement important.",
          ar: "الادخار المتراكم على مدى فترة طويلة أكثر إقناعًا من إيداع لمرة واحدة: فاشرح كل تحويل كبير.",
        },
      ),
    },
  },
  payslips: {
    key: "payslips",
    title: { en: "Payslips", fr: "Bulletins de salaire", ar: "كشوف الراتب" },
    description: {
      en: "Your most recent payslips, or those of the family member in France for the period the application assesses.",
      fr: "Vos derniers bulletins de salaire, ou ceux du membre de la famille en France sur la période examinée par la demande.",
      ar: "آخر كشوف رواتبك ({fr:bulletins de salaire})، أو كشوف راتب فرد العائلة المقيم في فرنسا عن الفترة التي يُقيَّم عليها الطلب.",
    },
    priority: "medium",
    requirements: { ...plain, formats: pdfOnly, tips: tips(oneFileTip) },
  },
  "tax-returns": {
    key: "tax-returns",
    title: { en: "Tax notices", fr: "Avis d'imposition", ar: "إشعارات الضريبة" },
    description: {
      en: "Your latest tax notices (avis d'imposition) in France, or the tax returns of your country.",
      fr: "Vos derniers avis d'imposition en France, ou les déclarations fiscales de votre pays.",
      ar: "آخر إشعارات الضريبة ({fr:avis d'imposition}) الصادرة لك في فرنسا، أو التصريحات الضريبية في بلدك.",
    },
    priority: "medium",
    requirements: {
      ...plain,
      formats: pdfOnly,
      tips: tips(
        {
          en: "French tax notices can be downloaded from your account on impots.gouv.fr.",
          fr: "Les avis d'imposition français se téléchargent depuis votre espace sur impots.gouv.fr.",
          ar: "يمكن تنزيل إشعارات الضريبة الفرنسية من حسابك على موقع impots.gouv.fr.",
        },
        otherLanguageTip,
      ),
    },
  },
  "proof-of-accommodation": {
    key: "proof-of-accommodation",
    title: { en: "Proof of accommodation", fr: "Justificatif d'hébergement", ar: "إثبات السكن" },
    description: {
      en: "Where you will live on arrival: a lease, a booking, a university residence certificate, or a host's certificate (attestation d'hébergement) with the host's identity document and proof of address.",
      fr: "Où vous logerez à l'arrivée : bail, réservation, attestation de résidence universitaire, ou attestation d'hébergement accompagnée de la pièce d'identité et d'un justificatif de domicile de l'hébergeant.",
      ar: "المكان الذي ستقيم فيه عند وصولك: عقد إيجار، أو حجز، أو شهادة سكن في إقامة جامعية، أو شهادة إيواء ({fr:attestation d'hébergement}) مرفقة بوثيقة هوية المضيف وإثبات عنوانه.",
    },
    priority: "medium",
    requirements: {
      ...plain,
      tips: tips({
        en: "A booking must cover at least your first weeks in France, with your name on it.",
        fr: "Une réservation doit couvrir au moins vos premières semaines en France et porter votre nom.",
        ar: "يجب أن يغطي الحجز أسابيعك الأولى في فرنسا على الأقل، وأن يحمل اسمك.",
      }),
    },
  },
  "proof-of-address": {
    key: "proof-of-address",
    title: { en: "Proof of address in France", fr: "Justificatif de domicile en France", ar: "إثبات العنوان في فرنسا" },
    description: {
      en: "A recent utility bill, rent receipt or lease in your name at your address in France.",
      fr: "Une facture récente d'énergie ou de téléphone, une quittance de loyer ou un bail à votre nom à votre adresse en France.",
      ar: "فاتورة حديثة للطاقة أو الهاتف، أو وصل إيجار ({fr:quittance de loyer})، أو عقد إيجار، باسمك وبعنوانك في فرنسا.",
    },
    priority: "medium",
    requirements: {
      ...plain,
      tips: tips({
        en: "If you are hosted, add the host's certificate, identity document and own proof of address.",
        fr: "Si vous êtes hébergé, joignez l'attestation d'hébergement, la pièce d'identité et le justificatif de domicile de l'hébergeant.",
        ar: "إذا كنت مقيمًا لدى شخص يستضيفك، فأرفق شهادة الإيواء ({fr:attestation d'hébergement}) ووثيقة هوية المضيف وإثبات عنوانه هو.",
      }),
    },
  },
  "health-insurance": {
    key: "health-insurance",
    title: { en: "Health insurance certificate", fr: "Attestation d'assurance santé", ar: "شهادة التأمين الصحي" },
    description: {
      en: "A certificate stating the cover, the ceilings and the period, with no gap from your arrival until French health insurance covers you.",
      fr: "Une attestation précisant les garanties, les plafonds et la période, sans interruption de votre arrivée jusqu'à votre prise en charge par l'Assurance Maladie.",
      ar: "شهادة تذكر التغطية وسقوفها ومدتها، دون انقطاع منذ وصولك إلى أن يتكفل بك التأمين الصحي الفرنسي ({fr:Assurance Maladie}).",
    },
    priority: "high",
    requirements: {
      ...plain,
      formats: pdfOnly,
      processingTime: days(1, 5),
      tips: tips(
        {
          en: "For a short-stay visa the cover must reach at least {fact:travel-insurance.min-cover}; for a working holiday it must include repatriation.",
          fr: "Pour un visa de court séjour, la couverture doit atteindre au moins {fact:travel-insurance.min-cover} ; pour un visa vacances-travail, elle doit inclure le rapatriement.",
          ar: "لتأشيرة الإقامة القصيرة، يجب أن تبلغ التغطية {fact:travel-insurance.min-cover} على الأقل؛ ولتأشيرة العطلة والعمل ({fr:vacances-travail})، يجب أن تشمل الإعادة إلى الوطن.",
        },
        otherLanguageTip,
      ),
    },
  },
  "criminal-record": {
    key: "criminal-record",
    title: { en: "Police certificate", fr: "Extrait de casier judiciaire", ar: "مستخرج السجل العدلي" },
    description: {
      en: "A criminal-record extract from your country of residence, and from your country of nationality if the consulate asks.",
      fr: "Un extrait de casier judiciaire de votre pays de résidence, et de votre pays de nationalité si le consulat le demande.",
      ar: "مستخرج من السجل العدلي ({fr:extrait de casier judiciaire}) صادر عن بلد إقامتك، ومن بلد جنسيتك أيضًا إذا طلبت القنصلية ذلك.",
    },
    priority: "high",
    requirements: {
      ...civilStatus,
      tips: tips(
        {
          en: "It must be less than {fact:police-certificate.max-age} old when you apply: order it shortly before, not months ahead.",
          fr: "Il doit dater de moins de {fact:police-certificate.max-age} au moment de la demande : commandez-le peu avant, pas des mois à l'avance.",
          ar: "يجب أن يكون قد صدر منذ أقل من {fact:police-certificate.max-age} عند تقديم الطلب: فاطلبه قبل ذلك بوقت قصير، لا قبله بأشهر.",
        },
        translationTip,
      ),
    },
  },
  "no-work-statement": {
    key: "no-work-statement",
    title: { en: "Commitment not to work", fr: "Engagement de ne pas travailler", ar: "التعهّد بعدم العمل" },
    description: {
      en: "For a long-stay visitor visa: a signed and dated statement that you will not work in France, with a letter explaining your plans.",
      fr: "Pour un visa de long séjour visiteur : une déclaration datée et signée par laquelle vous vous engagez à ne pas travailler en France, avec une lettre expliquant votre projet.",
      ar: "لتأشيرة الإقامة الطويلة بصفة زائر ({fr:visiteur}): تصريح مؤرَّخ وموقَّع تتعهّد فيه بعدم العمل في فرنسا، مع رسالة تشرح مشروعك.",
    },
    priority: "medium",
    requirements: {
      ...plain,
      formats: pdfOnly,
      tips: tips({
        en: "Write it by hand or type it, then date and sign it.",
        fr: "Rédigez-la à la main ou à l'ordinateur, puis datez-la et signez-la.",
        ar: "اكتبه بخط يدك أو على الحاسوب، ثم أرّخه ووقّعه.",
      }),
    },
  },
  "return-ticket": {
    key: "return-ticket",
    title: { en: "Return ticket", fr: "Billet retour", ar: "تذكرة العودة" },
    description: {
      en: "A return ticket, or proof that you can afford one.",
      fr: "Un billet retour, ou la preuve que vous pouvez en acheter un.",
      ar: "تذكرة عودة، أو ما يثبت أنك قادر على شرائها.",
    },
    priority: "low",
    requirements: { ...plain, tips: tips(otherLanguageTip) },
  },
};

// ---- The ordered set for each visa: what an advisor requests first comes first.

const identity: DocumentTemplateKey[] = ["passport-scan", "passport-photo", "france-visas-summary"];
const family: DocumentTemplateKey[] = ["birth-certificate", "marriage-certificate"];

const talentSet = (...keys: DocumentTemplateKey[]): DocumentTemplateKey[] => [
  ...identity,
  ...keys,
  "proof-of-accommodation",
  ...family,
];
const selfEmployedSet: DocumentTemplateKey[] = [
  ...identity,
  "business-plan",
  "bank-statements",
  "diploma",
  "professional-experience",
  "criminal-record",
  "proof-of-accommodation",
  "health-insurance",
];

const visaSets: Record<string, readonly DocumentTemplateKey[]> = {
  "passeport-talent": talentSet("employment-contract", "diploma", "professional-experience"),
  "passeport-talent-salarie": talentSet("employment-contract", "diploma", "company-documents"),
  "passeport-talent-mission": talentSet("employment-contract", "posting-letter"),
  "passeport-talent-chercheur": talentSet("hosting-agreement", "diploma", "proof-of-resources"),
  "passeport-talent-investisseur": talentSet(
    "business-plan",
    "proof-of-investment",
    "company-documents",
    "bank-statements",
  ),
  "passeport-talent-innovant": talentSet("business-plan", "company-documents", "proof-of-resources", "bank-statements"),
  "passeport-talent-representant": talentSet("company-documents", "employment-contract", "posting-letter"),
  "passeport-talent-renommee": talentSet("proof-of-renown", "proof-of-resources", "bank-statements"),
  "passeport-talent-artistique": talentSet("employment-contract", "proof-of-renown", "bank-statements"),
  "carte-bleue-ue": talentSet("employment-contract", "diploma", "professional-experience"),
  "eu-blue-card": talentSet("employment-contract", "diploma", "professional-experience"),
  salarie: [
    ...identity,
    "work-authorisation",
    "employment-contract",
    "diploma",
    "cv",
    "proof-of-accommodation",
    ...family,
  ],
  "travailleur-temporaire": [
    ...identity,
    "work-authorisation",
    "employment-contract",
    "professional-experience",
    "proof-of-accommodation",
  ],
  "transfert-intra-groupe": [
    ...identity,
    "work-authorisation",
    "employment-contract",
    "posting-letter",
    "diploma",
    ...family,
  ],
  "auto-entrepreneur": selfEmployedSet,
  "travailleur-independant": selfEmployedSet,
  "investisseur-affaires": [
    ...identity,
    "business-plan",
    "proof-of-investment",
    "company-documents",
    "bank-statements",
    "criminal-record",
    "proof-of-accommodation",
    "health-insurance",
  ],
  etudiant: [
    ...identity,
    "enrolment-certificate",
    "proof-of-resources",
    "bank-statements",
    "proof-of-accommodation",
    "diploma",
  ],
  // After arrival: the validation on ANEF, then the renewal.
  "etudiant-vls": [
    "passport-scan",
    "visa-and-entry-proof",
    "proof-of-address",
    "passport-photo",
    "enrolment-certificate",
    "proof-of-resources",
    "bank-statements",
  ],
  "stagiaire-etudiant": [
    ...identity,
    "internship-agreement",
    "enrolment-certificate",
    "proof-of-resources",
    "bank-statements",
    "proof-of-accommodation",
    "health-insurance",
  ],
  "visiteur-touriste": [
    ...identity,
    "proof-of-resources",
    "bank-statements",
    "health-insurance",
    "proof-of-accommodation",
    "no-work-statement",
  ],
  "regroupement-familial": [
    "passport-scan",
    "passport-photo",
    "reunification-authorisation",
    "france-visas-summary",
    ...family,
    "family-member-id",
    "residence-permit",
    "payslips",
    "tax-returns",
    "proof-of-accommodation",
  ],
  "famille-francais": [...identity, "family-member-id", "marriage-certificate", "birth-certificate", "criminal-record"],
  "long-stay-personal": [
    ...identity,
    "proof-of-shared-life",
    "family-member-id",
    "birth-certificate",
    "bank-statements",
    "health-insurance",
    "proof-of-accommodation",
    "criminal-record",
  ],
  "au-pair": [...identity, "au-pair-agreement", "language-course-enrolment", "diploma"],
  "vacances-travail": [...identity, "bank-statements", "health-insurance", "return-ticket", "criminal-record"],
  volontariat: [...identity, "volunteering-agreement", "health-insurance", "proof-of-accommodation"],
  // Mostly applied for in France, after studies or research there.
  "job-search-business": [
    "passport-scan",
    "residence-permit",
    "diploma",
    "health-insurance",
    "proof-of-address",
    "passport-photo",
    "business-plan",
  ],
  "autres-categories": [
    ...identity,
    "proof-of-resources",
    "bank-statements",
    "health-insurance",
    "proof-of-accommodation",
  ],
};

export function isDocumentTemplateKey(key: string): key is DocumentTemplateKey {
  return (documentTemplateKeys as readonly string[]).includes(key);
}

/** The template of `key`, or undefined for a key that is not one (the API answers 400). */
export function documentTemplate(key: string): DocumentTemplate | undefined {
  return isDocumentTemplateKey(key) ? documentTemplates[key] : undefined;
}

/** The templates an advisor is offered for a visa, in the order to request them. Throws for a visa outside the catalogue. */
export function templatesForVisa(slug: string): DocumentTemplate[] {
  const keys = findVisa(slug) ? visaSets[slug] : undefined;
  if (!keys) throw new Error(`No document templates for the visa ${slug}`);
  return keys.map((key) => documentTemplates[key]);
}

// ---- A request made from a template, in the client's language.

/** A request's requirements as the client reads them (server/modules/cases/case-view.ts DocumentRequirementsView). */
export type DocumentRequestRequirements = {
  formats: DocumentFormat[];
  maxMegabytes: number;
  colour: "colour" | "any";
  translation: boolean;
  apostille: "when-issued-abroad" | "no";
  /** "1–4 weeks (our estimate)", or null. */
  processingTime: string | null;
  tips: string[];
  requiredForms: { label: string; url: string }[];
};

export type DocumentRequestFromTemplate = {
  templateKey: DocumentTemplateKey;
  title: string;
  description: string;
  priority: Priority;
  requirements: DocumentRequestRequirements;
  /** The language the texts are written in: the client's, or English for a template not translated into it. */
  textLanguage: Language;
};

const ourEstimate: Record<Language, string> = { en: "our estimate", fr: "notre estimation", ar: "تقديرنا" };

/** "1–4 weeks (our estimate)" / "1 à 4 semaines (notre estimation)", in the reader's language. */
export function formatProcessingEstimate(estimate: ProcessingEstimate, language: Language): string {
  const unit = numberFormat(language, {
    style: "unit",
    unit: estimate.unit === "days" ? "day" : "week",
    unitDisplay: "long",
  });
  return `${unit.formatRange(estimate.min, estimate.max)} (${ourEstimate[language]})`;
}

/** Prose with its registry tokens written out as plain text, for a request stored as text. */
function plainText(prose: Prose, language: Language): string {
  const figures = resolveFigures(prose, language);
  return splitProse(prose)
    .map((part) =>
      typeof part === "string" ? part : part.kind === "term" ? part.text : (figures[part.key]?.text ?? ""),
    )
    .join("");
}

/**
 * The language a template is read in: the reader's when every text of it (title, description,
 * tips, forms' labels) is written in that language, otherwise English — the one fallback rule of
 * content/content-language.ts applied to the template as a whole, so a request never mixes two.
 */
function templateTextLanguage(template: DocumentTemplate, language: Language): Language {
  const texts: Translated<unknown>[] = [
    template.title,
    template.description,
    template.requirements.tips,
    ...template.requirements.requiredForms.map((form) => form.label),
  ];
  return sharedTextLanguage(texts, language);
}

/**
 * What a request made from a template stores: its texts in the client's language with every
 * figure written out (so it reads the same in the page, the e-mail and a year later), its
 * priority and its requirements. Undefined for a key that is not a template.
 */
export function documentRequestFromTemplate(key: string, language: Language): DocumentRequestFromTemplate | undefined {
  const template = documentTemplate(key);
  if (!template) return undefined;
  const textLanguage = templateTextLanguage(template, language);
  const { requirements } = template;
  return {
    templateKey: template.key,
    title: translatedText(template.title, textLanguage),
    description: plainText(translatedText(template.description, textLanguage), language),
    priority: template.priority,
    requirements: {
      formats: [...requirements.formats],
      maxMegabytes: requirements.maxMegabytes,
      colour: requirements.colour,
      translation: requirements.translation,
      apostille: requirements.apostille,
      processingTime: requirements.processingTime
        ? formatProcessingEstimate(requirements.processingTime, language)
        : null,
      tips: translatedText(requirements.tips, textLanguage).map((tip) => plainText(tip, language)),
      requiredForms: requirements.requiredForms.map((form) => ({
        label: translatedText(form.label, textLanguage),
        url: form.url,
      })),
    },
    textLanguage,
  };
}
