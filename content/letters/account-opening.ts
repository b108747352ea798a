import { signedAt, writerAddress, writerName } from "./common-fields.ts";
import type { LetterTemplate } from "./letter-types.ts";

/**
 * To a bank, to open an account and, if it refuses, to get the written refusal that lets the
 * Banque de France designate a bank under the "droit au compte" (Code monétaire et financier
 * L312-1; R312-6-1: fifteen days of silence count as a refusal).
 */
export const accountOpening: LetterTemplate = {
  id: "account-opening",
  name: {
    en: "Letter to a bank to open an account (droit au compte)",
    fr: "Demande d'ouverture de compte (droit au compte)",
    ar: "طلب فتح حساب مصرفي (الحق في الحساب)",
  },
  purpose: {
    en: "Ask a bank to open an account; if it refuses, its written refusal lets the Banque de France designate one that must.",
    fr: "Demandez l'ouverture d'un compte\u202f; en cas de refus, l'attestation de refus permet à la Banque de France de désigner une banque tenue de l'ouvrir.",
    ar: "اطلب من مصرف فتح حساب؛ وإن رفض، فإن إفادة الرفض تتيح لبنك فرنسا تعيين مصرف ملزم بفتحه.",
  },
  fields: [
    writerName,
    writerAddress,
    {
      id: "bank",
      kind: "lines",
      label: {
        en: "The bank and its branch address",
        fr: "La banque et l'adresse de l'agence",
        ar: "المصرف وعنوان الفرع",
      },
      sample: "Banque Exemple — Agence Lyon Bellecour\n3 place Bellecour\n69002 Lyon",
    },
    signedAt,
  ],
  references: [
    {
      label: "Code monétaire et financier, article L. 312-1",
      url: "https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000006652033",
    },
    {
      label: "Code monétaire et financier, article R. 312-6-1",
      url: "https://www.legifrance.gouv.fr/codes/section_lc/LEGITEXT000006072026/LEGISCTA000028666182/",
    },
  ],
  french: (v) => ({
    sender: [v.fullName ?? "", ...(v.address ?? "").split("\n")],
    recipient: (v.bank ?? "").split("\n"),
    placeAndDate: `${v.place}, le ${v.date}`,
    subject: "Objet\u202f: demande d'ouverture d'un compte de dépôt",
    paragraphs: [
      "Madame, Monsieur,",
      "Domicilié(e) en France à l'adresse ci-dessus et dépourvu(e) de compte de dépôt, je souhaite ouvrir un compte de dépôt dans votre établissement. Je joins à cette demande une pièce d'identité, un justificatif de domicile et une déclaration sur l'honneur attestant que je ne dispose d'aucun compte.",
      "Si vous ne donnez pas suite à ma demande, je vous remercie de me remettre une attestation de refus d'ouverture de compte indiquant son motif, comme le prévoient les articles L. 312-1 et R. 312-6-1 du code monétaire et financier. Cette attestation me permettra de saisir la Banque de France afin qu'elle désigne un établissement tenu de m'ouvrir un compte.",
      "Je vous prie d'agréer, Madame, Monsieur, l'expression de mes salutations distinguées.",
    ],
    signOff: v.fullName ?? "",
    enclosures: [
      "Pièce d'identité",
      "Justificatif de domicile",
      "Déclaration sur l'honneur de non-détention d'un compte de dépôt",
    ],
  }),
  aid: {
    en: () => [
      "You ask to open a deposit account, saying you live in France at the address given and have no deposit account; you attach an identity document, a proof of address and a sworn statement that you have no account.",
      "If the bank does not open it, you ask for a written refusal stating its reason (Code monétaire et financier L. 312-1 and R. 312-6-1): with it, the Banque de France designates a bank that must open your account.",
    ],
    ar: () => [
      "تطلب فتح حساب ودائع، وتذكر أنك تقيم في فرنسا بالعنوان المذكور وليس لديك حساب ودائع؛ وترفق وثيقة هوية وإثبات سكن وتصريحًا بالشرف بأنه لا حساب لك.",
      "إن لم يفتح المصرف الحساب، تطلب إفادة رفض مكتوبة تذكر السبب (القانون النقدي والمالي، المادتان L. 312-1 وR. 312-6-1): بها يعيّن بنك فرنسا مصرفًا ملزمًا بفتح حسابك.",
    ],
  },
};
