/**
 * The city comparison's UI strings and the map's words (app/i18n/locales/* as the key `cities`),
 * one module per language so a page loads only its own. No figure is written here: costs, scores
 * and dates arrive already formatted from the city dataset (content/cities/), the plan's name
 * from the catalogue (core/plans-catalogue.ts). The metric and city names must match the dataset's
 * English texts (content/cities/rubric.ts, the city files): app/features/cities/labels.test.ts
 * checks it.
 */
export const citiesEn = {
  title: "Compare French cities",
  titleWith: "Compare {{cities}}",
  metaDescription:
    "Compare Paris, Lyon, Marseille, Nice, Bordeaux, Toulouse and Annecy side by side: rents and monthly costs with their range, lifestyle scores, practical matters and the visas that suit each city.",
  intro:
    "Choose the cities you are weighing: we put their costs, lifestyle and practical matters side by side, with the visas that suit each one. The address of the comparison can be shared.",
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
    legend: "Choose up to three cities",
    submit: "Compare",
  },
  empty: "Choose two or three cities in the list above to see them side by side.",
  single: "Add a second city to compare it with.",
  textsInEnglish: "The cities' descriptions are written in English and French only, so they are shown here in English.",
  examplesTitle: "Popular comparisons",
  refused: {
    title: "Three cities at most",
    text: "You can compare up to three cities at a time. Not added: {{cities}}. Untick a city to choose another one.",
  },
  save: {
    title: "Keep this comparison",
    hint: "Saved comparisons are listed on your dashboard, so you can open them again in one click.",
    name: "Name (optional)",
    nameHint: "Left empty, it is called {{cities}}.",
    submit: "Save this comparison",
    savedTitle: "Saved on your dashboard",
    savedText: "This comparison is saved as “{{title}}”.",
    dashboard: "See your saved comparisons",
    upgradeTitle: "Save your comparisons with {{plan}}",
    upgradeText:
      "Everyone compares up to three cities, with every tab. The {{plan}} plan also saves the comparisons you want to come back to and lists them on your dashboard.",
    upgradeCta: "See the {{plan}} plan",
    signIn: "Already a member? Sign in",
  },
  saved: {
    title: "Saved city comparisons",
    intro: "The comparisons you saved, the latest first. Open one to see it again with today's figures.",
    empty:
      "You have not saved a comparison yet. Compare two or three cities, then save the comparison to find it here.",
    compare: "Compare cities",
    savedOn: "Saved on {{date}}",
    delete: "Delete",
    deleteLabel: "Delete the comparison “{{title}}”",
    deletedNotice: "The comparison was deleted.",
  },
  tabsLabel: "Comparison sections",
  tabs: {
    overview: "Overview",
    costs: "Costs",
    lifestyle: "Lifestyle",
    practical: "Practical",
    visas: "Visa info",
  },
  best: {
    rule: "In each row the best value is marked: the lowest cost, the highest score. Tied cities are all marked; nothing is marked when every city has the same value.",
    lowest: "Lowest",
    highest: "Highest",
  },
  map: {
    title: "Map of France",
    description: "The seven cities of the comparison: {{cities}}.",
    highlighted: "Highlighted: {{cities}}.",
  },
  overview: {
    title: "At a glance",
    highlights: "Highlights",
    totalMonthly: "Typical monthly budget for one person",
    guide: "Read our {{city}} guide",
  },
  costs: {
    title: "Monthly costs for one person",
    intro:
      "Our estimates of what one person pays each month, not official figures: the typical value, and the usual range from low to high.",
    chartTitle: "Typical monthly costs, with their usual range",
    chartNote:
      "Each bar is the typical value; the line under it spans the usual range from low to high. Each cost has its own scale. The figures are in the table below.",
    tableCaption: "Monthly costs for one person, in euros",
    metric: "Cost",
    rangeLabel: "Range:",
    basisLink: "How estimated",
    basisTitle: "How we estimated {{city}}'s costs",
    estimatedOn: "Estimated on {{date}}.",
    coversTitle: "What each cost covers",
  },
  scores: {
    lifestyleTitle: "Lifestyle scores",
    practicalTitle: "Practical scores",
    chartTitle: "Scores out of ten",
    chartNote: "Each bar is a city's score from one to ten. The figures are in the table below.",
    tableCaption: "Scores from one to ten",
    metric: "Score",
    outOfTen: "{{score}} / {{max}}",
    rubricTitle: "How the scores are given",
  },
  practical: {
    title: "Practical matters",
    rentControl: "Rent control",
    rentControlExperiment: "Yes, as an experiment",
    rentControlNone: "No",
    rentControlDetails: "Rent control in {{city}}",
    considerations: "Good to know",
    guides: "City guides",
  },
  visas: {
    title: "Visas that suit each city",
    intro:
      "The routes newcomers to each city most often take. Your own situation decides which visa applies: the assessment tells you in a few minutes.",
    routes: "Visa pages for {{city}}",
    allVisas: "All visa types",
  },
  metrics: {
    rentOneBedroom: "One-bedroom rent",
    rentThreeBedroom: "Three-bedroom rent",
    foodAndDining: "Food and dining",
    transportation: "Transportation",
    utilities: "Utilities",
    totalMonthly: "Total per month",
    nightlife: "Nightlife",
    cultureAndArts: "Culture and arts",
    safety: "Safety",
    expatCommunity: "Expat community",
    natureAndOutdoors: "Nature and outdoors",
    shopping: "Shopping",
    internetSpeed: "Internet speed",
    publicTransport: "Public transport",
    englishUsage: "English usage",
  },
  guide: {
    title: "Where {{city}} is, and how it compares",
    compare: "Compare {{city}} with other French cities",
  },
};

export type CitiesTexts = typeof citiesEn;
