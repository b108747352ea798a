/**
 * The pricing page's UI strings (app/i18n/locales/* as the key `pricing`). No figure is written
 * here: prices, days, hours, weeks, team sizes and the VAT rate arrive as placeholders from the
 * catalogue (core/plans-catalogue.ts) and content/pricing/packages.ts. Keys ending in _one, _other
 * (and, in Arabic, _zero, _two, _few, _many) are i18next plural forms chosen by {{count}}.
 */
export const pricingEn = {
  metaDescription:
    "Passerelle's prices: the free and premium plans, monthly or yearly, and our done-for-you relocation packages for individuals, families, entrepreneurs, businesses and EU/EEA citizens. VAT included.",
  intro:
    "Plan your move yourself with our guides and tools, or let our team prepare it with you. Every price includes VAT.",
  notLegalAdvice:
    "Guidance, not legal advice. We prepare and check your file and guide you through each step, but the French authorities decide on every visa and residence permit: no one can promise their decision, and we do not.",
  tabsLabel: "Pricing sections",
  tabs: {
    subscriptions: "Subscriptions",
    individuals: "Done-for-you: individuals & families",
    business: "Done-for-you: entrepreneurs & business",
    euEea: "EU/EEA citizens",
  },
  subscriptions: {
    title: "Subscription plans",
    intro:
      "Start free. Premium Relocator unlocks more of our guidance, billed monthly or yearly, and you can stop at any time.",
  },
  individuals: {
    title: "Done-for-you packages for individuals and families",
    intro: "Our team prepares your move with you, from the visa file to your first weeks in France. One payment.",
  },
  business: {
    title: "Done-for-you packages for entrepreneurs and businesses",
    intro: "For founders setting up in France and for companies bringing employees here. One payment.",
  },
  euEea: {
    title: "The EU/EEA Freedom Package",
    intro: "For citizens of the EU, the EEA and Switzerland, who need no visa but still have a lot to set up.",
  },
  billing: {
    label: "Billing period",
    monthly: "Monthly",
    yearly: "Yearly",
  },
  free: "Free",
  perMonth: "per month",
  perYear: "per year",
  vatIncluded: "VAT included ({{rate}})",
  yearlySaving: "You save {{amount}} a year compared with paying monthly",
  monthlyEquivalent: "That is {{amount}} a month",
  whatYouGet: "What you get",
  comingSoon: "Coming soon",
  comingSoonNote:
    "Items marked “Coming soon” are not in the product yet: we list them so you know what is planned, not as part of what you pay for today.",
  currentPlan: "Your current plan",
  includedInDfy: "Included in your done-for-you plan",
  subscribeMonthly: "Subscribe monthly",
  subscribeYearly: "Subscribe yearly",
  signInToSubscribe: "Sign in to subscribe",
  signInNote: "We will ask you to sign in or create an account first, then bring you back here.",
  createAccount: "Create a free account",
  moneyBack_one:
    "{{count}}-day money-back guarantee: if Premium Relocator is not for you, ask within {{count}} day of a payment and we refund that payment.",
  moneyBack_other:
    "{{count}}-day money-back guarantee: if Premium Relocator is not for you, ask within {{count}} days of a payment and we refund that payment.",
  package: {
    oneTime: "one-time payment",
    priceOnRequest: "Price on request",
    priceOnRequestNote: "We quote after a free first call.",
    includes: "What we do",
    deliverables: "What you receive",
    idealFor: "Ideal for",
    teamSize: "Teams of {{min}} to {{max}} people.",
    teamSizeOrMore: "Teams of {{min}} people or more.",
    hoursSaved_one: "About {{count}} hour of your time saved",
    hoursSaved_other: "About {{count}} hours of your time saved",
    hoursSavedOrMore_one: "{{count}} hour or more of your time saved",
    hoursSavedOrMore_other: "{{count}} hours or more of your time saved",
    duration_one: "Takes {{min}} to {{count}} week",
    duration_other: "Takes {{min}} to {{count}} weeks",
    externalFees: "External fees, our estimate: {{min}} to {{max}}",
    externalFeesNote: "Paid by you to the authorities and other providers, on top of our price.",
    notIncluded: "What the price does not include",
    guarantee: "Guarantee",
    guaranteeDays_one: "Money back within {{count}} day",
    guaranteeDays_other: "Money back within {{count}} days",
    guaranteeMonths_one: "Money back within {{count}} month",
    guaranteeMonths_other: "Money back within {{count}} months",
    cta: "Ask about {{name}}",
    ctaNote: "Opens our free consultation form with this package filled in. Nothing is sent until you send it.",
  },
  consultationMessage: "I am interested in the {{name}} package.",
  other: {
    title: "Other services",
    guide: {
      title: "Premium PDF guide",
      text: "Our complete relocation guide in your language, to download at once after payment.",
      guarantee_one: "{{count}}-day money-back guarantee.",
      guarantee_other: "{{count}}-day money-back guarantee.",
      cta: "See the guide",
    },
    consulting: {
      title: "Extra consulting",
      text: "Need more of our time than your package includes? Extra hours with an adviser are added to your done-for-you invoice.",
      rate: "{{price}} per hour",
    },
  },
};

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
export type PricingStrings = Strings<typeof pricingEn>;

