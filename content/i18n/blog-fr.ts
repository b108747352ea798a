import type { BlogTexts } from "./blog-en.ts";

/** The French strings of content/i18n/blog-en.ts (same keys; TypeScript checks the shape). */
export const blogFr: BlogTexts = {
  title: "Blog",
  metaDescription:
    "Des articles pratiques pour s'installer en France\u202f: arrivée, visas, logement, santé, argent, travail et études, chaque chiffre sourcé.",
  intro:
    "Des articles pratiques pour s'installer en France. Chaque chiffre renvoie à la page officielle d'où il vient, ou est signalé comme notre estimation.",
  categoriesLabel: "Catégories",
  allCategories: "Tous les articles",
  categories: {
    arrival: "Arrivée",
    visas: "Visas",
    housing: "Logement",
    health: "Santé",
    money: "Argent",
    work: "Travail",
    study: "Études",
    family: "Famille",
    "language-and-integration": "Langue et intégration",
  },
  empty: "Aucun article pour l'instant.",
  emptyCategory: "Aucun article dans cette catégorie pour l'instant.",
  readingTime_one: "{{count}}\u00a0min de lecture",
  readingTime_other: "{{count}}\u00a0min de lecture",
  publishedOn: "Publié le {{date}}",
  by: "Par {{author}}",
  readArticle: "Lire l'article",
  pagination: "Pages d'articles",
  previous: "Articles plus récents",
  next: "Articles plus anciens",
  pageOf: "Page {{page}} sur {{count}}",
  tags: "Mots-clés",
  category: "Catégorie",
  related: "Articles liés",
  translations: "Aussi en",
  guidanceNote:
    "Cet article donne des repères, pas un conseil juridique. Les règles changent\u202f: vérifiez les sources officielles citées plus bas, ou demandez-nous une consultation sur votre situation.",
  sources: "Sources",
  backToBlog: "Tous les articles",
  feed: "S'abonner au flux",
  feedTitle: "Blog Passerelle",
  feedDescription: "Des articles pratiques pour s'installer en France.",
};
