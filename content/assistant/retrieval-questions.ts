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

/**
 * Arabic as readers from Algeria, Morocco and Tunisia type it: Modern Standard Arabic or darija, hamzas
 * dropped, French words mixed in. The visa pages and city guides are written in Arabic; a question no
 * Arabic passage covers well is answered from the English pages (note "answered_in_english").
 */
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
  {
    language: "ar",
    topic: "employee work permit",
    question: "لقيت خدمة ففرنسا بعقد CDI، واش انا اللي خاصني نطلب autorisation de travail ولا المشغل هو اللي كيديرها؟",
    mustCite: visa("salarie"),
  },
  {
    language: "ar",
    topic: "Algerian employee",
    question:
      "راني جزائري وعندي عقد خدمة في فرانسا، واش ناخذ carte de séjour salarié كيما لخرين ولا certificat de résidence؟",
    mustCite: visa("salarie"),
  },
  {
    language: "ar",
    topic: "fixed-term contract",
    question: "عندي contrat CDD ثمانية شهور في شركة فرنسية، شنوة نوع الفيزا اللي نطلبها؟",
    mustCite: visa("travailleur-temporaire", "salarie"),
  },
  {
    language: "ar",
    topic: "seasonal work",
    question: "بغيت نمشي نخدم فالموسم ديال جني الفريز ولا العنب ففرنسا، اشمن فيزا خاصني؟",
    mustCite: visa("travailleur-temporaire"),
  },
  {
    language: "ar",
    topic: "talent salary",
    question: "ماهو الحد الادنى للراتب السنوي لبطاقة المواهب اجير مؤهل بعد الماستر في فرنسا",
    mustCite: visa("passeport-talent-salarie", "passeport-talent"),
  },
  {
    language: "ar",
    topic: "talent with a foreign master",
    question: "قريت ماستر في تونس موش في فرنسا، نجم نطلب carte talent salarié qualifié ولا لازمني البطاقة الزرقاء؟",
    mustCite: talentOrBlueCard,
  },
  {
    language: "ar",
    topic: "salary thresholds",
    question: "شنو الفرق فالراتب الأدنى بين فيزا salarié و carte talent salarié qualifié و البطاقة الزرقاء؟",
    mustCite: [...talentOrBlueCard, ...visa("salarie")],
  },
  {
    language: "ar",
    topic: "talent family",
    question: "راجلي عندو passeport talent، واش خاصنا نديرو regroupement familial باش نلحق بيه انا والدراري؟",
    mustCite: pagesMentioning("talent (famille)"),
  },
  {
    language: "ar",
    topic: "talent integration contract",
    question: "هل حامل بطاقة المواهب ملزم بتوقيع عقد الاندماج الجمهوري مع OFII؟",
    mustCite: [
      ...visa(
        "passeport-talent",
        "passeport-talent-salarie",
        "passeport-talent-mission",
        "passeport-talent-chercheur",
        "passeport-talent-investisseur",
        "passeport-talent-innovant",
        "passeport-talent-representant",
        "passeport-talent-renommee",
        "passeport-talent-artistique",
      ),
      ...blueCard,
    ],
  },
  {
    language: "ar",
    topic: "researcher hosting agreement",
    question:
      "باحث postdoc من المغرب، المختبر فرنسا غادي يصيفط ليا convention d'accueil، شنو هي البطاقة اللي خاصني نطلب؟",
    mustCite: visa("passeport-talent-chercheur"),
  },
  {
    language: "ar",
    topic: "startup founder",
    question:
      "عندي startup وقبلوني في حاضنة في باريس، كاين فيزا French Tech للمؤسسين ولا لا؟ وقداه لازم يكون عندي دراهم باش نعيش",
    mustCite: visa("passeport-talent-innovant", "investisseur-affaires"),
  },
  {
    language: "ar",
    topic: "artist income",
    question:
      "أنا موسيقي تونسي عندي عقود مع مهرجانات في فرنسا، قداش لازم يكون دخلي في الشهر باش ناخو بطاقة المواهب فنان؟",
    mustCite: visa("passeport-talent-artistique"),
  },
  {
    language: "ar",
    topic: "renowned athlete",
    question: "لاعب كرة قدم محترف ومعروف دوليا، هل توجد بطاقة اقامة للرياضيين المشهورين في فرنسا",
    mustCite: visa("passeport-talent-renommee"),
  },
  {
    language: "ar",
    topic: "company representative salary",
    question:
      "الشركة عيناتني gérant ديال الفرع ديالها فباريس، شحال خاص تكون الخلصة ديالي باش ناخد carte talent mandataire social؟",
    mustCite: visa("passeport-talent-representant"),
  },
  {
    language: "ar",
    topic: "group mission with a French contract",
    question: "الشركة الأم فكازا غادي تصيفطني لفرع ديالها فليون بعقد فرنسي، اشمن كارط سيجور غادي ناخد؟",
    mustCite: visa(
      "passeport-talent-mission",
      "transfert-intra-groupe",
      "passeport-talent",
      "passeport-talent-salarie",
    ),
  },
  {
    language: "ar",
    topic: "intra-company transfer renewal",
    question: "أنا كادر في شركة تونسية والشركة باش تبعثني لفرعها في فرنسا ونبقى بعقدي التونسي، شنوة البطاقة وهل تتجدد؟",
    mustCite: visa("transfert-intra-groupe"),
  },
  {
    language: "ar",
    topic: "blue card without a degree",
    question: "ليس لدي شهادة جامعية لكن عندي خبرة طويلة في المعلوميات، هل يمكنني الحصول على البطاقة الزرقاء الاوروبية؟",
    mustCite: [...blueCard, ...blogArticle("talent-or-blue-card")],
  },
  {
    language: "ar",
    topic: "Algerian student resources",
    question: "طالب جزائري، قداه لازم يكون عندي في الحساب كل شهر باش يعطوني فيزا الدراسة؟",
    mustCite: studentPages,
  },
  {
    language: "ar",
    topic: "Algerian student work",
    question: "انا طالب جزائري في فرنسا، نقدر نخدم بلا autorisation de travail كيما الطلبة لخرين؟",
    mustCite: visa("etudiant"),
  },
  {
    language: "ar",
    topic: "student housing aid",
    question: "هل مازال الطالب الاجنبي ياخذ مساعدة السكن APL من الكاف في 2026؟",
    mustCite: pagesShowingFact("student.apl"),
  },
  {
    language: "ar",
    topic: "Campus France",
    question: "واش ضروري ندوز من كامبيس فرانس قبل ما نطلب فيزا الدراسة من المغرب؟ وشحال كتخلص الفيزا؟",
    mustCite: visa("etudiant"),
  },
  {
    language: "ar",
    topic: "student VLS-TS validation",
    question: "وصلت لباريس توا بفيزا دراسة VLS-TS، شنوة نعمل باش نفعّلها على ANEF؟ وشنوة يلزمني؟",
    mustCite: vlsTsPages,
  },
  {
    language: "ar",
    topic: "VLS-TS deadline",
    question: "بعد الوصول لفرنسا كم عندي من الوقت لتفعيل التاشيرة الطويلة على موقع ANEF وهل ادفع شيء",
    mustCite: [...pagesShowingFact("vls-ts.validation-deadline"), ...vlsTsPages],
  },
  {
    language: "ar",
    topic: "late VLS-TS validation",
    question: "نسيت نفعّل الفيزا فـ ANEF وفاتو 3 شهور، شنو غادي يوقع ليا دابا؟",
    mustCite: vlsTsPages,
  },
  {
    language: "ar",
    topic: "au pair hours",
    question:
      "عندي 20 عام ومن المغرب، بغيت نخدم au pair عند عائلة فرنسا، شحال من ساعة فالسيمانة وشحال كيعطيو argent de poche؟",
    mustCite: visa("au-pair"),
  },
  {
    language: "ar",
    topic: "au pair host family",
    question: "انا جزائرية، نقدر نكون au pair عند عائلة جزائرية ساكنة في فرنسا؟ ولا لازم عائلة فرنسية",
    mustCite: visa("au-pair"),
  },
  {
    language: "ar",
    topic: "reunification resources",
    question: "كم يجب ان يكون دخلي الشهري لاستقدام زوجتي واولادي الثلاثة عن طريق لم الشمل العائلي",
    mustCite: visa("regroupement-familial"),
  },
  {
    language: "ar",
    topic: "reunification housing check",
    question: "فلم الشمل، شكون اللي كيراقب الدار؟ واش كيجيو يشوفو السكن؟",
    mustCite: visa("regroupement-familial"),
  },
  {
    language: "ar",
    topic: "spouse transcription",
    question: "تزوجت بفرنسية هنا فالمغرب، واش خاصني نسجل العقد (transcription) قبل ما نطلب الفيزا؟ وواش الفيزا بفلوس؟",
    mustCite: visa("famille-francais"),
  },
  {
    language: "ar",
    topic: "spouse work rights",
    question: "مرتي فرنسية وجيت بفيزا conjoint de français، نجم نخدم طول ولا يلزمني ترخيص؟",
    mustCite: visa("famille-francais"),
  },
  {
    language: "ar",
    topic: "PACS partner",
    question: "انا مرتبط بعقد PACS مع مواطنة فرنسية ولسنا متزوجين، ما هي التاشيرة المناسبة للعيش معها في فرنسا",
    mustCite: visa("long-stay-personal"),
  },
  {
    language: "ar",
    topic: "retiree income",
    question: "متقاعد من الجزائر وعندي منحة التقاعد، حاب نعيش في فرنسا، قداه لازم يكون الدخل في الشهر؟",
    mustCite: [...visa("visiteur-touriste"), "/retiring-nice"],
  },
  {
    language: "ar",
    topic: "visitor remote work",
    question: "بفيزا visiteur نقدر نخدم عن بعد مع شركة فالمغرب ولا ممنوع؟",
    mustCite: [...visa("visiteur-touriste"), "/lyon-digital-nomads"],
  },
  {
    language: "ar",
    topic: "Schengen short stay",
    question: "فيزا شنغن سياحة قداش من نهار نجم نقعد في فرنسا؟",
    mustCite: pagesShowingFact("schengen."),
  },
  {
    language: "ar",
    topic: "auto-entrepreneur residence",
    question: "واش إلا تسجلت auto-entrepreneur فرنسا كيعطيني الحق نقعد تما؟ انا مغربي",
    mustCite: visa("auto-entrepreneur", "travailleur-independant"),
  },
  {
    language: "ar",
    topic: "micro-entrepreneur contributions",
    question: "كم نسبة الاشتراكات الاجتماعية التي يدفعها المقاول الذاتي لURSSAF على الخدمات",
    mustCite: pagesShowingFact("micro-entrepreneur.contribution-rate"),
  },
  {
    language: "ar",
    topic: "freelance translator",
    question:
      "أنا مترجم freelance من تونس، نحب نخدم لحسابي في فرنسا مع برشا حرفاء، شنوة بطاقة الإقامة وقداش لازم يكون الدخل؟",
    mustCite: [...visa("travailleur-independant", "auto-entrepreneur"), "/lyon-digital-nomads"],
  },
  {
    language: "ar",
    topic: "freelance single client",
    question: "اذا اشتغلت كمستقل مع زبون واحد فقط هل هذا مشكل في بطاقة مقاول/مهنة حرة",
    mustCite: visa("travailleur-independant"),
  },
  {
    language: "ar",
    topic: "job-search card",
    question: "كملت الماستر ففرنسا، كاينة شي كارط باش نقلب على خدمة من بعد؟ شحال كتدوم؟",
    mustCite: visa("job-search-business", "etudiant-vls"),
  },
  {
    language: "ar",
    topic: "job-search eligible degrees",
    question: "عندي licence générale من جامعة فرنسية، هل استطيع الحصول على بطاقة البحث عن عمل او انشاء مشروع",
    mustCite: visa("job-search-business"),
  },
  {
    language: "ar",
    topic: "internship visa",
    question: "عندي stage ستة شهور في شركة فرنسية وانا طالب في جامعة الجزائر، واش من فيزا لازمني؟",
    mustCite: visa("stagiaire-etudiant"),
  },
  {
    language: "ar",
    topic: "working holiday countries",
    question: "واش المغرب عندو اتفاق PVT (العطلة والعمل) مع فرنسا؟ وشحال هو السن؟",
    mustCite: visa("vacances-travail"),
  },
  {
    language: "ar",
    topic: "civic service",
    question: "حاب ندير service civique في فرنسا، واش كاين فيزا خاصة؟ والمنحة تتحسب خلصة؟",
    mustCite: visa("volontariat"),
  },
  {
    language: "ar",
    topic: "investor own home",
    question: "شحال خاص نستثمر باش ناخد carte talent investisseur؟ واش شرا شقة للسكن ديالي كيتحسب؟",
    mustCite: visa("passeport-talent-investisseur", "investisseur-affaires"),
  },
  {
    language: "ar",
    topic: "Paris rent cap",
    question: "كيفاش نعرف واش الكرا ديال الشقة فباريس فايت السقف القانوني؟ encadrement des loyers",
    mustCite: ["/paris-guide", ...blogArticle("renting"), "/city-comparison"],
  },
  {
    language: "ar",
    topic: "Navigo without an address",
    question: "كيفاش ندير carte Navigo في باريس وانا مازال ما عنديش عنوان؟ وقداه في الشهر",
    mustCite: ["/paris-guide", ...cityCosts],
  },
  {
    language: "ar",
    topic: "Paris prefecture",
    question: "اسكن في باريس، اي محافظة تتكفل بملف بطاقة الاقامة الخاصة بي",
    mustCite: ["/paris-guide"],
  },
  {
    language: "ar",
    topic: "Paris schools",
    question: "كيفاش نسجل ولدي في المدرسة في باريس وهو ما يحكيش بالفرنسي؟",
    mustCite: ["/paris-guide"],
  },
  {
    language: "ar",
    topic: "Lyon coworking",
    question: "اعمل عن بعد كمطور، ما هي افضل الاحياء في ليون للسكن وفضاءات العمل المشترك coworking",
    mustCite: ["/lyon-digital-nomads"],
  },
  {
    language: "ar",
    topic: "digital nomad visa",
    question: "واش فرنسا عندها فيزا ديال digital nomad؟ بغيت نعيش فليون ونخدم عن بعد",
    mustCite: ["/lyon-digital-nomads"],
  },
  {
    language: "ar",
    topic: "Marseille safety",
    question: "مرسيليا خطيرة بزاف؟ واش هوما الأحياء المليحة للعائلة",
    mustCite: ["/marseille-living"],
  },
  {
    language: "ar",
    topic: "Calanques in summer",
    question: "هل الدخول الى الكالانك في مرسيليا ممنوع في الصيف احيانا",
    mustCite: ["/marseille-living"],
  },
  {
    language: "ar",
    topic: "Marseille rent",
    question: "واش كاين تسقيف الكرا فمرسيليا بحال باريس؟",
    mustCite: ["/marseille-living"],
  },
  {
    language: "ar",
    topic: "retiree PUMa",
    question: "متقاعد في نيس بتاشيرة زائر، متى استطيع الانضمام الى PUMa وهل الغي التامين الخاص؟",
    mustCite: ["/retiring-nice", ...blogArticle("health-insurance")],
  },
  {
    language: "ar",
    topic: "pension tax",
    question: "إلا عشت فنيس أغلب العام، واش فرنسا غادي تاخد الضريبة على المعاش ديالي اللي كيجيني من المغرب؟",
    mustCite: ["/retiring-nice"],
  },
  {
    language: "ar",
    topic: "EU dual national",
    question: "عندي الجنسية الإسبانية والمغربية، واش خاصني carte de séjour باش نعيش ونخدم ففرنسا؟",
    mustCite: ["/eu-eea-nationals"],
  },
  {
    language: "ar",
    topic: "EU citizen's spouse",
    question: "مرتي إيطالية وأنا تونسي، باش نمشيو نعيشو في فرنسا، يلزمني فيزا؟ ونجم نخدم؟",
    mustCite: ["/eu-eea-nationals"],
  },
  {
    language: "ar",
    topic: "civic exam exemption",
    question: "الامتحان المدني الجديد 2026 كم مدته وهل يعفى منه كبار السن",
    mustCite: integrationPages,
  },
  {
    language: "ar",
    topic: "French level multi-year card",
    question: "شحال خاص يكون المستوى ديال الفرنسية باش ناخد carte pluriannuelle؟ A2 ولا B1؟",
    mustCite: integrationPages,
  },
  {
    language: "ar",
    topic: "OFII medical visit",
    question: "واش هي la visite médicale تاع OFII و contrat d'intégration républicaine؟ لازم نروح؟",
    mustCite: ofiiPages,
  },
  {
    language: "ar",
    topic: "SMIC net",
    question: "السميك في فرنسا قداش صافي وقداش brut في الشهر؟",
    mustCite: smicPages,
  },
];

export const retrievalQuestions: readonly RetrievalQuestion[] = [...english, ...french, ...arabic];
