import type { FaqCategory } from "../../core/back-office/back-office-inputs.ts";
import type { Language } from "../../core/languages.ts";

/**
 * The home page's FAQ: six questions in the categories General, Assessment, Pricing and Timeline.
 * No figures in these texts: visa figures live in the facts registry and are shown, with their
 * sources, on the visa pages the answers point to.
 */
export const homeFaqCategories = ["general", "assessment", "pricing", "timeline"] as const satisfies FaqCategory[];

/** One FAQ entry as the pages show it (the home page's, and the help center's from the database). */
export type HomeFaqItem = { id: string; category: FaqCategory; question: string; answer: string };

export const homeFaq: Record<Language, HomeFaqItem[]> = {
  en: [
    {
      id: "what-is-passerelle",
      category: "general",
      question: "What does Passerelle do?",
      answer:
        "Passerelle helps you plan a move to France: which visa fits your situation, what it involves, which city suits you and what to do next. Our guides link to the official French sources, and our team can take care of the process with you. France is the only destination we cover.",
    },
    {
      id: "legal-advice",
      category: "general",
      question: "Is Passerelle legal advice?",
      answer:
        "No. Passerelle gives guidance, not legal advice, and the French authorities decide on every application. Each visa page links to the official sources, so you can check the rules before you apply.",
    },
    {
      id: "how-assessment-works",
      category: "assessment",
      question: "How does the free assessment work?",
      answer:
        "You answer three short questions: your country of citizenship, your profession and your monthly income range. We compare your answers with the main conditions of each French visa route and show the routes that fit you best, with their cost, processing time and key requirements. It is free, unlimited and needs no account.",
    },
    {
      id: "assessment-reliability",
      category: "assessment",
      question: "How reliable is the match percentage?",
      answer:
        "It shows how well your answers fit a route's main conditions. It is a starting point, not a decision: the visa page lists everything the authorities check. For a review of your own situation, ask for a free consultation.",
    },
    {
      id: "what-it-costs",
      category: "pricing",
      question: "What does Passerelle cost?",
      answer:
        "The assessment, the visa guides, the city comparison and the starter guide are free. A Premium subscription adds the assistant and the planning tools, and our done-for-you packages are one-time prices for individuals, families and businesses: all are on the pricing page. Official fees, such as visa fees, are paid to the French authorities and are not included.",
    },
    {
      id: "how-long",
      category: "timeline",
      question: "How long does moving to France take?",
      answer:
        "It depends on the route. Each visa page gives the usual processing time with its official source. Allow extra time to gather your documents before you apply, because some of them, such as police certificates, must be recent when you submit them.",
    },
  ],
  fr: [
    {
      id: "what-is-passerelle",
      category: "general",
      question: "Que fait Passerelle ?",
      answer:
        "Passerelle vous aide à préparer votre installation en France : quel visa correspond à votre situation, ce qu'il implique, quelle ville vous convient et quelles sont les prochaines étapes. Nos guides renvoient aux sources officielles françaises, et notre équipe peut mener les démarches avec vous. La France est la seule destination que nous couvrons.",
    },
    {
      id: "legal-advice",
      category: "general",
      question: "Passerelle donne-t-il des conseils juridiques ?",
      answer:
        "Non. Passerelle vous oriente mais ne donne pas de conseil juridique, et l'administration française décide de chaque demande. Chaque fiche visa renvoie aux sources officielles, pour que vous puissiez vérifier les règles avant de déposer votre dossier.",
    },
    {
      id: "how-assessment-works",
      category: "assessment",
      question: "Comment fonctionne l'évaluation gratuite ?",
      answer:
        "Vous répondez à trois questions courtes : votre pays de nationalité, votre profession et votre tranche de revenus mensuels. Nous comparons vos réponses aux principales conditions de chaque visa français et vous montrons ceux qui vous correspondent le mieux, avec leur coût, leur délai de traitement et leurs conditions essentielles. C'est gratuit, illimité et sans compte.",
    },
    {
      id: "assessment-reliability",
      category: "assessment",
      question: "Quelle est la fiabilité du pourcentage de compatibilité ?",
      answer:
        "Il indique dans quelle mesure vos réponses correspondent aux principales conditions d'un visa. C'est un point de départ, pas une décision : la fiche visa détaille tout ce que l'administration vérifie. Pour un examen de votre situation, demandez une consultation gratuite.",
    },
    {
      id: "what-it-costs",
      category: "pricing",
      question: "Combien coûte Passerelle ?",
      answer:
        "L'évaluation, les fiches visa, le comparateur de villes et le guide de démarrage sont gratuits. L'abonnement Premium ajoute l'assistant et les outils de planification, et nos formules clés en main sont des prix forfaitaires pour les particuliers, les familles et les entreprises : tout figure sur la page des tarifs. Les frais officiels, comme les droits de visa, sont payés à l'administration française et ne sont pas inclus.",
    },
    {
      id: "how-long",
      category: "timeline",
      question: "Combien de temps faut-il pour s'installer en France ?",
      answer:
        "Cela dépend du visa. Chaque fiche visa indique le délai de traitement habituel, avec sa source officielle. Prévoyez aussi le temps de réunir vos documents avant la demande, car certains, comme l'extrait de casier judiciaire, doivent être récents au moment du dépôt.",
    },
  ],
  ar: [
    {
      id: "what-is-passerelle",
      category: "general",
      question: "ماذا تقدّم Passerelle؟",
      answer:
        "تساعدك Passerelle على التخطيط لانتقالك إلى فرنسا: أي تأشيرة تناسب وضعك، وما الذي تتطلّبه، وأي مدينة تلائمك، وما الخطوات التالية. تحيل أدلّتنا إلى المصادر الفرنسية الرسمية، ويمكن لفريقنا أن يتولّى الإجراءات معك. فرنسا هي الوجهة الوحيدة التي نغطّيها.",
    },
    {
      id: "legal-advice",
      category: "general",
      question: "هل تقدّم Passerelle استشارة قانونية؟",
      answer:
        "لا. تقدّم Passerelle إرشادات وليس استشارة قانونية، والسلطات الفرنسية هي التي تبتّ في كل طلب. تحيل كل صفحة تأشيرة إلى المصادر الرسمية لتتحقّق من القواعد قبل تقديم طلبك.",
    },
    {
      id: "how-assessment-works",
      category: "assessment",
      question: "كيف يعمل التقييم المجاني؟",
      answer:
        "تجيب عن ثلاثة أسئلة قصيرة: بلد جنسيتك، ومهنتك، وفئة دخلك الشهري. نقارن إجاباتك بالشروط الرئيسية لكل مسار تأشيرة فرنسي ونعرض لك المسارات الأنسب، مع تكلفتها ومدة معالجتها وأهم متطلباتها. التقييم مجاني وغير محدود ولا يحتاج إلى حساب.",
    },
    {
      id: "assessment-reliability",
      category: "assessment",
      question: "ما مدى دقة نسبة التوافق؟",
      answer:
        "تبيّن مدى توافق إجاباتك مع الشروط الرئيسية لمسار ما. إنها نقطة انطلاق وليست قرارًا: تعرض صفحة التأشيرة كل ما تتحقّق منه السلطات. ولمراجعة وضعك الخاص، اطلب استشارة مجانية.",
    },
    {
      id: "what-it-costs",
      category: "pricing",
      question: "كم تكلّف Passerelle؟",
      answer:
        "التقييم وأدلّة التأشيرات ومقارنة المدن ودليل البداية مجانية. يضيف اشتراك Premium المساعد وأدوات التخطيط، أما باقات الخدمة الشاملة فهي بأسعار لمرة واحدة للأفراد والعائلات والشركات: كل ذلك في صفحة الأسعار. الرسوم الرسمية، مثل رسوم التأشيرة، تُدفع للسلطات الفرنسية وليست مشمولة.",
    },
    {
      id: "how-long",
      category: "timeline",
      question: "كم يستغرق الانتقال إلى فرنسا؟",
      answer:
        "يتوقّف ذلك على المسار. تذكر كل صفحة تأشيرة مدة المعالجة المعتادة مع مصدرها الرسمي. خصّص وقتًا إضافيًا لجمع وثائقك قبل التقديم، لأن بعضها، مثل شهادة السجل العدلي، يجب أن يكون حديثًا عند تقديمه.",
    },
  ],
};
