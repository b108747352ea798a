import { findGuide } from "../../../content/guides/guide-pages.ts";
import { assistantAnswersAr } from "../../../content/i18n/assistant-answers-ar.ts";
import { type AssistantAnswers, assistantAnswersEn } from "../../../content/i18n/assistant-answers-en.ts";
import { assistantAnswersFr } from "../../../content/i18n/assistant-answers-fr.ts";
import { findVisaPage } from "../../../content/visas/visa-pages.ts";
import type { AnswerEvent, AnswerNote, Citation, Passage } from "../../../core/assistant/assistant-contract.ts";
import { withContext } from "../../../core/assistant/follow-up.ts";
import { understandQuestion } from "../../../core/assistant/question-parts.ts";
import { synonymTerms } from "../../../core/assistant/search-index.ts";
import { analyse, foldText } from "../../../core/assistant/text-analysis.ts";
import type { Language } from "../../../core/languages.ts";
import type { Answerer, AnswerRequest } from "./answerer.ts";
import { type AssistantTool, assistantTools, ToolArgumentsError } from "./assistant-tools.ts";
import { composeParts, registryBlock } from "./compose-parts.ts";
import { fill } from "./fill-template.ts";
import { partTexts } from "./part-figures.ts";
import { questionVocabulary } from "./question-vocabulary.ts";
import { readerSynonyms } from "./reader-synonyms.ts";
import { factsNamed } from "./registry-lookup.ts";
import { sentencesOf } from "./sentences.ts";
import { toolIntent } from "./tool-intent.ts";
import { assessmentCitation, whichVisaAnswer } from "./which-visa-answer.ts";
import { whichVisaIntent } from "./which-visa-intent.ts";

/**
 * The built-in answerer (ADR 0041): no model, no network. It quotes the sentences of the
 * retrieved passages that share the most words with the question — our own sentences, figures
 * untouched, so it can never state a figure the registry does not have — and cites the pages they
 * come from. When the question asks for a figure none of those sentences holds, it says so and
 * names the official source to check. A question naming an engine with its arguments (the cost of
 * living in a city, how long a visa takes) gets the engine's result first (./tool-intent.ts); one
 * asking which visa fits a profession is answered from the wizard's table (./which-visa-answer.ts).
 * Every answer ends with the guidance-not-legal-advice line.
 */

const phrases: Record<Language, AssistantAnswers> = {
  en: assistantAnswersEn,
  fr: assistantAnswersFr,
  ar: assistantAnswersAr,
};

/** Passages quoted at most, and sentences quoted at most: an answer, not a page. */
const maxPassages = 3;
const maxSentences = 4;

/** Words that ask for an amount, a duration, a level or a count (folded; en, fr, ar). */
const figureQuestion =
  /\b(how much|how many|how long|combien|salary|salaire|wage|smic|montant|amount|cost|costs|cout|couts|prix|price|fee|fees|frais|tarif|taxe?s?|minimum|maximum|level|niveau|duree|delai|taux|rate|percent|pourcentage|threshold|seuil)\b|[€$%]|كم|الراتب|تكلفة|رسوم/;

function asksForFigure(question: string): boolean {
  return figureQuestion.test(foldText(question));
}

type Scored = { passage: number; position: number; text: string; score: number; overlap: number };

