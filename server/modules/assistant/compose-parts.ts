import { routeAgeFacts } from "../../../content/assistant/route-topic-facts.ts";
import { eligibilityFiguresOn } from "../../../content/eligibility/eligibility-figures.ts";
import { reasonText, verdictLabel } from "../../../content/eligibility/eligibility-texts.ts";
import { euros as euroText, routeName } from "../../../content/eligibility/eligibility-values.ts";
import { currentFact } from "../../../content/facts/fact-on.ts";
import type { FactId } from "../../../content/facts/facts.ts";
import { formatFact } from "../../../content/facts/format-fact.ts";
import { visaProcessingOf } from "../../../content/visas/visa-costs.ts";
import { visaSlugFor } from "../../../content/visas/visa-pages.ts";
import type { Citation, OfficialSource, Passage } from "../../../core/assistant/assistant-contract.ts";
import type { AskedTopic } from "../../../core/assistant/question-lexicon.ts";
import { type QuestionParts, readableQuestion } from "../../../core/assistant/question-parts.ts";
import { eligibilityProfileSchema, profileOf } from "../../../core/eligibility/eligibility-profile-schema.ts";
import { evaluateEligibility } from "../../../core/eligibility/evaluate-eligibility.ts";
import type { Language } from "../../../core/languages.ts";
import { parisDate } from "../../../core/paris-date.ts";
import type { AssistantTool } from "./assistant-tools.ts";
import { fill } from "./fill-template.ts";
import {
  ageLine,
  annualSalary,
  factsFor,
  figureLine,
  householdOf,
  monthlyResources,
  type PartBlock,
  partTexts,
  resourcesComparison,
  reunificationFloor,
  salaryComparison,
  sectionOf,
  sectionSentences,
  sourceOf,
  visaCitation,
} from "./part-figures.ts";
import { routeTitle } from "./route-title.ts";
import { routesInQuestion } from "./routes-in-question.ts";

/**
 * A question answered part by part (ADR 0079): for each part asked, in the order asked, the
 * routes it is about (./routes-in-question.ts), the registry's figures for that part with the
 * person's own figures compared with them, the route page's matching sentences, and the engines
 * where they answer (cost of living, timeline, eligibility). A part nothing answers is returned
 * as missing, for the caller to answer from retrieved passages or say our pages do not cover it.
 */
export type ComposedParts = { blocks: PartBlock[]; missing: AskedTopic[] };

type PartContext = {
  parts: QuestionParts;
  /** The retrieved passages, best first: a part answered without a route cites the best one's page. */
  passages: readonly Passage[];
  question: string;
  language: Language;
  tools: readonly AssistantTool[];
};

/** At most this many routes per part: an answer, not a catalogue. */
const maxRoutes = 3;

