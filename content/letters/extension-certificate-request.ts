import { signedAt, writerAddress, writerName } from "./common-fields.ts";
import type { LetterTemplate } from "./letter-types.ts";

/**
 * To the prefecture when a renewal filed online in time is still being examined as the permit
 * expires and no extension certificate is on the ANEF account: CESEDA R431-15-1 obliges the
 * prefect to provide one. (Filed late, there is no such right: the calendar says so.)
 */
export const extensionCertificateRequest: LetterTemplate = {
  id: "extension-certificate-request",
  name: {
    en: "Request for an extension certificate (renewal still being examined)",
    fr: "Demande d'attestation de prolongation d'instruction",
    ar: "طلب شهادة تمديد دراسة الطلب (التجديد قيد الدراسة)",
  },
  purpose: {
    en: "Your permit expires, your renewal filed in time is still being examined, and no extension certificate is on your ANEF account.",
    fr: "Votre titre expire, votre renouvellement déposé à temps est toujours à l'instruction et aucune attestation de prolongation n'apparaît sur votre espace ANEF.",
    ar: "تنتهي بطاقتك، وطلب التجديد الذي قدّمته في الموعد ما زال قيد الدراسة، ولا تظهر أي شهادة تمديد في حسابك على ANEF.",
  },
  fields: [
    writerName,
    writerAddress,
    {
      id: "birthDate",
      kind: "date",
      label: { en: "Your date of birth", fr: "Votre date de naissance", ar: "تاريخ ميلادك" },
      sample: "1994-05-21",
    },
    {
      id: "foreignerNumber",
      kind: "text",
      label: {
        en: "Your foreigner number (numéro étranger, on your permit)",
        fr: "Votre numéro étranger (sur votre titre)",
        ar: "رقمك كأجنبي (numéro étranger، مدوّن على بطاقتك)",
      },
      sample: "7501234567",
    },
    {
      id: "departement",
      kind: "text",
      label: { en: "Prefecture's département", fr: "Département de la préfecture", ar: "مقاطعة المحافظة" },
      sample: "69",
    },
    {
      id: "filedOn",
      kind: "date",
      label: {
        en: "Day you filed the renewal on ANEF",
        fr: "Date du dépôt sur l'ANEF",
        ar: "يوم تقديم طلب التجديد على ANEF",
      },
      sample: "2026-09-01",
    },
    {
      id: "anefNumber",
      kind: "text",
      label: { en: "ANEF application number", fr: "Numéro de la demande ANEF", ar: "رقم الطلب على ANEF" },
      sample: "ANEF-2026-123456",
    },
    {
      id: "expiry",
      kind: "date",
      label: { en: "Your permit's expiry date", fr: "Date d'expiration de votre titre", ar: "تاريخ انتهاء بطاقتك" },
      sample: "2026-12-15",
    },
    signedAt,
  ],
  references: [
    {
      label: "CESEDA, article R. 431-15-1",
      url: "https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000043288895",
    },
    { label: "CESEDA, article R. 431-5", url: "https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000043292776" },
  ],
  french: (v) => ({
    sender: [
      v.fullName ?? "",
      ...(v.address ?? "").split("\n"),
      `Né(e) le ${v.birthDate}`,
      `Numéro étranger\u202f: ${v.foreignerNumber}`,
    ],
    recipient: [`Préfecture (département ${v.departement})`, "Service de l'immigration et de l'intégration"],
    placeAndDate: `${v.place}, le ${v.date}`,
    subject: "Objet\u202f: demande de délivrance d'une attestation de prolongation d'instruction",
    paragraphs: [
      "Madame, Monsieur,",
      `J'ai déposé le ${v.filedOn}, sur le téléservice de l'administration numérique pour les étrangers en France (ANEF), une demande de renouvellement de mon titre de séjour, enregistrée sous le numéro ${v.anefNumber}. Mon titre de séjour actuel expire le ${v.expiry}.`,
      "Cette demande a été déposée complète et dans le délai prévu à l'article R. 431-5 du code de l'entrée et du séjour des étrangers et du droit d'asile. Aux termes de l'article R. 431-15-1 du même code, lorsque l'instruction d'une telle demande se poursuit au-delà de la date de validité du document de séjour détenu, le préfet est tenu de mettre à la disposition du demandeur une attestation de prolongation de l'instruction.",
      "Aucune attestation n'étant disponible sur mon espace ANEF, je vous prie de bien vouloir me la délivrer, afin que je puisse continuer à justifier de la régularité de mon séjour, notamment auprès de mon employeur et des organismes sociaux.",
      "Je vous prie d'agréer, Madame, Monsieur, l'expression de ma considération distinguée.",
    ],
    signOff: v.fullName ?? "",
    enclosures: ["Copie de mon titre de séjour", "Attestation de dépôt en ligne de ma demande"],
  }),
  aid: {
    en: (v) => [
      `You say you filed your renewal on ANEF on ${v.filedOn} (application ${v.anefNumber}) and that your permit expires on ${v.expiry}.`,
      "You state that the application was complete and filed within the deadline of CESEDA article R. 431-5, and that article R. 431-15-1 obliges the prefect to provide an extension certificate when the examination goes on past the permit's expiry.",
      "You ask for the certificate, as none is on your ANEF account, so you can keep proving your lawful stay to your employer and social security bodies.",
    ],
    ar: (v) => [
      `تذكر أنك قدّمت طلب التجديد على ANEF في ${v.filedOn} (الطلب ${v.anefNumber}) وأن بطاقتك تنتهي في ${v.expiry}.`,
      "تؤكد أن الطلب كان كاملًا ومقدَّمًا في المهلة المنصوص عليها في المادة R. 431-5 من قانون دخول وإقامة الأجانب (CESEDA)، وأن المادة R. 431-15-1 تُلزم المحافظ بتوفير شهادة تمديد عندما تستمر الدراسة بعد انتهاء البطاقة.",
      "تطلب هذه الشهادة لأنها غير متوفرة في حسابك على ANEF، كي تواصل إثبات إقامتك النظامية أمام صاحب العمل وهيئات الضمان الاجتماعي.",
    ],
  },
};
