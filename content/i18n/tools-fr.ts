import type { ToolsTexts } from "./tools-en.ts";

/** The French strings of content/i18n/tools-en.ts (same keys; TypeScript checks the shape). */
export const toolsFr: ToolsTexts = {
  title: "Outils de préparation",
  metaDescription:
    "Préparez votre installation en France\u202f: le coût de la vie dans sept villes, le budget du départ avec les frais et taxes de visa 2026, et un calendrier établi à partir du délai de traitement du visa.",
  intro:
    "Trois calculateurs fondés sur les mêmes chiffres sourcés que nos pages visas et nos guides des villes. Chaque résultat a sa propre adresse, à garder en favori, partager ou imprimer.",
  navLabel: "Outils de préparation",
  breadcrumb: "Outils",
  names: {
    "cost-of-living": "Coût de la vie",
    budget: "Budget du départ",
    timeline: "Calendrier",
  },
  descriptions: {
    "cost-of-living":
      "Logement, alimentation, transports, énergie et le reste pour votre foyer dans une ville française, sous forme de fourchette par mois et par an.",
    budget:
      "Ce que coûte le départ avant votre premier mois en France\u202f: frais et taxes de visa, voyage, dépôt de garantie, épargne de précaution, et ce qu'il faut mettre de côté chaque mois.",
    timeline:
      "Chaque étape, des recherches à vos premières semaines en France, avec ses dates, à partir du délai de traitement habituel du visa.",
  },
  open: "Ouvrir",
  access: {
    everyone: "Gratuit\u202f: une ville à la fois",
    premium: "Premium",
  },
  plansTitle: "Ce que comprend votre formule",
  plansFree:
    "Les visiteurs et les membres Free Explorer utilisent le calculateur de coût de la vie, une ville à la fois. Le budget du départ, le calendrier, la comparaison de {{max}}\u202fvilles au plus dans le calculateur de coût de la vie et les scénarios enregistrés font partie de Premium Relocator.",
  plansPremium:
    "Votre formule comprend tous les calculateurs, jusqu'à {{max}}\u202fvilles à la fois et les scénarios enregistrés.",
  seePremium: "Voir ce que comprend Premium",
  signIn: "Déjà membre\u202f? Connectez-vous",
  notAdvice:
    "Des estimations pour vous aider à préparer votre projet, pas un conseil financier ou juridique. Les frais et conditions officiels viennent des sources officielles citées sur chaque page.",
  form: {
    legend: "Votre situation",
    submit: "Calculer",
    errorSummary: "Veuillez corriger les points suivants\u202f:",
    city: "Ville",
    compareWith: "Comparer avec (facultatif)",
    none: "Aucune",
    housing: "Logement",
    housingOptions: {
      studio: "Studio",
      "one-bedroom": "Deux-pièces (une chambre)",
      "two-bedroom": "Trois-pièces (deux chambres)",
      house: "Maison",
    },
    people: "Personnes dans le foyer",
    lifestyle: "Mode de vie",
    lifestyleOptions: {
      minimal: "Économe",
      moderate: "Modéré",
      comfortable: "Confortable",
    },
    income: "Revenu mensuel (€, net)",
    incomeHint: "Ce que vous gagnez aujourd'hui, ou le salaire net de votre contrat en France.",
    savings: "Épargne pour le départ (€)",
    months: "Mois avant le départ",
    adults: "Dont adultes",
    adultsHint:
      "Les enfants ne paient que les frais de visa\u202f: les mineurs n'ont pas besoin de titre de séjour en France.",
    targetCity: "Ville visée",
    visa: "Visa",
    chooseVisa: "Choisissez un visa",
    rental: "Location",
    rentalOptions: {
      unfurnished: "Vide",
      furnished: "Meublée",
    },
    mode: "Quand souhaitez-vous arriver\u202f?",
    modeOptions: {
      asap: "Dès que possible",
      date: "À une date que je choisis",
    },
    arrival: "Date d'arrivée visée",
    arrivalHint: "Utilisée si vous visez une date.",
    docs: "Semaines pour réunir vos documents",
    docsHint: "Traductions, certificats, relevés bancaires\u202f: comptez large.",
  },
  errors: {
    cityRequired: "Veuillez choisir une ville.",
    cityInvalid: "Veuillez choisir des villes de la liste.",
    tooManyCities: "Veuillez choisir {{max}}\u202fvilles au plus.",
    housingInvalid: "Veuillez choisir un type de logement de la liste.",
    lifestyleInvalid: "Veuillez choisir un mode de vie de la liste.",
    peopleInvalid: "Indiquez un nombre entier de personnes, de {{min}} à {{max}}.",
    adultsInvalid: "Indiquez {{min}} ou {{max}}\u202fadultes, pas plus que les personnes du foyer.",
    incomeInvalid: "Indiquez votre revenu mensuel en euros entiers, en chiffres seulement (de {{min}} à {{max}}).",
    savingsInvalid: "Indiquez votre épargne en euros entiers, en chiffres seulement (de {{min}} à {{max}}).",
    monthsInvalid: "Indiquez un nombre entier de mois, de {{min}} à {{max}}.",
    visaRequired: "Veuillez choisir un visa.",
    visaInvalid: "Veuillez choisir un visa de la liste.",
    rentalInvalid: "Veuillez choisir une location vide ou meublée.",
    modeInvalid: "Veuillez choisir «\u202fdès que possible\u202f» ou une date.",
    arrivalRequired: "Veuillez choisir votre date d'arrivée visée.",
    arrivalInvalid: "Indiquez la date sous la forme année-mois-jour, par exemple {{example}}.",
    arrivalPast: "Veuillez choisir une date postérieure à aujourd'hui.",
    arrivalTooFar: "Veuillez choisir une date antérieure au {{max}}.",
    documentWeeksInvalid: "Indiquez un nombre entier de semaines, de {{min}} à {{max}}.",
  },
  range: {
    low: "Bas",
    typical: "Habituel",
    high: "Haut",
    perMonth: "par mois",
    perYear: "par an",
    summary: "{{typical}} (de {{low}} à {{high}})",
  },
  costOfLiving: {
    title: "Calculateur de coût de la vie",
    metaDescription:
      "Estimez votre coût de la vie mensuel et annuel à Paris, Lyon, Marseille, Nice, Bordeaux, Toulouse ou Annecy, selon le logement, la taille du foyer et le mode de vie, sous forme de fourchette.",
    intro:
      "Choisissez une ville, un logement, votre foyer et votre mode de vie\u202f: nous donnons chaque coût sous forme de fourchette, d'un bas prudent à un haut confortable, plutôt qu'un chiffre faussement précis.",
    resultTitle: "{{city}}\u202f: vos coûts estimés",
    forHousehold: "{{housing}}, {{people}}, {{lifestyle}}",
    people: "foyer de {{number}}",
    categories: {
      housing: "Logement (loyer charges comprises)",
      food: "Alimentation et restaurants",
      transport: "Transports",
      utilities: "Énergie, eau et internet",
      other: "Tout le reste",
    },
    otherNote: "vêtements, téléphone, loisirs, complémentaire santé, soins personnels",
    monthly: "Total par mois",
    yearly: "Total par an",
    chartTitle: "Coûts mensuels à {{city}}\u202f: fourchette et valeur habituelle",
    chartDescription:
      "Chaque barre va de l'estimation basse à l'estimation haute\u202f; le repère marque la valeur habituelle. Les mêmes chiffres figurent dans le tableau ci-dessous.",
    tableCaption: "Coûts mensuels à {{city}}, en euros",
    category: "Poste",
    compareTitle: "Les villes côte à côte",
    compareCaption: "Total par mois et par an, valeur habituelle et fourchette",
    city: "Ville",
    oneCityOnly:
      "Vous avez demandé {{number}}\u202fvilles\u202f: le calculateur gratuit montre une ville à la fois, ici {{city}}. Premium en compare jusqu'à {{max}} côte à côte.",
  },
  budget: {
    title: "Budget du départ",
    metaDescription:
      "Préparez le budget de votre installation en France\u202f: frais de visa et de titre de séjour avec les taxes 2026, voyage et installation, dépôt de garantie et premier loyer, épargne de précaution et objectif d'épargne mensuel.",
    intro:
      "Ce qu'il faut avoir épargné avant d'arriver, à partir des frais officiels de votre visa, des loyers et du coût de la vie de votre ville, et des plafonds de dépôt de garantie de la loi.",
    resultTitle: "Le budget de votre départ",
    items: {
      visaAndLegal: "Frais de visa et de titre de séjour",
      movingAndSetup: "Voyage et installation",
      deposit: "Dépôt de garantie",
      firstMonthRent: "Premier loyer",
      emergencyFund: "Épargne de précaution",
    },
    visaDetail: "{{adults}} × {{perAdult}} ({{composition}}){{children}}",
    visaChildren: " + {{number}} × {{perChild}} pour les enfants (frais de visa seulement)",
    movingDetail: "{{people}} × {{travel}} de voyage et bagages + {{setup}} pour s'installer",
    depositDetail:
      "{{months}} de loyer au plus (location {{kind}}, loi du 6\u202fjuillet 1989)\u202f; nous le comptons sur le loyer charges comprises, un peu au-dessus du plafond légal, par prudence",
    rentDetail: "Loyer habituel à {{city}}\u202f: {{housing}}",
    emergencyDetail: "{{months}} du coût de la vie habituel de votre foyer ({{monthly}} par mois)",
    total: "Total recommandé",
    savings: "Votre épargne",
    toSave: "Reste à épargner",
    monthlyTarget: "Objectif d'épargne mensuel",
    monthlyTargetDetail: "sur {{months}}",
    shareOfIncome: "Soit {{percent}} de votre revenu mensuel.",
    noIncome: "Indiquez votre revenu mensuel pour voir quelle part il représente.",
    reached: "Votre épargne couvre déjà le total recommandé.",
    progressLabel: "Épargne par rapport au total recommandé",
    progress: "{{percent}} épargnés",
    resourcesTitle: "La condition de ressources du visa",
    resourcesMonthly:
      "Ce visa demande des ressources d'au moins {{floor}} par mois. Votre revenu mensuel\u202f: {{income}}.",
    resourcesAnnual:
      "Ce visa demande un salaire brut d'au moins {{floor}} par an dans votre contrat en France. Votre revenu mensuel × 12\u202f: {{income}}.",
    meets: "Condition remplie",
    below: "En dessous de la condition de {{shortfall}}",
    meetsText: "Sur ces chiffres, votre revenu atteint le montant que vérifie le consulat.",
    belowText:
      "Sur ces chiffres, votre revenu est inférieur au montant que vérifie le consulat. Les consulats peuvent aussi tenir compte d'une épargne ou d'un garant\u202f: lisez la page du visa avant de déposer votre demande.",
    annualNote: "Nous comparons votre revenu mensuel × 12 au plancher annuel brut, sans conversion du net en brut.",
    noResources:
      "Notre registre n'a pas de montant unique de ressources pour ce visa\u202f: sa page explique ce que vérifie le consulat.",
    visaPage: "Lire la page {{visa}}",
  },
  timeline: {
    title: "Calculateur de calendrier",
    metaDescription:
      "Planifiez les étapes de votre installation en France avec leurs dates\u202f: recherches, documents, rendez-vous visa, décision selon le délai habituel, voyage et formalités des premières semaines.",
    intro:
      "À partir du délai de traitement habituel de votre visa et des semaines nécessaires pour vos documents, chaque phase de votre installation avec ses dates, jusqu'aux formalités de vos premières semaines en France.",
    resultTitle: "Le calendrier de votre installation",
    phases: {
      research: "Recherches et choix",
      documents: "Réunir les documents",
      application: "Rendez-vous et dépôt",
      decision: "Décision sur le visa",
      travel: "Préparer le voyage",
      arrival: "Premières semaines en France",
    },
    phaseDetails: {
      research: "Choisissez votre visa et votre ville, lisez les conditions officielles.",
      documents: "Rassemblez, traduisez et copiez ce que demande le visa.",
      application: "Prenez rendez-vous au centre de visas et déposez votre demande.",
      decision: "Le consulat décide\u202f: habituellement {{processing}}. Au plus tôt, d'ici le {{earliest}}.",
      travel: "Passeport rendu avec le visa, billets, bagages.",
      arrival:
        "Validez en ligne votre visa long séjour (VLS-TS) dans les {{deadline}} suivant l'arrivée, au plus tard le {{deadlineDate}}\u202f; l'OFII peut ensuite vous convoquer à une visite médicale et au contrat d'intégration\u202f; ouvrez un compte bancaire\u202f; inscrivez-vous à l'Assurance maladie.",
    },
    from: "Du",
    to: "Au",
    phase: "Phase",
    dates: "{{start}} – {{end}}",
    chartTitle: "Les phases de votre installation sur un calendrier",
    chartDescription:
      "Une barre par phase, de son premier à son dernier jour. Les mêmes dates figurent dans le tableau.",
    tableCaption: "Phases et dates",
    arrival: "Arrivée prévue",
    completion: "Fin estimée",
    completionNote: "la fin de vos premières formalités en France",
    validationDeadline: "Dernier jour pour valider votre visa en ligne",
    status: {
      scheduled:
        "En commençant aujourd'hui, vous arriveriez le {{arrival}} (le {{earliest}} si la décision est rapide).",
      "on-track": "Dans les temps\u202f: commencez d'ici le {{latestStart}} pour arriver le {{target}}.",
      tight:
        "Serré\u202f: il fallait commencer d'ici le {{latestStart}}. En commençant aujourd'hui, vous arriveriez le {{arrival}}, ou le {{earliest}} seulement si la décision est rapide. Votre objectif\u202f: le {{target}}.",
      "too-late":
        "Trop tard pour le {{target}}\u202f: même avec une décision rapide, en commençant aujourd'hui vous arriveriez le {{earliest}}\u202f; prévoyez le {{arrival}}.",
    },
    processingSource: "Délai de traitement habituel\u202f: {{processing}}, comme sur la page du visa.",
  },
  upgrade: {
    title: "Ce calculateur fait partie de Premium",
    budget:
      "Le budget du départ fait partie de Premium Relocator\u202f: frais et taxes de votre visa, voyage, dépôt de garantie, épargne de précaution et objectif d'épargne mensuel, avec vos scénarios enregistrés. Le formulaire reste ouvert pour que vous voyiez ce qu'il demande.",
    timeline:
      "Le calendrier fait partie de Premium Relocator\u202f: chaque phase de votre installation avec ses dates, à partir du délai de traitement de votre visa, avec vos scénarios enregistrés. Le formulaire reste ouvert pour que vous voyiez ce qu'il demande.",
    cta: "Découvrir Premium Relocator",
  },
  save: {
    title: "Enregistrer ce scénario",
    name: "Nom",
    defaultName: "{{tool}} — {{details}}",
    submit: "Enregistrer",
    hint: "Enregistré dans votre compte et listé sur la page des outils, où vous pouvez le rouvrir, le renommer ou le supprimer.",
  },
  saved: {
    title: "Vos scénarios enregistrés",
    empty:
      "Aucun scénario enregistré pour l'instant. Lancez un calcul, puis utilisez «\u202fEnregistrer ce scénario\u202f» sous le résultat.",
    savedNotice: "Enregistré\u202f: {{name}}.",
    renamedNotice: "Renommé\u202f: {{name}}.",
    deletedNotice: "Le scénario a été supprimé.",
    open: "Ouvrir",
    newName: "Nouveau nom pour {{name}}",
    rename: "Renommer",
    delete: "Supprimer",
    deleteLabel: "Supprimer {{name}}",
    updated: "Modifié le {{date}}",
    tool: "Calculateur",
  },
  assumptions: {
    title: "Comment nous calculons",
    intro:
      "Ces règles sont nos estimations, pas des chiffres officiels (établies le {{date}}). Les frais, plafonds et délais officiels viennent des sources listées sous le résultat.",
    rentStudio: "Un studio\u202f: {{share}} du loyer d'un deux-pièces.",
    rentTwoBedroom: "Un trois-pièces\u202f: à mi-chemin entre les loyers du deux-pièces et du quatre-pièces.",
    rentHouse: "Une maison\u202f: le loyer du quatre-pièces plus {{share}}.",
    utilities:
      "L'énergie, l'eau et internet suivent la taille du logement\u202f: {{studio}} du montant du deux-pièces pour un studio, {{twoBedroom}} pour un trois-pièces, {{house}} pour une maison.",
    people:
      "Alimentation et transports\u202f: la première personne compte pour 1 et chaque autre pour {{weight}} (unités de consommation de l'INSEE, en comptant chacun comme âgé de 14\u202fans ou plus, par prudence).",
    lifestyle:
      "Alimentation et restaurants\u202f: {{minimal}} du montant pour une personne avec un mode de vie économe, {{comfortable}} avec un mode de vie confortable.",
    other: "Tout le reste\u202f: {{minimal}}, {{moderate}} ou {{comfortable}} des autres coûts, selon le mode de vie.",
    homeForHousehold: "Le logement retenu\u202f: {{rules}}\u202f; avec un mode de vie modéré.",
    homeRule: "{{from}} à {{to}}\u202fpersonnes\u202f: {{housing}}",
    homeRuleOne: "Foyer de {{from}}\u202f: {{housing}}",
    travel:
      "Voyage et bagages\u202f: {{amount}} par personne (un aller simple depuis l'extérieur de l'Europe avec une valise supplémentaire).",
    setup:
      "Installation\u202f: {{unfurnished}} pour un logement vide (lit, table, équipement de cuisine, d'occasion ou d'entrée de gamme), {{furnished}} pour un meublé.",
    emergency:
      "Épargne de précaution\u202f: {{months}} de coût de la vie, pour les semaines avant un premier salaire et les imprévus.",
    weeks:
      "Durées retenues\u202f: {{research}} de recherches, {{application}} pour obtenir un rendez-vous et déposer, {{travel}} entre le visa et le vol, {{settling}} de premières formalités en France.",
  },
  links: {
    title: "Préparez votre projet avec nos outils",
    costOfLiving: "Le coût de la vie à {{city}}, pour votre foyer",
    budget: "Le budget d'un départ avec ce visa",
    timeline: "Le calendrier de ce visa, avec ses dates",
    all: "Tous les outils de préparation",
  },
  textsInEnglish: "Les notes sur les chiffres des villes sont rédigées en anglais et en français seulement.",
};
