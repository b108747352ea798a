import type { City } from "./city-types.ts";

export const toulouse: City = {
  id: "toulouse",
  visaSlugs: [
    "passeport-talent-salarie",
    "carte-bleue-ue",
    "transfert-intra-groupe",
    "passeport-talent-chercheur",
    "etudiant-vls",
  ],
  costs: {
    rentOneBedroom: { typical: 650, low: 520, high: 840 },
    rentThreeBedroom: { typical: 1150, low: 900, high: 1500 },
    foodAndDining: { typical: 430, low: 320, high: 650 },
    transportation: { typical: 59, low: 49, high: 80 },
    utilities: { typical: 130, low: 95, high: 190 },
    totalMonthly: { typical: 1269, low: 984, high: 1760 },
  },
  scores: {
    nightlife: 7,
    cultureAndArts: 7,
    safety: 7,
    expatCommunity: 6,
    natureAndOutdoors: 6,
    shopping: 7,
    internetSpeed: 8,
    publicTransport: 7,
    englishUsage: 6,
  },
  // Service-Public.fr F1314, checked on 2026-11-24 (see the fact rent-control.experiment-end).
  rentControl: "none",
  estimateBasis: {
    en: "Rents start from the market medians published by the local rent observatory for the Toulouse area (observatoire local des loyers, run by the Toulouse urban planning agency AUAT), which show the city among the most affordable large French cities, raised towards asking rents for newly let and furnished flats, with service charges included; the ANIL rent map was used as a cross-check. Transport is the thirty-one-day adult pass in the fare grid published by Tisséo; the low end averages the annual plan per month and the high end adds bike-share or occasional ride-hailing. Food follows household spending surveys by INSEE and CRÉDOC, and utilities combine the regulated electricity tariff, heating, water and a standard fibre plan.",
    fr: "Les loyers partent des médianes de marché publiées par l'observatoire local des loyers de l'agglomération toulousaine (porté par l'agence d'urbanisme AUAT), qui placent la ville parmi les grandes villes françaises les plus abordables, relevées vers les loyers demandés à la relocation et en meublé, charges comprises ; la carte des loyers de l'ANIL a servi de vérification. Les transports correspondent à l'abonnement adulte de trente et un jours de la grille publiée par Tisséo ; le bas de la fourchette ramène la formule annuelle au mois, le haut ajoute le vélo en libre-service ou quelques trajets en VTC. L'alimentation suit les enquêtes de dépenses des ménages de l'INSEE et du CRÉDOC, et l'énergie combine le tarif réglementé de l'électricité, le chauffage, l'eau et une offre fibre courante.",
    ar: "تنطلق الإيجارات من القيم الوسيطة للسوق التي ينشرها المرصد المحلي للإيجارات في منطقة تولوز (الذي تديره وكالة التخطيط العمراني في تولوز AUAT)، والتي تضع المدينة بين أكثر المدن الفرنسية الكبرى يُسرًا من حيث الإيجار، مع رفعها نحو الإيجارات المطلوبة للشقق المعروضة حديثًا للإيجار والشقق المفروشة، شاملةً أعباء الخدمات المشتركة؛ واستُخدمت خريطة الإيجارات الصادرة عن ANIL للتحقق. ويعتمد النقل على اشتراك البالغين لمدة واحد وثلاثين يومًا وفق جدول التعريفات الذي تنشره شبكة Tisséo؛ والحد الأدنى هو الصيغة السنوية موزعةً على الأشهر، والحد الأعلى يضيف الدراجات المشتركة أو بعض الرحلات بسيارات النقل مع سائق. ويستند الطعام إلى استطلاعات إنفاق الأسر التي يجريها INSEE وCRÉDOC، وتجمع فواتير الخدمات بين تعرفة الكهرباء المنظَّمة، والتدفئة، والماء، واشتراك ألياف بصرية عادي.",
    estimatedOn: "2026-11-22",
  },
  text: {
    en: {
      name: "Toulouse",
      tagline: "The pink city of aerospace, students and southern warmth",
      overview:
        "Toulouse, nicknamed the pink city for its brick buildings, is the heart of the European aerospace industry and one of France's largest student cities. Engineers, researchers and technicians from many countries work here for aircraft makers, space agencies and their suppliers, which gives the city a genuine international side. Rents are among the most affordable of France's large cities, and the metro, trams and buses make it easy to live without a car in the centre. The Pyrenees and the Mediterranean are both close enough for weekends.",
      highlights: [
        "A strong job market in aerospace, space, embedded systems and engineering.",
        "Affordable rents compared with other large French cities.",
        "A large student population that keeps the cafés, bars and music venues lively.",
        "An automated metro, trams and buses, with further metro lines under construction.",
        "Quick access to the Pyrenees for skiing and hiking.",
        "The Cité de l'Espace, the Capitole and the warm food culture of the south-west.",
      ],
      considerations: [
        "The job market leans heavily on aerospace and engineering, so other sectors offer fewer openings.",
        "Summers are hot, and the suburbs are spread out, with heavy traffic on the ring road.",
        "The train journey to Paris is longer than from Lyon or Bordeaux, and many people fly instead.",
        "Outside international workplaces, French is essential for social life and services.",
      ],
      visaOptions:
        "Engineers and technicians hired by aerospace and space companies usually apply for the talent passport for qualified employees or, with a higher salary, the EU Blue Card, while staff sent by their own group use the intra-company transfer permit. Researchers joining the city's laboratories use the researcher talent route, and the many international students come on the student long-stay visa.",
    },
    fr: {
      name: "Toulouse",
      tagline: "La ville rose de l'aéronautique, des étudiants et de la douceur du Sud",
      overview:
        "Toulouse, surnommée la ville rose pour ses bâtiments de brique, est le cœur de l'industrie aéronautique européenne et l'une des plus grandes villes étudiantes de France. Des ingénieurs, chercheurs et techniciens venus de nombreux pays y travaillent pour les avionneurs, les agences spatiales et leurs sous-traitants, ce qui donne à la ville une vraie dimension internationale. Les loyers comptent parmi les plus abordables des grandes villes françaises, et le métro, le tramway et les bus permettent de vivre sans voiture dans le centre. Les Pyrénées comme la Méditerranée sont assez proches pour le week-end.",
      highlights: [
        "Un marché de l'emploi solide dans l'aéronautique, le spatial, les systèmes embarqués et l'ingénierie.",
        "Des loyers abordables par rapport aux autres grandes villes françaises.",
        "Une population étudiante nombreuse qui anime les cafés, les bars et les salles de concert.",
        "Un métro automatique, des tramways et des bus, avec de nouvelles lignes de métro en construction.",
        "Un accès rapide aux Pyrénées pour le ski et la randonnée.",
        "La Cité de l'Espace, le Capitole et la gastronomie chaleureuse du Sud-Ouest.",
      ],
      considerations: [
        "Le marché de l'emploi dépend fortement de l'aéronautique et de l'ingénierie : les autres secteurs offrent moins de postes.",
        "Les étés sont chauds et la périphérie est étendue, avec une rocade très chargée.",
        "Le trajet en train vers Paris est plus long que depuis Lyon ou Bordeaux, et beaucoup prennent l'avion.",
        "En dehors des entreprises internationales, le français est indispensable pour la vie sociale et les services.",
      ],
      visaOptions:
        "Les ingénieurs et techniciens recrutés par les entreprises de l'aéronautique et du spatial demandent généralement le passeport talent salarié qualifié ou, avec un salaire plus élevé, la carte bleue européenne, tandis que les collaborateurs détachés par leur groupe utilisent le titre de transfert intra-groupe. Les chercheurs qui rejoignent les laboratoires de la ville passent par le passeport talent chercheur, et les nombreux étudiants internationaux viennent avec le visa long séjour étudiant.",
    },
    ar: {
      name: "تولوز",
      tagline: "المدينة الوردية للطيران والفضاء والطلاب ودفء الجنوب",
      overview:
        "تولوز، التي تُلقَّب بالمدينة الوردية بسبب مبانيها من الآجر، هي قلب صناعة الطيران والفضاء الأوروبية وإحدى أكبر المدن الجامعية في فرنسا. ويعمل فيها مهندسون وباحثون وتقنيون من بلدان كثيرة لدى شركات صناعة الطائرات ووكالات الفضاء ومورّديها، مما يمنح المدينة طابعًا دوليًا حقيقيًا. والإيجارات من بين الأيسر في المدن الفرنسية الكبرى، ويسهّل المترو والترام والحافلات العيش دون سيارة في المركز. وجبال البيرينيه والبحر الأبيض المتوسط كلاهما قريب بما يكفي لعطلات نهاية الأسبوع.",
      highlights: [
        "سوق عمل قوية في الطيران والفضاء والأنظمة المدمجة والهندسة.",
        "إيجارات في المتناول مقارنة بالمدن الفرنسية الكبرى الأخرى.",
        "عدد كبير من الطلاب يحافظ على حيوية المقاهي والحانات وقاعات الموسيقى.",
        "مترو آلي وترام وحافلات، مع خطوط مترو إضافية قيد الإنشاء.",
        "وصول سريع إلى جبال البيرينيه للتزلج والمشي الجبلي.",
        "مدينة الفضاء ({fr:Cité de l'Espace}) ومبنى الكابيتول ({fr:Capitole}) وثقافة الطعام الدافئة في الجنوب الغربي.",
      ],
      considerations: [
        "تعتمد سوق العمل بشدة على الطيران والهندسة، لذا تقل الفرص في القطاعات الأخرى.",
        "الصيف حار، والضواحي مترامية الأطراف، مع حركة مرور كثيفة على الطريق الدائري.",
        "الرحلة بالقطار إلى باريس أطول منها من ليون أو بوردو، ويفضّل كثيرون السفر بالطائرة بدلًا من ذلك.",
        "خارج أماكن العمل الدولية، الفرنسية ضرورية للحياة الاجتماعية وللحصول على الخدمات.",
      ],
      visaOptions:
        "يتقدم المهندسون والتقنيون الذين توظفهم شركات الطيران والفضاء عادةً بطلب جواز المواهب للموظفين المؤهلين ({fr:passeport talent salarié qualifié}) أو، إذا كان الراتب أعلى، البطاقة الزرقاء الأوروبية، بينما يستخدم الموظفون الذين ترسلهم مجموعتهم بطاقة النقل داخل مجموعة الشركات ({fr:transfert intra-groupe}). ويستخدم الباحثون الذين ينضمون إلى مختبرات المدينة مسار المواهب للباحثين ({fr:passeport talent chercheur})، ويأتي الطلاب الدوليون الكثيرون بتأشيرة الإقامة الطويلة للطلاب.",
    },
  },
};
