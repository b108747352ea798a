import { signedAt, writerAddress, writerName } from "./common-fields.ts";
import type { LetterTemplate } from "./letter-types.ts";

/**
 * To the prefecture when no appointment can be had and the online service does not take the
 * application: the dated record of the attempts, and the Conseil d'État's ruling that an online
 * obligation requires the administration to offer another way (CE, Section, 3 June 2022,
 * n° 452798, on the ANEF decree). A letter, not a claim: the referral to the administrative court
 * is a step for a lawyer.
 */
export const appointmentRequest: LetterTemplate = {
  id: "appointment-request",
  name: {
    en: "Request to the prefecture for an appointment, with your record of attempts",
    fr: "Demande de rendez-vous à la préfecture, avec le relevé de vos tentatives",
    ar: "طلب موعد من المحافظة مع سجلّ محاولاتك",
  },
  purpose: {
    en: "No appointment and no way to file online while your deadline nears: ask the prefecture for a date or another way to file, with your dated attempts.",
    fr: "Ni rendez-vous ni dépôt en ligne possible alors que votre échéance approche\u202f: demandez une date ou un autre moyen de déposer, avec vos tentatives datées.",
    ar: "لا موعد ولا إمكانية للتقديم عبر الإنترنت وموعدك يقترب: اطلب من المحافظة تاريخًا أو طريقة أخرى للتقديم، مع محاولاتك المؤرَّخة.",
  },
  fields: [
    writerName,
    writerAddress,
    {
      id: "departement",
      kind: "text",
      label: { en: "Prefecture's département", fr: "Département de la préfecture", ar: "مقاطعة المحافظة" },
      sample: "93",
    },
    {
      id: "procedure",
      kind: "text",
      label: {
        en: "What you need to file (in French)",
        fr: "La démarche à déposer",
        ar: "الإجراء الذي تريد تقديمه (بالفرنسية)",
      },
      sample: "renouvellement de mon titre de séjour « salarié »",
    },
    {
      id: "expiry",
      kind: "date",
      label: { en: "Your permit's expiry date", fr: "Date d'expiration de votre titre", ar: "تاريخ انتهاء بطاقتك" },
      sample: "2027-01-31",
    },
    {
      id: "attempts",
      kind: "lines",
      label: {
        en: "Your attempts, one a line: date, where, what happened (in French)",
        fr: "Vos tentatives, une par ligne\u202f: date, où, résultat",
        ar: "محاولاتك، واحدة في كل سطر: التاريخ والمكان والنتيجة (بالفرنسية)",
      },
      // The record of attempts fills it (content/permits/appointment-attempt-labels.ts): up to 30 lines.
      limit: { chars: 4000, lines: 30 },
      sample:
        "2 novembre 2026 : site de la préfecture, aucun créneau disponible\n9 novembre 2026 : ANEF, démarche indisponible\n16 novembre 2026 : point d'accueil numérique, renvoi vers le site",
    },
    signedAt,
  ],
  references: [
    {
      label: "Conseil d'État, Section, 3 juin 2022, n° 452798",
      url: "https://www.legifrance.gouv.fr/ceta/id/CETATEXT000045863484",
    },
    { label: "CESEDA, article R. 431-5", url: "https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000043292776" },
  ],
  french: (v) => ({
    sender: [v.fullName ?? "", ...(v.address ?? "").split("\n")],
    recipient: [`Préfecture (département ${v.departement})`, "Service de l'immigration et de l'intégration"],
    placeAndDate: `${v.place}, le ${v.date}`,
    subject: "Objet\u202f: demande de rendez-vous ou d'un autre moyen de déposer ma demande de titre de séjour",
    paragraphs: [
      "Madame, Monsieur,",
      `Je dois déposer une demande de ${v.procedure}. Mon titre de séjour actuel expire le ${v.expiry}.`,
      "Malgré des tentatives répétées, je n'ai pu ni obtenir de rendez-vous ni déposer ma demande en ligne. Voici le relevé daté de mes démarches\u202f:",
      ...(v.attempts ?? "")
        .split("\n")
        .filter(Boolean)
        .map((attempt) => `— ${attempt}`),
      "Par sa décision n° 452798 du 3 juin 2022, le Conseil d'État a jugé que l'obligation de recourir à un téléservice suppose que l'administration garantisse une solution de substitution aux usagers qui ne parviennent pas à l'utiliser. Je vous demande en conséquence de m'indiquer une date de rendez-vous ou un autre moyen de déposer ma demande, afin de préserver la régularité de mon séjour.",
      "Je vous prie d'agréer, Madame, Monsieur, l'expression de ma considération distinguée.",
    ],
    signOff: v.fullName ?? "",
    enclosures: ["Copie de mon titre de séjour", "Captures d'écran de mes tentatives"],
  }),
  aid: {
    en: (v) => [
      `You say what you need to file and that your permit expires on ${v.expiry}.`,
      "You state that despite repeated attempts you could neither get an appointment nor file online, and list your attempts with their dates.",
      "You cite the Conseil d'État's decision of 3 June 2022 (no. 452798): when filing online is compulsory, the administration must offer another way to those who cannot use it. You ask for an appointment date or another way to file.",
      "If the deadline passes with no answer, an urgent referral to the administrative court (référé) is possible: ask a lawyer or our team.",
    ],
    ar: (v) => [
      `تذكر الإجراء الذي تحتاج إلى تقديمه وأن بطاقتك تنتهي في ${v.expiry}.`,
      "تؤكد أنك لم تتمكن رغم المحاولات المتكررة من الحصول على موعد ولا من التقديم عبر الإنترنت، وتسرد محاولاتك بتواريخها.",
      "تستند إلى قرار مجلس الدولة الصادر في 3 يونيو 2022 (رقم 452798): عندما يكون التقديم عبر الإنترنت إلزاميًا، يجب على الإدارة أن توفّر طريقة بديلة لمن لا يستطيع استخدامه. وتطلب تاريخ موعد أو طريقة أخرى للتقديم.",
      "إذا انقضت المهلة دون رد، يمكن رفع دعوى استعجالية أمام المحكمة الإدارية (référé): استشر محاميًا أو فريقنا.",
    ],
  },
};
