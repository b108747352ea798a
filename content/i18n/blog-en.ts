/**
 * The public blog's words (ADR 0037): /blog, an article and the feed, in English. Wired into
 * app/i18n/locales as `blog`; French and Arabic have the same keys in blog-fr.ts and blog-ar.ts.
 * {{…}} are filled by the pages; dates arrive formatted in the page's language.
 */
export const blogEn = {
  title: "Blog",
  metaDescription:
    "Practical articles on moving to France: arrival, visas, housing, health, money, work and study, with every figure sourced.",
  intro:
    "Practical articles on moving to France. Each figure is linked to the official page it comes from, or labelled as our estimate.",
  categoriesLabel: "Categories",
  allCategories: "All articles",
  categories: {
    arrival: "Arrival",
    visas: "Visas",
    housing: "Housing",
    health: "Health",
    money: "Money",
    work: "Work",
    study: "Study",
    family: "Family",
    "language-and-integration": "Language and integration",
  },
  empty: "No articles here yet.",
  emptyCategory: "No articles in this category yet.",
  readingTime_one: "{{count}} min read",
  readingTime_other: "{{count}} min read",
  publishedOn: "Published on {{date}}",
  by: "By {{author}}",
  readArticle: "Read the article",
  pagination: "Pages of articles",
  previous: "Newer articles",
  next: "Older articles",
  pageOf: "Page {{page}} of {{count}}",
  tags: "Tags",
  category: "Category",
  related: "Related articles",
  translations: "Also in",
  guidanceNote:
    "This article is guidance, not legal advice. Rules change: check the official sources linked below, or ask us for a consultation about your situation.",
  sources: "Sources",
  backToBlog: "All articles",
  feed: "Subscribe to the feed",
  feedTitle: "Passerelle blog",
  feedDescription: "Practical articles on moving to France.",
};

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
export type BlogTexts = Strings<typeof blogEn>;
