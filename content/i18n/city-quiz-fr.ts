import type { CityQuizStrings } from "./city-quiz-en.ts";

/** The French strings of content/i18n/city-quiz-en.ts (same keys; TypeScript checks the shape). */
export const cityQuizFr: CityQuizStrings = {
  title: "Quelle ville française vous correspond\u202f?",
  metaDescription:
    "Six questions sur votre budget, le climat, la taille de ville, vos priorités, votre français et votre quotidien, comparées en toute transparence avec Paris, Lyon, Marseille, Nice, Bordeaux, Toulouse et Annecy.",
  intro:
    "Six questions. Nous comparons vos réponses avec nos données sur sept villes françaises et montrons précisément les points de chaque ville.",
  progressLabel: "Progression du questionnaire",
  progress: "Question {{step}} sur {{total}}",
  stepState: {
    done: "répondue",
    current: "question en cours",
    todo: "pas encore répondue",
  },
  next: "Question suivante",
  back: "Question précédente",
  finish: "Voir mes villes",
  questions: {
    budget: {
      short: "Budget",
      question: "Combien pouvez-vous consacrer chaque mois au coût de la vie\u202f?",
      hint: "Pour une personne\u202f: le loyer d'un deux-pièces, l'alimentation, les transports, l'énergie, l'eau et internet.",
    },
    climate: {
      short: "Climat",
      question: "Quel climat vous plairait\u202f?",
      hint: "De grandes tendances, pas des prévisions\u202f: chaque ville connaît des épisodes chauds et froids.",
    },
    size: {
      short: "Taille",
      question: "Dans quelle taille de ville aimeriez-vous vivre\u202f?",
      hint: "Selon le nombre d'habitants de la commune elle-même, sans son agglomération.",
    },
    priorities: {
      short: "Priorités",
      question: "Qu'est-ce qui compte le plus pour vous\u202f?",
      hint: "Choisissez-en une ou deux.",
    },
    language: {
      short: "Français",
      question: "Êtes-vous à l'aise en français\u202f?",
      hint: "Les démarches officielles se font en français partout en France\u202f; il s'agit ici de la vie quotidienne.",
    },
    lifestyle: {
      short: "Quotidien",
      question: "Quel quotidien vous ressemble le plus\u202f?",
      hint: "Choisissez ce qui compte le plus.",
    },
  },
  options: {
    budget: {
      "1000-1500": "De {{min}} à {{max}} par mois",
      "1500-2500": "De {{min}} à {{max}} par mois",
      "2500-plus": "Plus de {{min}} par mois",
    },
    climate: {
      mediterranean: { label: "Soleil et chaleur", hint: "Des étés chauds et secs, des hivers doux" },
      oceanic: { label: "Doux et verdoyant", hint: "Des températures modérées et de la pluie en toute saison" },
      continental: { label: "De vraies saisons", hint: "Des hivers froids, parfois enneigés, et des étés chauds" },
      any: { label: "Pas de préférence", hint: "Le climat ne comptera pas" },
    },
    size: {
      metropolis: { label: "Une métropole", hint: "Plus de {{min}} habitants" },
      big: { label: "Une grande ville", hint: "De {{min}} à {{max}} habitants" },
      medium: { label: "Une ville moyenne", hint: "De {{min}} à {{max}} habitants" },
      small: { label: "Une ville plus petite", hint: "Moins de {{max}} habitants" },
      any: { label: "Pas de préférence", hint: "La taille ne comptera pas" },
    },
    priorities: {
      career: {
        label: "Carrière et emploi",
        hint: "Compté selon la taille de la ville\u202f: plus une ville est grande, plus son marché du travail l'est aussi",
      },
      culture: { label: "Culture et arts", hint: "Musées, concerts, théâtre et festivals" },
      nature: { label: "Nature et plein air", hint: "La mer, un lac, la montagne ou la campagne à proximité" },
      safety: { label: "Calme et sécurité", hint: "Le sentiment de sécurité au quotidien" },
      nightlife: { label: "Vie nocturne", hint: "Bars, clubs et concerts" },
    },
    language: {
      fluent: { label: "Je parle bien français", hint: "La langue ne comptera pas" },
      some: {
        label: "Je parle un peu français et j'apprends",
        hint: "Une communauté internationale aide pendant l'apprentissage",
      },
      none: { label: "Je parle peu ou pas encore français", hint: "La place de l'anglais comptera" },
    },
    lifestyle: {
      "car-free": { label: "Se déplacer sans voiture", hint: "Métro, tram, bus et vélo" },
      "remote-work": { label: "Travailler depuis chez moi", hint: "Un internet rapide et fiable" },
      shopping: { label: "Des commerces et des marchés à portée de main", hint: "Des marchés aux épiceries du monde" },
      international: {
        label: "Un cercle d'amis international",
        hint: "Associations, rencontres et autres nouveaux arrivants",
      },
    },
  },
  errors: {
    title: "Merci de répondre d'abord",
    unanswered: "Répondez à la question {{step}}, «\u202f{{question}}\u202f», pour continuer.",
    tooMany: "Choisissez au plus deux priorités.",
    missing: "Répondez à toutes les questions pour voir vos villes. Il reste\u202f:",
    missingItem: "Question {{step}}\u202f: {{question}}",
  },
  result: {
    title: "La ville qui vous correspond le mieux\u202f: {{city}}",
    summary: "{{city}} vous correspond le mieux\u202f: {{reasons}}.",
    points: "{{points}} points sur {{max}}",
    why: "Pourquoi elle vous correspond",
    keepInMind: "À garder en tête",
    nothingAgainst: "Rien dans vos réponses ne joue contre elle.",
    othersTitle: "Les autres villes",
    othersIntro:
      "Toutes les villes, de la plus proche de vos réponses à la moins proche, avec ce qui a le plus compté.",
    mapTitle: "Où elle se trouve",
    actionsTitle: "Et maintenant",
    compare: "Comparer ces villes",
    compareHint: "Ouvre la comparaison avec vos trois premières villes\u202f: {{cities}}.",
    retake: "Refaire le questionnaire",
    changeAnswers: "Modifier mes réponses",
    saved: "Ce résultat est enregistré dans votre profil.",
    savedLink: "Voir mon profil",
    save: "Enregistrer ce résultat dans mon profil",
    signInToSave: "Connectez-vous pour garder ce résultat dans votre profil.",
    signIn: "Se connecter",
    answersTitle: "Vos réponses",
    tableTitle: "Les points de chaque ville",
    tableCaption: "Points par question et au total, de la ville la plus proche à la moins proche",
    city: "Ville",
    total: "Total",
    howTitle: "Comment le classement est calculé",
    how: {
      budget:
        "Budget\u202f: une ville est confortable quand son mois type pour une personne coûte au plus les neuf dixièmes du haut de votre tranche ({{comfortable}} points), dans le budget jusqu'à ce plafond ({{tight}}), juste quand seuls ses logements les moins chers y entrent ({{stretch}}) et au-dessus sinon ({{over}}).",
      classes:
        "Climat et taille\u202f: la catégorie choisie rapporte {{match}} points, la catégorie voisine {{near}} et les autres aucun\u202f; «\u202fpas de préférence\u202f» donne {{match}} points à chaque ville.",
      scores:
        "Priorités, français et quotidien reprennent les notes de 1 à 10 des villes\u202f: vos priorités comptent jusqu'à {{priorities}} points (une seule priorité compte double), les autres questions jusqu'à {{other}}. La carrière suit la taille de la ville. Une note de {{strong}} ou plus est un atout, de {{weak}} ou moins un point à garder en tête.",
      sources:
        "Les coûts et les notes viennent de nos données sur les villes, où la base de chaque estimation et la grille de chaque note sont expliquées. Populations\u202f: populations légales de l'INSEE ({{year}}), arrondies. Les climats sont une description éditoriale générale, pas des mesures.",
    },
  },
  reasons: {
    budget: {
      comfortable: "largement dans votre budget, avec environ {{amount}} par mois",
      tight: "dans votre budget, sans grande marge, avec environ {{amount}} par mois",
      stretch:
        "juste pour votre budget\u202f: environ {{amount}} par mois, seuls les logements les moins chers y entrent (à partir d'environ {{low}})",
      over: "au-dessus de votre budget\u202f: même le bas de la fourchette est d'environ {{low}} par mois",
    },
    climate: {
      match: {
        mediterranean: "le climat méditerranéen ensoleillé que vous cherchez",
        oceanic: "le climat océanique doux que vous cherchez",
        continental: "les vraies saisons que vous cherchez",
      },
      near: "un climat proche de celui que vous cherchez",
      other: {
        mediterranean: "un climat méditerranéen chaud et sec plutôt que celui que vous avez choisi",
        oceanic: "un climat océanique doux et pluvieux plutôt que celui que vous avez choisi",
        continental: "des hivers froids et des étés chauds plutôt que le climat que vous avez choisi",
      },
    },
    size: {
      match: {
        metropolis: "la métropole que vous cherchez, avec environ {{population}} habitants",
        big: "la grande ville que vous cherchez, avec environ {{population}} habitants",
        medium: "la ville moyenne que vous cherchez, avec environ {{population}} habitants",
        small: "la ville plus petite que vous cherchez, avec environ {{population}} habitants",
      },
      bigger: "plus grande que vous ne le souhaitez, avec environ {{population}} habitants",
      smaller: "plus petite que vous ne le souhaitez, avec environ {{population}} habitants",
    },
    career: {
      plus: "un grand marché du travail, dans une ville d'environ {{population}} habitants",
      minus: "un marché du travail plus restreint, dans une ville d'environ {{population}} habitants",
    },
    score: {
      plus: {
        nightlife: "une vie nocturne animée ({{score}}/10)",
        cultureAndArts: "une vie culturelle riche ({{score}}/10)",
        safety: "un quotidien calme et sûr ({{score}}/10)",
        expatCommunity: "une grande communauté internationale ({{score}}/10)",
        natureAndOutdoors: "la nature à portée de main ({{score}}/10)",
        shopping: "des commerces de toutes sortes ({{score}}/10)",
        internetSpeed: "un internet rapide pour le télétravail ({{score}}/10)",
        publicTransport: "facile de vivre sans voiture ({{score}}/10)",
        englishUsage: "l'anglais permet d'aller loin ({{score}}/10)",
      },
      minus: {
        nightlife: "des soirées calmes ({{score}}/10 pour la vie nocturne)",
        cultureAndArts: "une offre culturelle plus restreinte ({{score}}/10)",
        safety: "les précautions habituelles d'une grande ville ({{score}}/10 pour la sécurité)",
        expatCommunity: "une petite communauté internationale ({{score}}/10)",
        natureAndOutdoors: "la nature plus éloignée ({{score}}/10)",
        shopping: "un choix de commerces limité ({{score}}/10)",
        internetSpeed: "une qualité d'internet variable selon l'adresse ({{score}}/10)",
        publicTransport: "une voiture utile pour de nombreux trajets ({{score}}/10 pour les transports en commun)",
        englishUsage: "le français nécessaire très tôt ({{score}}/10 pour l'anglais)",
      },
    },
  },
  profile: {
    title: "Votre questionnaire sur les villes",
    empty:
      "Vous n'avez pas encore répondu au questionnaire\u202f: six questions pour trouver la ville française qui vous correspond.",
    take: "Répondre au questionnaire",
    taken: "Réalisé le {{date}}",
    topMatch: "Meilleure correspondance\u202f: {{city}}, {{points}} points sur {{max}}",
    runnersUp: "Ensuite",
    cityPoints: "{{city}}\u202f: {{points}} points",
    see: "Voir le résultat complet",
    retake: "Refaire le questionnaire",
    compare: "Comparer ces villes",
  },
};
