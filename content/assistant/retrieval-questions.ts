import type { Language } from "../../core/languages.ts";
import { seedPosts } from "../blog/seed-posts.ts";
import { guidePages } from "../guides/guide-pages.ts";
import { showsIntegrationConditions } from "../visas/integration-conditions.ts";
import { visaPages } from "../visas/visa-pages.ts";

/**
 * The assistant's retrieval benchmark: questions as people really type them — typos,
 * no accents, lowercase, long-winded, sometimes two questions in one — each with the pages an
 * answer must cite to count as grounded. `npm run bench:assistant` (scripts/bench-assistant.ts)
 * asks every one to the built-in answerer and prints the share answered with a right citation;
 * the unit test only checks the set's shape (a hit-rate threshold in a test would make retrieval
 * tuning a fight with CI). The sloppy spelling is deliberate: do not "fix" the questions.
 *
 * `mustCite` lists acceptable paths (no query, no anchor): the answer counts when any of its
 * citations opens one of them. Where a subject is explained on many pages (the 2026 integration
 * conditions, the SMIC, OFII), the list is computed from the content, so it follows the pages.
 */
export type RetrievalQuestion = {
  question: string;
  language: Language;
  /** A short label for the report ("blue-card salary"). */
  topic: string;
  mustCite: readonly string[];
};

const visa = (...slugs: string[]) => slugs.map((slug) => `/visa/${slug}`);

/** The EU Blue Card has two addresses sharing one content (content/visas/visa-pages.ts). */
const blueCard = visa("carte-bleue-ue", "eu-blue-card");

/** Visa pages and guides showing a registry figure (in their prose or their key-figures box). */
function pagesShowingFact(factPrefix: string): string[] {
  const token = `{fact:${factPrefix}`;
  const visas = visaPages
    .filter((page) => page.keyFacts.some((id) => id.startsWith(factPrefix)) || JSON.stringify(page).includes(token))
    .map((page) => `/visa/${page.slug}`);
  const guides = guidePages.filter((guide) => JSON.stringify(guide).includes(token)).map((guide) => `/${guide.slug}`);
  return [...visas, ...guides];
}

/** Visa pages and guides that explain a term (e.g. "OFII"), in either language. */
function pagesMentioning(term: string): string[] {
  const visas = visaPages.filter((page) => JSON.stringify(page).includes(term)).map((page) => `/visa/${page.slug}`);
  const guides = guidePages.filter((guide) => JSON.stringify(guide).includes(term)).map((guide) => `/${guide.slug}`);
  return [...visas, ...guides];
}

/** The seeded blog article on a subject, in both languages (translation key of content/blog/seed-posts.ts). */
function blogArticle(translationKey: string): string[] {
  const slugs = seedPosts.filter((post) => post.translationKey === translationKey).map((post) => `/blog/${post.slug}`);
  // A renamed key must fail loudly, not quietly leave the article out of the accepted pages.
  if (slugs.length === 0) throw new Error(`No seeded blog article with translation key "${translationKey}"`);
  return slugs;
}

/** The 2026 French-level and civic-exam conditions: on every visa page leading to a residence permit. */
const integrationPages = [
  ...visaPages.filter((page) => showsIntegrationConditions(page.slug)).map((page) => `/visa/${page.slug}`),
  ...blogArticle("language-and-civic-exam"),
];
const smicPages = [...pagesShowingFact("smic."), "/tools/cost-of-living", "/tools/budget"];
const ofiiPages = [...pagesMentioning("OFII"), ...blogArticle("validate-vls-ts"), ...blogArticle("first-weeks")];
const bankPages = [
  ...blogArticle("bank-account"),
  ...blogArticle("first-weeks"),
  "/paris-guide",
  "/eu-eea-nationals",
  "/lyon-digital-nomads",
  "/marseille-living",
  "/retiring-nice",
];
const healthPages = [
  ...blogArticle("health-insurance"),
  ...blogArticle("first-weeks"),
  "/eu-eea-nationals",
  "/paris-guide",
  "/retiring-nice",
  "/marseille-living",
  "/lyon-digital-nomads",
];
const rentingPages = [...blogArticle("renting"), ...blogArticle("first-weeks"), "/paris-guide", "/marseille-living"];
const vlsTsPages = [
  ...visa("etudiant-vls", "etudiant"),
  ...blogArticle("validate-vls-ts"),
  ...blogArticle("first-weeks"),
];
const studentPages = visa("etudiant", "etudiant-vls");
const cityCosts = ["/tools/cost-of-living", "/city-comparison"];
const talentOrBlueCard = [
  ...blueCard,
  ...visa("passeport-talent-salarie", "passeport-talent"),
  ...blogArticle("talent-or-blue-card"),
];

