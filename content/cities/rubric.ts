import type { Translated } from "../content-language.ts";
import type { City, Score } from "./city-types.ts";

/**
 * The written 1-10 rubric behind every city score, in English and French. Every city file scores
 * against these bands, so a "7" means the same thing for Lyon as for Nice. The band limits are
 * numbers here (not prose), so the text itself follows the no-digit Prose rule.
 */
export type ScoreMetric = keyof City["scores"];

/** The score metrics in the order pages show them. */
export const scoreMetrics: ScoreMetric[] = [
  "nightlife",
  "cultureAndArts",
  "safety",
  "expatCommunity",
  "natureAndOutdoors",
  "shopping",
  "internetSpeed",
  "publicTransport",
  "englishUsage",
];

export type RubricText = Translated<string>;

/** One band of the scale: scores from `min` to `max` (inclusive) mean `meaning`. */
export type RubricBand = { min: Score; max: Score; meaning: RubricText };

export type MetricRubric = {
  /** Short label, e.g. for a comparison table row. */
  label: RubricText;
  /** What the metric measures and what it leaves out. */
  measures: RubricText;
  /** Four bands covering one to ten without gaps: low, middle, good, excellent. */
  bands: [RubricBand, RubricBand, RubricBand, RubricBand];
};

/** The band limits shared by every metric. */
export const rubricBandLimits: { min: Score; max: Score }[] = [
  { min: 1, max: 3 },
  { min: 4, max: 6 },
  { min: 7, max: 8 },
  { min: 9, max: 10 },
];

function bands(low: RubricText, middle: RubricText, good: RubricText, excellent: RubricText): MetricRubric["bands"] {
  return [
    { min: 1, max: 3, meaning: low },
    { min: 4, max: 6, meaning: middle },
    { min: 7, max: 8, meaning: good },
    { min: 9, max: 10, meaning: excellent },
  ];
}

/** General note shown with the scores. */
export const rubricNote: RubricText = {
  en: "Scores compare French cities with each other, for a newcomer's everyday life. They are editorial judgements based on public information, not measurements, and each one follows the written bands below.",
  fr: "Les notes comparent les villes françaises entre elles, du point de vue de la vie quotidienne d'un nouvel arrivant. Ce sont des appréciations éditoriales fondées sur des informations publiques, pas des mesures, et chacune suit les niveaux décrits ci-dessous.",
  ar: "تقارن التقييمات المدن الفرنسية بعضها ببعض، من منظور الحياة اليومية لقادم جديد. وهي تقديرات تحريرية مبنية على معلومات عامة، وليست قياسات، ويتبع كل منها المستويات المكتوبة أدناه.",
};

