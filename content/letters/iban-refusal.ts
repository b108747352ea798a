import { signedAt, writerAddress, writerName } from "./common-fields.ts";
import type { LetterTemplate } from "./letter-types.ts";

/**
 * To an employer, a landlord, a utility or an administration that refuses an IBAN because it is
 * not French ("IBAN discrimination"): Regulation (EU) No 260/2012, article 9, forbids a payer and
 * a payee to require the account to be in a given Member State when it is reachable by SEPA.
 */
export const ibanRefusal: LetterTemplate = {
  id: "iban-refusal",
  name: {
    en: "Letter to a payer refusing a non-French IBAN",
    fr: "Courrier à un organisme qui refuse un IBAN non français",
    ar: "رسالة إلى جهة ترفض رقم IBAN غير فرنسي",
  },
  purpose: {
    en: "An employer, landlord or utility refuses your bank account because its IBAN is not French: EU law forbids it.",
    fr: "Un employeur, un bailleur ou un fournisseur refuse votre compte parce que son IBAN n'est pas français\u202f: le droit de l'Union l'interdit.",
    ar: "يرفض صاحب عمل أو مؤجر أو مزوّد خدمة حسابك المصرفي لأن رقم IBAN الخاص به ليس فرنسيًا: قانون الاتحاد الأوروبي يمنع ذلك.",
  },
  fields: [
    writerName,
    writerAddress,
    {
      id: "organisation",
      kind: "lines",
      label: {
        en: "Who refuses it, and their address",
        fr: "L'organisme qui le refuse, et son adresse",
        ar: "الجهة التي ترفضه وعنوانها",
      },
      sample: "Société Exemple — Service paie\n1 avenue de France\n75013 Paris",
    },
    {
      id: "refusedOn",
      kind: "date",
      label: { en: "Day of the refusal", fr: "Date du refus", ar: "تاريخ الرفض" },
      sample: "2026-11-20",
    },
    {
      id: "bank",
      kind: "text",
      label: { en: "Your bank", fr: "Votre banque", ar: "مصرفك" },
      sample: "Banque Exemple (Belgique)",
    },
    {
      id: "iban",
      kind: "text",
      label: { en: "Your IBAN", fr: "Votre IBAN", ar: "رقم IBAN الخاص بك" },
      sample: "BE71 0961 2345 6769",
    },
    {
      id: "purposeOfPayment",
      kind: "text",
      label: {
        en: "What the payments are for (in French)",
        fr: "L'objet des paiements",
        ar: "موضوع المدفوعات (بالفرنسية)",
      },
      sample: "le versement de mon salaire",
    },
    signedAt,
  ],
  references: [
    {
      label: "Règlement (UE) n° 260/2012 du 14 mars 2012, article 9",
      url: "https://eur-lex.europa.eu/legal-content/FR/TXT/?uri=CELEX:32012R0260",
    },
  ],
  french: (v) => ({
    sender: [v.fullName ?? "", ...(v.address ?? "").split("\n")],
    recipient: (v.organisation ?? "").split("\n"),
    placeAndDate: `${v.place}, le ${v.date}`,
    subject: "Objet\u202f: refus d'un IBAN non français — règlement (UE) n° 260/2012, article 9",
    paragraphs: [
      "Madame, Monsieur,",
      `Le ${v.refusedOn}, vous avez refusé d'utiliser mon compte bancaire pour ${v.purposeOfPayment}, au motif que son IBAN n'est pas français. Ce compte, ouvert auprès de ${v.bank}, est situé dans un État membre de l'Union européenne et joignable par virement et prélèvement SEPA (IBAN ${v.iban}).`,
      "L'article 9 du règlement (UE) n° 260/2012 du 14 mars 2012 interdit au payeur comme au bénéficiaire d'un virement ou d'un prélèvement en euros d'imposer l'État membre dans lequel le compte de paiement doit être situé, dès lors que ce compte est joignable. Ce refus n'est donc pas permis.",
      `Je vous demande en conséquence d'enregistrer cet IBAN pour ${v.purposeOfPayment} et de me le confirmer par écrit. À défaut, je me réserve la possibilité de signaler ce refus aux autorités compétentes.`,
      "Je vous prie d'agréer, Madame, Monsieur, l'expression de mes salutations distinguées.",
    ],
    signOff: v.fullName ?? "",
    enclosures: ["Relevé d'identité bancaire (RIB)"],
  }),
  aid: {
    en: (v) => [
      `You remind them that on ${v.refusedOn} they refused your account for the payments you named because its IBAN is not French, and that your account is in an EU country and reachable by SEPA transfer and direct debit.`,
      "You cite Regulation (EU) No 260/2012, article 9: neither a payer nor a payee may require the account to be in a particular EU country when it is reachable by SEPA.",
      "You ask them to register the IBAN and confirm it in writing, and say you may report the refusal to the competent authorities.",
    ],
    ar: (v) => [
      `تذكّرهم بأنهم رفضوا في ${v.refusedOn} حسابك للمدفوعات التي ذكرتها لأن رقم IBAN ليس فرنسيًا، وبأن حسابك موجود في دولة من الاتحاد الأوروبي ويمكن الوصول إليه بالتحويل والاقتطاع المباشر ضمن SEPA.`,
      "تستند إلى المادة 9 من اللائحة الأوروبية رقم 260/2012: لا يجوز للدافع ولا للمستفيد أن يشترط وجود الحساب في دولة أوروبية بعينها ما دام يمكن الوصول إليه عبر SEPA.",
      "تطلب منهم تسجيل رقم IBAN وتأكيد ذلك كتابيًا، وتذكر أنك قد تبلّغ الجهات المختصة عن هذا الرفض.",
    ],
  },
};