const english: RetrievalQuestion[] = [
  {
    language: "en",
    topic: "blue-card salary",
    question: "What salary do I need for the EU Blue Card?",
    mustCite: blueCard,
  },
  {
    language: "en",
    topic: "blue-card salary",
    question: "whats the minimum salary for blue card france 2026",
    mustCite: blueCard,
  },
  {
    language: "en",
    topic: "talent or blue card",
    question:
      "hi, im a software engineer from india with a job offer in paris, around 55k gross a year. should i go for the blue card or the talent passport? which one is better for me",
    mustCite: talentOrBlueCard,
  },
  {
    language: "en",
    topic: "blue-card processing",
    question: "how long does it take to get the eu blue card processed",
    mustCite: blueCard,
  },
  {
    language: "en",
    topic: "student resources",
    question: "how much money per month do i need to show for a french student visa",
    mustCite: studentPages,
  },
  {
    language: "en",
    topic: "student work hours",
    question: "can i work while studying in france? how many hours a year are allowed",
    mustCite: studentPages,
  },
  {
    language: "en",
    topic: "VLS-TS validation",
    question: "i just landed with my vls-ts, is there a deadline to validate it online?? what happens if i forget",
    mustCite: vlsTsPages,
  },
  {
    language: "en",
    topic: "spouse of a French national",
    question: "my wife is american and I'm french, how do we get her a visa to come live with me in france",
    mustCite: visa("famille-francais", "long-stay-personal"),
  },
  {
    language: "en",
    topic: "family reunification",
    question:
      "I have a residence permit in france and want to bring my wife and 2 kids, how long do i have to live here first for family reunification",
    mustCite: visa("regroupement-familial"),
  },
  {
    language: "en",
    topic: "working holiday",
    question: "working holiday visa france age limit? im 31 from canada",
    mustCite: visa("vacances-travail"),
  },
  {
    language: "en",
    topic: "au pair",
    question: "au pair in france, how much pocket money and how many hours a week",
    mustCite: visa("au-pair"),
  },
  {
    language: "en",
    topic: "retiree visa",
    question: "retired american couple, we want to live in france most of the year, what visa do retirees get",
    mustCite: [...visa("visiteur-touriste", "long-stay-personal"), "/retiring-nice"],
  },
  {
    language: "en",
    topic: "EES / ETIAS",
    question: "what is ETIAS and the new entry exit system, do i need it for a short trip to paris",
    mustCite: visa("visiteur-touriste", "autres-categories"),
  },
  {
    language: "en",
    topic: "investor",
    question: "minimum investment amount for the talent investor residence permit",
    mustCite: visa("passeport-talent-investisseur", "investisseur-affaires"),
  },
  {
    language: "en",
    topic: "innovative project",
    question: "startup founder with an innovative project, is there a visa for that in france",
    mustCite: visa("passeport-talent-innovant", "investisseur-affaires"),
  },
  {
    language: "en",
    topic: "researcher",
    question: "PhD researcher invited by a french lab, what is the hosting agreement and which permit",
    mustCite: visa("passeport-talent-chercheur"),
  },
  {
    language: "en",
    topic: "freelance",
    question: "non-EU web developer wanting to freelance in france as micro entrepreneur, what permit do i need",
    mustCite: [...visa("auto-entrepreneur", "travailleur-independant"), "/lyon-digital-nomads"],
  },
  {
    language: "en",
    topic: "intra-company transfer",
    question: "my company is transfering me from our bangalore office to the paris branch for two years",
    mustCite: visa("transfert-intra-groupe", "passeport-talent-mission"),
  },
  {
    language: "en",
    topic: "job search after graduation",
    question: "I just finished my masters in france, can I stay on to look for a job or start a company",
    mustCite: visa("job-search-business"),
  },
  {
    language: "en",
    topic: "internship",
    question: "internship visa for france, my school signed the internship agreement",
    mustCite: visa("stagiaire-etudiant"),
  },
  {
    language: "en",
    topic: "2026 French level",
    question: "what level of french do i need now for the 10 year resident card (new 2026 rules)",
    mustCite: integrationPages,
  },
  {
    language: "en",
    topic: "civic exam",
    question: "civic exam france how many questions and whats the pass mark",
    mustCite: integrationPages,
  },
  {
    language: "en",
    topic: "civic exam renewal",
    question: "do I have to pass the civic exam again when I renew my card?",
    mustCite: integrationPages,
  },
  {
    language: "en",
    topic: "SMIC",
    question: "what is the minimum wage in france per month, gross and net",
    mustCite: smicPages,
  },
  {
    language: "en",
    topic: "cost of living",
    question: "cost of living in toulouse for a single person per month",
    mustCite: cityCosts,
  },
  {
    language: "en",
    topic: "Lyon vs Paris",
    question: "is lyon much cheaper than paris? rent for a one bedroom flat",
    mustCite: [...cityCosts, "/lyon-digital-nomads", "/paris-guide"],
  },
  {
    language: "en",
    topic: "rent control",
    question: "how does rent control work in paris, can my landlord charge whatever he wants",
    mustCite: ["/paris-guide", ...blogArticle("renting"), "/city-comparison"],
  },
  {
    language: "en",
    topic: "coworking Lyon",
    question: "remote worker looking for coworking spaces and a nice neighbourhood in lyon",
    mustCite: ["/lyon-digital-nomads"],
  },
  {
    language: "en",
    topic: "Marseille neighbourhoods",
    question: "which neighbourhoods in marseille are good to live in and is it safe",
    mustCite: ["/marseille-living"],
  },
  {
    language: "en",
    topic: "Navigo",
    question: "how much is the navigo pass in paris per month",
    mustCite: ["/paris-guide", ...cityCosts],
  },
  {
    language: "en",
    topic: "carte Vitale",
    question: "how do i get a carte vitale and register with french health insurance",
    mustCite: healthPages,
  },
  {
    language: "en",
    topic: "retiree health cover",
    question: "retiring to nice, do I need private health insurance before I can join PUMa",
    mustCite: ["/retiring-nice", ...blogArticle("health-insurance")],
  },
  {
    language: "en",
    topic: "mutuelle",
    question: "what is a mutuelle and do i really need one",
    mustCite: healthPages,
  },
  {
    language: "en",
    topic: "bank account",
    question:
      "the bank wants proof of address but i cant rent a flat without a bank account... how do newcomers open a bank account in france",
    mustCite: bankPages,
  },
  {
    language: "en",
    topic: "rental deposit",
    question: "how much deposit can a landlord ask for a furnished apartment",
    mustCite: rentingPages,
  },
  {
    language: "en",
    topic: "guarantor",
    question: "landlords keep asking for a french guarantor and I dont have one, what can i do",
    mustCite: rentingPages,
  },
  { language: "en", topic: "OFII", question: "what is the OFII medical visit, do I have to go?", mustCite: ofiiPages },
  {
    language: "en",
    topic: "EU citizen",
    question: "I'm german and moving to france next month, do i need a residence permit or anything",
    mustCite: ["/eu-eea-nationals"],
  },
  {
    language: "en",
    topic: "EU family member",
    question: "my husband is brazilian and I'm italian, we are moving to france together. does he need a card",
    mustCite: ["/eu-eea-nationals"],
  },
  {
    language: "en",
    topic: "driving licence",
    question: "can I drive in france with my foreign driving licence or do i need to exchange it",
    mustCite: ["/eu-eea-nationals", "/retiring-nice", ...blogArticle("first-weeks")],
  },
  {
    language: "en",
    topic: "budget tool",
    question: "how much money should we budget for moving to bordeaux, family of four",
    mustCite: ["/tools/budget", ...cityCosts],
  },
  {
    language: "en",
    topic: "timeline tool",
    question: "how long does the whole thing take from applying to arriving, i want to plan my move date",
    mustCite: ["/tools/timeline"],
  },
  {
    language: "en",
    topic: "legal advice",
    question: "is passerelle legal advice? can you represent me at the prefecture",
    mustCite: ["/help", "/terms"],
  },
  {
    language: "en",
    topic: "emergency numbers",
    question: "what number do i call for an emergency in france",
    mustCite: ["/help"],
  },
  {
    language: "en",
    topic: "relocation stress",
    question: "feeling really overwhelmed and homesick since i moved, is that normal",
    mustCite: ["/stress-relief"],
  },
];

