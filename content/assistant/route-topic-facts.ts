import type { AskedTopic } from "../../core/assistant/question-lexicon.ts";
import type { FactId } from "../facts/facts.ts";

/**
 * Which registry figures answer which part of a question about which visa route (ADR 0079): the
 * student's monthly resources and yearly working hours, the Blue Card's salary floor, the
 * visitor's resources (the net SMIC)… The built-in answerer states them with their source and
 * compares the person's own figures with them. A route or a part missing here is answered from the
 * route page's section alone.
 */
export type TopicFacts = Partial<Record<AskedTopic, readonly FactId[]>>;

const talentCommon: TopicFacts = {
  validity: ["talent.card.max-validity"],
  "processing-time": ["processing.talent"],
  fees: ["long-stay-visa.fee", "residence-permit.tax-first-issue"],
};

export const routeTopicFacts: Readonly<Record<string, TopicFacts>> = {
  etudiant: {
    resources: ["student.min-monthly-resources"],
    "work-rights": ["student.max-work-hours-per-year"],
    fees: ["long-stay-visa.fee-student", "student.cvec"],
    "processing-time": ["processing.student"],
  },
  "etudiant-vls": {
    resources: ["student.min-monthly-resources"],
    "work-rights": ["student.max-work-hours-per-year"],
    fees: ["long-stay-visa.fee-student", "student.cvec"],
    "processing-time": ["processing.student"],
  },
  "carte-bleue-ue": {
    "salary-floor": ["eu-blue-card.min-annual-salary", "eu-blue-card.min-contract-length"],
    validity: ["eu-blue-card.max-validity"],
    "processing-time": ["processing.talent"],
    fees: ["long-stay-visa.fee", "residence-permit.tax-first-issue"],
  },
  "passeport-talent-salarie": {
    ...talentCommon,
    "salary-floor": ["talent.qualified-employee.min-annual-salary"],
  },
  "passeport-talent": { ...talentCommon, "salary-floor": ["talent.qualified-employee.min-annual-salary"] },
  "passeport-talent-representant": {
    ...talentCommon,
    "salary-floor": ["talent.company-representative.min-annual-salary"],
  },
  "passeport-talent-artistique": { ...talentCommon, resources: ["talent.artist.min-monthly-resources"] },
  "passeport-talent-investisseur": { ...talentCommon, resources: ["investor.min-investment"] },
  "passeport-talent-chercheur": talentCommon,
  "passeport-talent-innovant": talentCommon,
  salarie: {
    "salary-floor": ["smic.monthly-gross"],
    "processing-time": ["processing.employee"],
    fees: ["long-stay-visa.fee", "residence-permit.tax-first-issue"],
  },
  "travailleur-temporaire": {
    "salary-floor": ["smic.monthly-gross"],
    "processing-time": ["processing.employee"],
    fees: ["long-stay-visa.fee"],
  },
  "visiteur-touriste": {
    resources: ["smic.monthly-net"],
    "processing-time": ["processing.visitor"],
    fees: ["long-stay-visa.fee", "residence-permit.tax-first-issue"],
  },
  "long-stay-personal": { resources: ["smic.monthly-net"], fees: ["long-stay-visa.fee"] },
  "regroupement-familial": {
    resources: ["smic.monthly-net"],
    family: ["family-reunification.min-residence"],
  },
  "famille-francais": { fees: ["long-stay-visa.fee"] },
  "au-pair": {
    "work-rights": ["au-pair.max-weekly-hours"],
    resources: ["au-pair.min-pocket-money"],
    "which-visa": ["au-pair.age"],
  },
  "vacances-travail": { "which-visa": ["working-holiday.age"] },
  "auto-entrepreneur": {
    resources: ["micro-entrepreneur.turnover-ceiling-services", "micro-entrepreneur.turnover-ceiling-sales"],
    "processing-time": ["processing.auto-entrepreneur"],
    fees: ["long-stay-visa.fee"],
  },
  "job-search-business": { validity: ["job-search-business.validity"], fees: ["aps.tax"] },
};

/** Figures that answer a part whatever the route: the 2026 integration conditions, the documents' common rules. */
export const generalTopicFacts: TopicFacts = {
  "language-civic": [
    "integration.french-level-multi-year-card",
    "integration.french-level-resident-card",
    "integration.french-level-naturalisation",
    "civic-exam.questions",
    "civic-exam.pass-mark",
  ],
  documents: ["passport.validity-beyond-stay", "bank-statements.months", "travel-insurance.min-cover"],
  validity: ["resident-card.validity"],
  fees: ["long-stay-visa.fee", "residence-permit.tax-first-issue", "residence-permit.tax-renewal"],
  family: ["family-reunification.min-residence"],
};

/** The family-reunification floor by household size (the net SMIC up to three people). */
export const reunificationFloors: readonly { upTo: number; fact: FactId }[] = [
  { upTo: 3, fact: "family-reunification.resources-two-three" },
  { upTo: 5, fact: "family-reunification.resources-four-five" },
  { upTo: 99, fact: "family-reunification.resources-six-plus" },
];

/** The age range a route is open to, stated when the person gives their age. */
export const routeAgeFacts: Readonly<Record<string, FactId>> = {
  "au-pair": "au-pair.age",
  "vacances-travail": "working-holiday.age",
};
