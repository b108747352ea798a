import { bankAccountEn } from "./posts/bank-account-en.ts";
import { bankAccountFr } from "./posts/bank-account-fr.ts";
import { civicExamEn } from "./posts/civic-exam-en.ts";
import { civicExamFr } from "./posts/civic-exam-fr.ts";
import { firstWeeksEn } from "./posts/first-weeks-en.ts";
import { firstWeeksFr } from "./posts/first-weeks-fr.ts";
import { healthInsuranceEn } from "./posts/health-insurance-en.ts";
import { healthInsuranceFr } from "./posts/health-insurance-fr.ts";
import { rentingEn } from "./posts/renting-en.ts";
import { rentingFr } from "./posts/renting-fr.ts";
import { talentOrBlueCardEn } from "./posts/talent-or-blue-card-en.ts";
import { talentOrBlueCardFr } from "./posts/talent-or-blue-card-fr.ts";
import { validateVlsTsEn } from "./posts/validate-vls-ts-en.ts";
import { validateVlsTsFr } from "./posts/validate-vls-ts-fr.ts";
import type { SeedPost } from "./seed-post-type.ts";
import { seedPostsAr } from "./seed-posts-ar.ts";

const authorEn = "Passerelle team";
const authorFr = "Équipe Passerelle";

/**
 * The blog's first articles, in English and French, then their Arabic translations
 * (content/blog/seed-posts-ar.ts), added later and so seeded as a set of their own
 * (server/modules/blog/seed-posts.ts). The French texts are written for French readers, not
 * translated line by line. Every figure in a body is a registry token ({fact:…} or
 * {city:…}) resolved when the post is rendered, so a revised fee or salary floor changes here too;
 * content/blog/seed-posts.test.ts holds them to that.
 */