export const scoreRubric: Record<ScoreMetric, MetricRubric> = {
  nightlife: {
    label: { en: "Nightlife", fr: "Vie nocturne", ar: "الحياة الليلية" },
    measures: {
      en: "The choice and liveliness of bars, clubs, live music and late venues, how many evenings of the week they are busy, and how late the city stays awake.",
      fr: "Le choix et l'animation des bars, clubs, salles de concert et lieux ouverts tard, le nombre de soirs de la semaine où ils sont animés et l'heure à laquelle la ville s'endort.",
      ar: "تنوّع الحانات والنوادي الليلية وأماكن الموسيقى الحية والأماكن التي تبقى مفتوحة حتى وقت متأخر وحيويتها، وعدد أمسيات الأسبوع التي تكون فيها مزدحمة، وإلى أي ساعة تبقى المدينة مستيقظة.",
    },
    bands: bands(
      {
        en: "Few venues; the city is quiet after dinner, even at weekends.",
        fr: "Peu de lieux ; la ville est calme après le dîner, même le week-end.",
        ar: "أماكن قليلة؛ المدينة هادئة بعد العشاء، حتى في عطلات نهاية الأسبوع.",
      },
      {
        en: "A handful of bars and venues, lively mainly at weekends or in the tourist season.",
        fr: "Quelques bars et salles, animés surtout le week-end ou pendant la saison touristique.",
        ar: "عدد قليل من الحانات والأماكن، تنشط أساسًا في عطلات نهاية الأسبوع أو في الموسم السياحي.",
      },
      {
        en: "A varied scene spread over several districts, with something on most nights and late options at weekends.",
        fr: "Une offre variée répartie dans plusieurs quartiers, avec des sorties possibles la plupart des soirs et des lieux ouverts tard le week-end.",
        ar: "مشهد متنوع موزع على عدة أحياء، فيه ما يُقصد في معظم الأمسيات، وأماكن للسهر المتأخر في عطلات نهاية الأسبوع.",
      },
      {
        en: "One of the richest scenes in the country: every style of venue, every night, until very late.",
        fr: "L'une des offres les plus riches du pays : tous les styles de lieux, tous les soirs, jusque très tard.",
        ar: "من أغنى المشاهد في البلاد: كل أنواع الأماكن، كل ليلة، حتى وقت متأخر جدًا.",
      },
    ),
  },
  cultureAndArts: {
    label: { en: "Culture and arts", fr: "Culture et arts", ar: "الثقافة والفنون" },
    measures: {
      en: "Museums, theatres, concert halls, cinemas, heritage sites and festivals: how many there are, how good they are and how often the programme changes.",
      fr: "Musées, théâtres, salles de concert, cinémas, patrimoine et festivals : leur nombre, leur qualité et le renouvellement de leur programmation.",
      ar: "المتاحف والمسارح وقاعات الحفلات ودور السينما والمواقع التراثية والمهرجانات: عددها وجودتها ومدى تجدّد برامجها.",
    },
    bands: bands(
      {
        en: "A few local venues; for major exhibitions or performances you travel elsewhere.",
        fr: "Quelques lieux locaux ; pour les grandes expositions ou les grands spectacles, il faut se déplacer.",
        ar: "بعض الأماكن المحلية؛ أما المعارض أو العروض الكبرى فعليك السفر إليها في مكان آخر.",
      },
      {
        en: "A good local offer with some museums, a theatre and festivals, plus occasional touring shows.",
        fr: "Une bonne offre locale avec quelques musées, un théâtre et des festivals, ainsi que des tournées de passage.",
        ar: "عرض محلي جيد يضم بعض المتاحف ومسرحًا ومهرجانات، إضافة إلى عروض متنقلة من حين لآخر.",
      },
      {
        en: "A major regional centre with renowned museums, an opera or large concert halls and a full yearly programme.",
        fr: "Un grand pôle régional avec des musées réputés, un opéra ou de grandes salles de concert et une programmation fournie toute l'année.",
        ar: "مركز إقليمي كبير بمتاحف مشهورة، ودار أوبرا أو قاعات حفلات كبيرة، وبرنامج حافل طوال السنة.",
      },
      {
        en: "World-class institutions and an offer so broad that there is always something new to see.",
        fr: "Des institutions de rang mondial et une offre si large qu'il y a toujours quelque chose de nouveau à voir.",
        ar: "مؤسسات عالمية المستوى وعرض واسع إلى حد أن هناك دائمًا شيئًا جديدًا لمشاهدته.",
      },
    ),
  },
  safety: {
    label: { en: "Safety", fr: "Sécurité", ar: "الأمان" },
    measures: {
      en: "How safe everyday life feels for a resident who takes ordinary precautions: petty theft in busy places, how streets feel at night and how much districts differ. It is a general picture, not a crime ranking, and every city has calmer and busier areas.",
      fr: "Le sentiment de sécurité au quotidien pour un habitant qui prend des précautions ordinaires : vols à la tire dans les lieux fréquentés, ambiance des rues le soir et écarts entre quartiers. C'est une appréciation générale, pas un classement de la délinquance, et chaque ville a des quartiers plus calmes que d'autres.",
      ar: "مدى شعور المقيم الذي يتخذ الاحتياطات العادية بالأمان في حياته اليومية: السرقات الصغيرة في الأماكن المزدحمة، والأجواء في الشوارع ليلًا، ومدى اختلاف الأحياء فيما بينها. إنها صورة عامة وليست ترتيبًا لمعدلات الجريمة، وفي كل مدينة مناطق أهدأ وأخرى أكثر صخبًا.",
    },
    bands: bands(
      {
        en: "Problems are frequent enough to shape daily routines in many areas.",
        fr: "Les problèmes sont assez fréquents pour modifier les habitudes quotidiennes dans de nombreux quartiers.",
        ar: "المشكلات متكررة بما يكفي لتؤثر في العادات اليومية في مناطق كثيرة.",
      },
      {
        en: "Usual big-city precautions: petty theft in crowded places, and some districts or late hours call for extra care.",
        fr: "Les précautions habituelles d'une grande ville : vols dans les lieux bondés, et certains quartiers ou certaines heures tardives demandent plus de vigilance.",
        ar: "الاحتياطات المعتادة في المدن الكبرى: سرقات صغيرة في الأماكن المزدحمة، وبعض الأحياء أو الساعات المتأخرة تتطلب حذرًا إضافيًا.",
      },
      {
        en: "Most districts feel calm day and night; the main concern is petty theft in crowded spots.",
        fr: "La plupart des quartiers sont calmes de jour comme de nuit ; le principal risque est le vol dans les endroits très fréquentés.",
        ar: "معظم الأحياء هادئة ليلًا ونهارًا؛ والمصدر الرئيسي للقلق هو السرقات الصغيرة في الأماكن المزدحمة.",
      },
      {
        en: "Very calm: incidents are rare and common sense is all most residents need.",
        fr: "Très calme : les incidents sont rares et le bon sens suffit à la plupart des habitants.",
        ar: "هادئة جدًا: الحوادث نادرة، ولا يحتاج معظم السكان إلا إلى الحسّ السليم.",
      },
    ),
  },
  expatCommunity: {
    label: { en: "Expat community", fr: "Communauté internationale", ar: "الجالية الدولية" },
    measures: {
      en: "How large and organised the international community is: associations, meetups, international schools, and professionals and services used to helping foreign newcomers.",
      fr: "La taille et l'organisation de la communauté internationale : associations, rencontres, écoles internationales, professionnels et services habitués à accompagner les nouveaux arrivants étrangers.",
      ar: "حجم الجالية الدولية ومدى تنظيمها: الجمعيات واللقاءات والمدارس الدولية، والمهنيون والخدمات المعتادون على مساعدة القادمين الجدد من الأجانب.",
    },
    bands: bands(
      {
        en: "Few other international residents; support networks are informal or absent.",
        fr: "Peu d'autres résidents étrangers ; les réseaux d'entraide sont informels ou inexistants.",
        ar: "عدد قليل من المقيمين الأجانب الآخرين؛ وشبكات الدعم غير رسمية أو غائبة.",
      },
      {
        en: "A visible community with some associations and social groups, but limited dedicated services.",
        fr: "Une communauté visible avec quelques associations et groupes de rencontre, mais peu de services dédiés.",
        ar: "جالية ظاهرة مع بعض الجمعيات والمجموعات الاجتماعية، لكن الخدمات المخصصة لها محدودة.",
      },
      {
        en: "A large, active community with regular events, international schooling options and services used to newcomers.",
        fr: "Une communauté nombreuse et active, avec des événements réguliers, des possibilités de scolarité internationale et des services habitués aux nouveaux arrivants.",
        ar: "جالية كبيرة ونشطة، مع فعاليات منتظمة وخيارات للتعليم الدولي وخدمات معتادة على القادمين الجدد.",
      },
      {
        en: "One of the largest international communities in the country, with networks for almost every nationality and profession.",
        fr: "L'une des plus grandes communautés internationales du pays, avec des réseaux pour presque chaque nationalité et chaque métier.",
        ar: "من أكبر الجاليات الدولية في البلاد، مع شبكات لكل جنسية ومهنة تقريبًا.",
      },
    ),
  },
  natureAndOutdoors: {
    label: { en: "Nature and outdoors", fr: "Nature et plein air", ar: "الطبيعة والهواء الطلق" },
    measures: {
      en: "Access to parks, sea, lakes, mountains and countryside, and how easily outdoor activities fit into an ordinary week, without a long trip.",
      fr: "L'accès aux parcs, à la mer, aux lacs, à la montagne et à la campagne, et la facilité d'intégrer des activités de plein air dans une semaine ordinaire, sans long trajet.",
      ar: "الوصول إلى الحدائق والبحر والبحيرات والجبال والريف، ومدى سهولة إدراج الأنشطة في الهواء الطلق في أسبوع عادي، دون رحلة طويلة.",
    },
    bands: bands(
      {
        en: "Mostly built-up; nature means a long trip out of town.",
        fr: "Surtout urbain ; la nature impose un long trajet hors de la ville.",
        ar: "عمرانية في معظمها؛ والوصول إلى الطبيعة يعني رحلة طويلة خارج المدينة.",
      },
      {
        en: "Good parks and riverbanks in town, with proper countryside reachable for a day out.",
        fr: "De bons parcs et des berges en ville, et une vraie campagne accessible pour une journée.",
        ar: "حدائق وضفاف أنهار جيدة داخل المدينة، وريف حقيقي يمكن الوصول إليه في نزهة ليوم واحد.",
      },
      {
        en: "Varied nature close by, such as coast, hills or forests, easy to enjoy after work or at weekends.",
        fr: "Une nature variée à proximité, comme la côte, des collines ou des forêts, facile à profiter après le travail ou le week-end.",
        ar: "طبيعة متنوعة قريبة، كالساحل أو التلال أو الغابات، يسهل الاستمتاع بها بعد العمل أو في عطلات نهاية الأسبوع.",
      },
      {
        en: "Outstanding landscapes at the city's edge, with sea, lake or mountains part of daily life.",
        fr: "Des paysages exceptionnels aux portes de la ville, où la mer, le lac ou la montagne font partie du quotidien.",
        ar: "مناظر طبيعية استثنائية عند أطراف المدينة، حيث يكون البحر أو البحيرة أو الجبال جزءًا من الحياة اليومية.",
      },
    ),
  },
  shopping: {
    label: { en: "Shopping", fr: "Commerces", ar: "التسوق" },
    measures: {
      en: "The range of shops, from markets and everyday stores to department stores, specialist and international products.",
      fr: "L'éventail des commerces, des marchés et magasins du quotidien aux grands magasins, aux boutiques spécialisées et aux produits internationaux.",
      ar: "تنوّع المتاجر، من الأسواق ومحلات الحاجات اليومية إلى المتاجر الكبرى والمنتجات المتخصصة والدولية.",
    },
    bands: bands(
      {
        en: "Everyday needs only; many purchases mean travelling or ordering online.",
        fr: "Le strict nécessaire ; beaucoup d'achats imposent de se déplacer ou de commander en ligne.",
        ar: "الحاجات اليومية فقط؛ وكثير من المشتريات يتطلب التنقل أو الطلب عبر الإنترنت.",
      },
      {
        en: "A lively centre with markets and the main chains, but a limited choice of specialist or international goods.",
        fr: "Un centre animé avec des marchés et les grandes enseignes, mais peu de produits spécialisés ou internationaux.",
        ar: "مركز حيوي بأسواق وسلاسل المتاجر الرئيسية، لكن الخيار محدود في السلع المتخصصة أو الدولية.",
      },
      {
        en: "A large regional choice: department stores, shopping streets, specialist shops and international groceries.",
        fr: "Un large choix régional : grands magasins, rues commerçantes, boutiques spécialisées et épiceries internationales.",
        ar: "خيار إقليمي واسع: متاجر كبرى، وشوارع تجارية، ومحلات متخصصة، ومتاجر بقالة دولية.",
      },
      {
        en: "A world shopping destination where almost anything can be found in person.",
        fr: "Une destination commerciale mondiale où l'on trouve presque tout en magasin.",
        ar: "وجهة تسوق عالمية يمكن أن تجد فيها كل شيء تقريبًا في المتاجر مباشرة.",
      },
    ),
  },
  internetSpeed: {
    label: { en: "Internet speed", fr: "Débit internet", ar: "سرعة الإنترنت" },
    measures: {
      en: "Fibre availability in homes, typical fixed and mobile broadband quality, and the choice of providers, which matters for remote work.",
      fr: "La disponibilité de la fibre dans les logements, la qualité habituelle de l'internet fixe et mobile et le choix d'opérateurs, essentiels pour le télétravail.",
      ar: "توفّر الألياف البصرية في المساكن، والجودة المعتادة للإنترنت الثابت والمحمول، وتعدد مزوّدي الخدمة، وهو أمر مهم للعمل عن بُعد.",
    },
    bands: bands(
      {
        en: "Fibre is rare; copper lines make video calls unreliable.",
        fr: "La fibre est rare ; les lignes cuivre rendent les visioconférences peu fiables.",
        ar: "الألياف البصرية نادرة؛ والخطوط النحاسية تجعل مكالمات الفيديو غير موثوقة.",
      },
      {
        en: "Fibre in parts of the city; connections are adequate for video calls but vary by address.",
        fr: "La fibre dans une partie de la ville ; les connexions suffisent aux visioconférences mais varient selon l'adresse.",
        ar: "ألياف بصرية في أجزاء من المدينة؛ والاتصالات كافية لمكالمات الفيديو لكنها تختلف من عنوان لآخر.",
      },
      {
        en: "Fibre available in most homes, with reliable speeds and good mobile coverage.",
        fr: "La fibre disponible dans la plupart des logements, avec des débits fiables et une bonne couverture mobile.",
        ar: "ألياف بصرية متوفرة في معظم المساكن، بسرعات موثوقة وتغطية جيدة للهاتف المحمول.",
      },
      {
        en: "Near-universal fibre, very fast connections and strong competition between providers.",
        fr: "La fibre presque partout, des connexions très rapides et une forte concurrence entre opérateurs.",
        ar: "ألياف بصرية في كل مكان تقريبًا، واتصالات سريعة جدًا، ومنافسة قوية بين مزوّدي الخدمة.",
      },
    ),
  },
  publicTransport: {
    label: { en: "Public transport", fr: "Transports en commun", ar: "النقل العام" },
    measures: {
      en: "How much of the city the network covers, how frequent and late it runs, and how easy it is to live without a car.",
      fr: "La part de la ville couverte par le réseau, sa fréquence et ses horaires, et la facilité de vivre sans voiture.",
      ar: "مقدار ما تغطيه الشبكة من المدينة، ومدى تواتر رحلاتها وإلى أي ساعة تعمل، ومدى سهولة العيش دون سيارة.",
    },
    bands: bands(
      {
        en: "Sparse buses; a car is needed for most trips.",
        fr: "Des bus peu nombreux ; la voiture est nécessaire pour la plupart des trajets.",
        ar: "حافلات قليلة؛ والسيارة ضرورية لمعظم التنقلات.",
      },
      {
        en: "A useful bus or tram network in the centre, thinner in outlying areas and in the evening; a car helps for many trips.",
        fr: "Un réseau de bus ou de tram utile dans le centre, plus clairsemé en périphérie et le soir ; une voiture facilite de nombreux trajets.",
        ar: "شبكة حافلات أو ترام مفيدة في المركز، وأقل كثافة في الأطراف وفي المساء؛ والسيارة تسهّل كثيرًا من التنقلات.",
      },
      {
        en: "A metro or dense tram network with frequent service; living without a car is easy in most districts.",
        fr: "Un métro ou un réseau de tram dense, avec des passages fréquents ; vivre sans voiture est simple dans la plupart des quartiers.",
        ar: "مترو أو شبكة ترام كثيفة برحلات متواترة؛ والعيش دون سيارة سهل في معظم الأحياء.",
      },
      {
        en: "A dense network covering the whole city and its region, frequent and late; a car is rarely useful.",
        fr: "Un réseau dense qui couvre toute la ville et sa région, fréquent et tardif ; la voiture est rarement utile.",
        ar: "شبكة كثيفة تغطي المدينة كلها ومنطقتها، برحلات متواترة حتى وقت متأخر؛ ونادرًا ما تكون السيارة مفيدة.",
      },
    ),
  },
  englishUsage: {
    label: { en: "English usage", fr: "Usage de l'anglais", ar: "استخدام الإنجليزية" },
    measures: {
      en: "How far a newcomer can get in English in shops, workplaces, health care and social life. Official procedures are in French everywhere in France.",
      fr: "Ce qu'un nouvel arrivant peut faire en anglais dans les commerces, au travail, chez le médecin et dans sa vie sociale. Les démarches officielles se font en français partout en France.",
      ar: "إلى أي مدى يستطيع القادم الجديد تدبير أموره بالإنجليزية في المتاجر وأماكن العمل والرعاية الصحية والحياة الاجتماعية. أما الإجراءات الرسمية فتتم بالفرنسية في كل أنحاء فرنسا.",
    },
    bands: bands(
      {
        en: "French is needed for almost every exchange.",
        fr: "Le français est nécessaire pour presque tous les échanges.",
        ar: "الفرنسية ضرورية في كل تعامل تقريبًا.",
      },
      {
        en: "English works in tourist areas and some workplaces, but daily life and services mostly need French.",
        fr: "L'anglais fonctionne dans les lieux touristiques et certaines entreprises, mais la vie quotidienne et les services demandent surtout le français.",
        ar: "تفي الإنجليزية بالغرض في المناطق السياحية وبعض أماكن العمل، لكن الحياة اليومية والخدمات تتطلب الفرنسية في الغالب.",
      },
      {
        en: "English is widely understood in central districts and international workplaces, and some doctors and services work in English.",
        fr: "L'anglais est largement compris dans les quartiers centraux et les entreprises internationales, et certains médecins et services travaillent en anglais.",
        ar: "الإنجليزية مفهومة على نطاق واسع في الأحياء المركزية وأماكن العمل الدولية، ويعمل بعض الأطباء والخدمات بالإنجليزية.",
      },
      {
        en: "Many residents can live and work mainly in English, with English-speaking services in most fields.",
        fr: "Beaucoup d'habitants peuvent vivre et travailler surtout en anglais, avec des services anglophones dans la plupart des domaines.",
        ar: "يستطيع كثير من السكان العيش والعمل بالإنجليزية أساسًا، مع خدمات ناطقة بالإنجليزية في معظم المجالات.",
      },
    ),
  },
};