/** The sentences to quote, grouped by passage in rank order, each passage's in page order. */
function chooseSentences(question: string, passages: Passage[], wantsFigure: boolean): Scored[] {
  const analysed = analyse(question);
  const asked = new Set(analysed);
  // The reader's synonyms count half: "بريميوم" is answered by a sentence saying "Premium".
  const related = synonymTerms(analysed, readerSynonyms);
  const candidates: Scored[] = [];
  passages.forEach((passage, rank) => {
    const titleTerms = new Set(analyse(passage.title));
    sentencesOf(passage.text).forEach((text, position) => {
      // A question in our text ("You have a job offer?") introduces an answer, it is none.
      if (/[?？؟]\s*$/.test(text)) return;
      const terms = new Set(analyse(text));
      let overlap = 0;
      for (const term of asked) if (terms.has(term)) overlap += 1;
      for (const term of asked) if (!terms.has(term) && titleTerms.has(term)) overlap += 0.3;
      for (const term of related) if (terms.has(term)) overlap += 0.5;
      // A figure helps a sentence that is about the question, never one that only has a number.
      const figure = wantsFigure && overlap >= 1 && /\d/.test(text) ? 0.75 : 0;
      // Earlier passages are better matches; a short page lead still counts.
      candidates.push({ passage: rank, position, text, overlap, score: overlap + figure - rank * 0.4 });
    });
  });
  const ranked = [...candidates].sort((a, b) => b.score - a.score || a.passage - b.passage || a.position - b.position);
  // The same sentence can be in two passages (a figure on its own and in a key-figures box): once.
  const seen = new Set<string>();
  const unique = ranked.filter((one) => {
    const key = foldText(one.text)
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim();
    return !seen.has(key) && seen.add(key);
  });
  const quotable = unique.filter((one) => one.passage < maxPassages);
  // A sentence sharing under half the words of the best one is beside the question.
  const enough = Math.max(1, Math.ceil(Math.max(0, ...quotable.map((one) => one.overlap)) / 2));
  const chosen = quotable.filter((one) => one.score > 0 && one.overlap >= enough).slice(0, maxSentences);
  // The best passage always speaks first, even with a weak sentence match (its title matched).
  if (!chosen.some((one) => one.passage === 0)) {
    const lead = quotable.find((one) => one.passage === 0);
    if (lead) chosen.unshift(lead);
    if (chosen.length > maxSentences) chosen.pop();
  }
  // A figure was asked and the sentences chosen hold none: the best sentence with one from any
  // passage, if it is about the question at all (a synonym will do), rather than "we have no figure".
  if (wantsFigure && !chosen.some((one) => /\d/.test(one.text))) {
    const figure = unique.find((one) => !chosen.includes(one) && one.overlap >= 0.5 && /\d/.test(one.text));
    if (figure) {
      if (chosen.length >= maxSentences) chosen.pop();
      chosen.push(figure);
    }
  }
  return chosen.sort((a, b) => a.passage - b.passage || a.position - b.position);
}

/** The amounts of a text (a number next to €, EUR or %), separators dropped: "€1,696" and "1 696 €" are "1696". */
function amountsOf(text: string): string[] {
  const number = "(\\d[\\d\\s\\u00a0\\u202f.,]*\\d|\\d)";
  const pattern = new RegExp(`€\\s?${number}|${number}\\s?(?:€|%|eur\\b)`, "gi");
  return [...text.matchAll(pattern)].map((match) => (match[1] ?? match[2] ?? "").replace(/[^\d]/g, ""));
}

function citationOf(passage: Passage): Citation {
  return { title: passage.title, url: passage.url, kind: passage.kind, sources: passage.sources };
}

/** The engine's result when the question names one with its arguments (./tool-intent.ts); null otherwise. */
function engineAnswer(
  request: AnswerRequest,
  tools: readonly AssistantTool[],
): { text: string; citations: Citation[] } | null {
  const intent = toolIntent(request.question, withContext(request.question, request.history), request.passages);
  const tool = intent ? tools.find((one) => one.name === intent.tool) : undefined;
  if (!intent || !tool) return null;
  try {
    return tool.run(intent.args, request.language);
  } catch (error) {
    // A question the engine cannot take (a visa without a processing time): the pages answer it.
    if (error instanceof ToolArgumentsError) return null;
    throw error;
  }
}

