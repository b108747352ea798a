import type { City } from "./city-types.ts";

export const marseille: City = {
  id: "marseille",
  visaSlugs: [
    "salarie",
    "passeport-talent-salarie",
    "passeport-talent-chercheur",
    "etudiant-vls",
    "auto-entrepreneur",
    "visiteur-touriste",
  ],
  costs: {
    rentOneBedroom: { typical: 700, low: 550, high: 920 },
    rentThreeBedroom: { typical: 1200, low: 950, high: 1650 },
    foodAndDining: { typical: 420, low: 320, high: 650 },
    transportation: { typical: 56, low: 45, high: 80 },
    utilities: { typical: 125, low: 90, high: 185 },
    totalMonthly: { typical: 1301, low: 1005, high: 1835 },
  },
  scores: {
    nightlife: 7,
    cultureAndArts: 7,
    safety: 6,
    expatCommunity: 6,
    natureAndOutdoors: 9,
    shopping: 7,
    internetSpeed: 8,
    publicTransport: 6,
    englishUsage: 5,
  },
  // Service-Public.fr F1314, checked on 2026-11-24 (see the fact rent-control.experiment-end).
  rentControl: "none",
  estimateBasis: {
    en: "Rents start from the medians of the rent observatory for the Aix-Marseille-Provence area run by the Bouches-du-Rhône housing information agency (ADIL) with property professionals, raised towards asking rents for newly let flats, with service charges included; the ANIL rent map was used as a cross-check, and rents vary strongly between districts. Transport is the standard adult monthly pass of the RTM network in Marseille; the low end averages the annual pass per month and the high end reflects the metropolitan pass that adds regional buses and trains. Food follows household spending surveys by INSEE and CRÉDOC, and utilities combine the regulated electricity tariff, mild-winter heating, water and a standard fibre plan.",
    fr: "Les loyers partent des médianes de l'observatoire des loyers de la métropole Aix-Marseille-Provence mené par l'ADIL des Bouches-du-Rhône avec les professionnels de l'immobilier, relevées vers les loyers demandés à la relocation, charges comprises ; la carte des loyers de l'ANIL a servi de vérification, et les loyers varient fortement d'un quartier à l'autre. Les transports correspondent à l'abonnement mensuel adulte du réseau RTM à Marseille ; le bas de la fourchette ramène l'abonnement annuel au mois, le haut reflète le pass métropolitain qui ajoute cars et trains régionaux. L'alimentation suit les enquêtes de dépenses des ménages de l'INSEE et du CRÉDOC, et l'énergie combine le tarif réglementé de l'électricité, un chauffage d'hiver doux, l'eau et une offre fibre courante.",
    ar: "تنطلق الإيجارات من القيم الوسيطة لمرصد الإيجارات في منطقة إكس-مرسيليا-بروفانس، الذي تديره وكالة المعلومات حول السكن في مقاطعة بوش دو رون (ADIL) بالتعاون مع مهنيي العقار، مع رفعها نحو الإيجارات المطلوبة للشقق المعروضة حديثًا للإيجار، شاملةً أعباء الخدمات المشتركة؛ واستُخدمت خريطة الإيجارات الصادرة عن ANIL للتحقق، والإيجارات تتفاوت كثيرًا بين الأحياء. ويعتمد النقل على الاشتراك الشهري العادي للبالغين في شبكة RTM بمرسيليا؛ والحد الأدنى هو الاشتراك السنوي موزعًا على الأشهر، والحد الأعلى يعكس اشتراك المنطقة الحضرية الذي يضيف الحافلات والقطارات الإقليمية. ويستند الطعام إلى استطلاعات إنفاق الأسر التي يجريها INSEE وCRÉDOC، وتجمع فواتير الخدمات بين تعرفة الكهرباء المنظَّمة، وتدفئة تناسب شتاءً معتدلًا، والماء، واشتراك ألياف بصرية عادي.",
    estimatedOn: "2026-11-22",
  },
  text: {
    en: {
      name: "Marseille",
      tagline: "A sunlit port city with character and the sea at every turn",
      overview:
        "Marseille is one of France's oldest and largest cities, a Mediterranean port shaped by centuries of arrivals from all around the sea. Its neighbourhoods range from the Old Port and the Panier to small fishing coves and beaches, and the Calanques National Park begins at the edge of the city. Rents are moderate for a large city, and the cultural scene has grown around the MuCEM, artists' venues and a lively music scene. Daily life is relaxed and outdoor-oriented, although getting around takes more planning than in Paris or Lyon.",
      highlights: [
        "Sea, beaches and the Calanques National Park within the city limits.",
        "Rents that are more affordable than in most large French cities, with sea views still within reach.",
        "A diverse, multicultural city with a strong neighbourhood identity and busy markets.",
        "A growing cultural scene around the MuCEM, the Friche la Belle de Mai and many music venues.",
        "An international airport and fast trains to Paris, Lyon and the rest of the coast.",
      ],
      considerations: [
        "The metro and tram network covers only part of the city, so many residents also rely on buses, scooters or a car.",
        "Its reputation is often exaggerated, but neighbourhoods differ a great deal: visit an area at different times of day before signing a lease, and take the usual big-city precautions.",
        "Summers are hot, the mistral wind can be strong, and many older flats are poorly insulated.",
        "English is less widely spoken than in Paris or Nice, so learning French pays off quickly.",
        "Office jobs are fewer than in Paris or Lyon; shipping, logistics, health, research and the public sector are major employers.",
      ],
      visaOptions:
        "Newcomers to Marseille often come to work in shipping, logistics, health, research or the public sector, using the standard employee permit or the talent passport for qualified employees; researchers can use the researcher talent route with the region's universities and laboratories. Students come on the student long-stay visa, freelancers use the self-employed route, and retirees with sufficient resources of their own use the visitor visa.",
    },
    fr: {
      name: "Marseille",
      tagline: "Un port ensoleillé, plein de caractère, avec la mer à chaque coin de rue",
      overview:
        "Marseille est l'une des villes les plus anciennes et les plus grandes de France, un port méditerranéen façonné par des siècles d'arrivées venues de tout le pourtour de la mer. Ses quartiers vont du Vieux-Port et du Panier aux petites calanques de pêcheurs et aux plages, et le parc national des Calanques commence aux portes de la ville. Les loyers sont modérés pour une grande ville, et la vie culturelle s'est développée autour du MuCEM, de lieux d'artistes et d'une scène musicale très vivante. Le quotidien est détendu et tourné vers l'extérieur, même si les déplacements demandent plus d'organisation qu'à Paris ou à Lyon.",
      highlights: [
        "La mer, les plages et le parc national des Calanques sur le territoire même de la ville.",
        "Des loyers plus abordables que dans la plupart des grandes villes françaises, avec une vue sur mer encore accessible.",
        "Une ville diverse et multiculturelle, avec une forte identité de quartier et des marchés animés.",
        "Une vie culturelle en plein essor autour du MuCEM, de la Friche la Belle de Mai et de nombreuses salles de concert.",
        "Un aéroport international et des trains rapides vers Paris, Lyon et le reste de la côte.",
      ],
      considerations: [
        "Le métro et le tramway ne couvrent qu'une partie de la ville : beaucoup d'habitants utilisent aussi le bus, le scooter ou la voiture.",
        "Sa réputation est souvent exagérée, mais les quartiers sont très différents : visitez un secteur à plusieurs moments de la journée avant de signer un bail, et prenez les précautions habituelles d'une grande ville.",
        "Les étés sont chauds, le mistral peut souffler fort, et beaucoup de logements anciens sont mal isolés.",
        "L'anglais est moins parlé qu'à Paris ou à Nice : apprendre le français est vite rentable.",
        "Les emplois de bureau sont moins nombreux qu'à Paris ou à Lyon ; le maritime, la logistique, la santé, la recherche et le secteur public sont de grands employeurs.",
      ],
      visaOptions:
        "Les nouveaux arrivants à Marseille viennent souvent travailler dans le maritime, la logistique, la santé, la recherche ou le secteur public, avec le titre salarié ou le passeport talent salarié qualifié ; les chercheurs peuvent passer par le passeport talent chercheur avec les universités et laboratoires de la région. Les étudiants viennent avec le visa long séjour étudiant, les indépendants choisissent le statut d'entrepreneur (auto-entrepreneur), et les retraités disposant de ressources suffisantes demandent le visa visiteur.",
    },
    ar: {
      name: "مرسيليا",
      tagline: "مدينة مينائية مشمسة ذات طابع مميز، والبحر عند كل منعطف",
      overview:
        "مرسيليا من أقدم المدن الفرنسية وأكبرها، وهي ميناء متوسطي صاغته قرون من الوافدين من كل أنحاء البحر. وتتنوع أحياؤها من الميناء القديم وحي البانييه ({fr:Panier}) إلى خلجان الصيادين الصغيرة والشواطئ، ويبدأ المنتزه الوطني للكالانك ({fr:parc national des Calanques}) عند أطراف المدينة. والإيجارات معتدلة بالنسبة إلى مدينة كبيرة، وقد نمت الحياة الثقافية حول متحف MuCEM وفضاءات الفنانين ومشهد موسيقي نابض بالحياة. والحياة اليومية هادئة ومنفتحة على الهواء الطلق، وإن كان التنقل يتطلب تخطيطًا أكثر مما في باريس أو ليون.",
      highlights: [
        "البحر والشواطئ والمنتزه الوطني للكالانك داخل حدود المدينة.",
        "إيجارات في المتناول أكثر من معظم المدن الفرنسية الكبرى، ولا تزال الإطلالة على البحر في المتناول.",
        "مدينة متنوعة ومتعددة الثقافات، ذات هوية قوية لأحيائها وأسواق مفعمة بالحركة.",
        "حياة ثقافية متنامية حول متحف MuCEM وفضاء {fr:Friche la Belle de Mai} وقاعات موسيقية عديدة.",
        "مطار دولي وقطارات سريعة نحو باريس وليون وبقية الساحل.",
      ],
      considerations: [
        "لا تغطي شبكة المترو والترام إلا جزءًا من المدينة، لذا يعتمد كثير من السكان أيضًا على الحافلات أو الدراجات النارية الصغيرة أو السيارة.",
        "كثيرًا ما يُبالَغ في سمعتها، لكن الأحياء تختلف اختلافًا كبيرًا: زُر الحي في أوقات مختلفة من اليوم قبل توقيع عقد الإيجار، واتخذ الاحتياطات المعتادة في المدن الكبرى.",
        "الصيف حار، وقد تهب رياح الميسترال بقوة، وكثير من الشقق القديمة ضعيفة العزل.",
        "الإنجليزية أقل انتشارًا مما في باريس أو نيس، لذا فإن تعلّم الفرنسية يؤتي ثماره سريعًا.",
        "الوظائف المكتبية أقل عددًا مما في باريس أو ليون؛ ومن كبار المشغّلين قطاعات النقل البحري واللوجستيك والصحة والبحث والقطاع العام.",
      ],
      visaOptions:
        "كثيرًا ما يأتي القادمون الجدد إلى مرسيليا للعمل في النقل البحري أو اللوجستيك أو الصحة أو البحث أو القطاع العام، ببطاقة الإقامة العادية للموظف بأجر أو بجواز المواهب للموظفين المؤهلين؛ ويمكن للباحثين سلوك مسار المواهب للباحثين مع جامعات المنطقة ومختبراتها. ويأتي الطلاب بتأشيرة الإقامة الطويلة للطلاب، ويختار المستقلون مسار العمل الحر (نظام المقاول الذاتي {fr:auto-entrepreneur})، أما المتقاعدون الذين يملكون موارد خاصة كافية فيطلبون تأشيرة الزائر ({fr:visa visiteur}).",
    },
  },
};
