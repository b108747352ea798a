import type { CitiesTexts } from "./cities-en.ts";

/** The French strings of content/i18n/cities-en.ts (same keys; TypeScript checks the shape). */
export const citiesFr: CitiesTexts = {
  title: "Comparer des villes françaises",
  titleWith: "Comparer {{cities}}",
  metaDescription:
    "Comparez Paris, Lyon, Marseille, Nice, Bordeaux, Toulouse et Annecy côte à côte\u202f: loyers et coût de la vie avec leur fourchette, notes de qualité de vie, vie pratique et visas adaptés à chaque ville.",
  intro:
    "Choisissez les villes entre lesquelles vous hésitez\u202f: nous mettons côte à côte leurs coûts, leur qualité de vie et leur vie pratique, avec les visas adaptés à chacune. L'adresse de la comparaison peut être partagée.",
  names: {
    paris: "Paris",
    lyon: "Lyon",
    marseille: "Marseille",
    nice: "Nice",
    bordeaux: "Bordeaux",
    toulouse: "Toulouse",
    annecy: "Annecy",
  },
  listSeparator: ", ",
  form: {
    legend: "Choisissez jusqu'à trois villes",
    submit: "Comparer",
  },
  empty: "Choisissez deux ou trois villes dans la liste ci-dessus pour les voir côte à côte.",
  single: "Ajoutez une deuxième ville pour la comparer.",
  textsInEnglish:
    "Les descriptions des villes existent seulement en anglais et en français\u202f; elles sont donc affichées ici en anglais.",
  examplesTitle: "Comparaisons fréquentes",
  refused: {
    title: "Trois villes au maximum",
    text: "Vous pouvez comparer jusqu'à trois villes à la fois. Non ajoutée(s)\u202f: {{cities}}. Décochez une ville pour en choisir une autre.",
  },
  save: {
    title: "Garder cette comparaison",
    hint: "Les comparaisons enregistrées figurent dans votre tableau de bord, d'où vous les rouvrez d'un clic.",
    name: "Nom (facultatif)",
    nameHint: "Sans nom, elle s'appellera {{cities}}.",
    submit: "Enregistrer cette comparaison",
    savedTitle: "Enregistrée dans votre tableau de bord",
    savedText: "Cette comparaison est enregistrée sous le nom «\u202f{{title}}\u202f».",
    dashboard: "Voir vos comparaisons enregistrées",
    upgradeTitle: "Enregistrez vos comparaisons avec {{plan}}",
    upgradeText:
      "Tout le monde compare jusqu'à trois villes, avec toutes les rubriques. La formule {{plan}} enregistre aussi les comparaisons auxquelles vous voulez revenir et les réunit dans votre tableau de bord.",
    upgradeCta: "Découvrir la formule {{plan}}",
    signIn: "Déjà membre\u202f? Connectez-vous",
  },
  saved: {
    title: "Comparaisons de villes enregistrées",
    intro:
      "Les comparaisons que vous avez enregistrées, la plus récente en premier. Ouvrez-en une pour la revoir avec les chiffres du jour.",
    empty:
      "Vous n'avez encore enregistré aucune comparaison. Comparez deux ou trois villes, puis enregistrez la comparaison pour la retrouver ici.",
    compare: "Comparer des villes",
    savedOn: "Enregistrée le {{date}}",
    delete: "Supprimer",
    deleteLabel: "Supprimer la comparaison «\u202f{{title}}\u202f»",
    deletedNotice: "La comparaison a été supprimée.",
  },
  tabsLabel: "Rubriques de la comparaison",
  tabs: {
    overview: "Aperçu",
    costs: "Coûts",
    lifestyle: "Qualité de vie",
    practical: "Vie pratique",
    visas: "Visas",
  },
  best: {
    rule: "Dans chaque ligne, la meilleure valeur est signalée\u202f: le coût le plus bas, la note la plus haute. Les villes à égalité sont toutes signalées\u202f; rien ne l'est quand toutes les villes ont la même valeur.",
    lowest: "Le plus bas",
    highest: "La plus haute",
  },
  map: {
    title: "Carte de France",
    description: "Les sept villes de la comparaison\u202f: {{cities}}.",
    highlighted: "Mises en évidence\u202f: {{cities}}.",
  },
  overview: {
    title: "En bref",
    highlights: "Points forts",
    totalMonthly: "Budget mensuel type pour une personne",
    guide: "Lire notre guide de {{city}}",
  },
  costs: {
    title: "Coûts mensuels pour une personne",
    intro:
      "Nos estimations de ce qu'une personne paie chaque mois, et non des chiffres officiels\u202f: la valeur type et la fourchette habituelle, du bas au haut.",
    chartTitle: "Coûts mensuels types et leur fourchette habituelle",
    chartNote:
      "Chaque barre est la valeur type\u202f; le trait en dessous couvre la fourchette habituelle, du bas au haut. Chaque coût a sa propre échelle. Les chiffres sont dans le tableau ci-dessous.",
    tableCaption: "Coûts mensuels pour une personne, en euros",
    metric: "Coût",
    rangeLabel: "Fourchette\u202f:",
    basisLink: "Méthode",
    basisTitle: "Comment nous avons estimé les coûts de {{city}}",
    estimatedOn: "Estimé le {{date}}.",
    coversTitle: "Ce que couvre chaque coût",
  },
  scores: {
    lifestyleTitle: "Notes de qualité de vie",
    practicalTitle: "Notes de vie pratique",
    chartTitle: "Notes sur dix",
    chartNote: "Chaque barre est la note d'une ville, de un à dix. Les chiffres sont dans le tableau ci-dessous.",
    tableCaption: "Notes de un à dix",
    metric: "Note",
    outOfTen: "{{score}}/{{max}}",
    rubricTitle: "Comment les notes sont attribuées",
  },
  practical: {
    title: "Vie pratique",
    rentControl: "Encadrement des loyers",
    rentControlExperiment: "Oui, à titre expérimental",
    rentControlNone: "Non",
    rentControlDetails: "L'encadrement des loyers à {{city}}",
    considerations: "Bon à savoir",
    guides: "Guides des villes",
  },
  visas: {
    title: "Les visas adaptés à chaque ville",
    intro:
      "Les voies que prennent le plus souvent les nouveaux arrivants de chaque ville. C'est votre situation qui décide du visa applicable\u202f: l'évaluation vous l'indique en quelques minutes.",
    routes: "Pages visas pour {{city}}",
    allVisas: "Tous les types de visa",
  },
  metrics: {
    rentOneBedroom: "Loyer d'un deux-pièces",
    rentThreeBedroom: "Loyer d'un quatre-pièces",
    foodAndDining: "Alimentation et sorties au restaurant",
    transportation: "Transports",
    utilities: "Énergie, eau et internet",
    totalMonthly: "Total mensuel",
    nightlife: "Vie nocturne",
    cultureAndArts: "Culture et arts",
    safety: "Sécurité",
    expatCommunity: "Communauté internationale",
    natureAndOutdoors: "Nature et plein air",
    shopping: "Commerces",
    internetSpeed: "Débit internet",
    publicTransport: "Transports en commun",
    englishUsage: "Usage de l'anglais",
  },
  guide: {
    title: "Où se trouve {{city}}, et comment elle se compare",
    compare: "Comparer {{city}} avec d'autres villes françaises",
  },
};
