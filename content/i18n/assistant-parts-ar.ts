import type { AssistantParts } from "./assistant-parts-en.ts";

export const assistantPartsAr: AssistantParts = {
  topics: {
    "which-visa": "أي تأشيرة",
    resources: "الموارد المطلوب إثباتها",
    "salary-floor": "الحد الأدنى للراتب",
    fees: "الرسوم والضرائب",
    "processing-time": "مدة المعالجة",
    "work-rights": "الحق في العمل",
    family: "العائلة",
    documents: "الوثائق",
    validity: "الصلاحية والتجديد",
    "language-civic": "مستوى الفرنسية والامتحان المدني",
    "cost-of-living": "تكلفة المعيشة",
  },
  heading: "{route} — {topic}:",
  unverifiedFigures: "تحقق من هذه الأرقام في المصادر الرسمية: لا تذكرها أي من صفحاتنا أو أدواتنا ({figures}).",
  keyFigures: "أرقام أساسية:",
  headingGeneral: "{topic}:",
  figure: "{label}: {value}.",
  salaryAbove: "راتبك البالغ {amount} إجمالي سنويًا أعلى من هذا الحد البالغ {floor}.",
  salaryBelow: "راتبك البالغ {amount} إجمالي سنويًا أقل من هذا الحد البالغ {floor}: ينقصك {gap}.",
  salaryEqual: "راتبك البالغ {amount} إجمالي سنويًا يساوي تمامًا هذا الحد البالغ {floor}.",
  salaryMonthly: "{amount} شهريًا تساوي {annual} سنويًا.",
  salaryNet:
    "ذكرت مبلغًا صافيًا: هذه الحدود إجمالية قبل الاشتراكات الاجتماعية، فقارنها بالراتب الإجمالي المذكور في عرضك.",
  resourcesAbove: "مواردك البالغة {amount} شهريًا أعلى من {floor} المطلوبة شهريًا.",
  resourcesBelow: "مواردك البالغة {amount} شهريًا أقل من {floor} المطلوبة شهريًا: ينقصك {gap}.",
  resourcesFamily: "لأسرة من {people} أفراد، المبلغ المطلوب هو {floor} شهريًا.",
  spouse: "زوجك أو شريكك:",
  ageWithin: "في سن {age}، أنت ضمن الفئة العمرية {range}.",
  ageOutside: "في سن {age}، أنت خارج الفئة العمرية {range}.",
  costCompare: "تطلب {route} ما لا يقل عن {floor} شهريًا؛ قارن ذلك بتكلفة المعيشة أعلاه.",
  pageSays: "من صفحتنا:",
  notCovered: "لا تتناول صفحاتنا هذه النقطة ({topic}) لحالتك: راجع {publisher}، {url}.",
  eligibilityIntro: "تم التحقق وفق معلوماتك بمحرك الأهلية لدينا، بأرقام اليوم:",
  eligibilityRoute: "{route}: {verdict}.",
  eligibilityMissing: "لم تُذكر في سؤالك، فلم تُحتسب: {fields}.",
  eligibilityInvite:
    "لفحص كل مسار وفق جميع معلوماتك (الشهادة، العقد، العائلة، المدخرات)، أجرِ التقييم المفصل: /assessment.",
  algerian:
    "بصفتك جزائري الجنسية، تخضع إقامتك للاتفاقية الفرنسية الجزائرية: بعض القواعد مختلفة (شهادات إقامة بدل بطاقات الإقامة؛ لمّ الشمل بعد {months} من الإقامة).",
};
