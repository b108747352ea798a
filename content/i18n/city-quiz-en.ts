/**
 * The city quiz's UI strings (app/i18n/locales/* as the key `cityQuiz`, ADR 0031). No figure is
 * written here: budget bands, populations, costs, points and scores arrive as placeholders from
 * core/city-quiz.ts and the city dataset. City names come from the `cities` key.
 */
export const cityQuizEn = {
  title: "Which French city suits you?",
  metaDescription:
    "Six questions on your budget, climate, city size, priorities, French and everyday life, matched openly against Paris, Lyon, Marseille, Nice, Bordeaux, Toulouse and Annecy.",
  intro:
    "Six questions. We match your answers against our data on seven French cities and show exactly how each city scored.",
  progressLabel: "Quiz progress",
  progress: "Question {{step}} of {{total}}",
  stepState: {
    done: "answered",
    current: "current question",
    todo: "not answered yet",
  },
  next: "Next question",
  back: "Previous question",
  finish: "See my matches",
  questions: {
    budget: {
      short: "Budget",
      question: "How much can you spend on living costs each month?",
      hint: "For one person: the rent of a one-bedroom flat, food, transport and utilities.",
    },
    climate: {
      short: "Climate",
      question: "Which climate would you enjoy?",
      hint: "Broad descriptions, not forecasts: every city has hot and cold spells.",
    },
    size: {
      short: "City size",
      question: "How big a city would you like to live in?",
      hint: "By the number of people living in the city itself, not in its wider area.",
    },
    priorities: {
      short: "Priorities",
      question: "What matters most to you?",
      hint: "Choose one or two.",
    },
    language: {
      short: "French",
      question: "How comfortable are you in French?",
      hint: "Official procedures are in French everywhere in France; this is about everyday life.",
    },
    lifestyle: {
      short: "Everyday life",
      question: "Which everyday life sounds most like you?",
      hint: "Choose the one that matters most.",
    },
  },
  options: {
    budget: {
      "1000-1500": "{{min}} to {{max}} a month",
      "1500-2500": "{{min}} to {{max}} a month",
      "2500-plus": "Over {{min}} a month",
    },
    climate: {
      mediterranean: { label: "Sunny and warm", hint: "Hot, dry summers and mild winters" },
      oceanic: { label: "Mild and green", hint: "Gentle temperatures and rain in every season" },
      continental: { label: "Real seasons", hint: "Cold winters, sometimes snowy, and warm summers" },
      any: { label: "No preference", hint: "Climate will not count" },
    },
    size: {
      metropolis: { label: "A metropolis", hint: "Over {{min}} inhabitants" },
      big: { label: "A big city", hint: "{{min}} to {{max}} inhabitants" },
      medium: { label: "A mid-sized city", hint: "{{min}} to {{max}} inhabitants" },
      small: { label: "A smaller city", hint: "Under {{max}} inhabitants" },
      any: { label: "No preference", hint: "Size will not count" },
    },
    priorities: {
      career: {
        label: "Career and jobs",
        hint: "Counted by city size: a larger city has a larger job market",
      },
      culture: { label: "Culture and arts", hint: "Museums, concerts, theatre and festivals" },
      nature: { label: "Nature and outdoors", hint: "Sea, lakes, mountains or countryside close by" },
      safety: { label: "Calm and safety", hint: "How safe everyday life feels" },
      nightlife: { label: "Nightlife", hint: "Bars, clubs and live music" },
    },
    language: {
      fluent: { label: "I speak French well", hint: "Language will not count" },
      some: {
        label: "I speak some French and I am learning",
        hint: "An international community helps while you learn",
      },
      none: { label: "I speak little or no French yet", hint: "How far English goes counts" },
    },
    lifestyle: {
      "car-free": { label: "Getting around without a car", hint: "Metro, tram, bus and bike" },
      "remote-work": { label: "Working from home", hint: "Fast, reliable internet" },
      shopping: { label: "Shops and markets close at hand", hint: "From markets to international groceries" },
      international: { label: "An international circle of friends", hint: "Associations, meetups and other newcomers" },
    },
  },
  errors: {
    title: "Please answer first",
    unanswered: "Please answer question {{step}}, “{{question}}”, to go on.",
    tooMany: "Please choose no more than two priorities.",
    missing: "Please answer every question to see your matches. Still to answer:",
    missingItem: "Question {{step}}: {{question}}",
  },
  result: {
    title: "Your best match: {{city}}",
    summary: "{{city}} suits you best: {{reasons}}.",
    points: "{{points}} of {{max}} points",
    why: "Why it fits",
    keepInMind: "Keep in mind",
    nothingAgainst: "Nothing in your answers speaks against it.",
    othersTitle: "The other cities",
    othersIntro: "Every city, from the best match down, with what counted most.",
    mapTitle: "Where it is",
    actionsTitle: "What next",
    compare: "Compare these cities",
    compareHint: "Opens the city comparison with your top three: {{cities}}.",
    retake: "Retake the quiz",
    changeAnswers: "Change my answers",
    saved: "This result is saved on your profile.",
    savedLink: "Go to my profile",
    save: "Save this result to my profile",
    signInToSave: "Sign in to keep this result on your profile.",
    signIn: "Sign in",
    answersTitle: "Your answers",
    tableTitle: "How every city scored",
    tableCaption: "Points per question and in total, best match first",
    city: "City",
    total: "Total",
    howTitle: "How the matching works",
    how: {
      budget:
        "Budget: a city is comfortable when its typical month for one person costs at most nine tenths of your band's top ({{comfortable}} points), within it up to the top ({{tight}}), a stretch when only its cheaper flats fit ({{stretch}}) and over it otherwise ({{over}}).",
      classes:
        "Climate and size: the class you chose gets {{match}} points, the class next to it {{near}} and the others none; “no preference” gives every city {{match}}.",
      scores:
        "Priorities, French and everyday life use the cities' 1 to 10 scores: your priorities count up to {{priorities}} points (a single priority counts twice), the others up to {{other}}. Career follows city size. A score of {{strong}} or more is a reason, {{weak}} or less a point to keep in mind.",
      sources:
        "Costs and scores come from our city data, where each estimate's basis and each score's rubric are explained. Populations: INSEE legal populations ({{year}}), rounded. Climates are our broad editorial description, not measurements.",
    },
  },
  reasons: {
    budget: {
      comfortable: "well within your budget, at about {{amount}} a month",
      tight: "within your budget, with little to spare, at about {{amount}} a month",
      stretch:
        "a stretch for your budget: about {{amount}} a month, so only the cheaper flats fit (from about {{low}})",
      over: "above your budget: even the cheaper end is about {{low}} a month",
    },
    climate: {
      match: {
        mediterranean: "the sunny Mediterranean climate you want",
        oceanic: "the mild oceanic climate you want",
        continental: "the real seasons you want",
      },
      near: "a climate close to the one you want",
      other: {
        mediterranean: "a hot, dry Mediterranean climate rather than the one you chose",
        oceanic: "a mild, rainy oceanic climate rather than the one you chose",
        continental: "cold winters and warm summers rather than the climate you chose",
      },
    },
    size: {
      match: {
        metropolis: "the metropolis you asked for, with about {{population}} inhabitants",
        big: "the big city you asked for, with about {{population}} inhabitants",
        medium: "the mid-sized city you asked for, with about {{population}} inhabitants",
        small: "the smaller city you asked for, with about {{population}} inhabitants",
      },
      bigger: "bigger than you asked for, with about {{population}} inhabitants",
      smaller: "smaller than you asked for, with about {{population}} inhabitants",
    },
    career: {
      plus: "a large job market, in a city of about {{population}} inhabitants",
      minus: "a smaller job market, in a city of about {{population}} inhabitants",
    },
    score: {
      plus: {
        nightlife: "a lively nightlife ({{score}}/10)",
        cultureAndArts: "a rich cultural life ({{score}}/10)",
        safety: "a calm, safe everyday life ({{score}}/10)",
        expatCommunity: "a large international community ({{score}}/10)",
        natureAndOutdoors: "nature close at hand ({{score}}/10)",
        shopping: "shops of every kind ({{score}}/10)",
        internetSpeed: "fast internet for working from home ({{score}}/10)",
        publicTransport: "easy to live without a car ({{score}}/10)",
        englishUsage: "English goes a long way ({{score}}/10)",
      },
      minus: {
        nightlife: "quiet evenings ({{score}}/10 for nightlife)",
        cultureAndArts: "a smaller cultural offer ({{score}}/10)",
        safety: "usual big-city precautions needed ({{score}}/10 for safety)",
        expatCommunity: "a small international community ({{score}}/10)",
        natureAndOutdoors: "nature further away ({{score}}/10)",
        shopping: "a limited choice of shops ({{score}}/10)",
        internetSpeed: "internet quality varies by address ({{score}}/10)",
        publicTransport: "a car helps for many trips ({{score}}/10 for public transport)",
        englishUsage: "French needed early on ({{score}}/10 for English)",
      },
    },
  },
  profile: {
    title: "Your city quiz",
    empty: "You have not taken the city quiz yet: six questions to find the French city that suits you.",
    take: "Take the city quiz",
    taken: "Taken on {{date}}",
    topMatch: "Best match: {{city}}, {{points}} of {{max}} points",
    runnersUp: "Then",
    cityPoints: "{{city}}: {{points}} points",
    see: "See the full result",
    retake: "Retake the quiz",
    compare: "Compare these cities",
  },
};

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
export type CityQuizStrings = Strings<typeof cityQuizEn>;
