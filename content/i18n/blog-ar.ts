import type { BlogTexts } from "./blog-en.ts";

/** The Arabic strings of content/i18n/blog-en.ts (same keys; Arabic's six plural forms). */
// A separate object so the extra plural forms (_zero, _two, _few, _many) pass the shape check.
const blogArStrings = {
  title: "المدونة",
  metaDescription:
    "مقالات عملية عن الانتقال إلى فرنسا: الوصول والتأشيرات والسكن والصحة والمال والعمل والدراسة، مع مصدر لكل رقم.",
  intro: "مقالات عملية عن الانتقال إلى فرنسا. كل رقم مرتبط بالصفحة الرسمية التي أُخذ منها، أو موسوم بأنه تقديرنا.",
  categoriesLabel: "الفئات",
  allCategories: "كل المقالات",
  categories: {
    arrival: "الوصول",
    visas: "التأشيرات",
    housing: "السكن",
    health: "الصحة",
    money: "المال",
    work: "العمل",
    study: "الدراسة",
    family: "العائلة",
    "language-and-integration": "اللغة والاندماج",
  },
  empty: "لا توجد مقالات بعد.",
  emptyCategory: "لا توجد مقالات في هذه الفئة بعد.",
  readingTime_zero: "أقل من دقيقة للقراءة",
  readingTime_one: "دقيقة واحدة للقراءة",
  readingTime_two: "دقيقتان للقراءة",
  readingTime_few: "{{count}} دقائق للقراءة",
  readingTime_many: "{{count}} دقيقة للقراءة",
  readingTime_other: "{{count}} دقيقة للقراءة",
  publishedOn: "نُشر في {{date}}",
  by: "بقلم {{author}}",
  readArticle: "اقرأ المقال",
  pagination: "صفحات المقالات",
  previous: "مقالات أحدث",
  next: "مقالات أقدم",
  pageOf: "الصفحة {{page}} من {{count}}",
  tags: "الوسوم",
  category: "الفئة",
  related: "مقالات ذات صلة",
  translations: "متوفر أيضًا بـ",
  guidanceNote:
    "هذا المقال إرشادي وليس استشارة قانونية. القواعد تتغير: راجع المصادر الرسمية المذكورة أدناه، أو اطلب منا استشارة حول وضعك.",
  sources: "المصادر",
  backToBlog: "كل المقالات",
  feed: "الاشتراك في الخلاصة",
  feedTitle: "مدونة باسيريل",
  feedDescription: "مقالات عملية عن الانتقال إلى فرنسا.",
};

export const blogAr: BlogTexts = blogArStrings;
