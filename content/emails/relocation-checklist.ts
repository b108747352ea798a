import { absoluteLink } from "../../core/language-link.ts";
import type { Language } from "../../core/languages.ts";
import { textDirection } from "../../core/languages.ts";
import { type EmailContent, renderEmail } from "./render-email.ts";
import { unsubscribeFooter } from "./unsubscribe-footer.ts";

/**
 * The "relocation checklist" sent after an e-mail capture. Deliberately free of figures:
 * amounts and thresholds live in the facts registry and on the visa pages it links to.
 */
const copy: Record<Language, Omit<EmailContent, "linkUrl" | "unsubscribe">> = {
  en: {
    subject: "Your relocation checklist for France",
    greeting: "Hello,",
    intro:
      "Thank you for your interest in Passerelle. Here is the checklist we suggest to everyone preparing a move to France:",
    items: [
      {
        title: "Check your passport",
        body: "It must stay valid beyond your planned stay and have blank pages; renew it first if needed.",
      },
      {
        title: "Find the visa that fits your purpose",
        body: "Work, study, family, business or retirement each have their own long-stay visa. Our visa pages explain who each one is for.",
      },
      {
        title: "Gather your documents early",
        body: "Civil-status records, diplomas, proof of resources and health cover often need official translations, which take time.",
      },
      {
        title: "Apply on France-Visas",
        body: "Long-stay applications start on the official france-visas.gouv.fr site, followed by an appointment at the consulate or visa centre.",
      },
      {
        title: "Validate your visa after arrival",
        body: "Most long-stay visas that act as a residence permit must be validated online on the ANEF website soon after you arrive.",
      },
      {
        title: "Plan your first weeks",
        body: "Housing, a bank account, health insurance registration and, for families, school enrolment.",
      },
    ],
    outro: "You can compare visas and read our city guides at any time:",
    linkLabel: "Open Passerelle",
    signature: "The Passerelle team",
    disclaimer:
      "Passerelle gives guidance, not legal advice. Always check the official sources before you apply. You receive this e-mail because this address asked for the checklist on our site; if that was not you, unsubscribe below and we will not write again.",
  },
  fr: {
    subject: "Votre liste de préparation pour vous installer en France",
    greeting: "Bonjour,",
    intro:
      "Merci de votre intérêt pour Passerelle. Voici la liste que nous conseillons à toute personne qui prépare son installation en France :",
    items: [
      {
        title: "Vérifiez votre passeport",
        body: "Il doit rester valide au-delà du séjour prévu et comporter des pages vierges ; renouvelez-le d'abord si besoin.",
      },
      {
        title: "Trouvez le visa adapté à votre projet",
        body: "Travail, études, famille, création d'entreprise ou retraite : chacun a son visa de long séjour. Nos pages visas expliquent à qui chacun s'adresse.",
      },
      {
        title: "Rassemblez vos documents tôt",
        body: "Actes d'état civil, diplômes, justificatifs de ressources et d'assurance santé demandent souvent des traductions officielles, qui prennent du temps.",
      },
      {
        title: "Déposez votre demande sur France-Visas",
        body: "Les demandes de long séjour commencent sur le site officiel france-visas.gouv.fr, puis un rendez-vous au consulat ou au centre de visas.",
      },
      {
        title: "Validez votre visa après votre arrivée",
        body: "La plupart des visas de long séjour valant titre de séjour doivent être validés en ligne sur le site de l'ANEF peu après l'arrivée.",
      },
      {
        title: "Préparez vos premières semaines",
        body: "Logement, compte bancaire, affiliation à l'assurance maladie et, pour les familles, inscription scolaire.",
      },
    ],
    outro: "Vous pouvez comparer les visas et lire nos guides des villes à tout moment :",
    linkLabel: "Ouvrir Passerelle",
    signature: "L'équipe Passerelle",
    disclaimer:
      "Passerelle vous oriente mais ne fournit pas de conseil juridique. Vérifiez toujours les sources officielles avant de déposer une demande. Vous recevez cet e-mail car la liste a été demandée pour cette adresse sur notre site ; si ce n'était pas vous, désinscrivez-vous ci-dessous et nous ne vous écrirons plus.",
  },
  ar: {
    subject: "قائمة التحضير للانتقال إلى فرنسا",
    greeting: "مرحبًا،",
    intro: "شكرًا لاهتمامك بـ Passerelle. إليك القائمة التي ننصح بها كل من يستعد للانتقال إلى فرنسا:",
    items: [
      {
        title: "تحقق من جواز سفرك",
        body: "يجب أن يظل صالحًا بعد انتهاء الإقامة المخطط لها وأن يحتوي على صفحات فارغة؛ جدده أولًا إذا لزم الأمر.",
      },
      {
        title: "اعثر على التأشيرة المناسبة لهدفك",
        body: "العمل أو الدراسة أو الأسرة أو الأعمال أو التقاعد: لكل منها تأشيرة إقامة طويلة خاصة. تشرح صفحات التأشيرات لدينا لمن تصلح كل واحدة.",
      },
      {
        title: "اجمع مستنداتك مبكرًا",
        body: "وثائق الحالة المدنية والشهادات وإثبات الموارد والتأمين الصحي تحتاج غالبًا إلى ترجمات رسمية تستغرق وقتًا.",
      },
      {
        title: "قدّم طلبك عبر France-Visas",
        body: "تبدأ طلبات الإقامة الطويلة على الموقع الرسمي france-visas.gouv.fr، ثم موعد في القنصلية أو مركز التأشيرات.",
      },
      {
        title: "صادق على تأشيرتك بعد الوصول",
        body: "معظم تأشيرات الإقامة الطويلة التي تعادل بطاقة إقامة تجب المصادقة عليها عبر موقع ANEF بعد الوصول بوقت قصير.",
      },
      {
        title: "خطط لأسابيعك الأولى",
        body: "السكن والحساب المصرفي والتسجيل في التأمين الصحي، وتسجيل الأطفال في المدرسة للعائلات.",
      },
    ],
    outro: "يمكنك مقارنة التأشيرات وقراءة أدلة المدن في أي وقت:",
    linkLabel: "افتح Passerelle",
    signature: "فريق Passerelle",
    disclaimer:
      "تقدم Passerelle إرشادات وليس استشارة قانونية. تحقق دائمًا من المصادر الرسمية قبل التقديم. تتلقى هذه الرسالة لأن القائمة طُلبت لهذا العنوان على موقعنا؛ إن لم تكن أنت، ألغِ الاشتراك أدناه ولن نراسلك مجددًا.",
  },
};

/** `unsubscribeUrl`: the address's own link (server/modules/unsubscribe/unsubscribe-url.ts). */
export function relocationChecklistEmail(language: Language, siteUrl: string, unsubscribeUrl: string) {
  return renderEmail(
    {
      ...copy[language],
      linkUrl: absoluteLink(siteUrl, "/", language),
      unsubscribe: unsubscribeFooter(language, unsubscribeUrl),
    },
    textDirection(language),
    language,
  );
}
