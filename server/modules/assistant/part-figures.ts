import { writeProse } from "../../../content/assistant/passage-text.ts";
import { sectionProse } from "../../../content/assistant/passages-visas.ts";
import {
  generalTopicFacts,
  reunificationFloors,
  routeTopicFacts,
} from "../../../content/assistant/route-topic-facts.ts";
import { textLanguageOf, translatedText } from "../../../content/content-language.ts";
import { euros, routeName } from "../../../content/eligibility/eligibility-values.ts";
import { currentFact } from "../../../content/facts/fact-on.ts";
import type { Fact } from "../../../content/facts/fact-types.ts";
import type { FactId } from "../../../content/facts/facts.ts";
import { formatFact } from "../../../content/facts/format-fact.ts";
import { assistantPartsAr } from "../../../content/i18n/assistant-parts-ar.ts";
import { type AssistantParts, assistantPartsEn } from "../../../content/i18n/assistant-parts-en.ts";
import { assistantPartsFr } from "../../../content/i18n/assistant-parts-fr.ts";
import type { VisaSectionId } from "../../../content/visas/visa-content-types.ts";
import { findVisaPage, visaSlugFor } from "../../../content/visas/visa-pages.ts";
import type { Citation, OfficialSource } from "../../../core/assistant/assistant-contract.ts";
import type { AskedTopic } from "../../../core/assistant/question-lexicon.ts";
import type { QuestionParts, StatedAmount } from "../../../core/assistant/question-parts.ts";
import { analyse } from "../../../core/assistant/text-analysis.ts";
import type { Language } from "../../../core/languages.ts";
import { fill } from "./fill-template.ts";
import { sentencesOf } from "./sentences.ts";

/**
 * The pieces a part of a question is answered with: the registry's figures in force today with
 * their sources, the person's own figure compared with each, and the sentences of the route page's
 * matching section. Nothing here states a figure of its own: every number is a registry value, the
 * person's, or a difference between the two. ./compose-parts.ts puts them together.
 */
export type PartBlock = {
  /** "Student visa — Resources to prove:" */
  heading: string;
  lines: string[];
  citations: Citation[];
};

export const partTexts: Record<Language, AssistantParts> = {
  en: assistantPartsEn,
  fr: assistantPartsFr,
  ar: assistantPartsAr,
};

/** The section of a route page that speaks to each part. */
const sectionOf: Partial<Record<AskedTopic, VisaSectionId>> = {
  resources: "conditions",
  "salary-floor": "conditions",
  fees: "costs",
  "processing-time": "processing",
  "work-rights": "workRights",
  family: "family",
  documents: "documents",
  validity: "validity",
};

/** Words a quoted sentence should carry for the part (folded stems), beside the question's own. */
const topicWords: Partial<Record<AskedTopic, RegExp>> = {
  resources: /resourc|ressourc|month|mois|€|fund|moyen|income|revenu/i,
  "salary-floor": /salar|salaire|€|gross|brut|remuner/i,
  fees: /fee|tax|frais|€|timbre|stamp/i,
  "work-rights": /work|travail|hour|heure|employ|job/i,
  family: /famil|spouse|conjoint|child|enfant|partner|partenaire/i,
  validity: /valid|year|an|renew|renouvel/i,
  documents: /./,
  "processing-time": /week|month|semaine|mois|day|jour/i,
};

export function sourceOf(fact: Fact): OfficialSource {
  return { publisher: fact.source.publisher, url: fact.source.url, checkedOn: fact.checkedOn };
}

/** The route page's address in the reader's language (the Blue Card has an English twin). */
function visaPath(slug: string, language: Language): string {
  return `/visa/${visaSlugFor(slug, language)}`;
}

export function visaCitation(
  slug: string,
  language: Language,
  sources: OfficialSource[],
  section?: VisaSectionId,
): Citation {
  const page = findVisaPage(slug);
  const title = page ? translatedText(page.text, language).title : routeName(slug, language);
  return {
    title,
    url: `${visaPath(slug, language)}?lang=${language}${section ? `#${section}` : ""}`,
    kind: "visa",
    sources,
  };
}

/**
 * Up to `max` sentences of a route page's section, those sharing most words with the question and
 * carrying the part's words first, in page order. The figures in them are the registry's.
 */