function routeBlock(slug: string | null, topic: AskedTopic, context: PartContext): PartBlock | null {
  const { language, parts, question } = context;
  const text = partTexts[language];
  const lines: string[] = [];
  const sources: OfficialSource[] = [];
  const addFact = (id: FactId) => {
    const { line, fact } = figureLine(id, language);
    lines.push(line);
    sources.push(sourceOf(fact));
    return fact;
  };
  const salary = annualSalary(parts.person.amounts);
  // A monthly pay is the resources family reunification and the visitor route count.
  const resources =
    monthlyResources(parts.person.amounts) ?? (salary?.stated.period === "month" ? salary.stated.amount : null);

  let facts = [...factsFor(slug, topic)].map((id) =>
    // Algerians' family reunification follows the Franco-Algerian agreement's shorter residence.
    id === "family-reunification.min-residence" && parts.person.nationality === "DZ"
      ? ("family-reunification.min-residence-algerian" as const)
      : id,
  );
  if (slug === "regroupement-familial") {
    // The floor depends on the family's size; asked about, or given an amount to compare, it is said.
    const floor = reunificationFloor(Math.max(2, householdOf(parts)));
    if (topic === "resources") facts = [floor];
    else if ((topic === "family" || topic === "salary-floor") && (resources !== null || salary))
      facts = [...facts, floor];
  }
  for (const id of facts) {
    const fact = addFact(id);
    if (topic === "salary-floor" && salary && slug !== "regroupement-familial") {
      const compared = salaryComparison(salary.annual, fact, language);
      if (compared) lines.push(compared);
    }
    const comparesResources = topic === "resources" || slug === "regroupement-familial";
    if (comparesResources && resources !== null && fact.unit === "eur-per-month" && typeof fact.value === "number") {
      lines.push(resourcesComparison(resources, fact.value, language));
    }
  }
  if (slug && parts.person.age !== null && (topic === "which-visa" || facts.length > 0)) {
    const ageFact = routeAgeFacts[slug];
    const age = ageFact ? ageLine(ageFact, parts.person.age, language) : null;
    if (age) {
      lines.push(age.line);
      sources.push(sourceOf(age.fact));
    }
  }
  const section = sectionOf[topic];
  const spouseOnly = topic === "work-rights" && asksAboutPartnerOnly(question);
  if (slug && section && !spouseOnly) {
    // Figures said, one or two sentences of the page for the rest; no figure, the page speaks.
    const quoted = sectionSentences(
      slug,
      section,
      language,
      question,
      facts.length === 0 ? 3 : topic === "fees" ? 0 : topic === "work-rights" ? 2 : 1,
    );
    for (const sentence of quoted.sentences) {
      // A floor's sentence restating only figures already given adds nothing; rules around a
      // figure (no work authorisation needed up to 964 hours) do.
      const figures = sentence.match(/\d[\d\s\u00a0\u202f.,]*\d|\d/g) ?? [];
      const said = lines.join(" ");
      const restates = figures.length > 0 && figures.every((figure) => said.includes(figure.trim()));
      if (restates && (topic === "salary-floor" || topic === "resources" || topic === "fees")) continue;
      // The Franco-Algerian exceptions are for Algerians only.
      if (/alg[eé]ri/i.test(sentence) && parts.person.nationality !== "DZ") continue;
      lines.push(sentence);
    }
    sources.push(...quoted.sources);
  }
  // "How do I renew it?": the page's steps say where (ANEF) and when.
  if (topic === "validity" && slug && /\b(renew|renewal|renouvel\w*)\b|تجديد/.test(readableQuestion(question))) {
    const steps = sectionSentences(
      slug,
      "steps",
      language,
      `${question} renew renouvellement`,
      1,
      /renew|renouvel|ANEF/i,
    );
    lines.push(...steps.sentences);
    sources.push(...steps.sources);
  }
  // The civic exam has an age above which it is not required: said when the person gives theirs.
  if (topic === "language-civic" && slug === null && parts.person.age !== null) {
    const { line, fact } = figureLine("civic-exam.exemption-age", language);
    lines.push(line);
    sources.push(sourceOf(fact));
  }
  if (topic === "work-rights" && slug && parts.person.partner) {
    const family = sectionSentences(
      slug,
      "family",
      language,
      `${question} work travail`,
      2,
      /work|travail|emploi|employ/i,
    );
    if (family.sentences.length > 0) {
      lines.push(text.spouse, ...family.sentences);
      sources.push(...family.sources);
    }
  }
  if (lines.length === 0) return null;
  const topicName = text.topics[topic];
  return {
    heading: slug
      ? fill(text.heading, { route: routeTitle(slug, language), topic: topicName })
      : fill(text.headingGeneral, { topic: topicName }),
    lines,
    citations: slug ? [visaCitation(slug, language, dedupe(sources), section)] : factCitations(sources, context),
  };
}

