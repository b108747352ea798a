/**
 * English UI catalog: the source of truth for keys. fr.ts and ar.ts must have exactly the same
 * keys (TypeScript checks the shape, app/i18n/catalogs.test.ts checks completeness and plurals).
 */
const en = {
  brand: {
    name: "Passerelle",
    tagline: "Move to France with confidence",
    homeLink: "Passerelle, home page",
  },
  a11y: {
    skipToContent: "Skip to main content",
    loading: "Loading…",
    externalLink: "(opens in a new tab)",
  },
  nav: {
    mainLabel: "Main navigation",
    visaTypes: "Visa types",
    visaOverviewTitle: "All French visa types",
    visaOverviewDescription: "Compare every long-stay visa and residence permit, by purpose.",
    visa: {
      passeportTalent: {
        title: "Passeport Talent",
        description: "Multi-year permit for skilled and recognised profiles.",
      },
      carteBleueUe: { title: "EU Blue Card", description: "For highly qualified employees with a French job offer." },
      autoEntrepreneur: { title: "Auto-entrepreneur", description: "Run your own business as a self-employed person." },
      salarie: { title: "Employee visa", description: "For a salaried job with a French employer." },
    },
    cities: "Cities",
    city: {
      paris: { title: "Paris", description: "Capital, careers and culture." },
      lyon: { title: "Lyon", description: "A favourite of digital nomads." },
      marseille: { title: "Marseille", description: "Mediterranean living." },
      nice: { title: "Nice", description: "Retiring on the Riviera." },
    },
    resources: "Resources",
    resource: {
      blog: { title: "Blog", description: "News and practical articles." },
      freeGuide: { title: "Download Free Guide", description: "A starter guide, no sign-up needed." },
      cityComparison: { title: "City Comparison", description: "Compare up to three French cities." },
    },
    pricing: "Pricing",
    signIn: "Sign in",
    getStarted: "Get started",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    mobileMenuTitle: "Menu",
    mobileMenuDescription: "Browse Passerelle",
    currentPage: "current page",
  },
  language: {
    label: "Language",
    switchTo: "Change language",
  },
  footer: {
    about:
      "Passerelle helps you plan a move to France: which visa fits, what it costs, which city suits you and what to do next.",
    explore: "Explore",
    visaTypes: "Visa types",
    blog: "Blog",
    cityComparison: "City comparison",
    cityGuides: "City guides",
    parisGuide: "Paris guide",
    lyonGuide: "Lyon for digital nomads",
    marseilleGuide: "Living in Marseille",
    niceGuide: "Retiring in Nice",
    legal: "Legal and help",
    privacy: "Privacy policy",
    terms: "Terms of use",
    help: "Help center",
    cookieSettings: "Cookie settings",
    contact: "Contact",
    contactEmail: "Write to us",
    disclaimer: "Guidance, not legal advice. Always check official sources before you apply.",
    copyright: "© {{year}} Passerelle",
  },
  cookies: {
    bannerLabel: "Cookie consent",
    bannerTitle: "Your privacy, your choice",
    bannerText:
      "We use necessary cookies to run this site. With your consent we would also use analytics, marketing and preference cookies. Under the GDPR you stay in control, and you can change your preferences at any time from the footer.",
    acceptAll: "Accept All",
    rejectAll: "Reject All",
    customize: "Customize",
    close: "Close and reject optional cookies",
    settingsTitle: "Cookie preferences",
    settingsDescription: "Choose which cookies we may use. Necessary cookies cannot be turned off.",
    alwaysOn: "Always on",
    save: "Save Preferences",
    cancel: "Cancel",
    category: {
      necessary: {
        title: "Necessary",
        description: "Keep the site working: language choice, security and this consent.",
      },
      analytics: { title: "Analytics", description: "Help us understand how the site is used, in aggregate." },
      marketing: { title: "Marketing", description: "Measure our campaigns and show relevant offers." },
      preferences: { title: "Preferences", description: "Remember choices such as the cities you compared." },
    },
  },
  emailCapture: {
    title: "Get your relocation checklist",
    description: "We will e-mail you a step-by-step checklist for moving to France. No spam; unsubscribe at any time.",
    label: "Email address",
    placeholder: "you@example.com",
    submit: "Send me the checklist",
    submitting: "Sending…",
    successTitle: "Check your inbox",
    success: "Your personalized relocation checklist will be sent to {{email}}",
    errorTitle: "Something went wrong",
    error: "Failed to subscribe. Please try again.",
    invalidTitle: "Invalid Email",
    invalid: "Please enter a valid email address.",
    privacyNote: "We use your address only to send what you asked for.",
  },
  toast: {
    regionLabel: "Notifications ({{hotkey}})",
    close: "Close notification",
  },
  home: {
    title: "Plan your move to France",
    intro:
      "Passerelle explains which French visa fits your situation, what it costs, which city suits you and what to do next — with a team that can do it with you.",
    ctaVisas: "Explore visa types",
    ctaCities: "Compare cities",
    metaDescription:
      "Plan your move to France: find the right visa, compare cities and get a step-by-step relocation checklist.",
  },
  comingSoon: {
    note: "We are building this page. It will arrive soon — in the meantime, the visa overview and the relocation checklist are ready for you.",
    backHome: "Back to the home page",
  },
  page: {
    pdfGuide: "Premium relocation guide (PDF)",
    pdfGuideSuccess: "Thank you for your purchase",
    freePdf: "Free starter guide",
    cityComparison: "City comparison",
    cityQuiz: "Which French city suits you?",
    stressRelief: "Relocation stress relief",
    admin: "Administration",
    adminBlog: "Blog administration",
    blog: "Blog",
    blogPost: "Blog article",
    visa: "French visa types",
    visaDetail: "{{visa}}",
    pricing: "Pricing",
    register: "Create your account",
    login: "Sign in",
    dashboard: "Your dashboard",
    invoicePaymentSuccess: "Payment received",
    invoicePaymentCancelled: "Payment cancelled",
    privacyPolicy: "Privacy policy",
    terms: "Terms of use",
    help: "Help center",
    parisGuide: "Paris guide",
    lyonDigitalNomads: "Lyon for digital nomads",
    marseilleLiving: "Living in Marseille",
    retiringNice: "Retiring in Nice",
    euEeaNationals: "EU/EEA nationals",
  },
  notFound: {
    title: "Page Not Found",
    description: "The page you are looking for does not exist or has moved.",
    backHome: "Back to the home page",
  },
  error: {
    title: "Something went wrong",
    description: "An unexpected error occurred. Please try again.",
    reference: "Reference: {{requestId}}",
  },
  meta: {
    titleSuffix: "Passerelle",
  },
} as const;

export default en;

/** Same keys as English, any string values. */
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type Catalog = Shape<typeof en>;