const french: RetrievalQuestion[] = [
  {
    language: "fr",
    topic: "blue-card salary",
    question: "Quel salaire pour la carte bleue européenne ?",
    mustCite: blueCard,
  },
  {
    language: "fr",
    topic: "blue-card salary",
    question: "salaire minimum carte bleue europeenne 2026",
    mustCite: blueCard,
  },
  {
    language: "fr",
    topic: "talent or blue card",
    question:
      "bonjour, je suis ingenieur et j'ai une offre d'emploi a lyon, vaut il mieux demander la carte talent ou la carte bleue ?",
    mustCite: talentOrBlueCard,
  },
  {
    language: "fr",
    topic: "student resources",
    question: "combien d'argent par mois il faut justifier pour un visa etudiant",
    mustCite: studentPages,
  },
  {
    language: "fr",
    topic: "student work hours",
    question: "est ce qu'un etudiant etranger peut travailler en france, combien d'heures par an",
    mustCite: studentPages,
  },
  {
    language: "fr",
    topic: "VLS-TS validation",
    question: "jai oublié de valider mon vls ts en ligne, c'est grave ? quel est le delai",
    mustCite: vlsTsPages,
  },
  {
    language: "fr",
    topic: "spouse of a French national",
    question: "je suis francaise et mon mari est marocain, quel visa pour qu'il vienne vivre avec moi",
    mustCite: visa("famille-francais", "long-stay-personal"),
  },
  {
    language: "fr",
    topic: "family reunification",
    question: "regroupement familial conditions de ressources et duree de sejour avant de faire venir ma famille",
    mustCite: visa("regroupement-familial"),
  },
  {
    language: "fr",
    topic: "working holiday",
    question: "pvt france jusqu'a quel age",
    mustCite: visa("vacances-travail"),
  },
  {
    language: "fr",
    topic: "au pair",
    question: "visa jeune au pair, argent de poche et nombre d'heures par semaine ?",
    mustCite: visa("au-pair"),
  },
  {
    language: "fr",
    topic: "retiree visa",
    question: "je suis retraité canadien et je veux m'installer en france, quel visa visiteur",
    mustCite: [...visa("visiteur-touriste", "long-stay-personal"), "/retiring-nice"],
  },
  {
    language: "fr",
    topic: "short-stay fee",
    question: "combien coute un visa court sejour schengen et combien de jours on peut rester",
    mustCite: visa("visiteur-touriste", "autres-categories"),
  },
  {
    language: "fr",
    topic: "investor",
    question: "montant minimum a investir pour la carte talent investisseur",
    mustCite: visa("passeport-talent-investisseur", "investisseur-affaires"),
  },
  {
    language: "fr",
    topic: "freelance",
    question: "je veux etre auto entrepreneur en france, je suis algerien, quel titre de sejour",
    mustCite: visa("auto-entrepreneur", "travailleur-independant"),
  },
  {
    language: "fr",
    topic: "employee",
    question: "mon employeur doit il demander une autorisation de travail pour m'embaucher en cdi ?",
    mustCite: visa("salarie", "travailleur-temporaire", "passeport-talent-salarie"),
  },
  {
    language: "fr",
    topic: "researcher",
    question: "chercheur etranger, convention d'accueil avec un labo, quelle carte ?",
    mustCite: visa("passeport-talent-chercheur"),
  },
  {
    language: "fr",
    topic: "job search after graduation",
    question: "fin de master en france, carte recherche d'emploi ou creation d'entreprise, comment ca marche",
    mustCite: visa("job-search-business"),
  },
  {
    language: "fr",
    topic: "volunteering",
    question: "visa pour faire du volontariat / service civique en france",
    mustCite: visa("volontariat"),
  },
  {
    language: "fr",
    topic: "2026 French level",
    question: "quel niveau de francais pour la carte pluriannuelle depuis 2026",
    mustCite: integrationPages,
  },
  {
    language: "fr",
    topic: "civic exam",
    question: "examen civique : combien de questions et combien de bonnes reponses pour reussir",
    mustCite: integrationPages,
  },
  {
    language: "fr",
    topic: "naturalisation",
    question: "niveau de langue demandé pour la naturalisation francaise",
    mustCite: integrationPages,
  },
  {
    language: "fr",
    topic: "SMIC",
    question: "c'est combien le smic brut mensuel",
    mustCite: smicPages,
  },
  {
    language: "fr",
    topic: "SMIC",
    question: "smic horaire en 2026 ?",
    mustCite: smicPages,
  },
  {
    language: "fr",
    topic: "cost of living",
    question: "cout de la vie a bordeaux pour un couple",
    mustCite: cityCosts,
  },
  {
    language: "fr",
    topic: "Annecy",
    question: "loyer moyen a annecy, c'est cher ?",
    mustCite: cityCosts,
  },
  {
    language: "fr",
    topic: "rent control",
    question: "encadrement des loyers a paris, comment savoir si mon loyer est trop cher",
    mustCite: ["/paris-guide", ...blogArticle("renting"), "/city-comparison"],
  },
  {
    language: "fr",
    topic: "Nice",
    question: "prendre sa retraite a nice, fiscalité de la pension et residence fiscale",
    mustCite: ["/retiring-nice"],
  },
  {
    language: "fr",
    topic: "carte Vitale",
    question: "comment obtenir la carte vitale quand on arrive en france",
    mustCite: healthPages,
  },
  {
    language: "fr",
    topic: "mutuelle",
    question: "complementaire sante / mutuelle obligatoire ou pas ?",
    mustCite: healthPages,
  },
  {
    language: "fr",
    topic: "bank account",
    question: "ouvrir un compte en banque sans justificatif de domicile, c'est possible ?",
    mustCite: bankPages,
  },
  {
    language: "fr",
    topic: "rental deposit",
    question: "depot de garantie maximum pour un appartement vide",
    mustCite: rentingPages,
  },
  {
    language: "fr",
    topic: "guarantor",
    question: "je n'ai pas de garant en france pour louer, que faire (visale ?)",
    mustCite: rentingPages,
  },
  {
    language: "fr",
    topic: "OFII",
    question: "c'est quoi la visite medicale de l'ofii et le contrat d'integration",
    mustCite: ofiiPages,
  },
  {
    language: "fr",
    topic: "EU citizen",
    question: "je suis espagnol, est ce que je dois demander un titre de sejour pour vivre en france",
    mustCite: ["/eu-eea-nationals"],
  },
  {
    language: "fr",
    topic: "budget tool",
    question: "quel budget prevoir pour demenager a lyon avec deux enfants",
    mustCite: ["/tools/budget", ...cityCosts],
  },
  {
    language: "fr",
    topic: "legal advice",
    question: "vous etes avocats ? c'est un conseil juridique ce que vous donnez",
    mustCite: ["/help", "/terms"],
  },
  {
    language: "fr",
    topic: "relocation stress",
    question: "stress de l'expatriation, je me sens seul depuis mon arrivée",
    mustCite: ["/stress-relief"],
  },
];