export function sectionSentences(
  slug: string,
  section: VisaSectionId,
  language: Language,
  question: string,
  max: number,
  focus: RegExp | undefined = topicWords[Object.entries(sectionOf).find(([, id]) => id === section)?.[0] as AskedTopic],
): { sentences: string[]; sources: OfficialSource[] } {
  const page = findVisaPage(slug);
  if (!page) return { sentences: [], sources: [] };
  const textLanguage = textLanguageOf(page.text, language);
  const text = translatedText(page.text, language);
  // Writing a section resolves its {fact:…} tokens to today's values.
  const written = writeSection(text, section, textLanguage);
  const asked = new Set(analyse(question));
  // A question in our text ("You have a job offer?") introduces an answer, it is none.
  const statements = sentencesOf(written.text).filter((sentence) => !/[?？؟]\s*$/.test(sentence));
  const scored = statements.map((sentence, position) => {
    const terms = analyse(sentence);
    const overlap = terms.filter((term) => asked.has(term)).length;
    return { sentence, position, score: overlap + (focus?.test(sentence) ? 1.5 : 0) - position * 0.05 };
  });
  const chosen = scored
    .sort((a, b) => b.score - a.score)
    .slice(0, max)
    .sort((a, b) => a.position - b.position)
    .map((one) => one.sentence);
  return { sentences: chosen, sources: written.sources };
}

function writeSection(
  text: Parameters<typeof sectionProse>[0],
  section: VisaSectionId,
  language: Language,
): { text: string; sources: OfficialSource[] } {
  return writeProse(sectionProse(text, section, language), language);
}

/** "Minimum monthly resources, student: €615 per month." */
export function figureLine(id: FactId, language: Language): { line: string; fact: Fact } {
  const fact = currentFact(id);
  const label = fact.label[language] ?? fact.label.en;
  return { line: fill(partTexts[language].figure, { label, value: formatFact(fact, language) }), fact };
}

const amountOf = (fact: Fact) => (typeof fact.value === "number" ? fact.value : null);

/** The person's salary as gross a year (a monthly figure times twelve), with what was said about it. */
export function annualSalary(amounts: readonly StatedAmount[]): { annual: number; stated: StatedAmount } | null {
  const stated = amounts.find((amount) => amount.kind === "salary");
  if (!stated) return null;
  return { annual: stated.period === "month" ? stated.amount * 12 : stated.amount, stated };
}

export function monthlyResources(amounts: readonly StatedAmount[]): number | null {
  const stated = amounts.find((amount) => amount.kind === "resources" && amount.period !== "year");
  if (stated) return stated.amount;
  const yearly = amounts.find((amount) => amount.kind === "resources");
  return yearly ? Math.round(yearly.amount / 12) : null;
}

/** The salary compared with a floor in its own unit: a year's floor with the year, a month's with the month. */
export function salaryComparison(annual: number, fact: Fact, language: Language): string | null {
  const floor = amountOf(fact);
  if (floor === null) return null;
  const text = partTexts[language];
  const monthly = fact.unit === "eur-per-month";
  if (!monthly && fact.unit !== "eur-per-year") return null;
  const yours = monthly ? annual / 12 : annual;
  const values = {
    amount: euros(Math.round(yours), language),
    floor: euros(floor, language),
    gap: euros(Math.round(floor - yours), language),
  };
  const template = yours > floor ? text.salaryAbove : yours < floor ? text.salaryBelow : text.salaryEqual;
  const line = fill(template, values);
  // The templates say "a year": for a monthly floor, the month's words.
  return monthly ? monthlyWording(line, language) : line;
}

function monthlyWording(line: string, language: Language): string {
  if (language === "fr") return line.replace("bruts par an", "bruts par mois");
  if (language === "ar") return line.replace("إجمالي سنويًا", "إجمالي شهريًا");
  return line.replace("gross a year", "gross a month");
}

export function resourcesComparison(monthly: number, floor: number, language: Language): string {
  const text = partTexts[language];
  const values = {
    amount: euros(monthly, language),
    floor: euros(floor, language),
    gap: euros(Math.round(floor - monthly), language),
  };
  return fill(monthly >= floor ? text.resourcesAbove : text.resourcesBelow, values);
}

/** People in the household the question describes: the person, a partner, the children. */
export function householdOf(parts: QuestionParts): number {
  if (parts.person.household !== null) return parts.person.household;
  return 1 + (parts.person.partner ? 1 : 0) + (parts.person.children ?? 0);
}

export function reunificationFloor(people: number): FactId {
  return (reunificationFloors.find((floor) => people <= floor.upTo) ?? reunificationFloors[0])?.fact as FactId;
}

export function factsFor(slug: string | null, topic: AskedTopic): readonly FactId[] {
  if (slug === null) return generalTopicFacts[topic] ?? [];
  return routeTopicFacts[slug]?.[topic] ?? [];
}

/** "At 31, you are outside the age range of 18–30 years", for an age-range fact. */
export function ageLine(id: FactId, age: number, language: Language): { line: string; fact: Fact } | null {
  const fact = currentFact(id);
  const range = fact.value;
  if (typeof range !== "object" || !("min" in range)) return null;
  const within = age >= range.min && age <= range.max;
  const text = partTexts[language];
  return {
    line: fill(within ? text.ageWithin : text.ageOutside, { age: String(age), range: formatFact(fact, language) }),
    fact,
  };
}

export { sectionOf };
