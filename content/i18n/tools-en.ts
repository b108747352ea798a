/**
 * The planning tools' words (ADR 0032): /tools and the cost-of-living, budget and timeline
 * calculators, in English. Wired into app/i18n/locales as `tools`; French and Arabic have the same
 * keys in tools-fr.ts and tools-ar.ts. {{…}} are i18next values filled by the pages: every amount,
 * date, duration and share comes formatted from the registry, the city dataset or
 * content/calculators/estimates.ts, never written here.
 */
export const toolsEn = {
  title: "Planning tools",
  metaDescription:
    "Plan your move to France: cost of living in seven cities, a budget for the move with the 2026 visa fees and taxes, and a timeline from the visa's processing time.",
  intro:
    "Three calculators built on the same sourced figures as our visa pages and city guides. Every result is an address you can bookmark, share or print.",
  navLabel: "Planning tools",
  breadcrumb: "Tools",
  names: {
    "cost-of-living": "Cost of living",
    budget: "Budget planner",
    timeline: "Timeline",
  },
  descriptions: {
    "cost-of-living":
      "Housing, food, transport, utilities and the rest for your household in a French city, as a range per month and per year.",
    budget:
      "What the move costs before your first month in France: visa fees and taxes, travel, deposit, emergency fund, and how much to save each month.",
    timeline:
      "Each step from research to your first weeks in France, with dates, from the visa's typical processing time.",
  },
  open: "Open",
  access: {
    everyone: "Free: one city at a time",
    premium: "Premium",
  },
  plansTitle: "What your plan includes",
  plansFree:
    "Visitors and Free Explorer members use the cost-of-living calculator, one city at a time. The budget planner, the timeline, comparing up to {{max}} cities in the cost-of-living calculator and saved scenarios come with Premium Relocator.",
  plansPremium: "Your plan includes every calculator, up to {{max}} cities at once and saved scenarios.",
  seePremium: "See what Premium includes",
  signIn: "Already a member? Sign in",
  notAdvice:
    "Estimates to help you plan, not financial or legal advice. Official fees and conditions come from the official sources linked on each page.",
  form: {
    legend: "Your situation",
    submit: "Calculate",
    errorSummary: "Please correct the following:",
    city: "City",
    compareWith: "Compare with (optional)",
    none: "None",
    housing: "Home",
    housingOptions: {
      studio: "Studio",
      "one-bedroom": "One-bedroom flat",
      "two-bedroom": "Two-bedroom flat",
      house: "House",
    },
    people: "People in the household",
    lifestyle: "Way of living",
    lifestyleOptions: {
      minimal: "Minimal",
      moderate: "Moderate",
      comfortable: "Comfortable",
    },
    income: "Monthly income (€, net)",
    incomeHint: "What you earn now, or the net salary of your French contract.",
    savings: "Savings for the move (€)",
    months: "Months until the move",
    adults: "Adults among them",
    adultsHint: "Children pay the visa fee only: minors need no residence permit in France.",
    targetCity: "Target city",
    visa: "Visa",
    chooseVisa: "Choose a visa",
    rental: "Flat",
    rentalOptions: {
      unfurnished: "Unfurnished",
      furnished: "Furnished",
    },
    mode: "When do you want to arrive?",
    modeOptions: {
      asap: "As soon as possible",
      date: "On a date I choose",
    },
    arrival: "Target arrival date",
    arrivalHint: "Used when you plan for a date.",
    docs: "Weeks to gather your documents",
    docsHint: "Translations, certificates, bank statements: count generously.",
  },
  errors: {
    cityRequired: "Please choose a city.",
    cityInvalid: "Please choose cities from the list.",
    tooManyCities: "Please choose {{max}} cities at most.",
    housingInvalid: "Please choose a kind of home from the list.",
    lifestyleInvalid: "Please choose a way of living from the list.",
    peopleInvalid: "Enter a whole number of people from {{min}} to {{max}}.",
    adultsInvalid: "Enter {{min}} or {{max}} adults, no more than the people in the household.",
    incomeInvalid: "Enter your monthly income in whole euros, digits only (from {{min}} to {{max}}).",
    savingsInvalid: "Enter your savings in whole euros, digits only (from {{min}} to {{max}}).",
    monthsInvalid: "Enter a whole number of months from {{min}} to {{max}}.",
    visaRequired: "Please choose a visa.",
    visaInvalid: "Please choose a visa from the list.",
    rentalInvalid: "Please choose furnished or unfurnished.",
    modeInvalid: "Please choose as soon as possible or a date.",
    arrivalRequired: "Please choose your target arrival date.",
    arrivalInvalid: "Enter the date as year-month-day, for example {{example}}.",
    arrivalPast: "Please choose a date after today.",
    arrivalTooFar: "Please choose a date before {{max}}.",
    documentWeeksInvalid: "Enter a whole number of weeks from {{min}} to {{max}}.",
  },
  range: {
    low: "Low",
    typical: "Typical",
    high: "High",
    perMonth: "per month",
    perYear: "per year",
    summary: "{{typical}} (from {{low}} to {{high}})",
  },
  costOfLiving: {
    title: "Cost-of-living calculator",
    metaDescription:
      "Estimate your monthly and yearly cost of living in Paris, Lyon, Marseille, Nice, Bordeaux, Toulouse or Annecy, by home, household size and way of living, as a range.",
    intro:
      "Choose a city, a home, your household and your way of living: we show each cost as a range, from a careful low to a comfortable high, rather than one falsely precise number.",
    resultTitle: "{{city}}: your estimated costs",
    forHousehold: "{{housing}}, {{people}}, {{lifestyle}}",
    people: "household of {{number}}",
    categories: {
      housing: "Housing (rent with charges)",
      food: "Food and dining",
      transport: "Transport",
      utilities: "Energy, water and internet",
      other: "Everything else",
    },
    otherNote: "clothes, phone, leisure, top-up health insurance, personal care",
    monthly: "Total per month",
    yearly: "Total per year",
    chartTitle: "Monthly costs in {{city}}: range and typical value",
    chartDescription:
      "Each bar runs from the low to the high estimate; the mark is the typical value. The same figures are in the table below.",
    tableCaption: "Monthly costs in {{city}}, in euros",
    category: "Cost",
    compareTitle: "The cities side by side",
    compareCaption: "Total per month and per year, typical value and range",
    city: "City",
    oneCityOnly:
      "You asked for {{number}} cities: the free calculator shows one city at a time, here {{city}}. Premium compares up to {{max}} side by side.",
  },
  budget: {
    title: "Budget planner",
    metaDescription:
      "Plan the budget of your move to France: visa and residence-permit fees with the 2026 taxes, travel and setup, deposit and first rent, emergency fund and a monthly saving target.",
    intro:
      "What to have saved before you arrive, from your visa's official fees, your city's rents and living costs, and the deposit limits of French law.",
    resultTitle: "Your moving budget",
    items: {
      visaAndLegal: "Visa and residence-permit fees",
      movingAndSetup: "Travel and setting up",
      deposit: "Rental deposit",
      firstMonthRent: "First month's rent",
      emergencyFund: "Emergency fund",
    },
    visaDetail: "{{adults}} × {{perAdult}} ({{composition}}){{children}}",
    visaChildren: " + {{number}} × {{perChild}} for children (the visa fee only)",
    movingDetail: "{{people}} × {{travel}} for travel and luggage + {{setup}} to set up the home",
    depositDetail:
      "{{months}} of rent at most ({{kind}} let, loi du 6 juillet 1989); we count it on the rent with charges, a little above the legal maximum, to stay on the careful side",
    rentDetail: "Typical rent in {{city}}: {{housing}}",
    emergencyDetail: "{{months}} of your household's typical living costs ({{monthly}} a month)",
    total: "Total recommended",
    savings: "Your savings",
    toSave: "Still to save",
    monthlyTarget: "Monthly saving target",
    monthlyTargetDetail: "over {{months}}",
    shareOfIncome: "That is {{percent}} of your monthly income.",
    noIncome: "Add your monthly income to see what share of it this is.",
    reached: "Your savings already cover the total recommended.",
    progressLabel: "Savings against the total recommended",
    progress: "{{percent}} saved",
    resourcesTitle: "The visa's resources condition",
    resourcesMonthly: "This visa asks for resources of at least {{floor}} a month. Your monthly income: {{income}}.",
    resourcesAnnual:
      "This visa asks for a gross salary of at least {{floor}} a year in your French contract. Your monthly income × 12: {{income}}.",
    meets: "Meets the condition",
    below: "Below the condition by {{shortfall}}",
    meetsText: "On these figures, your income meets the amount the consulate checks.",
    belowText:
      "On these figures, your income is below the amount the consulate checks. Consulates may also weigh savings or a sponsor: read the visa's page before you apply.",
    annualNote: "We compare your monthly income × 12 with the yearly gross floor, without converting net to gross.",
    noResources:
      "Our registry has no single resources figure for this visa: its page explains what the consulate checks.",
    visaPage: "Read the {{visa}} page",
  },
  timeline: {
    title: "Timeline calculator",
    metaDescription:
      "Plan the steps of your move to France with dates: research, documents, visa appointment, decision with the typical processing time, travel, and the formalities of your first weeks.",
    intro:
      "From your visa's typical processing time and the weeks you need for your documents, each phase of the move with its dates, to the formalities of your first weeks in France.",
    resultTitle: "Your moving timeline",
    phases: {
      research: "Research and choices",
      documents: "Gathering documents",
      application: "Appointment and application",
      decision: "Decision on the visa",
      travel: "Preparing to travel",
      arrival: "First weeks in France",
    },
    phaseDetails: {
      research: "Choose your visa and city, read the official conditions.",
      documents: "Collect, translate and copy what the visa asks for.",
      application: "Book the visa centre appointment and file your application.",
      decision: "The consulate decides: typically {{processing}}. At the short end, by {{earliest}}.",
      travel: "Passport back with the visa, tickets, packing.",
      arrival:
        "Validate your long-stay visa (VLS-TS) online within {{deadline}} of arrival, by {{deadlineDate}}; OFII may then invite you to a medical visit and the integration contract; open a bank account; register with health insurance.",
    },
    from: "From",
    to: "To",
    phase: "Phase",
    dates: "{{start}} – {{end}}",
    chartTitle: "The phases of your move on a calendar",
    chartDescription: "One bar per phase, from its first to its last day. The same dates are in the table.",
    tableCaption: "Phases and dates",
    arrival: "Planned arrival",
    completion: "Estimated completion",
    completionNote: "the end of your first formalities in France",
    validationDeadline: "Last day to validate your visa online",
    status: {
      scheduled: "Starting today, you would arrive on {{arrival}} (on {{earliest}} if the decision comes quickly).",
      "on-track": "On track: start by {{latestStart}} to arrive on {{target}}.",
      tight:
        "Tight: it was time to start by {{latestStart}}. Starting today, you would arrive on {{arrival}}, or on {{earliest}} only if the decision comes quickly. Your target: {{target}}.",
      "too-late":
        "Too late for {{target}}: even with a quick decision, starting today you would arrive on {{earliest}}; plan for {{arrival}}.",
    },
    processingSource: "Typical processing time: {{processing}}, as on the visa's page.",
  },
  upgrade: {
    title: "This calculator comes with Premium",
    budget:
      "The budget planner is part of Premium Relocator: your visa's fees and taxes, travel, deposit, emergency fund and monthly saving target, with your scenarios saved. The form stays open so you can see what it asks.",
    timeline:
      "The timeline is part of Premium Relocator: each phase of your move with its dates, from your visa's processing time, with your scenarios saved. The form stays open so you can see what it asks.",
    cta: "See Premium Relocator",
  },
  save: {
    title: "Save this scenario",
    name: "Name",
    defaultName: "{{tool}} — {{details}}",
    submit: "Save",
    hint: "Saved to your account and listed on the tools page, where you can reopen, rename or delete it.",
  },
  saved: {
    title: "Your saved scenarios",
    empty: "No saved scenario yet. Calculate, then use “Save this scenario” under the result.",
    savedNotice: "Saved: {{name}}.",
    renamedNotice: "Renamed: {{name}}.",
    deletedNotice: "The scenario was deleted.",
    open: "Open",
    newName: "New name for {{name}}",
    rename: "Rename",
    delete: "Delete",
    deleteLabel: "Delete {{name}}",
    updated: "Updated on {{date}}",
    tool: "Calculator",
  },
  assumptions: {
    title: "How we calculate",
    intro:
      "These rules are our estimates, not official figures (set on {{date}}). Official fees, limits and deadlines come from the sources listed below the result.",
    rentStudio: "A studio: {{share}} of the one-bedroom rent.",
    rentTwoBedroom: "Two bedrooms: halfway between the one-bedroom and the three-bedroom rents.",
    rentHouse: "A house: the three-bedroom rent plus {{share}}.",
    utilities:
      "Energy, water and internet follow the home's size: {{studio}} of the one-bedroom figure for a studio, {{twoBedroom}} for two bedrooms, {{house}} for a house.",
    people:
      "Food and transport: the first person counts for 1 and each other person for {{weight}} (INSEE's consumption units, counting everyone as aged 14 or over, the careful side).",
    lifestyle:
      "Food and dining: {{minimal}} of the one-person figure for a minimal way of living, {{comfortable}} for a comfortable one.",
    other: "Everything else: {{minimal}}, {{moderate}} or {{comfortable}} of the other costs, by way of living.",
    homeForHousehold: "The home we assume: {{rules}}; with a moderate way of living.",
    homeRule: "{{from}}–{{to}} people: {{housing}}",
    homeRuleOne: "Household of {{from}}: {{housing}}",
    travel: "Travel and luggage: {{amount}} per person (a one-way flight from outside Europe with an extra suitcase).",
    setup:
      "Setting up: {{unfurnished}} for an unfurnished home (bed, table, kitchen basics, second-hand or entry-level), {{furnished}} for a furnished one.",
    emergency: "Emergency fund: {{months}} of living costs, for the weeks before a first salary and the unexpected.",
    weeks:
      "Durations we assume: {{research}} of research, {{application}} to get an appointment and file, {{travel}} from the visa to the flight, {{settling}} of first formalities in France.",
  },
  links: {
    title: "Plan with our tools",
    costOfLiving: "Cost of living in {{city}}, for your household",
    budget: "Budget for a move with this visa",
    timeline: "Timeline for this visa, with dates",
    all: "All planning tools",
  },
  textsInEnglish: "City figure notes are written in English and French only, so they show here in English.",
};

export type ToolsTexts = typeof toolsEn;
