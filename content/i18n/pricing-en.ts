/**
 * The pricing page's UI strings (app/i18n/locales/* as the key `pricing`). No figure is written
 * here: prices, days, hours, weeks, team sizes and the VAT rate arrive as placeholders from the
 * catalogue (core/plans-catalogue.ts) and content/pricing/packages.ts. Keys ending in _one, _other
 * (and, in Arabic, _zero, _two, _few, _many) are i18next plural forms chosen by {{count}}.
 */
export const pricingEn = {
  metaDescription:
    "Passerelle's prices: the free and premium plans, monthly or yearly, and our done-for-you relocation packages for individuals, families, entrepreneurs, businesses and EU/EEA citizens. VAT included.",
  intro:
    "Plan your move yourself with our guides and tools, or let our team prepare it with you. Every price includes VAT.",
  notLegalAdvice:
    "Guidance, not legal advice. We prepare and check your file and guide you through each step, but the French authorities decide on every visa and residence permit: no one can promise their decision, and we do not.",
  tabsLabel: "Pricing sections",
  tabs: {
    subscriptions: "Subscriptions",
    individuals: "Done-for-you: individuals & families",
    business: "Done-for-you: entrepreneurs & business",
    euEea: "EU/EEA citizens",
  },
  subscriptions: {
    title: "Subscription plans",
    intro:
      "Start free. Premium Relocator unlocks more of our guidance, billed monthly or yearly, and you can stop at any time.",
  },
  individuals: {
    title: "Done-for-you packages for individuals and families",
    intro: "Our team prepares your move with you, from the visa file to your first weeks in France. One payment.",
  },
  business: {
    title: "Done-for-you packages for entrepreneurs and businesses",
    intro: "For founders setting up in France and for companies bringing employees here. One payment.",
  },
  euEea: {
    title: "The EU/EEA Freedom Package",
    intro: "For citizens of the EU, the EEA and Switzerland, who need no visa but still have a lot to set up.",
  },
  billing: {
    label: "Billing period",
    monthly: "Monthly",
    yearly: "Yearly",
  },
  free: "Free",
  perMonth: "per month",
  perYear: "per year",
  vatIncluded: "VAT included ({{rate}})",
  yearlySaving: "You save {{amount}} a year compared with paying monthly",
  monthlyEquivalent: "That is {{amount}} a month",
  whatYouGet: "What you get",
  comingSoon: "Coming soon",
  comingSoonNote:
    "Items marked “Coming soon” are not in the product yet: we list them so you know what is planned, not as part of what you pay for today.",
  currentPlan: "Your current plan",
  includedInDfy: "Included in your done-for-you plan",
  subscribeMonthly: "Subscribe monthly",
  subscribeYearly: "Subscribe yearly",
  signInToSubscribe: "Sign in to subscribe",
  signInNote: "We will ask you to sign in or create an account first, then bring you back here.",
  createAccount: "Create a free account",
  moneyBack_one:
    "{{count}}-day money-back guarantee: if Premium Relocator is not for you, ask within {{count}} day of a payment and we refund that payment.",
  moneyBack_other:
    "{{count}}-day money-back guarantee: if Premium Relocator is not for you, ask within {{count}} days of a payment and we refund that payment.",
  package: {
    oneTime: "one-time payment",
    priceOnRequest: "Price on request",
    priceOnRequestNote: "We quote after a free first call.",
    includes: "What we do",
    deliverables: "What you receive",
    idealFor: "Ideal for",
    teamSize: "Teams of {{min}} to {{max}} people.",
    teamSizeOrMore: "Teams of {{min}} people or more.",
    hoursSaved_one: "About {{count}} hour of your time saved",
    hoursSaved_other: "About {{count}} hours of your time saved",
    hoursSavedOrMore_one: "{{count}} hour or more of your time saved",
    hoursSavedOrMore_other: "{{count}} hours or more of your time saved",
    duration_one: "Takes {{min}} to {{count}} week",
    duration_other: "Takes {{min}} to {{count}} weeks",
    externalFees: "External fees, our estimate: {{min}} to {{max}}",
    externalFeesNote: "Paid by you to the authorities and other providers, on top of our price.",
    notIncluded: "What the price does not include",
    guarantee: "Guarantee",
    guaranteeDays_one: "Money back within {{count}} day",
    guaranteeDays_other: "Money back within {{count}} days",
    guaranteeMonths_one: "Money back within {{count}} month",
    guaranteeMonths_other: "Money back within {{count}} months",
    cta: "Ask about {{name}}",
    ctaNote: "Opens our free consultation form with this package filled in. Nothing is sent until you send it.",
  },
  consultationMessage: "I am interested in the {{name}} package.",
  other: {
    title: "Other services",
    guide: {
      title: "Premium PDF guide",
      text: "Our complete relocation guide in your language, to download at once after payment.",
      guarantee_one: "{{count}}-day money-back guarantee.",
      guarantee_other: "{{count}}-day money-back guarantee.",
      cta: "See the guide",
    },
    consulting: {
      title: "Extra consulting",
      text: "Need more of our time than your package includes? Extra hours with an adviser are added to your done-for-you invoice.",
      rate: "{{price}} per hour",
    },
  },
};

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
export type PricingStrings = Strings<typeof pricingEn>;
