import type { City } from "./city-types.ts";

export const paris: City = {
  id: "paris",
  visaSlugs: [
    "passeport-talent-salarie",
    "carte-bleue-ue",
    "salarie",
    "transfert-intra-groupe",
    "passeport-talent-innovant",
    "passeport-talent-artistique",
    "etudiant-vls",
  ],
  costs: {
    rentOneBedroom: { typical: 1350, low: 1050, high: 1900 },
    rentThreeBedroom: { typical: 2700, low: 2100, high: 3900 },
    foodAndDining: { typical: 520, low: 380, high: 800 },
    transportation: { typical: 91, low: 83, high: 120 },
    utilities: { typical: 130, low: 95, high: 190 },
    totalMonthly: { typical: 2091, low: 1608, high: 3010 },
  },
  scores: {
    nightlife: 10,
    cultureAndArts: 10,
    safety: 6,
    expatCommunity: 10,
    natureAndOutdoors: 4,
    shopping: 10,
    internetSpeed: 9,
    publicTransport: 10,
    englishUsage: 8,
  },
  // Service-Public.fr F1314, checked on 2026-11-24 (see the fact rent-control.experiment-end).
  rentControl: "experiment",
  estimateBasis: {
    en: "Rents start from the average rents published by the Paris area rent observatory (OLAP) and the reference rents of the Paris rent-control scheme set by the prefect, raised towards asking rents for the furnished and newly let flats that newcomers usually find, with service charges included; the ANIL rent map was used as a cross-check. Transport is the all-zones Navigo monthly pass published by Île-de-France Mobilités; the low end is the annual Navigo averaged per month and the high end adds occasional bike-share or taxi rides. Food follows household spending surveys by INSEE and CRÉDOC adjusted for Paris prices, and utilities combine the regulated electricity tariff, water and a standard fibre plan.",
    fr: "Les loyers partent des loyers moyens publiés par l'Observatoire des loyers de l'agglomération parisienne (OLAP) et des loyers de référence de l'encadrement des loyers fixés par le préfet, relevés vers les loyers demandés pour les logements meublés et récemment remis en location que trouvent les nouveaux arrivants, charges comprises ; la carte des loyers de l'ANIL a servi de vérification. Les transports correspondent au forfait Navigo mois toutes zones publié par Île-de-France Mobilités ; le bas de la fourchette est le Navigo annuel ramené au mois, le haut ajoute quelques trajets en vélo en libre-service ou en taxi. L'alimentation suit les enquêtes de dépenses des ménages de l'INSEE et du CRÉDOC, ajustées aux prix parisiens, et l'énergie combine le tarif réglementé de l'électricité, l'eau et une offre fibre courante.",
    ar: "تنطلق الإيجارات من متوسط الإيجارات الذي ينشره مرصد الإيجارات في منطقة باريس الكبرى (OLAP) ومن الإيجارات المرجعية لنظام تسقيف الإيجارات في باريس الذي يحدده المحافظ، مع رفعها نحو الإيجارات المطلوبة للشقق المفروشة والشقق المعروضة حديثًا للإيجار التي يجدها القادمون الجدد عادةً، شاملةً أعباء الخدمات المشتركة؛ واستُخدمت خريطة الإيجارات الصادرة عن ANIL للتحقق. ويعتمد النقل على اشتراك Navigo الشهري لجميع المناطق الذي تنشره هيئة النقل في منطقة إيل دو فرانس؛ والحد الأدنى هو اشتراك نافيغو السنوي موزعًا على الأشهر، والحد الأعلى يضيف بعض الرحلات بالدراجات المشتركة أو بسيارات الأجرة. ويستند الطعام إلى استطلاعات إنفاق الأسر التي يجريها INSEE وCRÉDOC مع تعديلها وفق أسعار باريس، وتجمع فواتير الخدمات بين تعرفة الكهرباء المنظَّمة والماء واشتراك ألياف بصرية عادي.",
    estimatedOn: "2026-11-22",
  },
  text: {
    en: {
      name: "Paris",
      tagline: "The capital of careers, culture and everything in between",
      overview:
        "Paris is France's political, economic and cultural capital, and the city where most international companies, start-ups and institutions base their French teams. Newcomers find world-class museums, a dense metro network and an international community large enough to get help in almost any language. The trade-off is cost and space: rents are the highest in the country, flats are small and the housing search is competitive. Daily life happens at neighbourhood scale, and each arrondissement has its own markets, cafés and rhythm.",
      highlights: [
        "The widest job market in France, especially in finance, technology, luxury, consulting and international organisations.",
        "Museums, theatres, concert halls and festivals on a scale few cities can match.",
        "A dense metro, RER, tram and bus network, with a single pass covering the whole Île-de-France region.",
        "A large, well-organised international community, with international schools, associations and English-speaking professionals.",
        "High-speed trains from its main stations to every large French city.",
      ],
      considerations: [
        "Rents are the highest in France and good flats go fast: be ready with a complete rental file and, often, a guarantor.",
        "Flats are small by international standards, and family-sized homes inside the city are expensive.",
        "Pickpocketing is common in crowded tourist spots and on busy metro lines; ordinary big-city vigilance is enough in most districts.",
        "The pace is intense and green space is limited compared with other French cities.",
        "Demand is high for everything from nursery places to doctors' appointments, so plan ahead.",
      ],
      visaOptions:
        "Most newcomers arrive with a job offer. Qualified employees usually apply for the talent passport (now the carte de séjour talent) or, with a higher salary, the EU Blue Card; other contracts use the standard employee permit, and staff moved by their own group use the intra-company transfer permit. Founders of innovative companies can use the innovative business project route, artists and performers the artistic talent route, and students the student long-stay visa for the city's universities and grandes écoles.",
    },
    fr: {
      name: "Paris",
      tagline: "La capitale des carrières, de la culture et de tout ce qu'il y a entre les deux",
      overview:
        "Paris est la capitale politique, économique et culturelle de la France, et la ville où la plupart des entreprises internationales, des start-up et des institutions installent leurs équipes françaises. Les nouveaux arrivants y trouvent des musées de rang mondial, un réseau de métro très dense et une communauté internationale assez grande pour obtenir de l'aide dans presque toutes les langues. La contrepartie, ce sont le coût et l'espace : les loyers sont les plus élevés du pays, les logements sont petits et la recherche d'appartement est concurrentielle. La vie se vit à l'échelle du quartier, et chaque arrondissement a ses marchés, ses cafés et son rythme.",
      highlights: [
        "Le marché de l'emploi le plus large de France, notamment dans la finance, la tech, le luxe, le conseil et les organisations internationales.",
        "Des musées, théâtres, salles de concert et festivals d'une ampleur que peu de villes égalent.",
        "Un réseau dense de métro, RER, tramway et bus, avec un seul abonnement pour toute l'Île-de-France.",
        "Une communauté internationale nombreuse et bien organisée, avec des écoles internationales, des associations et des professionnels anglophones.",
        "Des TGV qui relient ses grandes gares à toutes les grandes villes françaises.",
      ],
      considerations: [
        "Les loyers sont les plus élevés de France et les bons logements partent vite : préparez un dossier de location complet et, souvent, un garant.",
        "Les logements sont petits par rapport aux standards internationaux, et les appartements familiaux intra-muros coûtent cher.",
        "Les vols à la tire sont fréquents dans les lieux touristiques bondés et sur les lignes de métro chargées ; la vigilance habituelle d'une grande ville suffit dans la plupart des quartiers.",
        "Le rythme est intense et les espaces verts sont plus rares que dans d'autres villes françaises.",
        "La demande est forte pour tout, des places en crèche aux rendez-vous médicaux : anticipez.",
      ],
      visaOptions:
        "La plupart des nouveaux arrivants viennent avec une offre d'emploi. Les salariés qualifiés demandent généralement le passeport talent (désormais carte de séjour talent) ou, avec un salaire plus élevé, la carte bleue européenne ; les autres contrats relèvent du titre salarié, et les collaborateurs détachés par leur groupe du titre de transfert intra-groupe. Les fondateurs d'entreprises innovantes peuvent passer par le projet économique innovant, les artistes par le talent profession artistique et culturelle, et les étudiants par le visa long séjour étudiant pour les universités et grandes écoles de la ville.",
    },
    ar: {
      name: "باريس",
      tagline: "عاصمة المسارات المهنية والثقافة وكل ما بينهما",
      overview:
        "باريس هي العاصمة السياسية والاقتصادية والثقافية لفرنسا، والمدينة التي تضع فيها معظم الشركات الدولية والشركات الناشئة والمؤسسات فرقها الفرنسية. يجد فيها القادمون الجدد متاحف عالمية المستوى، وشبكة مترو كثيفة، وجالية دولية كبيرة بما يكفي للحصول على المساعدة بكل اللغات تقريبًا. والثمن هو التكلفة والمساحة: فالإيجارات هي الأعلى في البلاد، والشقق صغيرة، والبحث عن سكن شديد التنافس. وتجري الحياة اليومية على مستوى الحي، ولكل دائرة ({fr:arrondissement}) أسواقها ومقاهيها وإيقاعها الخاص.",
      highlights: [
        "أوسع سوق عمل في فرنسا، لا سيما في المالية والتكنولوجيا والسلع الفاخرة والاستشارات والمنظمات الدولية.",
        "متاحف ومسارح وقاعات حفلات ومهرجانات على نطاق قلّما تضاهيه مدن أخرى.",
        "شبكة كثيفة من المترو وقطارات RER والترام والحافلات، مع اشتراك واحد يغطي منطقة إيل دو فرانس كلها.",
        "جالية دولية كبيرة ومنظمة جيدًا، مع مدارس دولية وجمعيات ومهنيين يتحدثون الإنجليزية.",
        "قطارات فائقة السرعة تنطلق من محطاتها الكبرى نحو كل المدن الفرنسية الكبيرة.",
      ],
      considerations: [
        "الإيجارات هي الأعلى في فرنسا والشقق الجيدة تُؤجَّر بسرعة: كن مستعدًا بملف إيجار كامل ({fr:dossier de location})، وفي أغلب الأحيان بكفيل ({fr:garant}).",
        "الشقق صغيرة مقارنة بالمعايير الدولية، والمساكن التي تتسع لعائلة داخل المدينة باهظة الثمن.",
        "النشل شائع في الأماكن السياحية المزدحمة وعلى خطوط المترو المكتظة؛ ويكفي الحذر المعتاد في المدن الكبرى في معظم الأحياء.",
        "الإيقاع مكثف، والمساحات الخضراء محدودة مقارنة بمدن فرنسية أخرى.",
        "الطلب مرتفع على كل شيء، من أماكن الحضانة إلى مواعيد الأطباء، لذا خطّط مسبقًا.",
      ],
      visaOptions:
        "يصل معظم القادمين الجدد بعرض عمل. ويتقدم الموظفون المؤهلون عادةً بطلب جواز المواهب، الذي صار اسمه بطاقة الإقامة «مواهب» ({fr:carte de séjour talent})، أو بطلب البطاقة الزرقاء الأوروبية إذا كان الراتب أعلى؛ أما العقود الأخرى فتندرج ضمن بطاقة الإقامة للموظف بأجر ({fr:titre salarié})، ويستخدم الموظفون الذين تنقلهم مجموعتهم بطاقة النقل داخل مجموعة الشركات ({fr:transfert intra-groupe}). ويمكن لمؤسسي الشركات المبتكرة سلوك مسار المشروع الاقتصادي المبتكر ({fr:projet économique innovant})، وللفنانين وفناني الأداء مسار المواهب للمهن الفنية والثقافية، وللطلاب تأشيرة الإقامة الطويلة للطلاب ({fr:visa long séjour étudiant}) للالتحاق بجامعات المدينة ومدارسها الكبرى ({fr:grandes écoles}).",
    },
  },
};