/** A visa page or guide cited whose text has no Arabic yet: its sentences were quoted in English. */
function citesUntranslatedPage(citation: Citation): boolean {
  const path = citation.url.replace(/[?#].*$/, "");
  const visa = /^\/visa\/([^/]+)$/.exec(path);
  if (visa) return findVisaPage(visa[1]!)?.text.ar === undefined;
  const guide = citation.kind === "guide" ? findGuide(path.slice(1)) : undefined;
  return guide !== undefined && guide.text.ar === undefined;
}

/**
 * The question read part by part (ADR 0079): each part answered from the registry, the route
 * pages and the engines (./compose-parts.ts), in the order asked. A part nothing answers gets the
 * retrieved passages' best sentences, or "our pages do not cover this". Null when no part was
 * recognised or none could be answered: the passages answer the whole question instead.
 */
function partsAnswer(
  request: AnswerRequest,
  question: string,
  tools: readonly AssistantTool[],
): { notes: AnswerNote[]; deltas: string[]; citations: Citation[] } | null {
  const parts = understandQuestion(request.question, request.history, questionVocabulary);
  const composed = composeParts(parts, question, request.language, tools, request.passages);
  const { missing } = composed;
  // "Which visa?" without the nationality and plan the engine needs: the wizard's table answers it.
  if (missing.includes("which-visa")) return null;
  const blocks = [...composed.blocks];
  // A figure the question names by its words ("ETIAS fee", "pocket money"), if no part gave it.
  const said = blocks.flatMap((block) => block.lines).join(" ");
  const named = registryBlock(factsNamed(question), said, request.language, request.passages);
  if (named) blocks.push(named);
  if (blocks.length === 0) return null;
  const text = phrases[request.language];
  const deltas: string[] = [];
  for (const block of blocks) {
    const body = block.lines.join(" ");
    deltas.push(`${deltas.length > 0 ? "\n\n" : ""}${block.heading ? `${block.heading}\n` : ""}${body}`);
  }
  const citations: Citation[] = blocks.flatMap((block) => block.citations);
  if (missing.length > 0) {
    const names = missing.map((topic) => partTexts[request.language].topics[topic]).join(", ");
    const quoted = request.passages.length > 0 ? chooseSentences(question, request.passages, false).slice(0, 2) : [];
    if (quoted.length > 0) {
      deltas.push(`\n\n${text.intro}`);
      for (const sentence of quoted) deltas.push(`\n\n${sentence.text}`);
      for (const rank of new Set(quoted.map((one) => one.passage)))
        citations.push(citationOf(request.passages[rank] as Passage));
    } else {
      const fallback = { publisher: text.fallbackPublisher, url: text.fallbackUrl };
      deltas.push(`\n\n${fill(partTexts[request.language].notCovered, { ...fallback, topic: names })}`);
    }
  }
  // The page retrieval found best, when no part cited it: its most relevant sentence.
  const best = request.passages[0];
  const pathOf = (url: string) => url.replace(/[?#].*$/, "");
  const bestCited = best ? citations.some((citation) => pathOf(citation.url) === pathOf(best.url)) : true;
  if (missing.length === 0 && best && (!bestCited || parts.topics.length === 0)) {
    // Only a figure named: two sentences of that page around it. Parts answered: the page is
    // cited for further reading, not quoted (a sibling route's page can give another figure).
    const sentences = parts.topics.length > 0 ? [] : chooseSentences(question, [best], false).slice(0, 2);
    if (sentences.length > 0) {
      deltas.push(`\n\n${partTexts[request.language].pageSays} ${sentences.map((one) => one.text).join(" ")}`);
    }
    if (!bestCited) citations.push(citationOf(best));
  }
  deltas.push(`\n\n${text.disclaimer}`);
  const seen = new Set<string>();
  const unique = citations.filter((citation) => !seen.has(citation.url) && seen.add(citation.url));
  // An Arabic reader is told when a page quoted is one not yet translated (ADR 0086).
  const notes: AnswerNote[] =
    request.language === "ar" && unique.some(citesUntranslatedPage) ? ["answered_in_english"] : [];
  return { notes, deltas, citations: unique };
}

/** The whole answer as its events; computed at once (a millisecond), then streamed sentence by sentence. */
export function composeAnswer(
  request: AnswerRequest,
  tools: readonly AssistantTool[] = assistantTools,
): { notes: AnswerNote[]; deltas: string[]; citations: Citation[] } {
  const text = phrases[request.language];
  const fallback = { publisher: text.fallbackPublisher, url: text.fallbackUrl };
  const notes: AnswerNote[] = [];
  const { passages } = request;
  if (request.language === "ar" && passages.length > 0 && passages.every((passage) => passage.language === "en")) {
    notes.push("answered_in_english");
  }
  const question = withContext(request.question, request.history);
  const parted = partsAnswer(request, question, tools);
  if (parted) return parted;
  const whichVisa = whichVisaIntent(question);
  const routes = whichVisa ? whichVisaAnswer(whichVisa, request.language) : null;
  // The wizard's own table answers; no page is quoted beside it (the routes' pages are cited).
  if (routes) return { notes: [], deltas: [...routes.deltas, `\n\n${text.disclaimer}`], citations: routes.citations };
  if (passages.length === 0) {
    notes.push("no_grounding");
    return { notes, deltas: [fill(text.noGrounding, fallback), `\n\n${text.disclaimer}`], citations: [] };
  }
  const engine = engineAnswer(request, tools);
  const wantsFigure = asksForFigure(question) && !engine;
  // A sentence whose amounts were all given already (by the engine or an earlier quote) repeats
  // them: Lyon's one-bedroom rent from the city page and from the comparison is said once. Its
  // page is still cited: it states the same figure (the Blue Card's page beside our article).
  const said = new Set(engine ? amountsOf(engine.text) : []);
  const repeated: number[] = [];
  const chosen = chooseSentences(question, passages, wantsFigure)
    .slice(0, engine ? 2 : maxSentences)
    .filter((sentence) => {
      const amounts = amountsOf(sentence.text);
      const repeats = amounts.length > 0 && amounts.every((amount) => said.has(amount));
      for (const amount of amounts) said.add(amount);
      if (repeats) repeated.push(sentence.passage);
      return !repeats;
    });
  // After the engine, "here is what our pages say" only if a quote is left to follow it.
  const pagesIntro = chosen.length > 0 ? [`\n\n${text.intro}`] : [];
  const deltas: string[] = engine ? [text.introTool, `\n\n${engine.text}`, ...pagesIntro] : [text.intro];
  let previous = -1;
  for (const sentence of chosen) {
    deltas.push(`${sentence.passage === previous ? " " : "\n\n"}${sentence.text}`);
    previous = sentence.passage;
  }
  const quoted = [...new Set(chosen.map((one) => one.passage))].map((rank) => passages[rank] as Passage);
  const alsoSaid = [...new Set(repeated)].map((rank) => passages[rank] as Passage);
  if (wantsFigure && !chosen.some((one) => /\d/.test(one.text))) {
    notes.push("no_grounding");
    const source = quoted.flatMap((passage) => passage.sources)[0] ?? fallback;
    deltas.push(`\n\n${fill(text.noFigure, source)}`);
  }
  // "Which visa?" naming no profession nor nationality: our pages, then the assessment that asks them.
  if (whichVisa) deltas.push(`\n\n${text.whichVisa.invitationNoProfession}`);
  deltas.push(`\n\n${text.disclaimer}`);
  const seen = new Set<string>();
  const assessment = whichVisa ? [assessmentCitation(request.language)] : [];
  const citations = [
    ...(engine?.citations ?? []),
    ...quoted.map(citationOf),
    ...alsoSaid.map(citationOf),
    ...assessment,
  ].filter((citation) => !seen.has(citation.url) && seen.add(citation.url));
  return { notes, deltas, citations };
}

export function createBuiltinAnswerer(tools: readonly AssistantTool[] = assistantTools): Answerer {
  return {
    name: "builtin",
    async *answer(request: AnswerRequest, signal: AbortSignal): AsyncIterable<Exclude<AnswerEvent, { type: "done" }>> {
      const { notes, deltas, citations } = composeAnswer(request, tools);
      yield { type: "start", answerer: "builtin", notes };
      for (const delta of deltas) {
        if (signal.aborted) return;
        yield { type: "delta", text: delta };
      }
      if (signal.aborted) return;
      yield { type: "citations", citations };
    },
  };
}
