import { signedAt, writerAddress, writerName } from "./common-fields.ts";
import type { LetterTemplate } from "./letter-types.ts";

/**
 * To a landlord, presenting the tenant's guarantor — often a parent who lives abroad and is not
 * French. Loi n° 89-462 du 6 juillet 1989, article 22-1: a landlord who asks for a guarantor may
 * not refuse one because they are not French or do not live in metropolitan France; the guarantor
 * signs an acte de cautionnement showing the rent and how it is revised as in the lease. The
 * letter presents the guarantor and their documents; it is not the acte itself.
 */
export const guarantorLetter: LetterTemplate = {
  id: "guarantor-letter",
  name: {
    en: "Letter to a landlord presenting your guarantor",
    fr: "Courrier au bailleur présentant votre garant",
    ar: "رسالة إلى المؤجر تقدّم فيها كفيلك",
  },
  purpose: {
    en: "Your guarantor is not French or lives abroad: present them to the landlord, with the law that says this is no reason to refuse them.",
    fr: "Votre garant n'est pas français ou vit à l'étranger\u202f: présentez-le au bailleur, avec la loi qui interdit de le refuser pour ce motif.",
    ar: "كفيلك ليس فرنسيًا أو يعيش خارج فرنسا: قدّمه إلى المؤجر مع النص القانوني الذي يمنع رفضه لهذا السبب.",
  },
  fields: [
    writerName,
    writerAddress,
    {
      id: "landlord",
      kind: "lines",
      label: {
        en: "The landlord or agency, and their address",
        fr: "Le bailleur ou l'agence, et son adresse",
        ar: "المؤجر أو الوكالة وعنوانه",
      },
      sample: "Agence Exemple Immobilier\n5 place Bellecour\n69002 Lyon",
    },
    {
      id: "home",
      kind: "text",
      label: {
        en: "The home you apply for (address)",
        fr: "Le logement demandé (adresse)",
        ar: "المسكن الذي تطلبه (العنوان)",
      },
      sample: "appartement de deux pièces, 8 rue Mercière, 69002 Lyon",
    },
    {
      id: "rent",
      kind: "text",
      label: {
        en: "Monthly rent with charges",
        fr: "Loyer mensuel charges comprises",
        ar: "الإيجار الشهري مع الأعباء",
      },
      sample: "780 €",
    },
    {
      id: "guarantorName",
      kind: "text",
      label: { en: "Your guarantor's full name", fr: "Nom et prénom de votre garant", ar: "الاسم الكامل لكفيلك" },
      sample: "Karim Haddad",
    },
    {
      id: "guarantorLink",
      kind: "text",
      label: {
        en: "Who they are to you (in French)",
        fr: "Son lien avec vous",
        ar: "صلته بك (بالفرنسية)",
      },
      sample: "mon père",
    },
    {
      id: "guarantorCountry",
      kind: "text",
      label: {
        en: 'Where they live, in French ("au Maroc", "en Algérie")',
        fr: "Où il ou elle réside («\u202fau Maroc\u202f», «\u202fen Algérie\u202f»)",
        ar: "بلد إقامته بالفرنسية (مثل au Maroc)",
      },
      sample: "au Maroc",
    },
    signedAt,
  ],
  references: [
    {
      label: "Loi n° 89-462 du 6 juillet 1989, article 22-1",
      url: "https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000006475264",
    },
  ],
  french: (v) => ({
    sender: [v.fullName ?? "", ...(v.address ?? "").split("\n")],
    recipient: (v.landlord ?? "").split("\n"),
    placeAndDate: `${v.place}, le ${v.date}`,
    subject: `Objet\u202f: candidature pour le logement ${v.home} — présentation de mon garant`,
    paragraphs: [
      "Madame, Monsieur,",
      `Je suis candidat(e) à la location du logement ${v.home}, proposé pour un loyer mensuel de ${v.rent} charges comprises.`,
      `${v.guarantorName}, ${v.guarantorLink}, résidant ${v.guarantorCountry}, se porte garant(e) de mes obligations locatives. Vous trouverez ci-joint sa pièce d'identité, ses justificatifs de revenus et de domicile.`,
      "Je me permets de rappeler que, selon l'article 22-1 de la loi n° 89-462 du 6 juillet 1989, le bailleur qui exige un cautionnement ne peut refuser la caution présentée au motif qu'elle ne possède pas la nationalité française ou qu'elle ne réside pas sur le territoire métropolitain.",
      "Mon garant signera l'acte de cautionnement faisant apparaître le montant du loyer et les conditions de sa révision tels qu'ils figureront au bail, dont il recevra un exemplaire. Je reste à votre disposition pour tout document complémentaire.",
      "Je vous prie d'agréer, Madame, Monsieur, l'expression de mes salutations distinguées.",
    ],
    signOff: v.fullName ?? "",
    enclosures: [
      "Pièce d'identité du garant",
      "Justificatifs de revenus du garant",
      "Justificatif de domicile du garant",
      "Mon dossier de candidature",
    ],
  }),
  aid: {
    en: (v) => [
      `You apply for the home you named, at ${v.rent} a month with charges, and present your guarantor, ${v.guarantorName}, who lives abroad, with their documents.`,
      "You remind the landlord that the law of 6 July 1989, article 22-1, forbids refusing a guarantor because they are not French or do not live in metropolitan France.",
      "You say your guarantor will sign the guarantee deed (acte de cautionnement) showing the rent and how it is revised, and will get a copy of the lease. Before your guarantor signs, they should read the deed: it commits them to pay if you do not.",
    ],
    ar: (v) => [
      `تتقدّم لاستئجار المسكن الذي ذكرته بإيجار شهري قدره ${v.rent} مع الأعباء، وتقدّم كفيلك ${v.guarantorName} المقيم خارج فرنسا مع مستنداته.`,
      "تذكّر المؤجر بأن المادة 22-1 من قانون 6 يوليو 1989 تمنع رفض الكفيل لأنه لا يحمل الجنسية الفرنسية أو لا يقيم في فرنسا القارية.",
      "تذكر أن كفيلك سيوقّع عقد الكفالة الذي يبيّن مبلغ الإيجار وشروط مراجعته، وسيتسلّم نسخة من عقد الإيجار. على كفيلك أن يقرأ العقد قبل توقيعه: فهو يُلزمه بالدفع إن لم تدفع أنت.",
    ],
  },
};
