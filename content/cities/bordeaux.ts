import type { City } from "./city-types.ts";

export const bordeaux: City = {
  id: "bordeaux",
  visaSlugs: ["passeport-talent-salarie", "salarie", "auto-entrepreneur", "etudiant-vls", "visiteur-touriste"],
  costs: {
    rentOneBedroom: { typical: 760, low: 620, high: 960 },
    rentThreeBedroom: { typical: 1380, low: 1100, high: 1850 },
    foodAndDining: { typical: 450, low: 340, high: 680 },
    transportation: { typical: 54, low: 46, high: 80 },
    utilities: { typical: 130, low: 95, high: 190 },
    totalMonthly: { typical: 1394, low: 1101, high: 1910 },
  },
  scores: {
    nightlife: 7,
    cultureAndArts: 7,
    safety: 7,
    expatCommunity: 6,
    natureAndOutdoors: 7,
    shopping: 7,
    internetSpeed: 8,
    publicTransport: 7,
    englishUsage: 5,
  },
  // Service-Public.fr F1314, checked on 2026-11-24 (see the fact rent-control.experiment-end).
  rentControl: "experiment",
  estimateBasis: {
    en: "Rents start from the medians of the rent observatory for the Bordeaux area run by the urban planning agency a'urba, part of the national network of local rent observatories coordinated by the ANIL, and from the reference rents of the rent-control scheme in Bordeaux, raised towards asking rents for newly let flats, with service charges included. Transport is the standard adult monthly pass in the fare grid published by the TBM network; the low end averages the annual pass per month and the high end adds the regional train option or bike hire. Food follows household spending surveys by INSEE and CRÉDOC, and utilities combine the regulated electricity tariff, heating, water and a standard fibre plan.",
    fr: "Les loyers partent des médianes de l'observatoire des loyers de l'agglomération bordelaise mené par l'agence d'urbanisme a'urba, membre du réseau national des observatoires locaux des loyers animé par l'ANIL, et des loyers de référence de l'encadrement des loyers à Bordeaux, relevés vers les loyers demandés à la relocation, charges comprises. Les transports correspondent à l'abonnement mensuel adulte de la grille publiée par le réseau TBM ; le bas de la fourchette ramène l'abonnement annuel au mois, le haut ajoute l'option TER ou la location d'un vélo. L'alimentation suit les enquêtes de dépenses des ménages de l'INSEE et du CRÉDOC, et l'énergie combine le tarif réglementé de l'électricité, le chauffage, l'eau et une offre fibre courante.",
    ar: "تنطلق الإيجارات من القيم الوسيطة لمرصد الإيجارات في منطقة بوردو، الذي تديره وكالة التخطيط العمراني a'urba، وهو جزء من الشبكة الوطنية للمراصد المحلية للإيجارات التي تنسقها ANIL، ومن الإيجارات المرجعية لنظام تسقيف الإيجارات في بوردو، مع رفعها نحو الإيجارات المطلوبة للشقق المعروضة حديثًا للإيجار، شاملةً أعباء الخدمات المشتركة. ويعتمد النقل على الاشتراك الشهري العادي للبالغين وفق جدول التعريفات الذي تنشره شبكة TBM؛ والحد الأدنى هو الاشتراك السنوي موزعًا على الأشهر، والحد الأعلى يضيف خيار القطار الإقليمي أو استئجار دراجة. ويستند الطعام إلى استطلاعات إنفاق الأسر التي يجريها INSEE وCRÉDOC، وتجمع فواتير الخدمات بين تعرفة الكهرباء المنظَّمة، والتدفئة، والماء، واشتراك ألياف بصرية عادي.",
    estimatedOn: "2026-11-22",
  },
  text: {
    en: {
      name: "Bordeaux",
      tagline: "Elegant stone, great wine and the Atlantic within reach",
      overview:
        "Bordeaux is a graceful city of pale stone façades along the Garonne, with a historic centre listed by UNESCO and quays turned into a long riverside promenade. It is the capital of a world-famous wine region and has grown quickly since high-speed trains brought it closer to Paris. Aerospace, defence, digital services and the wine trade are important employers, and the Atlantic beaches and the Arcachon Bay are within easy reach for a day out. Rents have risen with its popularity and are now capped by rent control, while remaining well below Paris.",
      highlights: [
        "A walkable, largely pedestrian centre with classical architecture and a riverside promenade.",
        "Wine culture everywhere, from neighbourhood wine bars to the Cité du Vin and the vineyards around the city.",
        "Ocean beaches, surf spots and the Arcachon Bay within easy reach for a day trip.",
        "A tram network that serves the centre well, and an extensive network of cycle lanes.",
        "Fast trains to Paris and a growing start-up and digital scene.",
      ],
      considerations: [
        "Housing is tight: rents have climbed and good flats near a tram line go quickly.",
        "Traffic on the ring road is heavy every day for those who commute by car.",
        "The international community is smaller than in Paris or Lyon, so French is important.",
        "Summers can be very hot and winters damp and grey.",
      ],
      visaOptions:
        "Qualified employees moving to Bordeaux's aerospace, digital and wine businesses usually use the talent passport for qualified employees or the standard employee permit. Freelancers and remote workers often settle here under the self-employed route, students come on the student long-stay visa for the university and business schools, and retirees drawn by the region's quality of life use the visitor visa.",
    },
    fr: {
      name: "Bordeaux",
      tagline: "La pierre blonde, les grands vins et l'Atlantique à portée de main",
      overview:
        "Bordeaux est une ville élégante aux façades de pierre blonde le long de la Garonne, avec un centre historique inscrit au patrimoine mondial de l'UNESCO et des quais transformés en longue promenade. Capitale d'une région viticole mondialement connue, elle s'est développée rapidement depuis que la grande vitesse l'a rapprochée de Paris. L'aéronautique, la défense, le numérique et le négoce du vin sont de grands employeurs, et les plages de l'Atlantique comme le bassin d'Arcachon sont faciles d'accès pour une journée. Les loyers ont augmenté avec sa popularité et sont désormais encadrés, tout en restant bien en dessous de Paris.",
      highlights: [
        "Un centre agréable à pied, largement piéton, à l'architecture classique, avec une promenade le long du fleuve.",
        "La culture du vin partout, des bars à vin de quartier à la Cité du Vin et aux vignobles autour de la ville.",
        "Les plages océanes, les spots de surf et le bassin d'Arcachon accessibles pour une excursion à la journée.",
        "Un réseau de tramway qui dessert bien le centre, et de nombreuses pistes cyclables.",
        "Des trains rapides vers Paris et un écosystème de start-up et du numérique en croissance.",
      ],
      considerations: [
        "Le logement est tendu : les loyers ont grimpé et les bons appartements proches du tramway partent vite.",
        "La rocade est très chargée chaque jour pour ceux qui se déplacent en voiture.",
        "La communauté internationale est plus petite qu'à Paris ou à Lyon : le français est important.",
        "Les étés peuvent être très chauds et les hivers humides et gris.",
      ],
      visaOptions:
        "Les salariés qualifiés qui rejoignent les entreprises bordelaises de l'aéronautique, du numérique ou du vin utilisent généralement le passeport talent salarié qualifié ou le titre salarié. Les indépendants et télétravailleurs s'installent souvent avec le statut d'entrepreneur (auto-entrepreneur), les étudiants viennent avec le visa long séjour étudiant pour l'université et les écoles de commerce, et les retraités attirés par la qualité de vie de la région demandent le visa visiteur.",
    },
    ar: {
      name: "بوردو",
      tagline: "حجر أنيق ونبيذ شهير والمحيط الأطلسي على مقربة",
      overview:
        "بوردو مدينة أنيقة ذات واجهات من الحجر الفاتح على امتداد نهر الغارون، ومركزها التاريخي مُدرج في قائمة التراث العالمي لليونسكو، وقد تحولت أرصفتها النهرية إلى ممشى طويل على ضفة النهر. وهي عاصمة منطقة نبيذ ذائعة الصيت عالميًا، وقد نمت بسرعة منذ أن قرّبتها القطارات فائقة السرعة من باريس. وتُعد صناعة الطيران والدفاع والخدمات الرقمية وتجارة النبيذ من كبار المشغّلين، كما أن شواطئ الأطلسي وحوض أركاشون في المتناول لقضاء يوم خارج المدينة. وقد ارتفعت الإيجارات مع تزايد شعبيتها وأصبحت الآن خاضعة لتسقيف الإيجارات، مع بقائها أدنى بكثير منها في باريس.",
      highlights: [
        "مركز يسهل التجول فيه سيرًا على الأقدام، ومعظمه مخصص للمشاة، بعمارة كلاسيكية وممشى على ضفة النهر.",
        "ثقافة النبيذ في كل مكان، من حانات النبيذ في الأحياء إلى مدينة النبيذ ({fr:Cité du Vin}) والكروم المحيطة بالمدينة.",
        "شواطئ المحيط ومواقع ركوب الأمواج وحوض أركاشون في المتناول لرحلة ليوم واحد.",
        "شبكة ترام تخدم المركز جيدًا، وشبكة واسعة من مسارات الدراجات.",
        "قطارات سريعة إلى باريس، ومشهد متنامٍ للشركات الناشئة والقطاع الرقمي.",
      ],
      considerations: [
        "سوق السكن ضيقة: فقد ارتفعت الإيجارات، والشقق الجيدة القريبة من خطوط الترام تُؤجَّر بسرعة.",
        "حركة المرور على الطريق الدائري كثيفة كل يوم لمن يتنقلون إلى عملهم بالسيارة.",
        "الجالية الدولية أصغر منها في باريس أو ليون، لذا فإن الفرنسية مهمة.",
        "قد يكون الصيف شديد الحرارة والشتاء رطبًا ورماديًا.",
      ],
      visaOptions:
        "يستخدم الموظفون المؤهلون الذين ينتقلون إلى شركات الطيران والقطاع الرقمي والنبيذ في بوردو عادةً جواز المواهب للموظفين المؤهلين ({fr:passeport talent salarié qualifié}) أو بطاقة الإقامة العادية للموظف بأجر ({fr:titre salarié}). وكثيرًا ما يستقر المستقلون والعاملون عن بُعد هنا في إطار مسار العمل الحر (نظام المقاول الذاتي {fr:auto-entrepreneur})، ويأتي الطلاب بتأشيرة الإقامة الطويلة للطلاب للالتحاق بالجامعة ومدارس التجارة، أما المتقاعدون الذين تجذبهم جودة الحياة في المنطقة فيطلبون تأشيرة الزائر.",
    },
  },
};
