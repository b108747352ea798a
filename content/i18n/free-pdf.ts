/**
 * The /free-pdf page's words (issue 12 item 5): what the free starter guide contains and where to
 * download it, in each language. Wired into app/i18n/locales as `freePdf`. {{…}} are i18next
 * values: the language's own name, the complete guide's price and guarantee from the catalogue.
 */
export const freePdfEn = {
  title: "Free starter guide to moving to France",
  metaDescription:
    "Download our free PDF starter guide: the visa routes with their costs, the key thresholds, a first checklist. No account, no e-mail needed.",
  lead: "A short PDF to start your move on the right foot, made from the same sourced figures as our visa pages.",
  noSignUp: "No account and no e-mail address needed: the guide downloads directly.",
  contentsTitle: "What is inside",
  contents: {
    routes: "Every visa route at a glance, with what a first application costs and the typical processing time",
    thresholds: "The salary and resource thresholds, and this year's fees and taxes, each with its official source",
    checklist: "A first checklist, in the order the steps come",
    next: "Where to go next for the details",
  },
  downloadTitle: "Download the guide",
  download: "Download in {{language}}",
  yourLanguage: "in your language",
  fileType: "PDF",
  fullTitle: "Need every detail?",
  fullText:
    "The complete guide adds a chapter for each visa, every cost of the year, the full checklist with lead times and seven cities compared.",
  fullPrice: "{{price}}, with a {{days}}-day money-back guarantee.",
  fullLink: "See the complete guide",
  notAdvice: "Guidance, not legal advice. Always check the official sources before you apply.",
};

export type FreePdfTexts = typeof freePdfEn;

export const freePdfFr: FreePdfTexts = {
  title: "Guide de démarrage gratuit pour s'installer en France",
  metaDescription:
    "Téléchargez notre guide PDF gratuit\u202f: les voies d'immigration et leurs coûts, les seuils essentiels, une première liste de préparation. Sans compte ni e-mail.",
  lead: "Un PDF court pour bien commencer votre projet, établi à partir des mêmes chiffres sourcés que nos pages visas.",
  noSignUp: "Ni compte ni adresse e-mail\u202f: le guide se télécharge directement.",
  contentsTitle: "Ce qu'il contient",
  contents: {
    routes: "Toutes les voies d'immigration en un coup d'œil, avec le coût d'une première demande et le délai habituel",
    thresholds:
      "Les seuils de salaire et de ressources, et les frais et taxes de l'année, chacun avec sa source officielle",
    checklist: "Une première liste de préparation, dans l'ordre des étapes",
    next: "Où trouver ensuite tous les détails",
  },
  downloadTitle: "Télécharger le guide",
  download: "Télécharger en {{language}}",
  yourLanguage: "dans votre langue",
  fileType: "PDF",
  fullTitle: "Besoin de tous les détails\u202f?",
  fullText:
    "Le guide complet ajoute un chapitre pour chaque visa, tous les coûts de l'année, la liste de préparation complète avec ses délais et sept villes comparées.",
  fullPrice: "{{price}}, satisfait ou remboursé pendant {{days}}\u202fjours.",
  fullLink: "Découvrir le guide complet",
  notAdvice:
    "Information, pas un conseil juridique. Vérifiez toujours les sources officielles avant de déposer une demande.",
};

export const freePdfAr: FreePdfTexts = {
  title: "دليل البداية المجاني للانتقال إلى فرنسا",
  metaDescription:
    "نزّل دليلنا المجاني بصيغة PDF: مسارات التأشيرات وتكاليفها، والعتبات الأساسية، وقائمة تحضير أولى. دون حساب أو بريد إلكتروني.",
  lead: "ملف PDF قصير لتبدأ مشروع انتقالك بداية صحيحة، مُعدّ من الأرقام الموثّقة نفسها التي تعرضها صفحات التأشيرات لدينا.",
  noSignUp: "لا حاجة إلى حساب ولا إلى عنوان بريد إلكتروني: يُنزَّل الدليل مباشرة.",
  contentsTitle: "ماذا يتضمن",
  contents: {
    routes: "جميع مسارات التأشيرات في لمحة، مع تكلفة الطلب الأول ومدة المعالجة المعتادة",
    thresholds: "عتبات الراتب والموارد، ورسوم هذا العام وضرائبه، مع المصدر الرسمي لكل منها",
    checklist: "قائمة تحضير أولى بترتيب الخطوات",
    next: "أين تجد التفاصيل بعد ذلك",
  },
  downloadTitle: "نزّل الدليل",
  download: "نزّل باللغة {{language}}",
  yourLanguage: "بلغتك",
  fileType: "PDF",
  fullTitle: "هل تحتاج إلى كل التفاصيل؟",
  fullText:
    "يضيف الدليل الكامل فصلًا لكل تأشيرة، وجميع تكاليف العام، وقائمة التحضير الكاملة مع مهلها، ومقارنة بين سبع مدن.",
  fullPrice: "{{price}}، مع ضمان استرداد المبلغ خلال {{days}} أيام.",
  fullLink: "اطّلع على الدليل الكامل",
  notAdvice: "إرشادات وليست استشارة قانونية. تحقق دائمًا من المصادر الرسمية قبل تقديم طلبك.",
};