export const pricingFr: PricingStrings = {
  metaDescription:
    "Les tarifs de Passerelle, offre gratuite et premium au mois ou à l'année, et nos accompagnements clés en main pour les particuliers, les familles, les entrepreneurs, les entreprises et les citoyens de l'UE/EEE. TVA incluse.",
  intro:
    "Préparez votre départ vous-même avec nos guides et nos outils, ou confiez-le à notre équipe. Tous les prix sont TTC.",
  notLegalAdvice:
    "Un accompagnement, pas un conseil juridique. Nous préparons et vérifions votre dossier et vous guidons à chaque étape, mais ce sont les autorités françaises qui décident de chaque visa et titre de séjour. Personne ne peut promettre leur décision, et nous ne le faisons pas.",
  tabsLabel: "Rubriques des tarifs",
  tabs: {
    subscriptions: "Abonnements",
    individuals: "Clés en main\u202f: particuliers et familles",
    business: "Clés en main\u202f: entrepreneurs et entreprises",
    euEea: "Citoyens UE/EEE",
  },
  subscriptions: {
    title: "Les abonnements",
    intro:
      "Commencez gratuitement. Premium Relocator débloque davantage de contenus, au mois ou à l'année, et vous pouvez arrêter à tout moment.",
  },
  individuals: {
    title: "Accompagnements clés en main pour les particuliers et les familles",
    intro:
      "Notre équipe prépare votre installation avec vous, du dossier de visa à vos premières semaines en France. Un seul paiement.",
  },
  business: {
    title: "Accompagnements clés en main pour les entrepreneurs et les entreprises",
    intro:
      "Pour les fondateurs qui s'installent en France et pour les entreprises qui y font venir des salariés. Un seul paiement.",
  },
  euEea: {
    title: "Le EU/EEA Freedom Package",
    intro:
      "Pour les citoyens de l'UE, de l'EEE et de la Suisse, qui n'ont pas besoin de visa mais ont encore beaucoup à mettre en place.",
  },
  billing: {
    label: "Période de facturation",
    monthly: "Mensuel",
    yearly: "Annuel",
  },
  free: "Gratuit",
  perMonth: "par mois",
  perYear: "par an",
  vatIncluded: "TVA incluse ({{rate}})",
  yearlySaving: "Vous économisez {{amount}} par an par rapport au paiement mensuel",
  monthlyEquivalent: "Soit {{amount}} par mois",
  whatYouGet: "Ce que vous obtenez",
  comingSoon: "Bientôt disponible",
  comingSoonNote:
    "Les éléments marqués «\u202fBientôt disponible\u202f» ne sont pas encore dans le produit. Nous les indiquons pour que vous sachiez ce qui est prévu, pas comme une partie de ce que vous payez aujourd'hui.",
  currentPlan: "Votre offre actuelle",
  includedInDfy: "Inclus dans votre accompagnement clés en main",
  subscribeMonthly: "S'abonner au mois",
  subscribeYearly: "S'abonner à l'année",
  signInToSubscribe: "Se connecter pour s'abonner",
  signInNote: "Nous vous demanderons d'abord de vous connecter ou de créer un compte, puis nous vous ramènerons ici.",
  createAccount: "Créer un compte gratuit",
  moneyBack_one:
    "Satisfait ou remboursé pendant {{count}} jour\u202f: si Premium Relocator ne vous convient pas, demandez-le dans le jour qui suit un paiement et nous vous le remboursons.",
  moneyBack_other:
    "Satisfait ou remboursé pendant {{count}} jours\u202f: si Premium Relocator ne vous convient pas, demandez-le dans les {{count}} jours qui suivent un paiement et nous vous le remboursons.",
  package: {
    oneTime: "paiement unique",
    priceOnRequest: "Prix sur demande",
    priceOnRequestNote: "Nous établissons un devis après un premier appel gratuit.",
    includes: "Ce que nous faisons",
    deliverables: "Ce que vous recevez",
    idealFor: "Idéal pour",
    teamSize: "Équipes de {{min}} à {{max}} personnes.",
    teamSizeOrMore: "Équipes de {{min}} personnes ou plus.",
    hoursSaved_one: "Environ {{count}} heure de votre temps économisée",
    hoursSaved_other: "Environ {{count}} heures de votre temps économisées",
    hoursSavedOrMore_one: "{{count}} heure ou plus de votre temps économisée",
    hoursSavedOrMore_other: "{{count}} heures ou plus de votre temps économisées",
    duration_one: "Compter {{min}} à {{count}} semaine",
    duration_other: "Compter {{min}} à {{count}} semaines",
    externalFees: "Frais externes, notre estimation\u202f: {{min}} à {{max}}",
    externalFeesNote: "À votre charge, versés à l'administration et aux autres prestataires, en plus de notre prix.",
    notIncluded: "Ce que le prix ne comprend pas",
    guarantee: "Garantie",
    guaranteeDays_one: "Remboursé sous {{count}} jour",
    guaranteeDays_other: "Remboursé sous {{count}} jours",
    guaranteeMonths_one: "Remboursé sous {{count}} mois",
    guaranteeMonths_other: "Remboursé sous {{count}} mois",
    cta: "Se renseigner sur {{name}}",
    ctaNote:
      "Ouvre notre formulaire de consultation gratuite avec cette offre déjà indiquée. Rien n'est envoyé tant que vous ne l'envoyez pas.",
  },
  consultationMessage: "Je suis intéressé(e) par l'offre {{name}}.",
  other: {
    title: "Autres services",
    guide: {
      title: "Guide PDF premium",
      text: "Notre guide complet de l'installation en France dans votre langue, à télécharger dès le paiement.",
      guarantee_one: "Satisfait ou remboursé pendant {{count}} jour.",
      guarantee_other: "Satisfait ou remboursé pendant {{count}} jours.",
      cta: "Voir le guide",
    },
    consulting: {
      title: "Consultation supplémentaire",
      text: "Besoin de plus de temps que ne le prévoit votre offre\u202f? Les heures supplémentaires avec un conseiller s'ajoutent à votre facture d'accompagnement.",
      rate: "{{price}} de l'heure",
    },
  },
};

/** Arabic has six plural forms: each plural key below has all of them (app/i18n/catalogs.test.ts). */
const pricingArStrings = {
  metaDescription:
    "أسعار Passerelle: الخطة المجانية والخطة المميزة شهريًا أو سنويًا، وباقات الانتقال الشاملة للأفراد والعائلات ورواد الأعمال والشركات ومواطني الاتحاد الأوروبي والمنطقة الاقتصادية الأوروبية. الأسعار شاملة الضريبة.",
  intro: "خطّط لانتقالك بنفسك مع أدلتنا وأدواتنا، أو دع فريقنا يُعِدّه معك. جميع الأسعار شاملة ضريبة القيمة المضافة.",
  notLegalAdvice:
    "إرشاد وليس استشارة قانونية. نُعِدّ ملفك ونراجعه ونرشدك في كل خطوة، لكن السلطات الفرنسية هي التي تقرر بشأن كل تأشيرة وتصريح إقامة: لا أحد يستطيع أن يعد بقرارها، ونحن لا نعد به.",
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
