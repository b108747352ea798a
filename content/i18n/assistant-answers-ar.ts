import type { AssistantAnswers } from "./assistant-answers-en.ts";

/** The built-in answerer's own sentences, in Arabic (keys of assistant-answers-en.ts). */
export const assistantAnswersAr: AssistantAnswers = {
  intro: "إليك ما تقوله صفحاتنا.",
  introTool: "إليك ما تعطيه حاسبتنا، انطلاقًا من الأرقام نفسها المستخدمة في صفحاتنا.",
  noFigure: "لا تقدم صفحاتنا رقمًا رسميًا بشأن هذا. تحقق منه لدى المصدر الرسمي: {publisher}، {url}.",
  noGrounding:
    "لا تجيب صفحاتنا عن هذا السؤال بعد. للحصول على معلومات رسمية، راجع {publisher}، {url}، أو اطلب منا استشارة.",
  disclaimer:
    "هذه إرشادات عامة مستمدة من صفحاتنا وليست استشارة قانونية: الإدارة وحدها تقرر بشأن ملفك، لذا تحقق من المصادر الرسمية قبل تقديم طلبك.",
  fallbackPublisher: "Service-Public.fr",
  fallbackUrl: "https://www.service-public.fr/particuliers/vosdroits/N110",
};