/** Arabic has no pages of its own yet: these measure answering from English pages (note "answered_in_english"). */
const arabic: RetrievalQuestion[] = [
  {
    language: "ar",
    topic: "blue-card salary",
    question: "ما هو الراتب المطلوب للحصول على البطاقة الزرقاء الأوروبية؟",
    mustCite: blueCard,
  },
  {
    language: "ar",
    topic: "student visa",
    question: "كيف أحصل على تأشيرة طالب في فرنسا؟",
    mustCite: studentPages,
  },
  {
    language: "ar",
    topic: "SMIC",
    question: "كم هو الحد الأدنى للأجور في فرنسا؟",
    mustCite: smicPages,
  },
  {
    language: "ar",
    topic: "bank account",
    question: "كيف أفتح حساب بنكي في فرنسا",
    mustCite: bankPages,
  },
  {
    language: "ar",
    topic: "family reunification",
    question: "ما هي شروط لم شمل الأسرة في فرنسا؟",
    mustCite: visa("regroupement-familial"),
  },
  {
    language: "ar",
    topic: "civic exam",
    question: "ما هو مستوى اللغة الفرنسية المطلوب لبطاقة الإقامة لمدة عشر سنوات والامتحان المدني",
    mustCite: integrationPages,
  },
];

export const retrievalQuestions: readonly RetrievalQuestion[] = [...english, ...french, ...arabic];
