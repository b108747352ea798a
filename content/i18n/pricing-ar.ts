import type { PricingStrings } from "./pricing-en.ts";

/** The Arabic strings of content/i18n/pricing-en.ts (same keys; TypeScript checks the shape). */
const pricingArStrings = {
  metaDescription:
    "أسعار Passerelle: الخطة المجانية والخطة المميزة شهريًا أو سنويًا، وباقات الانتقال الشاملة للأفراد والعائلات ورواد الأعمال والشركات ومواطني الاتحاد الأوروبي والمنطقة الاقتصادية الأوروبية. الأسعار شاملة الضريبة.",
  intro: "خطّط لانتقالك بنفسك مع أدلتنا وأدواتنا، أو دع فريقنا يُعِدّه معك. جميع الأسعار شاملة ضريبة القيمة المضافة.",
  notLegalAdvice:
    "إرشاد وليس استشارة قانونية. نُعِدّ ملفك ونراجعه ونرشدك في كل خطوة، لكن السلطات الفرنسية هي التي تقرر بشأن كل تأشيرة وبطاقة إقامة: لا أحد يستطيع أن يعد بقرارها، ونحن لا نعد به.",
  tabsLabel: "أقسام الأسعار",
  tabs: {
    subscriptions: "الاشتراكات",
    individuals: "خدمة شاملة: الأفراد والعائلات",
    business: "خدمة شاملة: رواد الأعمال والشركات",
    euEea: "مواطنو الاتحاد الأوروبي والمنطقة الاقتصادية الأوروبية",
  },
  subscriptions: {
    title: "خطط الاشتراك",
    intro: "ابدأ مجانًا. تفتح خطة Premium Relocator مزيدًا من إرشاداتنا، بدفع شهري أو سنوي، ويمكنك التوقف في أي وقت.",
  },
  individuals: {
    title: "باقات شاملة للأفراد والعائلات",
    intro: "يُعِدّ فريقنا انتقالك معك، من ملف التأشيرة إلى أسابيعك الأولى في فرنسا. دفعة واحدة.",
  },
  business: {
    title: "باقات شاملة لرواد الأعمال والشركات",
    intro: "للمؤسسين الذين يستقرون في فرنسا وللشركات التي تستقدم موظفين إليها. دفعة واحدة.",
  },
  euEea: {
    title: "باقة EU/EEA Freedom Package",
    intro:
      "لمواطني الاتحاد الأوروبي والمنطقة الاقتصادية الأوروبية وسويسرا، الذين لا يحتاجون إلى تأشيرة لكن أمامهم الكثير لترتيبه.",
  },
  billing: {
    label: "فترة الفوترة",
    monthly: "شهري",
    yearly: "سنوي",
  },
  free: "مجاني",
  perMonth: "في الشهر",
  perYear: "في السنة",
  vatIncluded: "شامل ضريبة القيمة المضافة ({{rate}})",
  yearlySaving: "توفّر {{amount}} في السنة مقارنة بالدفع الشهري",
  monthlyEquivalent: "أي {{amount}} في الشهر",
  whatYouGet: "ما تحصل عليه",
  comingSoon: "قريبًا",
  comingSoonNote:
    "العناصر المعلَّمة بـ«قريبًا» ليست في المنتج بعد: نذكرها لتعرف ما هو مخطط له، لا كجزء مما تدفع مقابله اليوم.",
  currentPlan: "خطتك الحالية",
  includedInDfy: "مشمولة في باقتك الشاملة",
  subscribeMonthly: "اشترك شهريًا",
  subscribeYearly: "اشترك سنويًا",
  signInToSubscribe: "سجّل الدخول للاشتراك",
  signInNote: "سنطلب منك أولًا تسجيل الدخول أو إنشاء حساب، ثم نعيدك إلى هنا.",
  createAccount: "أنشئ حسابًا مجانيًا",
  moneyBack_zero:
    "ضمان استرداد الأموال خلال {{count}} يوم: إذا لم تناسبك خطة Premium Relocator، فاطلب ذلك خلال {{count}} يوم من الدفع وسنردّ إليك المبلغ.",
  moneyBack_one:
    "ضمان استرداد الأموال خلال يوم واحد: إذا لم تناسبك خطة Premium Relocator، فاطلب ذلك خلال يوم واحد من الدفع وسنردّ إليك المبلغ.",
  moneyBack_two:
    "ضمان استرداد الأموال خلال يومين: إذا لم تناسبك خطة Premium Relocator، فاطلب ذلك خلال يومين من الدفع وسنردّ إليك المبلغ.",
  moneyBack_few:
    "ضمان استرداد الأموال خلال {{count}} أيام: إذا لم تناسبك خطة Premium Relocator، فاطلب ذلك خلال {{count}} أيام من الدفع وسنردّ إليك المبلغ.",
  moneyBack_many:
    "ضمان استرداد الأموال خلال {{count}} يومًا: إذا لم تناسبك خطة Premium Relocator، فاطلب ذلك خلال {{count}} يومًا من الدفع وسنردّ إليك المبلغ.",
  moneyBack_other:
    "ضمان استرداد الأموال خلال {{count}} يوم: إذا لم تناسبك خطة Premium Relocator، فاطلب ذلك خلال {{count}} يوم من الدفع وسنردّ إليك المبلغ.",
  package: {
    oneTime: "دفعة واحدة",
    priceOnRequest: "السعر عند الطلب",
    priceOnRequestNote: "نقدّم عرض السعر بعد مكالمة أولى مجانية.",
    includes: "ما نقوم به",
    deliverables: "ما تحصل عليه",
    idealFor: "لمن هذه الباقة",
    teamSize: "فرق من {{min}} إلى {{max}} شخصًا.",
    teamSizeOrMore: "فرق من {{min}} شخصًا أو أكثر.",
    hoursSaved_zero: "توفير نحو {{count}} ساعة من وقتك",
    hoursSaved_one: "توفير نحو ساعة واحدة من وقتك",
    hoursSaved_two: "توفير نحو ساعتين من وقتك",
    hoursSaved_few: "توفير نحو {{count}} ساعات من وقتك",
    hoursSaved_many: "توفير نحو {{count}} ساعة من وقتك",
    hoursSaved_other: "توفير نحو {{count}} ساعة من وقتك",
    hoursSavedOrMore_zero: "توفير {{count}} ساعة أو أكثر من وقتك",
    hoursSavedOrMore_one: "توفير ساعة واحدة أو أكثر من وقتك",
    hoursSavedOrMore_two: "توفير ساعتين أو أكثر من وقتك",
    hoursSavedOrMore_few: "توفير {{count}} ساعات أو أكثر من وقتك",
    hoursSavedOrMore_many: "توفير {{count}} ساعة أو أكثر من وقتك",
    hoursSavedOrMore_other: "توفير {{count}} ساعة أو أكثر من وقتك",
    duration_zero: "المدة من {{min}} إلى {{count}} أسبوع",
    duration_one: "المدة من {{min}} أسبوع إلى أسبوع واحد",
    duration_two: "المدة من {{min}} إلى أسبوعين",
    duration_few: "المدة من {{min}} إلى {{count}} أسابيع",
    duration_many: "المدة من {{min}} إلى {{count}} أسبوعًا",
    duration_other: "المدة من {{min}} إلى {{count}} أسبوع",
    externalFees: "الرسوم الخارجية، تقديرنا: من {{min}} إلى {{max}}",
    externalFeesNote: "تدفعها أنت للإدارة ولمقدّمي الخدمات الآخرين، إضافةً إلى سعرنا.",
    notIncluded: "ما لا يشمله السعر",
    guarantee: "الضمان",
    guaranteeDays_zero: "استرداد الأموال خلال {{count}} يوم",
    guaranteeDays_one: "استرداد الأموال خلال يوم واحد",
    guaranteeDays_two: "استرداد الأموال خلال يومين",
    guaranteeDays_few: "استرداد الأموال خلال {{count}} أيام",
    guaranteeDays_many: "استرداد الأموال خلال {{count}} يومًا",
    guaranteeDays_other: "استرداد الأموال خلال {{count}} يوم",
    guaranteeMonths_zero: "استرداد الأموال خلال {{count}} شهر",
    guaranteeMonths_one: "استرداد الأموال خلال شهر واحد",
    guaranteeMonths_two: "استرداد الأموال خلال شهرين",
    guaranteeMonths_few: "استرداد الأموال خلال {{count}} أشهر",
    guaranteeMonths_many: "استرداد الأموال خلال {{count}} شهرًا",
    guaranteeMonths_other: "استرداد الأموال خلال {{count}} شهر",
    cta: "استفسر عن {{name}}",
    ctaNote: "يفتح نموذج الاستشارة المجانية مع ذكر هذه الباقة مسبقًا. لا يُرسَل شيء حتى ترسله أنت.",
  },
  consultationMessage: "أنا مهتم بباقة {{name}}.",
  other: {
    title: "خدمات أخرى",
    guide: {
      title: "الدليل المميز بصيغة PDF",
      text: "دليلنا الكامل للانتقال إلى فرنسا بلغتك، للتنزيل فور الدفع.",
      guarantee_zero: "ضمان استرداد الأموال خلال {{count}} يوم.",
      guarantee_one: "ضمان استرداد الأموال خلال يوم واحد.",
      guarantee_two: "ضمان استرداد الأموال خلال يومين.",
      guarantee_few: "ضمان استرداد الأموال خلال {{count}} أيام.",
      guarantee_many: "ضمان استرداد الأموال خلال {{count}} يومًا.",
      guarantee_other: "ضمان استرداد الأموال خلال {{count}} يوم.",
      cta: "اطّلع على الدليل",
    },
    consulting: {
      title: "استشارة إضافية",
      text: "تحتاج إلى وقت أكثر مما تشمله باقتك؟ تُضاف الساعات الإضافية مع مستشار إلى فاتورة خدمتك الشاملة.",
      rate: "{{price}} للساعة",
    },
  },
};

// A variable, not a literal, so the Arabic-only plural forms are allowed beside the English keys.
export const pricingAr: PricingStrings = pricingArStrings;