/** What each money estimate covers, shown with the cost tables. */
export const costDefinitions: Record<keyof City["costs"], { label: RubricText; covers: RubricText }> = {
  rentOneBedroom: {
    label: { en: "One-bedroom rent", fr: "Loyer d'un deux-pièces", ar: "إيجار شقة بغرفة نوم واحدة" },
    covers: {
      en: "Monthly rent of a one-bedroom flat (a two-room flat in French terms) let to a newcomer, with building service charges included.",
      fr: "Loyer mensuel d'un deux-pièces loué à un nouvel arrivant, charges de copropriété récupérables comprises.",
      ar: "الإيجار الشهري لشقة بغرفة نوم واحدة (أي شقة من غرفتين بالتصنيف الفرنسي) مؤجَّرة لقادم جديد، شاملةً أعباء الخدمات المشتركة للمبنى.",
    },
  },
  rentThreeBedroom: {
    label: { en: "Three-bedroom rent", fr: "Loyer d'un quatre-pièces", ar: "إيجار شقة بثلاث غرف نوم" },
    covers: {
      en: "Monthly rent of a three-bedroom flat (a four-room flat in French terms), with building service charges included.",
      fr: "Loyer mensuel d'un quatre-pièces (trois chambres), charges récupérables comprises.",
      ar: "الإيجار الشهري لشقة بثلاث غرف نوم (أي شقة من أربع غرف بالتصنيف الفرنسي)، شاملةً أعباء الخدمات المشتركة للمبنى.",
    },
  },
  foodAndDining: {
    label: { en: "Food and dining", fr: "Alimentation et sorties au restaurant", ar: "الطعام والمطاعم" },
    covers: {
      en: "Groceries for one person plus a few meals and coffees out each month.",
      fr: "Les courses d'une personne et quelques repas et cafés pris dehors chaque mois.",
      ar: "مشتريات البقالة لشخص واحد، إضافة إلى بعض الوجبات وفناجين القهوة خارج المنزل كل شهر.",
    },
  },
  transportation: {
    label: { en: "Transportation", fr: "Transports", ar: "النقل" },
    covers: {
      en: "A monthly public transport pass, or its typical equivalent. Employers refund at least half of an employee's pass, which is not deducted here.",
      fr: "Un abonnement mensuel aux transports en commun, ou son équivalent habituel. L'employeur rembourse au moins la moitié de l'abonnement d'un salarié, ce qui n'est pas déduit ici.",
      ar: "اشتراك شهري في النقل العام، أو ما يعادله عادةً. ويسدّد صاحب العمل نصف ثمن اشتراك الموظف على الأقل، وهذا المبلغ غير مخصوم هنا.",
    },
  },
  utilities: {
    label: { en: "Utilities", fr: "Énergie, eau et internet", ar: "الطاقة والماء والإنترنت" },
    covers: {
      en: "Electricity, heating, water and a fibre internet plan for a one-bedroom flat.",
      fr: "Électricité, chauffage, eau et abonnement internet fibre pour un deux-pièces.",
      ar: "الكهرباء والتدفئة والماء واشتراك إنترنت بالألياف البصرية لشقة بغرفة نوم واحدة.",
    },
  },
  totalMonthly: {
    label: { en: "Total per month", fr: "Total mensuel", ar: "المجموع الشهري" },
    covers: {
      en: "One person in a one-bedroom flat: rent, food and dining, transport and utilities. Health insurance, leisure and savings come on top.",
      fr: "Une personne dans un deux-pièces : loyer, alimentation et restaurants, transports et énergie. La complémentaire santé, les loisirs et l'épargne s'y ajoutent.",
      ar: "شخص واحد في شقة بغرفة نوم واحدة: الإيجار والطعام والمطاعم والنقل والطاقة والماء والإنترنت. ويُضاف إلى ذلك التأمين الصحي التكميلي والترفيه والادخار.",
    },
  },
};
