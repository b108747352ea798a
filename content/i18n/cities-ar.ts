import type { CitiesTexts } from "./cities-en.ts";

/**
 * The Arabic strings of content/i18n/cities-en.ts (same keys; TypeScript checks the shape). The
 * city texts themselves are written in English and French only: on Arabic pages they show in
 * English, marked as such (ADR 0027), while these labels, names and notes are Arabic.
 */
export const citiesAr: CitiesTexts = {
  title: "قارن بين المدن الفرنسية",
  titleWith: "قارن بين {{cities}}",
  metaDescription:
    "قارن بين باريس وليون ومرسيليا ونيس وبوردو وتولوز وآنسي جنبًا إلى جنب: الإيجارات وتكاليف المعيشة مع نطاقها، وتقييمات جودة الحياة، والأمور العملية، والتأشيرات المناسبة لكل مدينة.",
  intro:
    "اختر المدن التي تفاضل بينها: نعرض تكاليفها وجودة الحياة فيها وأمورها العملية جنبًا إلى جنب، مع التأشيرات المناسبة لكل منها. ويمكنك مشاركة عنوان المقارنة.",
  names: {
    paris: "باريس",
    lyon: "ليون",
    marseille: "مرسيليا",
    nice: "نيس",
    bordeaux: "بوردو",
    toulouse: "تولوز",
    annecy: "آنسي",
  },
  listSeparator: "، ",
  form: {
    legend: "اختر حتى ثلاث مدن",
    submit: "قارن",
  },
  empty: "اختر مدينتين أو ثلاث مدن من القائمة أعلاه لعرضها جنبًا إلى جنب.",
  single: "أضف مدينة ثانية للمقارنة بينهما.",
  textsInEnglish: "أوصاف المدن مكتوبة بالإنجليزية والفرنسية فقط، لذا نعرضها هنا بالإنجليزية.",
  examplesTitle: "مقارنات شائعة",
  refused: {
    title: "ثلاث مدن كحد أقصى",
    text: "يمكنك مقارنة ثلاث مدن كحد أقصى في المرة الواحدة. لم تُضف: {{cities}}. ألغِ اختيار مدينة لتختار غيرها.",
  },
  save: {
    title: "احتفظ بهذه المقارنة",
    hint: "تظهر المقارنات المحفوظة في لوحة التحكم الخاصة بك، ومنها تفتحها من جديد بنقرة واحدة.",
    name: "الاسم (اختياري)",
    nameHint: "إن تركته فارغًا، فستُسمّى {{cities}}.",
    submit: "احفظ هذه المقارنة",
    savedTitle: "محفوظة في لوحة التحكم",
    savedText: "هذه المقارنة محفوظة باسم «{{title}}».",
    dashboard: "اطّلع على مقارناتك المحفوظة",
    upgradeTitle: "احفظ مقارناتك مع {{plan}}",
    upgradeText:
      "يمكن للجميع مقارنة ما يصل إلى ثلاث مدن بجميع الأقسام. وتتيح خطة {{plan}} أيضًا حفظ المقارنات التي تريد الرجوع إليها وعرضها في لوحة التحكم الخاصة بك.",
    upgradeCta: "اطّلع على خطة {{plan}}",
    signIn: "هل أنت عضو بالفعل؟ سجّل الدخول",
  },
  saved: {
    title: "مقارنات المدن المحفوظة",
    intro: "المقارنات التي حفظتها، الأحدث أولًا. افتح إحداها لتراها من جديد بأرقام اليوم.",
    empty: "لم تحفظ أي مقارنة بعد. قارن بين مدينتين أو ثلاث مدن، ثم احفظ المقارنة لتجدها هنا.",
    compare: "قارن بين المدن",
    savedOn: "حُفظت في {{date}}",
    delete: "احذف",
    deleteLabel: "احذف المقارنة «{{title}}»",
    deletedNotice: "حُذفت المقارنة.",
  },
  tabsLabel: "أقسام المقارنة",
  tabs: {
    overview: "نظرة عامة",
    costs: "التكاليف",
    lifestyle: "نمط الحياة",
    practical: "أمور عملية",
    visas: "التأشيرات",
  },
  best: {
    rule: "في كل صف تُميَّز أفضل قيمة: أدنى تكلفة وأعلى تقييم. تُميَّز المدن المتساوية كلها، ولا يُميَّز شيء إذا تساوت جميع المدن.",
    lowest: "الأدنى",
    highest: "الأعلى",
  },
  map: {
    title: "خريطة فرنسا",
    description: "المدن السبع في المقارنة: {{cities}}.",
    highlighted: "المدن المميَّزة: {{cities}}.",
  },
  overview: {
    title: "نظرة سريعة",
    highlights: "نقاط القوة",
    totalMonthly: "الميزانية الشهرية المعتادة لشخص واحد",
    guide: "اقرأ دليلنا عن {{city}}",
  },
  costs: {
    title: "التكاليف الشهرية لشخص واحد",
    intro:
      "تقديراتنا لما يدفعه شخص واحد كل شهر، وليست أرقامًا رسمية: القيمة المعتادة والنطاق المعتاد من الأدنى إلى الأعلى.",
    chartTitle: "التكاليف الشهرية المعتادة ونطاقها المعتاد",
    chartNote:
      "يمثل كل عمود القيمة المعتادة، ويمتد الخط تحته على النطاق المعتاد من الأدنى إلى الأعلى. لكل تكلفة مقياسها الخاص. الأرقام في الجدول أدناه.",
    tableCaption: "التكاليف الشهرية لشخص واحد، باليورو",
    metric: "التكلفة",
    rangeLabel: "النطاق:",
    basisLink: "طريقة التقدير",
    basisTitle: "كيف قدّرنا تكاليف {{city}}",
    estimatedOn: "تاريخ التقدير: {{date}}.",
    coversTitle: "ما تشمله كل تكلفة",
  },
  scores: {
    lifestyleTitle: "تقييمات نمط الحياة",
    practicalTitle: "تقييمات الأمور العملية",
    chartTitle: "تقييمات من عشرة",
    chartNote: "يمثل كل عمود تقييم مدينة من واحد إلى عشرة. الأرقام في الجدول أدناه.",
    tableCaption: "تقييمات من واحد إلى عشرة",
    metric: "التقييم",
    outOfTen: "{{score}} من {{max}}",
    rubricTitle: "كيف تُمنح التقييمات",
  },
  practical: {
    title: "أمور عملية",
    rentControl: "تسقيف الإيجارات",
    rentControlExperiment: "نعم (تجربة)",
    rentControlNone: "لا",
    rentControlDetails: "تسقيف الإيجارات في {{city}}",
    considerations: "معلومات مفيدة",
    guides: "أدلة المدن",
  },
  visas: {
    title: "التأشيرات المناسبة لكل مدينة",
    intro:
      "المسارات التي يسلكها القادمون الجدد إلى كل مدينة في أغلب الأحيان. وضعك الشخصي هو الذي يحدد التأشيرة المناسبة: يخبرك التقييم بذلك في دقائق.",
    routes: "صفحات التأشيرات لـ{{city}}",
    allVisas: "جميع أنواع التأشيرات",
  },
  metrics: {
    rentOneBedroom: "إيجار شقة بغرفة نوم واحدة",
    rentThreeBedroom: "إيجار شقة بثلاث غرف نوم",
    foodAndDining: "الطعام والمطاعم",
    transportation: "المواصلات",
    utilities: "الخدمات (الطاقة والماء والإنترنت)",
    totalMonthly: "إجمالي التكاليف الشهرية",
    nightlife: "الحياة الليلية",
    cultureAndArts: "الثقافة والفنون",
    safety: "الأمان",
    expatCommunity: "مجتمع المغتربين",
    natureAndOutdoors: "الطبيعة والأنشطة الخارجية",
    shopping: "التسوق",
    internetSpeed: "سرعة الإنترنت",
    publicTransport: "النقل العام",
    englishUsage: "استخدام الإنجليزية",
  },
  guide: {
    title: "موقع {{city}} ومقارنتها بغيرها",
    compare: "قارن {{city}} بمدن فرنسية أخرى",
  },
};
