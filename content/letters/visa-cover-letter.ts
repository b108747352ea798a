import { signedAt, writerName } from "./common-fields.ts";
import type { LetterTemplate } from "./letter-types.ts";

/**
 * The cover letter that goes with a long-stay visa application (France-Visas, then the consulate
 * or its visa centre): who applies, for which visa and why, when they arrive and for how long,
 * where they will live and on what, and what is enclosed. It restates the file; it is not a
 * form the law requires, so it cites the code the application is made under.
 */
export const visaCoverLetter: LetterTemplate = {
  id: "visa-cover-letter",
  name: {
    en: "Cover letter for a long-stay visa application",
    fr: "Lettre d'accompagnement d'une demande de visa de long séjour",
    ar: "رسالة مرافقة لطلب تأشيرة إقامة طويلة",
  },
  purpose: {
    en: "Sum up your long-stay visa application for the consulate: the visa, its purpose, your dates, housing and resources, and what you enclose.",
    fr: "Résumez votre demande de visa de long séjour pour le consulat\u202f: le visa, son motif, vos dates, votre logement, vos ressources et les pièces jointes.",
    ar: "لخّص طلب تأشيرة الإقامة الطويلة للقنصلية: نوع التأشيرة وغرضها وتواريخك وسكنك ومواردك والمستندات المرفقة.",
  },
  fields: [
    writerName,
    {
      id: "address",
      kind: "lines",
      label: { en: "Your current address", fr: "Votre adresse actuelle", ar: "عنوانك الحالي" },
      sample: "24 rue Ibn Battouta\n20000 Casablanca\nMaroc",
    },
    {
      id: "nationality",
      kind: "text",
      label: { en: "Your nationality (in French)", fr: "Votre nationalité", ar: "جنسيتك (بالفرنسية)" },
      sample: "marocaine",
    },
    {
      id: "consulate",
      kind: "text",
      label: {
        en: "Town of the French consulate",
        fr: "Ville du consulat de France",
        ar: "مدينة القنصلية الفرنسية",
      },
      sample: "Casablanca",
    },
    {
      id: "visa",
      kind: "text",
      label: { en: "The visa you apply for (in French)", fr: "Le visa demandé", ar: "التأشيرة المطلوبة (بالفرنسية)" },
      sample: "visa de long séjour valant titre de séjour « salarié »",
    },
    {
      id: "reason",
      kind: "text",
      label: {
        en: "Why you are going to France (in French)",
        fr: "Le motif de votre séjour",
        ar: "سبب سفرك إلى فرنسا (بالفرنسية)",
      },
      sample: "occuper un poste d'ingénieure chez Exemple SAS à Lyon, en contrat à durée indéterminée",
    },
    {
      id: "arrival",
      kind: "date",
      label: { en: "Planned arrival", fr: "Arrivée prévue", ar: "تاريخ الوصول المتوقع" },
      sample: "2027-02-01",
    },
    {
      id: "housing",
      kind: "text",
      label: {
        en: "Where you will live (in French)",
        fr: "Votre logement en France",
        ar: "مكان سكنك في فرنسا (بالفرنسية)",
      },
      sample: "un studio loué au 12 rue de la République, 69002 Lyon",
    },
    {
      id: "resources",
      kind: "text",
      label: { en: "What you will live on (in French)", fr: "Vos ressources", ar: "مواردك المالية (بالفرنسية)" },
      sample: "mon salaire prévu au contrat de travail joint",
    },
    {
      id: "applicationNumber",
      kind: "text",
      optional: true,
      label: {
        en: "France-Visas application number (if you have it)",
        fr: "Numéro de demande France-Visas (si vous l'avez)",
        ar: "رقم الطلب في France-Visas (إن وُجد)",
      },
      sample: "FRA1CA20260000001",
    },
    signedAt,
  ],
  references: [
    {
      label: "Code de l'entrée et du séjour des étrangers et du droit d'asile (CESEDA)",
      url: "https://www.legifrance.gouv.fr/codes/texte_lc/LEGITEXT000006070158",
    },
  ],
  french: (v) => ({
    sender: [v.fullName ?? "", ...(v.address ?? "").split("\n")],
    recipient: [`Consulat général de France à ${v.consulate}`, "Service des visas"],
    placeAndDate: `${v.place}, le ${v.date}`,
    subject: `Objet\u202f: demande de ${v.visa}${v.applicationNumber ? ` — demande France-Visas n° ${v.applicationNumber}` : ""}`,
    paragraphs: [
      "Madame, Monsieur,",
      `Je soussigné(e) ${v.fullName}, de nationalité ${v.nationality}, sollicite la délivrance d'un ${v.visa} afin de ${v.reason}.`,
      `Mon arrivée en France est prévue le ${v.arrival}. J'y logerai dans ${v.housing}, et je subviendrai à mes besoins grâce à ${v.resources}.`,
      "Vous trouverez ci-joint les pièces demandées pour ce visa, dont la liste figure ci-dessous. Je me tiens à votre disposition pour tout document ou renseignement complémentaire, et pour un entretien si vous le jugez utile.",
      "Je vous prie d'agréer, Madame, Monsieur, l'expression de mes salutations distinguées.",
    ],
    signOff: v.fullName ?? "",
    enclosures: [
      "Formulaire de demande France-Visas signé",
      "Passeport et copie des pages utiles",
      "Justificatif du motif du séjour",
      "Justificatif de logement en France",
      "Justificatifs de ressources",
    ],
  }),
  aid: {
    en: (v) => [
      `You introduce yourself with your nationality and ask the consulate in ${v.consulate} for the visa you named, for the reason you gave.`,
      `You give your planned arrival (${v.arrival}), where you will live and what you will live on.`,
      "You list what you enclose and offer to send anything else or to come for an interview. Check the list against the one France-Visas gives for your visa before you send it.",
    ],
    ar: (v) => [
      `تعرّف بنفسك وبجنسيتك، وتطلب من القنصلية في ${v.consulate} التأشيرة التي ذكرتها للسبب الذي بيّنته.`,
      `تذكر تاريخ وصولك المتوقع (${v.arrival})، ومكان سكنك، والموارد التي ستعيش منها.`,
      "تعدّد المستندات المرفقة وتعرض إرسال أي مستند آخر أو الحضور لمقابلة. قارن القائمة بالقائمة التي يعطيها موقع France-Visas لتأشيرتك قبل الإرسال.",
    ],
  },
};
