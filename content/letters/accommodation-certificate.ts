import { signedAt, writerName } from "./common-fields.ts";
import type { LetterTemplate } from "./letter-types.ts";

/**
 * The attestation d'hébergement a host signs for someone living at their home: asked by
 * prefectures, banks and the CAF as proof of address. The host signs it; the member fills it in
 * for them. The mention of article 441-7 of the Code pénal is the usual warning against a false
 * certificate.
 */
export const accommodationCertificate: LetterTemplate = {
  id: "accommodation-certificate",
  name: {
    en: "Accommodation certificate (attestation d'hébergement)",
    fr: "Attestation d'hébergement",
    ar: "شهادة إيواء لدى مُضيف",
  },
  purpose: {
    en: "Your host certifies that you live at their home: proof of address for the prefecture, a bank or the CAF.",
    fr: "Votre hébergeant certifie que vous vivez chez lui\u202f: justificatif de domicile pour la préfecture, une banque ou la CAF.",
    ar: "يشهد مُضيفك بأنك تسكن لديه: إثبات سكن للمحافظة أو للبنك أو لصندوق CAF.",
  },
  fields: [
    {
      id: "hostName",
      kind: "text",
      label: { en: "Your host's full name", fr: "Nom et prénom de l'hébergeant", ar: "الاسم الكامل للمُضيف" },
      sample: "Claire Martin",
    },
    {
      id: "hostBirth",
      kind: "text",
      label: {
        en: "Host's date and place of birth",
        fr: "Date et lieu de naissance de l'hébergeant",
        ar: "تاريخ ومكان ميلاد المُضيف",
      },
      sample: "14 mars 1980 à Lyon",
    },
    {
      id: "hostAddress",
      kind: "lines",
      label: {
        en: "Host's address (your address)",
        fr: "Adresse de l'hébergeant (la vôtre)",
        ar: "عنوان المُضيف (عنوانك)",
      },
      sample: "12 rue de la République\n69002 Lyon",
    },
    writerName,
    {
      id: "birthDate",
      kind: "date",
      label: { en: "Your date of birth", fr: "Votre date de naissance", ar: "تاريخ ميلادك" },
      sample: "1994-05-21",
    },
    {
      id: "nationality",
      kind: "text",
      label: { en: "Your nationality (in French)", fr: "Votre nationalité", ar: "جنسيتك (بالفرنسية)" },
      sample: "marocaine",
    },
    {
      id: "since",
      kind: "date",
      label: { en: "Living there since", fr: "Hébergé(e) depuis le", ar: "تسكن هناك منذ" },
      sample: "2026-10-01",
    },
    signedAt,
  ],
  references: [
    { label: "Code pénal, article 441-7", url: "https://www.legifrance.gouv.fr/codes/texte_lc/LEGITEXT000006070719" },
  ],
  french: (v) => ({
    sender: [v.hostName ?? "", ...(v.hostAddress ?? "").split("\n")],
    recipient: [],
    placeAndDate: `Fait à ${v.place}, le ${v.date}`,
    subject: "Attestation d'hébergement",
    paragraphs: [
      `Je soussigné(e) ${v.hostName}, né(e) le ${v.hostBirth}, demeurant ${oneLine(v.hostAddress)}, atteste sur l'honneur héberger à mon domicile ${v.fullName}, né(e) le ${v.birthDate}, de nationalité ${v.nationality}, depuis le ${v.since}.`,
      "Je joins à la présente attestation une copie de ma pièce d'identité et un justificatif de domicile à mon nom datant de moins de trois mois.",
      "L'article 441-7 du Code pénal réprime le fait d'établir une attestation faisant état de faits matériellement inexacts.",
      "Fait pour servir et valoir ce que de droit.",
    ],
    signOff: `Signature de l'hébergeant\u202f: ${v.hostName}`,
    enclosures: ["Copie de la pièce d'identité de l'hébergeant", "Justificatif de domicile de moins de trois mois"],
  }),
  aid: {
    en: (v) => [
      `${v.hostName} certifies, on their honour, that ${v.fullName} has lived at their home since ${v.since}.`,
      "The host attaches a copy of their identity document and a proof of address in their name, less than three months old.",
      "The letter reminds the signer that a certificate stating false facts is an offence (Code pénal, article 441-7).",
      "Your host signs it, not you.",
    ],
    ar: (v) => [
      `يشهد ${v.hostName} بشرفه بأن ${v.fullName} يسكن لديه منذ ${v.since}.`,
      "يرفق المُضيف نسخة من وثيقة هويته وإثبات سكن باسمه لا يتجاوز عمره ثلاثة أشهر.",
      "تذكّر الرسالة الموقِّع بأن تحرير شهادة تتضمن وقائع غير صحيحة جريمة (القانون الجنائي، المادة 441-7).",
      "يوقّعها مُضيفك، لا أنت.",
    ],
  },
};

function oneLine(lines: string | undefined): string {
  return (lines ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .join(", ");
}
