import type { Language } from "../../core/languages.ts";
import { guideTexts } from "../pdf-guide/guide-texts.ts";

/**
 * The fixed words of the PDF report of a saved detailed assessment
 * (server/modules/eligibility/eligibility-report-document.ts). Only the frame is here: the
 * verdicts, the reasons, the changes and the route names are eligibility-texts.ts's,
 * change-texts.ts's and eligibility-values.ts's sentences, and the notes on a figure that is not
 * official are the guides' (content/pdf-guide/guide-texts.ts).
 */
export type ReportTexts = {
  title: string;
  /** "{date}": the Paris day the assessment was saved. */
  assessedOn: string;
  answers: string;
  nationality: string;
  secondNationality: string;
  plannedStart: string;
  /** "{date}": the day whose figures were compared. */
  figuresOn: string;
  routes: string;
  routesIntro: string;
  /** No route applies to the answers (a purpose no route takes). */
  noRoutes: string;
  changes: string;
  /** "{publisher}", "{date}": a figure's official source and the day we last compared it with it. */
  source: string;
  notApplicable: string;
  notApplicableIntro: string;
  /** The legal notice: the guides' title (guidance, not legal advice) and their wording, for a report. */
  disclaimerTitle: string;
  disclaimer: string;
};

export const reportTexts: Record<Language, ReportTexts> = {
  en: {
    title: "Your eligibility assessment",
    assessedOn: "Assessment of {date}",
    answers: "Your main answers",
    nationality: "Nationality",
    secondNationality: "Second nationality",
    plannedStart: "Planned start",
    figuresOn:
      "Each condition below is compared with the official figures in force on {date}, with the page each figure was read on and the day we last checked it.",
    routes: "The routes that apply to you, best first",
    routesIntro: "For each route: the verdict, every condition checked with your figure beside the required one.",
    noRoutes: "No route applies to these answers.",
    changes: "What would change the verdict",
    source: "Source: {publisher}, checked on {date}",
    notApplicable: "Routes that do not apply",
    notApplicableIntro: "These routes are for another purpose or another situation:",
    disclaimerTitle: guideTexts.en.disclaimerTitle,
    disclaimer:
      "This report compares your answers with the official conditions to help you prepare. It is not legal advice: your situation may differ, and only the administration decides. Always check the official sources before you apply.",
  },
  fr: {
    title: "Votre évaluation d'éligibilité",
    assessedOn: "Évaluation du {date}",
    answers: "Vos principales réponses",
    nationality: "Nationalité",
    secondNationality: "Seconde nationalité",
    plannedStart: "Arrivée prévue",
    figuresOn:
      "Chaque condition ci-dessous est comparée aux chiffres officiels en vigueur le {date}, avec la page où chaque chiffre a été lu et la date de notre dernière vérification.",
    routes: "Les titres qui vous concernent, du plus favorable au moins favorable",
    routesIntro:
      "Pour chaque titre\u202f: le verdict, et chaque condition vérifiée avec votre chiffre à côté du chiffre requis.",
    noRoutes: "Aucun titre ne correspond à ces réponses.",
    changes: "Ce qui changerait le verdict",
    source: "Source\u202f: {publisher}, vérifié le {date}",
    notApplicable: "Titres qui ne vous concernent pas",
    notApplicableIntro: "Ces titres visent un autre motif ou une autre situation\u202f:",
    disclaimerTitle: guideTexts.fr.disclaimerTitle,
    disclaimer:
      "Ce rapport compare vos réponses aux conditions officielles pour vous aider à préparer votre projet. Ce n'est pas un conseil juridique\u202f: votre situation peut différer, et seule l'administration décide. Vérifiez toujours les sources officielles avant de déposer une demande.",
  },
  ar: {
    title: "تقييم أهليتك",
    assessedOn: "تقييم بتاريخ {date}",
    answers: "أهم إجاباتك",
    nationality: "الجنسية",
    secondNationality: "الجنسية الثانية",
    plannedStart: "تاريخ البدء المتوقع",
    figuresOn:
      "يُقارَن كل شرط أدناه بالأرقام الرسمية السارية في {date}، مع الصفحة التي قُرئ فيها كل رقم وتاريخ آخر تحقق لنا منه.",
    routes: "التأشيرات التي تنطبق عليك، الأنسب أولًا",
    routesIntro: "لكل تأشيرة: الحكم، وكل شرط جرى التحقق منه مع رقمك بجانب الرقم المطلوب.",
    noRoutes: "لا تنطبق أي تأشيرة على هذه الإجابات.",
    changes: "ما الذي قد يغيّر الحكم",
    source: "المصدر: {publisher}، تاريخ التحقق: {date}",
    notApplicable: "تأشيرات لا تنطبق عليك",
    notApplicableIntro: "هذه التأشيرات مخصصة لغرض آخر أو لوضع آخر:",
    disclaimerTitle: guideTexts.ar.disclaimerTitle,
    disclaimer:
      "يقارن هذا التقرير إجاباتك بالشروط الرسمية لمساعدتك على الاستعداد. وهو ليس استشارة قانونية: قد يختلف وضعك، والإدارة وحدها تقرر. تحقق دائمًا من المصادر الرسمية قبل تقديم طلبك.",
  },
};
