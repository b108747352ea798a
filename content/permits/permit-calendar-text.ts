import type { Language } from "../../core/languages.ts";
import type { PermitCalendarKind } from "../../core/permits/permit-calendar.ts";
import { factOn } from "../facts/fact-on.ts";
import { formatFact } from "../facts/format-fact.ts";

/**
 * What each date of a member's permit calendar means: its title, what to do, where, and what to
 * bring. The same words on the dashboard, in the reminder e-mails and in the calendar feed.
 * `{fee}` and `{months}` are the registry's figures, formatted by the caller. Official French
 * names (VLS-TS, ANEF, attestation de prolongation d'instruction) stay as the administration
 * writes them; the link is where the step is done.
 */
export type PermitStepText = { title: string; what: string; bring?: string };

/** Where each step is done: ANEF, the administration's site for foreigners in France. */
export const anefUrl = "https://administration-etrangers-en-france.interieur.gouv.fr/";

export const permitStepLinks: Record<PermitCalendarKind, string> = {
  "vls-ts-validation": anefUrl,
  "renewal-window": anefUrl,
  "late-renewal-fee": anefUrl,
  "extension-certificate": anefUrl,
  "permit-expires": anefUrl,
  // The Assurance maladie's own site, where joining the PUMa starts (the CPAM of one's home).
  "health-cover": "https://www.ameli.fr/",
  // The OFII, which invites newcomers to sign the contract.
  "integration-contract": "https://www.ofii.fr/",
  // The tax administration's site, where the return is filed (the first, on a paper form from it).
  "first-tax-return": "https://www.impots.gouv.fr/",
};

/** The law behind a step that has no figure of the registry (shown beside the registry's sources). */
export const permitStepReferences: Partial<
  Record<PermitCalendarKind, { label: string; url: string; publisher: string; checkedOn: string }[]>
> = {
  "first-tax-return": [
    {
      label: "Welcome to France : la déclaration de revenus",
      url: "https://welcometofrance.com/fiche/la-declaration-de-revenus",
      publisher: "Welcome to France",
      checkedOn: "2026-12-03",
    },
  ],
  "integration-contract": [
    {
      label: "CESEDA, articles L. 413-2 à L. 413-7",
      url: "https://www.legifrance.gouv.fr/codes/section_lc/LEGITEXT000006070158/LEGISCTA000042800844/",
      publisher: "Légifrance",
      checkedOn: "2026-12-03",
    },
  ],
};