/** "Can my husband work?", "ma femme pourra-t-elle travailler ?": the partner's right, not the person's. */
const partnerAsked =
  /\b(can|could|will|may|would) (my|our) (wife|husband|spouse|partner)|\b(wife|husband|spouse|partner|femme|mari|epoux|epouse|conjoint|conjointe) (can|could|will|may|peut|pourra|pourrait|a le droit)|\b(mon|ma) (mari|femme|epoux|epouse|conjoint|conjointe)[\w\s'-]{0,12}(peut|pourra|pourrait|a le droit|travailler)|هل يمكن لزوج|هل تستطيع زوجت|هل يستطيع زوج|زوجي يقدر|زوجتي تقدر/;

function asksAboutPartnerOnly(question: string): boolean {
  const folded = readableQuestion(question);
  if (!partnerAsked.test(folded)) return false;
  // "Can I work, and my wife?" asks both.
  return !/\b(can i|could i|may i|est-ce que je|puis-je|je peux|je pourrai)\b|هل يمكنني|هل استطيع/.test(folded);
}

function dedupe(sources: OfficialSource[]): OfficialSource[] {
  return [...new Map(sources.map((source) => [source.url, source])).values()];
}

/** Figures answered without a route: cited on the page retrieval found for the question, with their official sources. */
function factCitations(sources: OfficialSource[], context: PartContext): Citation[] {
  const best = context.passages[0];
  const titles = { en: "Visas", fr: "Visas", ar: "التأشيرات" };
  if (!best)
    return [
      {
        title: titles[context.language],
        url: `/visa?lang=${context.language}`,
        kind: "fact",
        sources: dedupe(sources),
      },
    ];
  return [{ title: best.title, url: best.url, kind: best.kind, sources: dedupe([...sources, ...best.sources]) }];
}

/** The salary the person gave, said once before the floors when it needed converting. */
function salaryPreamble(context: PartContext): string[] {
  const salary = annualSalary(context.parts.person.amounts);
  if (!salary) return [];
  const text = partTexts[context.language];
  const lines: string[] = [];
  if (salary.stated.period === "month") {
    lines.push(
      fill(text.salaryMonthly, {
        amount: euroText(salary.stated.amount, context.language),
        annual: euroText(salary.annual, context.language),
      }),
    );
  }
  if (salary.stated.basis === "net") lines.push(text.salaryNet);
  return lines;
}

function toolBlock(topic: AskedTopic, context: PartContext, routes: readonly string[]): PartBlock | null {
  const { language, parts, tools } = context;
  const text = partTexts[language];
  const run = (name: string, args: unknown) => {
    const tool = tools.find((one) => one.name === name);
    try {
      return tool ? tool.run(args, language) : null;
    } catch {
      return null;
    }
  };
  if (topic === "cost-of-living") {
    if (parts.person.cities.length === 0) return null;
    const lines: string[] = [];
    const citations: Citation[] = [];
    // "Bordeaux or Nice?": each city, for the household the question describes.
    for (const city of parts.person.cities.slice(0, maxRoutes)) {
      const result = run("cost_of_living", { city, people: Math.min(8, householdOf(parts)) });
      if (!result) continue;
      lines.push(result.text);
      citations.push(...result.citations);
    }
    if (lines.length === 0) return null;
    // A route asking for monthly resources: the floor beside the estimate (a student in Lyon).
    for (const slug of routes) {
      const id = factsFor(slug, "resources").find((one) => currentFact(one).unit === "eur-per-month");
      if (!id) continue;
      const { line, fact } = figureLine(id, language);
      lines.push(line);
      citations.push(visaCitation(slug, language, [sourceOf(fact)], "conditions"));
    }
    return { heading: fill(text.headingGeneral, { topic: text.topics[topic] }), lines, citations };
  }
  if (topic === "processing-time") {
    const slug = routes.find((one) => visaProcessingOf(one));
    if (!slug) return null;
    // The Blue Card's English address for English and Arabic readers, as its page.
    const result = run("timeline", { visa: visaSlugFor(slug, language) });
    if (!result) return null;
    // What the time depends on (a work authorisation first, an interview): the page's sentences.
    const page = sectionSentences(slug, "processing", language, context.question, 2);
    return {
      heading: fill(text.heading, { route: routeTitle(slug, language), topic: text.topics[topic] }),
      lines: [result.text, ...page.sentences.filter((sentence) => !result.text.includes(sentence))],
      citations: result.citations,
    };
  }
  return null;
}

/** "Which visa", with a nationality and a plan: the eligibility engine on what the question gives. */
function eligibilityBlock(context: PartContext): PartBlock | null {
  const { parts, language } = context;
  const { nationality, purpose, age, amounts, partner, children } = parts.person;
  if (!nationality || !purpose) return null;
  const salary = annualSalary(amounts);
  const resources = monthlyResources(amounts);
  const investment = amounts.find((amount) => amount.kind === "investment")?.amount ?? null;
  const savings = amounts.find((amount) => amount.kind === "savings")?.amount ?? null;
  const parsed = eligibilityProfileSchema.safeParse({
    nationality,
    purpose,
    age,
    annualGrossSalaryEur: salary ? Math.round(salary.annual) : null,
    contractType: salary ? "permanent" : undefined,
    employerType: salary ? "french-company" : undefined,
    monthlyResourcesEur: resources,
    savingsEur: savings,
    investmentEur: investment,
    familyStatus: partner ? "married" : "single",
    children: children ?? 0,
    familySize: householdOf(parts),
    admittedToStudies: purpose === "study" ? true : undefined,
    auPairAgreement: purpose === "au-pair" ? true : undefined,
  });
  if (!parsed.success) return null;
  const today = parisDate();
  const profile = profileOf(parsed.data, today);
  const result = evaluateEligibility(profile, eligibilityFiguresOn(profile.plannedStart));
  // An EU, EEA or Swiss citizen needs no visa: the wizard's answer says so with its guide.
  if (result.routes[0]?.slug === "eu-eea-nationals") return null;
  const text = partTexts[language];
  // The usual route for the plan (self-employed for a freelancer) is read first, then the engine's best.
  const usual = new Set(routesInQuestion("which-visa", parts));
  const applicable = result.routes.filter((route) => route.verdict !== "not-applicable");
  const shown = [
    ...applicable.filter((route) => usual.has(route.slug)),
    ...applicable.filter((route) => !usual.has(route.slug)),
  ].slice(0, maxRoutes);
  if (shown.length === 0) return null;
  const lines = [text.eligibilityIntro];
  const citations: Citation[] = [];
  for (const route of shown) {
    lines.push(
      fill(text.eligibilityRoute, {
        route: route.slug === "eu-eea-nationals" ? routeName(route.slug, language) : routeTitle(route.slug, language),
        verdict: verdictLabel(route.verdict, language),
      }),
    );
    const reason = route.reasons.find((one) => one.met === false) ?? route.reasons.find((one) => one.met === true);
    if (reason) lines.push(reasonText(reason, language).sentence);
    if (route.slug !== "eu-eea-nationals") citations.push(visaCitation(route.slug, language, []));
  }
  lines.push(text.eligibilityInvite);
  return { heading: fill(text.headingGeneral, { topic: text.topics["which-visa"] }), lines, citations };
}

/** A route open to an age range (au pair, working holiday): the range, for the person's nationality when it has its own. */
function ageBlock(slug: string, context: PartContext): PartBlock | null {
  const { language, parts } = context;
  const extended =
    slug === "vacances-travail" && parts.person.nationality && extendedAgeNationalities.has(parts.person.nationality);
  const id: FactId = extended ? "working-holiday.age-extended" : (routeAgeFacts[slug] as FactId);
  const { line, fact } = figureLine(id, language);
  const lines = [line];
  const compared = parts.person.age !== null ? ageLine(id, parts.person.age, language) : null;
  if (compared) lines.push(compared.line);
  const text = partTexts[language];
  return {
    heading: fill(text.heading, { route: routeTitle(slug, language), topic: text.topics["which-visa"] }),
    lines,
    citations: [visaCitation(slug, language, [sourceOf(fact)], "conditions")],
  };
}

/** The working-holiday agreements with a higher age limit (the fact's label names them). */
const extendedAgeNationalities = new Set(["AR", "AU", "CA"]);

function algerianNote(context: PartContext): PartBlock | null {
  if (context.parts.person.nationality !== "DZ") return null;
  const fact = currentFact("family-reunification.min-residence-algerian");
  const months = formatFact(fact, context.language);
  return {
    heading: "",
    lines: [fill(partTexts[context.language].algerian, { months })],
    citations: [visaCitation("regroupement-familial", context.language, [sourceOf(fact)], "family")],
  };
}

/** Figures the question names by their own words (./registry-lookup.ts), not already given by a part. */
export function registryBlock(
  ids: readonly FactId[],
  said: string,
  language: Language,
  passages: readonly Passage[],
): PartBlock | null {
  const lines: string[] = [];
  const sources: OfficialSource[] = [];
  for (const id of ids) {
    const { line, fact } = figureLine(id, language);
    if (said.includes(formatFact(fact, language))) continue;
    lines.push(line);
    sources.push(sourceOf(fact));
  }
  if (lines.length === 0) return null;
  const text = partTexts[language];
  const context = { passages, language } as PartContext;
  return { heading: text.keyFigures, lines, citations: factCitations(sources, context) };
}

export function composeParts(
  parts: QuestionParts,
  question: string,
  language: Language,
  tools: readonly AssistantTool[],
  passages: readonly Passage[] = [],
): ComposedParts {
  const context: PartContext = { parts, passages, question, language, tools };
  const blocks: PartBlock[] = [];
  const missing: AskedTopic[] = [];
  // "Can my husband work?" is answered under the right to work (the family section's sentence).
  const topics = parts.topics.filter(
    (topic) => !(topic === "family" && parts.topics.includes("work-rights") && asksAboutPartnerOnly(question)),
  );
  for (const topic of topics) {
    const routes = routesInQuestion(topic, parts).slice(0, maxRoutes);
    const found: PartBlock[] = [];
    const tool = toolBlock(topic, context, routes);
    if (tool) found.push(tool);
    if (topic === "which-visa") {
      const engine = eligibilityBlock(context);
      if (engine) found.push(engine);
    }
    if (found.length === 0 || topic === "processing-time") {
      for (const slug of routes.length > 0 ? routes : [null]) {
        if (tool && topic === "processing-time") break;
        const block = routeBlock(slug, topic, context);
        if (block) found.push(block);
      }
    }
    if (found.length === 0) missing.push(topic);
    else {
      if (topic === "salary-floor") found[0]?.lines.unshift(...salaryPreamble(context));
      blocks.push(...found);
    }
  }
  // "Can I still be an au pair at 32?": the route's age range, beside the person's age.
  for (const slug of parts.routes) {
    const ageFact = routeAgeFacts[slug];
    const given = ageFact ? formatFact(currentFact(ageFact), language) : "";
    if (!ageFact || blocks.some((block) => block.lines.some((line) => line.includes(given)))) continue;
    if (parts.person.age === null && !/\b(age|ages|old|ans|limit|limite)\b|عمر|سن/.test(readableQuestion(question)))
      continue;
    const block = ageBlock(slug, context);
    if (block) blocks.push(block);
  }
  const note = blocks.length > 0 ? algerianNote(context) : null;
  if (note) blocks.push(note);
  return { blocks, missing };
}
