import type { City } from "./city-types.ts";

export const lyon: City = {
  id: "lyon",
  visaSlugs: [
    "passeport-talent-salarie",
    "carte-bleue-ue",
    "salarie",
    "passeport-talent-chercheur",
    "etudiant-vls",
    "auto-entrepreneur",
  ],
  costs: {
    rentOneBedroom: { typical: 800, low: 650, high: 1000 },
    rentThreeBedroom: { typical: 1450, low: 1150, high: 1950 },
    foodAndDining: { typical: 460, low: 340, high: 700 },
    transportation: { typical: 75, low: 69, high: 100 },
    utilities: { typical: 140, low: 100, high: 200 },
    totalMonthly: { typical: 1475, low: 1159, high: 2000 },
  },
  scores: {
    nightlife: 8,
    cultureAndArts: 8,
    safety: 7,
    expatCommunity: 7,
    natureAndOutdoors: 6,
    shopping: 8,
    internetSpeed: 9,
    publicTransport: 8,
    englishUsage: 6,
  },
  // Service-Public.fr F1314, checked on 2026-11-24 (see the fact rent-control.experiment-end).
  rentControl: "experiment",
  estimateBasis: {
    en: "Rents start from the medians of the local rent observatory for the Lyon area (observatoire local des loyers, run by the Lyon urban planning agency) and the reference rents of the rent-control scheme in Lyon and Villeurbanne, raised towards current asking rents for newly let flats, with service charges included; the ANIL rent map was used as a cross-check. Transport is the standard adult monthly TCL pass in the fare grid published by Sytral Mobilités; the low end averages the annual plan per month and the high end adds bike-share use. Food follows household spending surveys by INSEE and CRÉDOC, and utilities combine the regulated electricity tariff, heating in a city with cold winters, water and a standard fibre plan.",
    fr: "Les loyers partent des médianes de l'observatoire local des loyers de l'agglomération lyonnaise (porté par l'agence d'urbanisme de Lyon) et des loyers de référence de l'encadrement des loyers à Lyon et Villeurbanne, relevés vers les loyers actuellement demandés à la relocation, charges comprises ; la carte des loyers de l'ANIL a servi de vérification. Les transports correspondent à l'abonnement mensuel adulte TCL de la grille publiée par Sytral Mobilités ; le bas de la fourchette ramène la formule annuelle au mois, le haut ajoute le vélo en libre-service. L'alimentation suit les enquêtes de dépenses des ménages de l'INSEE et du CRÉDOC, et l'énergie combine le tarif réglementé de l'électricité, un chauffage adapté à des hivers froids, l'eau et une offre fibre courante.",
    ar: "تنطلق الإيجارات من القيم الوسيطة للمرصد المحلي للإيجارات في منطقة ليون (الذي تديره وكالة التخطيط العمراني في ليون) ومن الإيجارات المرجعية لنظام تسقيف الإيجارات في ليون وفيلوربان، مع رفعها نحو الإيجارات المطلوبة حاليًا للشقق المعروضة حديثًا للإيجار، شاملةً أعباء الخدمات المشتركة؛ واستُخدمت خريطة الإيجارات الصادرة عن ANIL للتحقق. ويعتمد النقل على الاشتراك الشهري العادي للبالغين في شبكة TCL وفق جدول التعريفات الذي تنشره هيئة النقل في منطقة ليون (Sytral)؛ والحد الأدنى هو الصيغة السنوية موزعةً على الأشهر، والحد الأعلى يضيف استخدام الدراجات المشتركة. ويستند الطعام إلى استطلاعات إنفاق الأسر التي يجريها INSEE وCRÉDOC، وتجمع فواتير الخدمات بين تعرفة الكهرباء المنظَّمة، والتدفئة في مدينة شتاؤها بارد، والماء، واشتراك ألياف بصرية عادي.",
    estimatedOn: "2026-11-22",
  },
  text: {
    en: {
      name: "Lyon",
      tagline: "Big-city opportunities at a gentler pace",
      overview:
        "Lyon sits where the Rhône and the Saône meet and is widely seen as France's capital of gastronomy. It combines a strong economy in health, biotechnology, digital services and industry with a historic centre listed as a UNESCO World Heritage site. Rents are well below Paris, the metro and tram network is efficient, and the Alps and the Beaujolais vineyards are close enough for weekends. It suits people who want a large city's career options without the capital's intensity.",
      highlights: [
        "A renowned food scene, from traditional bouchons to covered markets and starred restaurants.",
        "A broad job market in life sciences, pharmaceuticals, digital services, engineering and video games.",
        "An efficient network of metro lines, trams, buses and funiculars, plus a large bike-share scheme.",
        "Large universities and business schools that welcome many international students.",
        "Fast trains to Paris, the Alps and the Mediterranean coast.",
        "Festivals such as the Fête des Lumières, which fills the streets every December.",
      ],
      considerations: [
        "Rents have risen and have been capped under a rent-control experiment that the law set to end on {fact:rent-control.experiment-end}; when we last checked, we could not confirm on Service-Public.fr whether it has been extended, so check there before relying on it. Good flats near the centre still go quickly.",
        "Summers can be hot and winters grey, and air quality dips during heatwaves and winter pollution episodes.",
        "The international community is smaller than in Paris, so French matters more at work and socially.",
        "Some newer business districts feel quiet in the evening compared with the Presqu'île or the Croix-Rousse.",
      ],
      visaOptions:
        "Lyon's employers often recruit engineers, researchers and health professionals, so the talent passport for qualified employees and the EU Blue Card are common routes, alongside the standard employee permit. The city's research centres suit the researcher talent route, its universities the student long-stay visa, and freelancers and digital nomads who want to settle often choose the self-employed route.",
    },
    fr: {
      name: "Lyon",
      tagline: "Les atouts d'une grande ville, à un rythme plus doux",
      overview:
        "Lyon s'étend au confluent du Rhône et de la Saône et passe pour la capitale française de la gastronomie. Elle associe une économie solide dans la santé, les biotechnologies, le numérique et l'industrie à un centre historique inscrit au patrimoine mondial de l'UNESCO. Les loyers sont nettement inférieurs à ceux de Paris, le réseau de métro et de tramway est efficace, et les Alpes comme le vignoble du Beaujolais sont assez proches pour le week-end. Elle convient à ceux qui veulent les perspectives professionnelles d'une grande ville sans l'intensité de la capitale.",
      highlights: [
        "Une gastronomie réputée, des bouchons traditionnels aux halles et aux restaurants étoilés.",
        "Un marché de l'emploi varié dans les sciences du vivant, la pharmacie, le numérique, l'ingénierie et le jeu vidéo.",
        "Un réseau efficace de métro, tramways, bus et funiculaires, ainsi qu'un grand service de vélos en libre-service.",
        "De grandes universités et écoles de commerce qui accueillent de nombreux étudiants internationaux.",
        "Des trains rapides vers Paris, les Alpes et la côte méditerranéenne.",
        "Des festivals comme la Fête des Lumières, qui remplit les rues chaque mois de décembre.",
      ],
      considerations: [
        "Les loyers ont augmenté et ont été encadrés au titre d'une expérimentation que la loi a prévu de terminer le {fact:rent-control.experiment-end} ; lors de notre dernière vérification, nous n'avons pas pu confirmer sur Service-Public.fr si elle a été prolongée, vérifiez-le donc avant de vous y fier. Les bons logements proches du centre partent encore vite.",
        "Les étés peuvent être chauds et les hivers gris, et la qualité de l'air se dégrade lors des canicules et des épisodes de pollution hivernaux.",
        "La communauté internationale est plus petite qu'à Paris : le français compte davantage au travail comme dans la vie sociale.",
        "Certains quartiers d'affaires récents sont calmes le soir, comparés à la Presqu'île ou à la Croix-Rousse.",
      ],
      visaOptions:
        "Les employeurs lyonnais recrutent souvent des ingénieurs, des chercheurs et des professionnels de santé : le passeport talent salarié qualifié et la carte bleue européenne sont donc des voies courantes, à côté du titre salarié. Les centres de recherche de la ville se prêtent au passeport talent chercheur, ses universités au visa long séjour étudiant, et les indépendants et nomades numériques qui veulent s'installer choisissent souvent le statut d'entrepreneur (auto-entrepreneur).",
    },
    ar: {
      name: "ليون",
      tagline: "فرص المدينة الكبرى بإيقاع أهدأ",
      overview:
        "تقع ليون عند ملتقى نهري الرون والساون، ويُنظر إليها على نطاق واسع بوصفها عاصمة فن الطهي في فرنسا. وتجمع بين اقتصاد قوي في الصحة والتكنولوجيا الحيوية والخدمات الرقمية والصناعة، ومركز تاريخي مُدرج في قائمة التراث العالمي لليونسكو. والإيجارات أدنى بكثير منها في باريس، وشبكة المترو والترام فعالة، وجبال الألب وكروم منطقة بوجولي قريبة بما يكفي لقضاء عطلات نهاية الأسبوع. وهي تناسب من يريد فرص العمل التي تتيحها مدينة كبيرة دون صخب العاصمة.",
      highlights: [
        "مطبخ ذائع الصيت، من المطاعم التقليدية المعروفة باسم «البوشون» ({fr:bouchons}) إلى الأسواق المغطاة والمطاعم الحائزة على نجوم.",
        "سوق عمل واسعة في علوم الحياة والصناعات الدوائية والخدمات الرقمية والهندسة وألعاب الفيديو.",
        "شبكة فعالة من خطوط المترو والترام والحافلات وعربات السكك المائلة (الفونيكولار)، إضافة إلى نظام كبير للدراجات المشتركة.",
        "جامعات ومدارس تجارة كبرى تستقبل عددًا كبيرًا من الطلاب الدوليين.",
        "قطارات سريعة نحو باريس وجبال الألب وساحل البحر الأبيض المتوسط.",
        "مهرجانات مثل عيد الأنوار ({fr:Fête des Lumières}) الذي يملأ الشوارع كل شهر ديسمبر.",
      ],
      considerations: [
        "ارتفعت الإيجارات وخضعت للتسقيف في إطار تجربة لتأطير الإيجارات حدّد القانون نهايتها في {fact:rent-control.experiment-end}؛ وعند آخر تحقق أجريناه، لم نتمكن من التأكد على موقع Service-Public.fr مما إذا كانت قد مُدِّدت، لذا تحقق من ذلك هناك قبل الاعتماد عليه. ولا تزال الشقق الجيدة القريبة من المركز تُؤجَّر بسرعة.",
        "قد يكون الصيف حارًا والشتاء رماديًا، وتتراجع جودة الهواء خلال موجات الحر ونوبات التلوث الشتوية.",
        "الجالية الدولية أصغر منها في باريس، لذا تزداد أهمية اللغة الفرنسية في العمل وفي الحياة الاجتماعية.",
        "تبدو بعض أحياء الأعمال الحديثة هادئة في المساء مقارنة بشبه الجزيرة ({fr:Presqu'île}) أو حي كروا روس ({fr:Croix-Rousse}).",
      ],
      visaOptions:
        "كثيرًا ما يوظّف أصحاب العمل في ليون المهندسين والباحثين والعاملين في المجال الصحي، ولذلك فإن جواز المواهب للموظفين المؤهلين ({fr:passeport talent salarié qualifié}) والبطاقة الزرقاء الأوروبية مساران شائعان، إلى جانب بطاقة الإقامة العادية للموظف بأجر. وتناسب مراكز البحث في المدينة مسار المواهب للباحثين ({fr:passeport talent chercheur})، وتناسب جامعاتها تأشيرة الإقامة الطويلة للطلاب، أما المستقلون والرحّالة الرقميون الراغبون في الاستقرار فيختارون غالبًا مسار العمل الحر (نظام المقاول الذاتي {fr:auto-entrepreneur}).",
    },
  },
};