export const permitStepTexts: Record<Language, Record<PermitCalendarKind, PermitStepText>> = {
  en: {
    "vls-ts-validation": {
      title: "Validate your long-stay visa (VLS-TS) online",
      what: "Validate the VLS-TS on the ANEF site and pay the residence tax online. Not validated by this date, the visa stops counting as a residence permit and your stay is no longer lawful.",
      bring:
        "Your passport with the visa, the date you entered France, your address in France, a bank card for the tax stamp.",
    },
    "renewal-window": {
      title: "Apply to renew your permit",
      what: "Apply for the next permit within this window. Filed complete and in time, you are entitled to an extension certificate if the decision comes after your permit expires.",
      bring:
        "Your current permit, passport, proof of address under 3 months, recent photo with its e-photo code, and the documents for your route (employment contract, enrolment certificate, resources).",
    },
    "late-renewal-fee": {
      title: "From today, a late renewal costs {fee} more",
      what: "An application filed after the window costs a regularisation fee of {fee} on top of the usual tax, unless you show force majeure or a valid visa, and gives no right to an extension certificate. Apply as soon as you can.",
    },
    "extension-certificate": {
      title: "Your permit expires: download your extension certificate",
      what: "If the prefecture has not decided yet, download the attestation de prolongation d'instruction from ANEF. With your expired permit it proves your lawful stay for up to {months} months at a time, renewed until the decision.",
    },
    "permit-expires": {
      title: "Your permit expires",
      what: "Last day of validity printed on the document. Without a renewal applied for, your stay is no longer lawful the day after.",
    },
    "integration-contract": {
      title: "The OFII invites you to sign the republican integration contract",
      what: "After your visa is validated, the OFII (French office for immigration and integration) sends you an invitation: a personal interview where you sign the contrat d'intégration républicaine, then a civic training and, if your French needs it, language courses. Attending is required: it counts when you renew your permit.",
      bring: "The OFII's invitation, your passport with the validated visa, proof of address.",
    },
    "first-tax-return": {
      title: "Your first income tax return",
      what: "The spring after you arrive, declare the income of the months you lived in France, even if you had none here: the notice you get back is asked for by many procedures. The first time it is a paper form; online from the next year. The returns open in April; the last day, in May or June, depends on your département and is announced each year.",
      bring:
        "Your payslips or income statements since you arrived, your address, your bank details (RIB) for any refund.",
    },
    "health-cover": {
      title: "Health cover: you can join the PUMa if you do not work",
      what: "From today you have lived in France for more than {residenceMonths} months without interruption: if you do not work, ask the CPAM of your home to join the universal health cover (PUMa). If you work, you are covered through your job from its start; students are covered through their studies.",
      bring:
        "Your passport and residence permit, proof of address, your birth certificate (translated if not in French), your bank details (RIB).",
    },
  },
  fr: {
    "vls-ts-validation": {
      title: "Validez votre visa de long séjour (VLS-TS) en ligne",
      what: "Validez le VLS-TS sur le site de l'ANEF et payez la taxe de séjour en ligne. Tant qu'il n'est pas validé, le visa ne vaut pas titre de séjour\u202f: vous ne pouvez ni revenir en France avec lui ni le renouveler.",
      bring:
        "Votre passeport avec le visa, la date d'entrée en France, votre adresse en France, une carte bancaire pour le timbre fiscal.",
    },
    "renewal-window": {
      title: "Demandez le renouvellement de votre titre",
      what: "Déposez la demande du titre suivant pendant cette période. Complète et déposée à temps, elle vous donne droit à une attestation de prolongation d'instruction si la décision arrive après l'expiration de votre titre.",
      bring:
        "Votre titre actuel, votre passeport, un justificatif de domicile de moins de 3 mois, une photo récente avec son code e-photo et les pièces de votre motif (contrat de travail, certificat de scolarité, ressources).",
    },
    "late-renewal-fee": {
      title: "Dès aujourd'hui, un renouvellement tardif coûte {fee} de plus",
      what: "Une demande déposée après cette période coûte un droit de visa de régularisation de {fee} en plus de la taxe habituelle, sauf force majeure ou visa en cours de validité, et ne donne pas droit à une attestation de prolongation d'instruction. Déposez-la dès que possible.",
    },
    "extension-certificate": {
      title: "Votre titre expire\u202f: téléchargez votre attestation de prolongation",
      what: "Si la préfecture n'a pas encore statué, téléchargez l'attestation de prolongation d'instruction sur l'ANEF. Avec votre titre expiré, elle prouve la régularité de votre séjour pour {months} mois au plus à chaque fois, renouvelée jusqu'à la décision.",
    },
    "permit-expires": {
      title: "Votre titre expire",
      what: "Dernier jour de validité inscrit sur le document. Sans demande de renouvellement, votre séjour n'est plus régulier dès le lendemain.",
    },
    "integration-contract": {
      title: "L'OFII vous convoque pour signer le contrat d'intégration républicaine",
      what: "Après la validation de votre visa, l'OFII (Office français de l'immigration et de l'intégration) vous adresse une convocation\u202f: un entretien personnalisé où vous signez le contrat d'intégration républicaine, puis une formation civique et, si votre niveau de français le demande, des cours de langue. La présence est obligatoire\u202f: elle compte pour le renouvellement de votre titre.",
      bring: "La convocation de l'OFII, votre passeport avec le visa validé, un justificatif de domicile.",
    },
    "first-tax-return": {
      title: "Votre première déclaration de revenus",
      what: "Le printemps qui suit votre arrivée, déclarez les revenus des mois vécus en France, même sans revenu ici\u202f: l'avis que vous recevez est demandé par de nombreuses démarches. La première fois, c'est une déclaration papier\u202f; en ligne à partir de l'année suivante. La déclaration ouvre en avril\u202f; la date limite, en mai ou juin, dépend de votre département et est annoncée chaque année.",
      bring:
        "Vos bulletins de salaire ou justificatifs de revenus depuis votre arrivée, votre adresse, votre RIB pour un éventuel remboursement.",
    },
    "health-cover": {
      title: "Santé\u202f: vous pouvez adhérer à la PUMa si vous ne travaillez pas",
      what: "Vous résidez en France depuis plus de {residenceMonths}\u00a0mois sans interruption\u202f: si vous ne travaillez pas, demandez à la CPAM de votre domicile votre affiliation à la protection universelle maladie (PUMa). Si vous travaillez, vous êtes couvert par votre emploi dès son début\u202f; les étudiants le sont par leurs études.",
      bring:
        "Votre passeport et votre titre de séjour, un justificatif de domicile, votre acte de naissance (traduit s'il n'est pas en français), votre RIB.",
    },
  },
  ar: {
    "vls-ts-validation": {
      title: "صادِق على تأشيرة الإقامة الطويلة (VLS-TS) عبر الإنترنت",
      what: "صادِق على تأشيرة VLS-TS في موقع ANEF وادفع رسم الإقامة عبر الإنترنت. إن لم تتم المصادقة قبل هذا التاريخ، لا تعود التأشيرة بمثابة بطاقة إقامة وتصبح إقامتك غير نظامية.",
      bring: "جواز سفرك مع التأشيرة، وتاريخ دخولك إلى فرنسا، وعنوانك في فرنسا، وبطاقة مصرفية لدفع الطابع الضريبي.",
    },
    "renewal-window": {
      title: "اطلب تجديد بطاقة الإقامة",
      what: "قدِّم طلب البطاقة التالية خلال هذه الفترة. إذا كان الطلب كاملًا ومقدَّمًا في الموعد، فلك الحق في شهادة تمديد إذا صدر القرار بعد انتهاء بطاقتك.",
      bring:
        "بطاقتك الحالية، وجواز سفرك، وإثبات سكن لا يتجاوز عمره 3 أشهر، وصورة حديثة مع رمز الصورة الإلكترونية، ووثائق مسارك (عقد العمل، شهادة التسجيل الدراسي، إثبات الموارد).",
    },
    "late-renewal-fee": {
      title: "ابتداءً من اليوم، يكلّف التجديد المتأخر {fee} إضافية",
      what: "الطلب المقدَّم بعد هذه الفترة يستوجب رسم تأشيرة التسوية بمبلغ {fee} فوق الرسم المعتاد، إلا في حالة القوة القاهرة أو تقديم تأشيرة سارية، ولا يمنح الحق في شهادة التمديد. قدِّم طلبك في أقرب وقت.",
    },
    "extension-certificate": {
      title: "تنتهي بطاقتك: حمّل شهادة التمديد",
      what: "إذا لم تبتّ المحافظة في طلبك بعد، فحمّل شهادة تمديد دراسة الطلب من موقع ANEF. مع بطاقتك المنتهية، تثبت هذه الشهادة إقامتك النظامية لمدة {months} أشهر كحدّ أقصى في كل مرة، وتُجدَّد حتى صدور القرار.",
    },
    "permit-expires": {
      title: "تنتهي بطاقة إقامتك",
      what: "آخر يوم للصلاحية كما هو مدوّن على الوثيقة. إن لم تطلب التجديد، تصبح إقامتك غير نظامية ابتداءً من اليوم التالي.",
    },
    "integration-contract": {
      title: "يدعوك مكتب الهجرة والاندماج لتوقيع عقد الاندماج الجمهوري",
      what: "بعد المصادقة على تأشيرتك، يرسل إليك المكتب الفرنسي للهجرة والاندماج دعوة: مقابلة شخصية توقّع فيها عقد الاندماج الجمهوري، ثم تكوينًا مدنيًا، ودروسًا في اللغة الفرنسية إن تطلّب مستواك ذلك. الحضور إلزامي: فهو يُحتسب عند تجديد بطاقتك.",
      bring: "دعوة المكتب، وجواز سفرك مع التأشيرة المصادق عليها، وإثبات السكن.",
    },
    "first-tax-return": {
      title: "أول تصريح لك بالدخل",
      what: "في الربيع الذي يلي وصولك، صرّح بدخل الأشهر التي عشتها في فرنسا حتى لو لم يكن لك دخل هنا: فالإشعار الذي تتسلّمه تطلبه إجراءات كثيرة. يكون التصريح الأول ورقيًا، ثم عبر الإنترنت ابتداءً من السنة التالية. يُفتح التصريح في أبريل، وآخر أجل له في مايو أو يونيو بحسب مقاطعتك ويُعلَن كل سنة.",
      bring: "قسائم أجرك أو ما يثبت دخلك منذ وصولك، وعنوانك، وبياناتك المصرفية لاسترداد محتمل.",
    },
    "health-cover": {
      title: "الصحة: يمكنك الانتساب إلى التغطية الصحية الشاملة إن لم تكن تعمل",
      what: "مضى على إقامتك في فرنسا أكثر من {residenceMonths} أشهر دون انقطاع: إن لم تكن تعمل، فاطلب من صندوق التأمين الصحي في محل سكنك انتسابك إلى الحماية الصحية الشاملة. وإن كنت تعمل فأنت مشمول بالتغطية عن طريق عملك منذ بدايته، والطلاب مشمولون عن طريق دراستهم.",
      bring: "جواز سفرك وبطاقة إقامتك، وإثبات السكن، وشهادة ميلادك (مترجمة إن لم تكن بالفرنسية)، وبياناتك المصرفية.",
    },
  },
};

/** The figures the texts name, as the registry has them on `day`, written for `language`. */
function figures(language: Language, day: string): Record<string, string> {
  return {
    fee: formatFact(factOn("residence-permit.late-renewal-fee", day), language),
    months: String(factOn("residence-permit.extension-certificate-max-months", day).value),
    residenceMonths: String(factOn("health.puma-stable-residence-months", day).value),
  };
}

/** A step's words with its figures filled in. */
export function permitStepText(kind: PermitCalendarKind, language: Language, day: string): PermitStepText {
  const values = figures(language, day);
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  const text = permitStepTexts[language][kind];
  return { title: fill(text.title), what: fill(text.what), ...(text.bring ? { bring: fill(text.bring) } : {}) };
}
