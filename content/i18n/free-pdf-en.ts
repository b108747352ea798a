/**
 * The /free-pdf page's words: what the free starter guide contains and where to download it, in
 * each language. Wired into app/i18n/locales as `freePdf`. {{…}} are i18next values: the language's
 * own name, the complete guide's price and guarantee from the catalogue.
 */
export const freePdfEn = {
  title: "Free starter guide to moving to France",
  metaDescription:
    "Download our free PDF starter guide: the visa routes with their costs, the key thresholds, a first checklist. No account, no e-mail needed.",
  lead: "A short PDF to start your move on the right foot, made from the same sourced figures as our visa pages.",
  noSignUp: "No account and no e-mail address needed: the guide downloads directly.",
  contentsTitle: "What is inside",
  contents: {
    routes: "Every visa route at a glance, with what a first application costs and the typical processing time",
    thresholds: "The salary and resource thresholds, and this year's fees and taxes, each with its official source",
    checklist: "A first checklist, in the order the steps come",
    next: "Where to go next for the details",
  },
  downloadTitle: "Download the guide",
  download: "Download in {{language}}",
  yourLanguage: "in your language",
  fileType: "PDF",
  fullTitle: "Need every detail?",
  fullText:
    "The complete guide adds a chapter for each visa, every cost of the year, the full checklist with lead times and seven cities compared.",
  fullPrice: "{{price}}, with a {{days}}-day money-back guarantee.",
  fullLink: "See the complete guide",
  notAdvice: "Guidance, not legal advice. Always check the official sources before you apply.",
};

export type FreePdfTexts = typeof freePdfEn;
