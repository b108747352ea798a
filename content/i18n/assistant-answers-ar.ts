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
  whichVisa: {
    intro:
      "بالنسبة إلى {profession} من خارج الاتحاد الأوروبي والمنطقة الاقتصادية الأوروبية وسويسرا، يقدّم تقييم التأشيرات لدينا هذه المسارات، انطلاقًا من الأرقام نفسها المستخدمة في صفحات التأشيرات:",
    route: "{name}: {eligibility}",
    floor: "بشرط ألا يقل راتبك الإجمالي عن {floor}.",
    invitation: "لنتيجة خاصة بك، أجرِ تقييمنا المجاني على الصفحة الرئيسية: يسألك عن جنسيتك ومهنتك ودخلك.",
    invitationNoProfession:
      "تتوقف التأشيرة المناسبة على جنسيتك ومهنتك ودخلك: يطرح تقييمنا المجاني على الصفحة الرئيسية هذه الأسئلة الثلاثة ويعطيك نتيجتك الخاصة.",
    assessmentTitle: "تقييم التأشيرات المجاني (الصفحة الرئيسية)",
    euGuide: "يشرح دليلنا لمواطني الاتحاد الأوروبي والمنطقة الاقتصادية الأوروبية وسويسرا الخطوات بعد الوصول إلى فرنسا.",
    professions: {
      tech: "مهني في مجال التقنية والمعلوماتية",
      business: "مؤسس شركة أو رائد أعمال",
      student: "طالب",
      retiree: "متقاعد",
      healthcare: "مهني في مجال الصحة",
      education: "معلّم",
    },
  },
  tools: {
    costOfLiving:
      "تكلفة المعيشة في {city} لـ {people} ({housing}، نمط معيشة {lifestyle}): حوالي {typical} شهريًا (منها إيجار بحوالي {rent})، بين {low} و{high}، أي حوالي {yearly} سنويًا. هذه تقديراتنا من بيانات المدينة وليست أرقامًا رسمية.",
    timeline:
      "{visa}: مدة المعالجة المعتادة {processing}. إذا بدأت الآن فستصل بين {earliest} و{arrival}، ويجب عليك التحقق من صحة تأشيرة الإقامة الطويلة عبر الإنترنت قبل {deadline}.",
    budget:
      "ميزانية الانتقال إلى {city} بتأشيرة {visa}: {total} إجمالًا (التأشيرة والرسوم {visaAndLegal}، السفر والاستقرار {moving}، التأمين {deposit}، إيجار الشهر الأول {rent}، احتياطي الطوارئ {emergency}). مع مدخراتك يبقى {toSave} للادخار، أي {monthly} شهريًا.",
    recommendation: "الخيارات المناسبة لهذا الملف، الأفضل أولًا: {options}.",
    recommendationOption: "{name} (توافق {score}، التكلفة {cost})",
    noVisaNeeded:
      "بصفتك مواطنًا من الاتحاد الأوروبي أو المنطقة الاقتصادية الأوروبية أو سويسرا، لا تحتاج إلى تأشيرة للعيش والعمل في فرنسا.",
    people: { one: "شخص واحد", other: "{count} أشخاص" },
  },
};