const englishAndFrench: SeedPost[] = [
  {
    translationKey: "first-weeks",
    language: "en",
    slug: "first-weeks-in-france",
    title: "Your first weeks in France: what to do, in what order",
    excerpt:
      "Validate your visa, get an address, a bank account and health insurance, then a lease: a practical order for the first month after you land.",
    bodyMarkdown: firstWeeksEn,
    category: "arrival",
    tags: ["arrival", "VLS-TS", "checklist"],
    authorName: authorEn,
    publishedAt: "2026-09-08T08:00:00.000Z",
    seoTitle: "First weeks in France after arrival: a step-by-step checklist",
    seoDescription:
      "Validating the VLS-TS, proof of address, bank, health insurance, housing and the OFII appointment: the first month in France, in order.",
    coverAlt: "A suitcase in front of a Paris apartment building at dawn",
  },
  {
    translationKey: "first-weeks",
    language: "fr",
    slug: "premieres-semaines-en-france",
    title: "Vos premières semaines en France : quoi faire, et dans quel ordre",
    excerpt:
      "Valider le visa, trouver une adresse, ouvrir un compte, s'inscrire à l'Assurance Maladie, puis signer un bail : un ordre pratique pour le premier mois.",
    bodyMarkdown: firstWeeksFr,
    category: "arrival",
    tags: ["arrivée", "VLS-TS", "liste de contrôle"],
    authorName: authorFr,
    publishedAt: "2026-09-08T08:00:00.000Z",
    seoTitle: "Premières semaines en France : la liste des démarches",
    seoDescription:
      "Validation du VLS-TS, justificatif de domicile, banque, assurance maladie, logement et rendez-vous OFII : le premier mois en France, dans l'ordre.",
    coverAlt: "Une valise devant un immeuble parisien au petit matin",
  },
  {
    translationKey: "bank-account",
    language: "en",
    slug: "opening-a-bank-account-in-france",
    title: "Opening a bank account in France as a newcomer",
    excerpt:
      "What to bring, online or traditional bank, and what to do if a bank refuses you: the right to a basic account explained.",
    bodyMarkdown: bankAccountEn,
    category: "money",
    tags: ["bank", "RIB", "droit au compte"],
    authorName: authorEn,
    publishedAt: "2026-09-22T08:00:00.000Z",
    seoTitle: "Opening a French bank account: documents, choices and the right to an account",
    seoDescription:
      "How newcomers open a bank account in France, which documents banks ask for, and how the Banque de France guarantees a basic account.",
    coverAlt: "A bank card and a printed RIB on a desk",
  },
  {
    translationKey: "bank-account",
    language: "fr",
    slug: "ouvrir-un-compte-bancaire-en-france",
    title: "Ouvrir un compte bancaire en France quand on vient d'arriver",
    excerpt:
      "Les pièces à fournir, banque en ligne ou en agence, et que faire en cas de refus : le droit au compte expliqué.",
    bodyMarkdown: bankAccountFr,
    category: "money",
    tags: ["banque", "RIB", "droit au compte"],
    authorName: authorFr,
    publishedAt: "2026-09-22T08:00:00.000Z",
    seoTitle: "Ouvrir un compte bancaire en France : pièces, choix et droit au compte",
    seoDescription:
      "Comment ouvrir un compte en France en arrivant, quelles pièces les banques demandent, et comment la Banque de France garantit un compte de base.",
    coverAlt: "Une carte bancaire et un RIB imprimé posés sur un bureau",
  },
  {
    translationKey: "health-insurance",
    language: "en",
    slug: "health-insurance-and-carte-vitale",
    title: "Health insurance in France: PUMa, the carte Vitale and the mutuelle",
    excerpt:
      "Who is covered and from when, how to register and get your carte Vitale, and why almost everyone adds a top-up mutuelle.",
    bodyMarkdown: healthInsuranceEn,
    category: "health",
    tags: ["health", "carte Vitale", "mutuelle", "PUMa"],
    authorName: authorEn,
    publishedAt: "2026-10-06T08:00:00.000Z",
    seoTitle: "French health insurance for newcomers: PUMa, carte Vitale, mutuelle",
    seoDescription:
      "How foreigners join the French health insurance system, the residence condition for people who do not work, the carte Vitale and top-up cover.",
    coverAlt: "A carte Vitale next to a stethoscope",
  },
  {
    translationKey: "health-insurance",
    language: "fr",
    slug: "assurance-maladie-et-carte-vitale",
    title: "Assurance maladie : PUMa, carte Vitale et complémentaire santé",
    excerpt:
      "Qui est couvert et à partir de quand, comment s'inscrire et obtenir sa carte Vitale, et pourquoi presque tout le monde prend une mutuelle.",
    bodyMarkdown: healthInsuranceFr,
    category: "health",
    tags: ["santé", "carte Vitale", "mutuelle", "PUMa"],
    authorName: authorFr,
    publishedAt: "2026-10-06T08:00:00.000Z",
    seoTitle: "Assurance maladie en arrivant en France : PUMa, carte Vitale, mutuelle",
    seoDescription:
      "Comment s'affilier à l'Assurance Maladie en arrivant en France, la condition de résidence sans activité, la carte Vitale et la complémentaire santé.",
    coverAlt: "Une carte Vitale à côté d'un stéthoscope",
  },
  {
    translationKey: "renting",
    language: "en",
    slug: "renting-a-flat-in-france",
    title: "Renting a flat in France: file, guarantor, deposit and rent control",
    excerpt:
      "Build a rental file landlords accept, get a free guarantee with Visale, and know the legal caps on the deposit and, where it applies, on the rent.",
    bodyMarkdown: rentingEn,
    category: "housing",
    tags: ["housing", "Visale", "deposit", "rent control"],
    authorName: authorEn,
    publishedAt: "2026-10-20T08:00:00.000Z",
    seoTitle: "Renting in France as a foreigner: dossier, Visale, deposit, rent control",
    seoDescription:
      "The documents a landlord may ask for, the Visale guarantee, the legal cap on deposits and how rent control works in the cities concerned.",
    coverAlt: "Keys handed over in front of a door with a rental agreement",
  },
  {
    translationKey: "renting",
    language: "fr",
    slug: "louer-un-appartement-en-france",
    title: "Louer un appartement en France : dossier, garant, dépôt et encadrement",
    excerpt:
      "Monter un dossier qui convainc, obtenir une garantie gratuite avec Visale, et connaître les plafonds légaux du dépôt et, là où il s'applique, du loyer.",
    bodyMarkdown: rentingFr,
    category: "housing",
    tags: ["logement", "Visale", "dépôt de garantie", "encadrement des loyers"],
    authorName: authorFr,
    publishedAt: "2026-10-20T08:00:00.000Z",
    seoTitle: "Louer en France quand on est étranger : dossier, Visale, dépôt, encadrement",
    seoDescription:
      "Les pièces qu'un bailleur peut demander, la garantie Visale, le plafond légal du dépôt de garantie et l'encadrement des loyers dans les villes concernées.",
    coverAlt: "Une remise de clés devant une porte, bail en main",
  },
  {
    translationKey: "language-and-civic-exam",
    language: "en",
    slug: "french-language-and-civic-exam-2026",
    title: "The 2026 French language and civic-exam rules, explained",
    excerpt:
      "Which French level each residence card now requires, how the civic exam works, who is exempt, and how to prepare before your renewal.",
    bodyMarkdown: civicExamEn,
    category: "language-and-integration",
    tags: ["civic exam", "French level", "integration", "residence card"],
    authorName: authorEn,
    publishedAt: "2026-11-03T08:00:00.000Z",
    seoTitle: "France's civic exam and French-level rules for residence cards",
    seoDescription:
      "The integration conditions in force since January 2026: French level by card, the civic exam's format and pass mark, exemptions and preparation.",
    coverAlt: "A person studying French with a notebook and a laptop",
  },
  {
    translationKey: "language-and-civic-exam",
    language: "fr",
    slug: "francais-et-examen-civique-2026",
    title: "Niveau de français et examen civique : les règles de 2026",
    excerpt:
      "Le niveau de français exigé pour chaque carte, le déroulement de l'examen civique, les dispenses, et comment se préparer avant le renouvellement.",
    bodyMarkdown: civicExamFr,
    category: "language-and-integration",
    tags: ["examen civique", "niveau de français", "intégration", "carte de séjour"],
    authorName: authorFr,
    publishedAt: "2026-11-03T08:00:00.000Z",
    seoTitle: "Examen civique et niveau de français pour les cartes de séjour",
    seoDescription:
      "Les conditions d'intégration en vigueur depuis janvier 2026 : niveau de français par titre, format et seuil de l'examen civique, dispenses et préparation.",
    coverAlt: "Une personne qui révise son français avec un cahier et un ordinateur",
  },
  {
    translationKey: "talent-or-blue-card",
    language: "en",
    slug: "talent-card-or-eu-blue-card",
    title: "Talent card or EU Blue Card: which one fits your job offer?",
    excerpt:
      "Degree, salary floor, contract and EU mobility: how the talent qualified-employee card and the EU Blue Card compare, and how to choose.",
    bodyMarkdown: talentOrBlueCardEn,
    category: "visas",
    tags: ["talent", "EU Blue Card", "skilled work"],
    authorName: authorEn,
    publishedAt: "2026-11-17T08:00:00.000Z",
    seoTitle: "Talent passport vs EU Blue Card in France: salary, degree, mobility",
    seoDescription:
      "Compare France's talent qualified-employee card and the EU Blue Card: the salary floors, degree rules, contract length, family rights and EU mobility.",
    coverAlt: "Two residence cards side by side on a job contract",
  },
  {
    translationKey: "talent-or-blue-card",
    language: "fr",
    slug: "carte-talent-ou-carte-bleue-europeenne",
    title: "Carte talent ou carte bleue européenne : laquelle pour votre offre d'emploi ?",
    excerpt:
      "Diplôme, plancher de salaire, contrat et mobilité en Europe : la carte talent – salarié qualifié et la carte bleue européenne comparées.",
    bodyMarkdown: talentOrBlueCardFr,
    category: "visas",
    tags: ["talent", "carte bleue européenne", "emploi qualifié"],
    authorName: authorFr,
    publishedAt: "2026-11-17T08:00:00.000Z",
    seoTitle: "Passeport talent ou carte bleue européenne : salaire, diplôme, mobilité",
    seoDescription:
      "Comparer la carte talent – salarié qualifié et la carte bleue européenne : planchers de salaire, diplôme, durée du contrat, famille et mobilité en Europe.",
    coverAlt: "Deux titres de séjour posés côte à côte sur un contrat de travail",
  },
  {
    translationKey: "validate-vls-ts",
    language: "en",
    slug: "validating-your-vls-ts-online",
    title: "Validating your VLS-TS online: a step-by-step guide",
    excerpt:
      "Your long-stay visa only works as a residence permit once validated on the ANEF site: who must do it, by when, and how.",
    bodyMarkdown: validateVlsTsEn,
    category: "visas",
    tags: ["VLS-TS", "ANEF", "arrival"],
    authorName: authorEn,
    publishedAt: "2026-11-24T08:00:00.000Z",
    seoTitle: "How to validate a VLS-TS long-stay visa online on ANEF",
    seoDescription:
      "Who must validate a VLS-TS, the deadline after arrival, the documents and tax stamp, the steps on the ANEF site and what to do if you missed it.",
    coverAlt: "A passport open on a visa page next to a laptop",
  },
  {
    translationKey: "validate-vls-ts",
    language: "fr",
    slug: "valider-son-vls-ts-en-ligne",
    title: "Valider son VLS-TS en ligne : le guide pas à pas",
    excerpt:
      "Votre visa de long séjour ne vaut titre de séjour qu'une fois validé sur le site de l'ANEF : qui est concerné, dans quel délai, comment faire.",
    bodyMarkdown: validateVlsTsFr,
    category: "visas",
    tags: ["VLS-TS", "ANEF", "arrivée"],
    authorName: authorFr,
    publishedAt: "2026-11-24T08:00:00.000Z",
    seoTitle: "Valider un visa de long séjour VLS-TS en ligne sur l'ANEF",
    seoDescription:
      "Qui doit valider son VLS-TS, le délai après l'arrivée, les pièces et le timbre fiscal, les étapes sur le site de l'ANEF et que faire en cas de retard.",
    coverAlt: "Un passeport ouvert sur la page du visa à côté d'un ordinateur portable",
  },
];

export const seedPosts: SeedPost[] = [...englishAndFrench, ...seedPostsAr];
