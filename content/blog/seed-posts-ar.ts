import { bankAccountAr } from "./posts/bank-account-ar.ts";
import { civicExamAr } from "./posts/civic-exam-ar.ts";
import { firstWeeksAr } from "./posts/first-weeks-ar.ts";
import { healthInsuranceAr } from "./posts/health-insurance-ar.ts";
import { rentingAr } from "./posts/renting-ar.ts";
import { talentOrBlueCardAr } from "./posts/talent-or-blue-card-ar.ts";
import { validateVlsTsAr } from "./posts/validate-vls-ts-ar.ts";
import type { SeedPost } from "./seed-post-type.ts";

const authorAr = "فريق Passerelle";

/**
 * The blog's first articles in Arabic, translated from the English with the French as the reference
 * for official names. Same translation keys, categories and publication dates as the English posts;
 * figures are the same registry tokens, and French names in the bodies are `{fr:…}` terms. The
 * plain-text fields (title, excerpt, SEO fields, cover text, tags) carry no term.
 */
export const seedPostsAr: SeedPost[] = [
  {
    translationKey: "first-weeks",
    language: "ar",
    slug: "first-weeks-in-france-ar",
    title: "أسابيعك الأولى في فرنسا: ماذا تفعل، وبأي ترتيب",
    excerpt: "صادق على تأشيرتك، واحصل على عنوان وحساب بنكي وتأمين صحي، ثم عقد إيجار: ترتيب عملي للشهر الأول بعد وصولك.",
    bodyMarkdown: firstWeeksAr,
    category: "arrival",
    tags: ["الوصول", "VLS-TS", "قائمة مراجعة"],
    authorName: authorAr,
    publishedAt: "2026-09-08T08:00:00.000Z",
    seoTitle: "الأسابيع الأولى في فرنسا بعد الوصول: قائمة خطوات مرتبة",
    seoDescription:
      "المصادقة على تأشيرة VLS-TS، وإثبات السكن، والبنك، والتأمين الصحي، والسكن، وموعد OFII: الشهر الأول في فرنسا، خطوة بخطوة.",
    coverAlt: "حقيبة سفر أمام عمارة سكنية في باريس عند الفجر",
  },
  {
    translationKey: "bank-account",
    language: "ar",
    slug: "opening-a-bank-account-in-france-ar",
    title: "فتح حساب بنكي في فرنسا بعد وصولك حديثًا",
    excerpt: "ما الذي تحمله معك، وبنك إلكتروني أم تقليدي، وما الذي تفعله إذا رفضك بنك: شرح للحق في حساب بنكي أساسي.",
    bodyMarkdown: bankAccountAr,
    category: "money",
    tags: ["البنك", "RIB", "الحق في الحساب"],
    authorName: authorAr,
    publishedAt: "2026-09-22T08:00:00.000Z",
    seoTitle: "فتح حساب بنكي فرنسي: الوثائق والخيارات والحق في الحساب",
    seoDescription:
      "كيف يفتح الوافدون الجدد حسابًا بنكيًا في فرنسا، وما الوثائق التي تطلبها البنوك، وكيف يضمن بنك فرنسا حسابًا أساسيًا.",
    coverAlt: "بطاقة بنكية وكشف هوية بنكية مطبوع على مكتب",
  },
  {
    translationKey: "health-insurance",
    language: "ar",
    slug: "health-insurance-and-carte-vitale-ar",
    title: "التأمين الصحي في فرنسا: PUMa وبطاقة Vitale والتأمين التكميلي",
    excerpt:
      "من المشمول بالتغطية ومنذ متى، وكيف تسجّل نفسك وتحصل على بطاقتك الصحية، ولماذا يضيف الجميع تقريبًا تأمينًا تكميليًا.",
    bodyMarkdown: healthInsuranceAr,
    category: "health",
    tags: ["الصحة", "بطاقة Vitale", "التأمين التكميلي", "PUMa"],
    authorName: authorAr,
    publishedAt: "2026-10-06T08:00:00.000Z",
    seoTitle: "التأمين الصحي الفرنسي للوافدين الجدد: PUMa وبطاقة Vitale والتأمين التكميلي",
    seoDescription:
      "كيف ينضم الأجانب إلى نظام التأمين الصحي الفرنسي، وشرط الإقامة لمن لا يعملون، والبطاقة الصحية، والتغطية التكميلية.",
    coverAlt: "بطاقة صحية فرنسية بجانب سماعة طبيب",
  },
  {
    translationKey: "renting",
    language: "ar",
    slug: "renting-a-flat-in-france-ar",
    title: "استئجار شقة في فرنسا: الملف والكفيل ومبلغ الضمان وتأطير الإيجارات",
    excerpt:
      "أعدّ ملف كراء يقبله المؤجّرون، واحصل على ضمان مجاني مع Visale، واعرف السقوف القانونية لمبلغ الضمان، وللإيجار حيث يُطبَّق التأطير.",
    bodyMarkdown: rentingAr,
    category: "housing",
    tags: ["السكن", "Visale", "مبلغ الضمان", "تأطير الإيجارات"],
    authorName: authorAr,
    publishedAt: "2026-10-20T08:00:00.000Z",
    seoTitle: "الكراء في فرنسا للأجانب: الملف وضمان Visale ومبلغ الضمان وتأطير الإيجارات",
    seoDescription:
      "الوثائق التي يجوز للمؤجّر طلبها، وضمان Visale، والسقف القانوني لمبلغ الضمان، وكيف يعمل تأطير الإيجارات في المدن المعنية.",
    coverAlt: "تسليم مفاتيح أمام باب مع عقد إيجار",
  },
  {
    translationKey: "language-and-civic-exam",
    language: "ar",
    slug: "french-language-and-civic-exam-ar",
    title: "القواعد الجديدة للغة الفرنسية والامتحان المدني، بشرح مبسط",
    excerpt:
      "مستوى اللغة الفرنسية الذي تشترطه الآن كل بطاقة إقامة، وكيف يجري الامتحان المدني، ومن المعفى منه، وكيف تستعد قبل تجديد بطاقتك.",
    bodyMarkdown: civicExamAr,
    category: "language-and-integration",
    tags: ["الامتحان المدني", "مستوى اللغة الفرنسية", "الإدماج", "بطاقة الإقامة"],
    authorName: authorAr,
    publishedAt: "2026-11-03T08:00:00.000Z",
    seoTitle: "الامتحان المدني وشروط مستوى اللغة الفرنسية لبطاقات الإقامة في فرنسا",
    seoDescription:
      "شروط الإدماج الجديدة السارية: مستوى الفرنسية حسب البطاقة، وشكل الامتحان المدني وعتبة النجاح فيه، والإعفاءات، والتحضير.",
    coverAlt: "شخص يدرس الفرنسية بدفتر وحاسوب محمول",
  },
  {
    translationKey: "talent-or-blue-card",
    language: "ar",
    slug: "talent-card-or-eu-blue-card-ar",
    title: "بطاقة «المواهب» أم البطاقة الزرقاء الأوروبية: أيهما تناسب عرض العمل الذي تلقيته؟",
    excerpt:
      "الشهادة، والحد الأدنى للراتب، والعقد، والتنقل في أوروبا: مقارنة بين بطاقة «المواهب» للأجراء المؤهلين والبطاقة الزرقاء الأوروبية، وكيف تختار بينهما.",
    bodyMarkdown: talentOrBlueCardAr,
    category: "visas",
    tags: ["المواهب", "البطاقة الزرقاء الأوروبية", "العمل المؤهل"],
    authorName: authorAr,
    publishedAt: "2026-11-17T08:00:00.000Z",
    seoTitle: "جواز المواهب أم البطاقة الزرقاء الأوروبية في فرنسا: الراتب والشهادة والتنقل",
    seoDescription:
      "قارن بين بطاقة «المواهب» للأجراء المؤهلين في فرنسا والبطاقة الزرقاء الأوروبية: الحدود الدنيا للرواتب، وشروط الشهادة، ومدة العقد، وحقوق الأسرة، والتنقل في الاتحاد الأوروبي.",
    coverAlt: "بطاقتا إقامة جنبًا إلى جنب على عقد عمل",
  },
  {
    translationKey: "validate-vls-ts",
    language: "ar",
    slug: "validating-your-vls-ts-online-ar",
    title: "المصادقة على تأشيرة الإقامة الطويلة VLS-TS عبر الإنترنت: دليل خطوة بخطوة",
    excerpt:
      "لا تصبح تأشيرة الإقامة الطويلة بمثابة بطاقة إقامة إلا بعد المصادقة عليها عبر موقع ANEF: من يجب عليه ذلك، وفي أي أجل، وكيف.",
    bodyMarkdown: validateVlsTsAr,
    category: "visas",
    tags: ["VLS-TS", "ANEF", "الوصول"],
    authorName: authorAr,
    publishedAt: "2026-11-24T08:00:00.000Z",
    seoTitle: "كيف تصادق على تأشيرة الإقامة الطويلة VLS-TS عبر الإنترنت على موقع ANEF",
    seoDescription:
      "من يجب عليه المصادقة على تأشيرة VLS-TS، والأجل بعد الوصول، والوثائق والطابع الجبائي الإلكتروني، والخطوات على موقع ANEF، وما تفعله إذا فاتك الأجل.",
    coverAlt: "جواز سفر مفتوح على صفحة التأشيرة بجانب حاسوب محمول",
  },
];
