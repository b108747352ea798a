import type { City } from "./city-types.ts";

export const annecy: City = {
  id: "annecy",
  visaSlugs: ["salarie", "passeport-talent-salarie", "visiteur-touriste", "auto-entrepreneur", "vacances-travail"],
  costs: {
    rentOneBedroom: { typical: 850, low: 700, high: 1080 },
    rentThreeBedroom: { typical: 1600, low: 1250, high: 2100 },
    foodAndDining: { typical: 480, low: 360, high: 720 },
    transportation: { typical: 15, low: 8, high: 60 },
    utilities: { typical: 155, low: 110, high: 230 },
    totalMonthly: { typical: 1500, low: 1178, high: 2090 },
  },
  scores: {
    nightlife: 4,
    cultureAndArts: 5,
    safety: 9,
    expatCommunity: 5,
    natureAndOutdoors: 10,
    shopping: 5,
    internetSpeed: 8,
    publicTransport: 4,
    englishUsage: 5,
  },
  // Service-Public.fr F1314, checked on 2026-11-24 (see the fact rent-control.experiment-end).
  rentControl: "none",
  estimateBasis: {
    en: "Rents start from the medians of the local rent observatory for the Annecy area, part of the national network of local rent observatories coordinated by the ANIL, and are raised towards the clearly higher asking rents seen on listing sites, because the rental market is very tight; service charges are included. Transport is based on the Sibra bus network's fares after the Grand Annecy fare cut made the adult annual subscription very cheap: the low end is that annual subscription averaged per month, the typical figure a monthly pass, and the high end adds occasional car-sharing or regional trains, since many trips around the lake and into the mountains are hard to make by bus. Food follows household spending surveys by INSEE and CRÉDOC adjusted for local prices, and utilities combine the regulated electricity tariff, heating for cold Alpine winters, water and a standard fibre plan.",
    fr: "Les loyers partent des médianes de l'observatoire local des loyers de l'agglomération d'Annecy, membre du réseau national des observatoires locaux des loyers animé par l'ANIL, relevées vers les loyers nettement plus élevés affichés sur les sites d'annonces, car le marché locatif est très tendu ; les charges sont comprises. Les transports s'appuient sur les tarifs du réseau de bus Sibra depuis la baisse décidée par le Grand Annecy, qui a rendu l'abonnement annuel adulte très bon marché : le bas de la fourchette est cet abonnement annuel ramené au mois, le chiffre courant un abonnement mensuel, et le haut ajoute de l'autopartage ou quelques trajets en TER, car beaucoup de déplacements autour du lac et vers la montagne sont difficiles en bus. L'alimentation suit les enquêtes de dépenses des ménages de l'INSEE et du CRÉDOC, ajustées aux prix locaux, et l'énergie combine le tarif réglementé de l'électricité, le chauffage d'hivers alpins froids, l'eau et une offre fibre courante.",
    ar: "تنطلق الإيجارات من القيم الوسيطة للمرصد المحلي للإيجارات في منطقة آنسي، وهو جزء من الشبكة الوطنية للمراصد المحلية للإيجارات التي تنسقها ANIL، مع رفعها نحو الإيجارات المطلوبة الأعلى بوضوح التي تظهر على مواقع الإعلانات، لأن سوق الإيجار ضيقة جدًا؛ وأعباء الخدمات المشتركة مشمولة. ويستند النقل إلى تعريفات شبكة حافلات Sibra بعد التخفيض الذي قرره تجمّع آنسي الكبرى وجعل الاشتراك السنوي للبالغين زهيدًا جدًا: فالحد الأدنى هو هذا الاشتراك السنوي موزعًا على الأشهر، والرقم المعتاد اشتراك شهري، والحد الأعلى يضيف بعض استخدام السيارات التشاركية أو القطارات الإقليمية، إذ يصعب القيام بكثير من التنقلات حول البحيرة ونحو الجبال بالحافلة. ويستند الطعام إلى استطلاعات إنفاق الأسر التي يجريها INSEE وCRÉDOC مع تعديلها وفق الأسعار المحلية، وتجمع فواتير الخدمات بين تعرفة الكهرباء المنظَّمة، وتدفئة تناسب شتاء الألب البارد، والماء، واشتراك ألياف بصرية عادي.",
    estimatedOn: "2026-11-22",
  },
  text: {
    en: {
      name: "Annecy",
      tagline: "Lake, mountains and an outdoor life at the foot of the Alps",
      overview:
        "Annecy is a small city on a clear Alpine lake, with canals running through its medieval old town and mountains on every side. It offers an exceptional outdoor life: swimming and paddling in summer, and hiking, cycling and nearby ski resorts the rest of the year. The local economy mixes precision industry, outdoor sports brands, tourism and a growing technology sector, and strong demand from commuters working across the nearby border keeps housing expensive. It suits people who value nature and calm over big-city variety.",
      highlights: [
        "A lake clean enough for swimming, sailing and paddling, with a cycle path along much of its shore.",
        "Hiking, climbing, paragliding and ski resorts within a short drive.",
        "A calm city with a picturesque old town and a relaxed pace.",
        "A solid local economy in precision engineering, outdoor sports equipment and tourism.",
        "An international animation film festival and summer events by the lake.",
      ],
      considerations: [
        "Housing is expensive for the city's size and the rental market is very tight, so start searching early.",
        "The bus network is useful but far less dense than in a metro city, and many residents need a car for mountain trips or jobs outside town.",
        "Summer brings large tourist crowds and heavy traffic around the lake.",
        "The job market is small, and international networks and English-speaking services are limited.",
        "Winters are cold, which raises heating bills.",
      ],
      visaOptions:
        "Most newcomers to Annecy come for a job in industry, tourism or outdoor sports, using the standard employee permit or the talent passport for qualified employees. People who plan to live on their own resources, including retirees, use the visitor visa; freelancers working remotely use the self-employed route, and young people from partner countries often come on a working holiday visa for the seasonal jobs.",
    },
    fr: {
      name: "Annecy",
      tagline: "Le lac, la montagne et une vie au grand air au pied des Alpes",
      overview:
        "Annecy est une petite ville au bord d'un lac alpin aux eaux claires, avec des canaux qui traversent sa vieille ville médiévale et des montagnes de tous côtés. Elle offre une vie au grand air exceptionnelle : baignade et paddle en été, randonnée, vélo et stations de ski toutes proches le reste de l'année. L'économie locale associe industrie de précision, marques de sports de plein air, tourisme et un secteur technologique en croissance, et la forte demande de travailleurs frontaliers maintient des loyers élevés. Elle convient à ceux qui préfèrent la nature et le calme à la diversité d'une grande ville.",
      highlights: [
        "Un lac assez propre pour la baignade, la voile et le paddle, avec une piste cyclable sur une grande partie de ses rives.",
        "Randonnée, escalade, parapente et stations de ski à courte distance en voiture.",
        "Une ville calme, une vieille ville pittoresque et un rythme apaisé.",
        "Une économie locale solide dans la mécanique de précision, les équipements de sports de plein air et le tourisme.",
        "Un festival international du film d'animation et des événements d'été au bord du lac.",
      ],
      considerations: [
        "Le logement est cher pour une ville de cette taille et le marché locatif très tendu : commencez vos recherches tôt.",
        "Le réseau de bus est utile mais bien moins dense que dans une ville dotée d'un métro, et beaucoup d'habitants ont besoin d'une voiture pour la montagne ou pour travailler hors de la ville.",
        "L'été amène une foule de touristes et une circulation dense autour du lac.",
        "Le marché de l'emploi est restreint, et les réseaux internationaux comme les services anglophones sont limités.",
        "Les hivers sont froids, ce qui alourdit la facture de chauffage.",
      ],
      visaOptions:
        "La plupart des nouveaux arrivants à Annecy viennent pour un emploi dans l'industrie, le tourisme ou les sports de plein air, avec le titre salarié ou le passeport talent salarié qualifié. Ceux qui comptent vivre de leurs propres ressources, dont les retraités, demandent le visa visiteur ; les indépendants en télétravail choisissent le statut d'entrepreneur (auto-entrepreneur), et les jeunes de pays partenaires viennent souvent avec un visa vacances-travail pour les emplois saisonniers.",
    },
    ar: {
      name: "آنسي",
      tagline: "بحيرة وجبال وحياة في الهواء الطلق عند سفوح الألب",
      overview:
        "آنسي مدينة صغيرة على ضفاف بحيرة ألبية صافية، تخترق القنوات مدينتها القديمة التي تعود إلى القرون الوسطى، وتحيط بها الجبال من كل جانب. وتوفر حياة استثنائية في الهواء الطلق: السباحة والتجديف صيفًا، والمشي الجبلي وركوب الدراجات ومنتجعات التزلج القريبة في بقية السنة. ويمزج الاقتصاد المحلي بين الصناعة الدقيقة وعلامات الرياضات الخارجية والسياحة وقطاع تكنولوجي متنامٍ، ويُبقي الطلب القوي من العاملين عبر الحدود القريبة السكنَ مرتفع الثمن. وهي تناسب من يقدّر الطبيعة والهدوء أكثر من تنوع المدن الكبرى.",
      highlights: [
        "بحيرة نظيفة بما يكفي للسباحة والإبحار والتجديف، مع مسار للدراجات على طول جزء كبير من ضفافها.",
        "المشي الجبلي والتسلق والطيران المظلي ومنتجعات التزلج على مسافة قصيرة بالسيارة.",
        "مدينة هادئة ذات بلدة قديمة خلابة وإيقاع مريح.",
        "اقتصاد محلي متين في الهندسة الدقيقة ومعدات الرياضات الخارجية والسياحة.",
        "مهرجان دولي لأفلام الرسوم المتحركة وفعاليات صيفية على ضفاف البحيرة.",
      ],
      considerations: [
        "السكن باهظ بالنسبة إلى حجم المدينة وسوق الإيجار ضيقة جدًا، لذا ابدأ البحث مبكرًا.",
        "شبكة الحافلات مفيدة لكنها أقل كثافة بكثير منها في مدينة فيها مترو، ويحتاج كثير من السكان إلى سيارة للرحلات الجبلية أو للعمل خارج المدينة.",
        "يجلب الصيف حشودًا كبيرة من السياح وحركة مرور كثيفة حول البحيرة.",
        "سوق العمل صغيرة، والشبكات الدولية والخدمات الناطقة بالإنجليزية محدودة.",
        "الشتاء بارد، مما يرفع فواتير التدفئة.",
      ],
      visaOptions:
        "يأتي معظم القادمين الجدد إلى آنسي للعمل في الصناعة أو السياحة أو الرياضات الخارجية، ببطاقة الإقامة العادية للموظف بأجر ({fr:titre salarié}) أو بجواز المواهب للموظفين المؤهلين. ويطلب من يعتزمون العيش من مواردهم الخاصة، ومنهم المتقاعدون، تأشيرة الزائر ({fr:visa visiteur})؛ ويختار المستقلون العاملون عن بُعد مسار العمل الحر (نظام المقاول الذاتي {fr:auto-entrepreneur})، وكثيرًا ما يأتي الشباب من البلدان الشريكة بتأشيرة العطلة والعمل ({fr:visa vacances-travail}) للعمل في الوظائف الموسمية.",
    },
  },
};
