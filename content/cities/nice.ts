import type { City } from "./city-types.ts";

export const nice: City = {
  id: "nice",
  visaSlugs: [
    "visiteur-touriste",
    "passeport-talent-salarie",
    "passeport-talent-chercheur",
    "etudiant-vls",
    "auto-entrepreneur",
  ],
  costs: {
    rentOneBedroom: { typical: 860, low: 690, high: 1120 },
    rentThreeBedroom: { typical: 1650, low: 1300, high: 2300 },
    foodAndDining: { typical: 470, low: 350, high: 720 },
    transportation: { typical: 45, low: 30, high: 65 },
    utilities: { typical: 125, low: 90, high: 190 },
    totalMonthly: { typical: 1500, low: 1160, high: 2095 },
  },
  scores: {
    nightlife: 6,
    cultureAndArts: 7,
    safety: 7,
    expatCommunity: 8,
    natureAndOutdoors: 9,
    shopping: 7,
    internetSpeed: 8,
    publicTransport: 6,
    englishUsage: 7,
  },
  // Service-Public.fr F1314, checked on 2026-11-24 (see the fact rent-control.experiment-end).
  rentControl: "none",
  estimateBasis: {
    en: "Rents start from the levels published by the rent observatory of the Alpes-Maritimes run by the local housing information agency (ADIL) and from the ANIL rent map, raised towards asking rents on the seafront and in the centre, with service charges included; seasonal lets near the sea push the upper end. Transport is the adult monthly pass in the fare grid published by the Lignes d'Azur network; the low end averages the annual pass per month and the high end adds occasional regional trains along the coast. Food follows household spending surveys by INSEE and CRÉDOC adjusted for Riviera prices, and utilities combine the regulated electricity tariff, mild-winter heating, water and a standard fibre plan.",
    fr: "Les loyers partent des niveaux publiés par l'observatoire des loyers des Alpes-Maritimes mené par l'ADIL et de la carte des loyers de l'ANIL, relevés vers les loyers demandés en bord de mer et dans le centre, charges comprises ; les locations saisonnières proches de la mer tirent le haut de la fourchette. Les transports correspondent à l'abonnement mensuel adulte de la grille publiée par le réseau Lignes d'Azur ; le bas de la fourchette ramène l'abonnement annuel au mois, le haut ajoute quelques trajets en TER le long de la côte. L'alimentation suit les enquêtes de dépenses des ménages de l'INSEE et du CRÉDOC, ajustées aux prix de la Côte d'Azur, et l'énergie combine le tarif réglementé de l'électricité, un chauffage d'hiver doux, l'eau et une offre fibre courante.",
    ar: "تنطلق الإيجارات من المستويات التي ينشرها مرصد الإيجارات في مقاطعة الألب البحرية، الذي تديره وكالة المعلومات المحلية حول السكن (ADIL)، ومن خريطة الإيجارات الصادرة عن ANIL، مع رفعها نحو الإيجارات المطلوبة على الواجهة البحرية وفي المركز، شاملةً أعباء الخدمات المشتركة؛ والإيجارات الموسمية القريبة من البحر ترفع الحد الأعلى. ويعتمد النقل على الاشتراك الشهري للبالغين وفق جدول التعريفات الذي تنشره شبكة Lignes d'Azur؛ والحد الأدنى هو الاشتراك السنوي موزعًا على الأشهر، والحد الأعلى يضيف بعض الرحلات بالقطارات الإقليمية على طول الساحل. ويستند الطعام إلى استطلاعات إنفاق الأسر التي يجريها INSEE وCRÉDOC مع تعديلها وفق أسعار الريفييرا، وتجمع فواتير الخدمات بين تعرفة الكهرباء المنظَّمة، وتدفئة تناسب شتاءً معتدلًا، والماء، واشتراك ألياف بصرية عادي.",
    estimatedOn: "2026-11-22",
  },
  text: {
    en: {
      name: "Nice",
      tagline: "Riviera light, sea views and an easy-going pace",
      overview:
        "Nice is the capital of the Côte d'Azur, with a long seafront promenade, a colourful old town and the foothills of the Alps rising just behind the city. Its mild climate and international airport have long attracted retirees, remote workers and families, and English is heard more often here than in most French cities. The Sophia Antipolis technology park nearby, tourism, health and services provide most jobs. Rents are high for a city of its size, especially near the sea, and life slows down outside the summer season.",
      highlights: [
        "A mild Mediterranean climate with sunny winters and the sea on the doorstep.",
        "Beaches and coastal paths in town, and ski resorts in the mountains behind it within a short drive.",
        "An international airport with direct flights to many destinations.",
        "A sizeable English-speaking community and many services used to international clients.",
        "Modern tram lines and public transport passes that are inexpensive for a large city.",
        "An old town full of markets, and art museums devoted to Matisse and Chagall.",
      ],
      considerations: [
        "Rents and property prices are high, particularly near the sea and where flats are let to tourists.",
        "Public transport works well along the tram lines but is thinner in the hills, where many residents drive.",
        "The job market is narrower than in Paris or Lyon, and many jobs are seasonal or linked to tourism.",
        "Crowded tourist spots see pickpocketing in summer; the usual precautions are enough in daily life.",
        "Summers are hot and busy with visitors, with more noise and traffic in the centre.",
      ],
      visaOptions:
        "Nice attracts many retirees and people living on their own means, who usually apply for the visitor visa by showing sufficient resources and health cover. Engineers and researchers joining the Sophia Antipolis technology park use the talent passport for qualified employees or the researcher talent route, students come on the student long-stay visa, and freelancers working with international clients use the self-employed route.",
    },
    fr: {
      name: "Nice",
      tagline: "La lumière de la Riviera, la mer en face et un rythme apaisé",
      overview:
        "Nice est la capitale de la Côte d'Azur, avec sa longue promenade en bord de mer, sa vieille ville colorée et les contreforts des Alpes juste derrière. Son climat doux et son aéroport international attirent depuis longtemps retraités, télétravailleurs et familles, et l'on y entend l'anglais plus souvent que dans la plupart des villes françaises. La technopole de Sophia Antipolis toute proche, le tourisme, la santé et les services fournissent l'essentiel des emplois. Les loyers sont élevés pour une ville de cette taille, surtout près de la mer, et la vie ralentit en dehors de la saison estivale.",
      highlights: [
        "Un climat méditerranéen doux, des hivers ensoleillés et la mer au pied de la porte.",
        "Des plages et des sentiers du littoral en ville, et des stations de ski dans l'arrière-pays à courte distance en voiture.",
        "Un aéroport international avec des vols directs vers de nombreuses destinations.",
        "Une communauté anglophone importante et de nombreux services habitués à une clientèle internationale.",
        "Des lignes de tramway modernes et des abonnements peu chers pour une grande ville.",
        "Une vieille ville pleine de marchés, et des musées consacrés à Matisse et à Chagall.",
      ],
      considerations: [
        "Les loyers et les prix de l'immobilier sont élevés, surtout près de la mer et là où les logements sont loués aux touristes.",
        "Les transports en commun fonctionnent bien le long du tramway mais sont plus rares sur les collines, où beaucoup d'habitants prennent la voiture.",
        "Le marché de l'emploi est plus étroit qu'à Paris ou à Lyon, et beaucoup d'emplois sont saisonniers ou liés au tourisme.",
        "Les lieux touristiques bondés connaissent des vols à la tire en été ; les précautions habituelles suffisent au quotidien.",
        "Les étés sont chauds et très fréquentés, avec plus de bruit et de circulation dans le centre.",
      ],
      visaOptions:
        "Nice attire de nombreux retraités et personnes vivant de leurs propres ressources, qui demandent généralement le visa visiteur en justifiant de ressources suffisantes et d'une couverture santé. Les ingénieurs et chercheurs qui rejoignent la technopole de Sophia Antipolis utilisent le passeport talent salarié qualifié ou le passeport talent chercheur, les étudiants viennent avec le visa long séjour étudiant, et les indépendants travaillant pour des clients internationaux choisissent le statut d'entrepreneur (auto-entrepreneur).",
    },
    ar: {
      name: "نيس",
      tagline: "ضوء الريفييرا وإطلالات على البحر وإيقاع هادئ",
      overview:
        "نيس هي عاصمة الكوت دازور، بممشاها البحري الطويل ومدينتها القديمة الزاهية الألوان وسفوح جبال الألب التي ترتفع خلف المدينة مباشرة. وقد اجتذب مناخها المعتدل ومطارها الدولي منذ زمن طويل المتقاعدين والعاملين عن بُعد والعائلات، وتُسمع الإنجليزية فيها أكثر مما في معظم المدن الفرنسية. ويوفر مجمّع صوفيا أنتيبوليس التكنولوجي القريب والسياحة والصحة والخدمات معظم فرص العمل. والإيجارات مرتفعة بالنسبة إلى مدينة بحجمها، خاصة قرب البحر، وتتباطأ الحياة خارج موسم الصيف.",
      highlights: [
        "مناخ متوسطي معتدل، بشتاء مشمس والبحر على عتبة الباب.",
        "شواطئ ومسارات ساحلية داخل المدينة، ومنتجعات تزلج في الجبال خلفها على مسافة قصيرة بالسيارة.",
        "مطار دولي برحلات مباشرة إلى وجهات عديدة.",
        "جالية كبيرة ناطقة بالإنجليزية، وخدمات كثيرة معتادة على التعامل مع زبائن دوليين.",
        "خطوط ترام حديثة واشتراكات نقل عام زهيدة الثمن بالنسبة إلى مدينة كبيرة.",
        "مدينة قديمة مليئة بالأسواق، ومتاحف فنية مخصصة لماتيس وشاغال.",
      ],
      considerations: [
        "الإيجارات وأسعار العقارات مرتفعة، خاصة قرب البحر وحيث تُؤجَّر الشقق للسياح.",
        "يعمل النقل العام جيدًا على طول خطوط الترام، لكنه أقل كثافة في التلال، حيث يتنقل كثير من السكان بالسيارة.",
        "سوق العمل أضيق منها في باريس أو ليون، وكثير من الوظائف موسمية أو مرتبطة بالسياحة.",
        "تشهد الأماكن السياحية المزدحمة حالات نشل في الصيف؛ وتكفي الاحتياطات المعتادة في الحياة اليومية.",
        "الصيف حار ومزدحم بالزوار، مع مزيد من الضجيج وحركة المرور في المركز.",
      ],
      visaOptions:
        "تجتذب نيس كثيرًا من المتقاعدين ومن يعيشون من مواردهم الخاصة، وهؤلاء يتقدمون عادةً بطلب تأشيرة الزائر ({fr:visa visiteur}) بإثبات موارد كافية وتغطية صحية. ويستخدم المهندسون والباحثون الذين ينضمون إلى مجمّع صوفيا أنتيبوليس التكنولوجي جوازَ المواهب للموظفين المؤهلين أو مسار المواهب للباحثين، ويأتي الطلاب بتأشيرة الإقامة الطويلة للطلاب، ويختار المستقلون العاملون مع زبائن دوليين مسار العمل الحر (نظام المقاول الذاتي {fr:auto-entrepreneur}).",
    },
  },
};
