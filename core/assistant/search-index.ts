import type { Language } from "../languages.ts";
import type { Passage } from "./assistant-contract.ts";
import { analyse, withinOneEdit } from "./text-analysis.ts";

/**
 * BM25 over our passages (ADR 0041), one small inverted index per language. A term in
 * the title counts several times (a page or section heading names its subject better than any
 * sentence), then the usual BM25 saturation and length normalisation over title + text. Built in a
 * few milliseconds at server start; deterministic (ties broken by passage order).
 */

const titleWeight = 3;
const k1 = 1.2;
const b = 0.6;
/**
 * Unknown query words of at least this length are matched against the vocabulary with one typo.
 * Not four: a four-letter word is one letter from too many others ("wplk" would find "walk").
 */
const typoMinLength = 5;

type Posting = { doc: number; tf: number };

type LanguageIndex = {
  passages: Passage[];
  lengths: number[];
  averageLength: number;
  postings: Map<string, Posting[]>;
};

export type SearchIndex = { byLanguage: Map<Language, LanguageIndex> };

/**
 * `matched`: how many of the question's own terms (not synonyms) the passage contains, of `asked`;
 * `coverage`: the share of the question's weight (each word by its rarity, a synonym or a typo
 * neighbour standing for it) the passage contains — low when the question's key word is absent.
 */
export type SearchHit = { passage: Passage; score: number; matched: number; asked: number; coverage: number };

/** Extra query terms for a word (already analysed): the ways readers name what our pages call otherwise. */
export type Synonyms = ReadonlyMap<string, readonly string[]>;

/**
 * Each passage's term counts and length, kept with the passage object. Our content's passages are
 * the same objects at every rebuild (knowledge-base.ts makes them once per process), so a rebuild
 * after an administrator's change (ADR 0072) analyses only the blog and FAQ passages again instead
 * of every page's text: on two busy cores, analysing everything held each instance's event loop
 * for about a second at every change (found by the cluster test, ADR 0073). A passage no index
 * holds any more takes its entry with it.
 */
const analysed = new WeakMap<Passage, { counts: Map<string, number>; length: number }>();

function termCounts(passage: Passage): { counts: Map<string, number>; length: number } {
  const known = analysed.get(passage);
  if (known) return known;
  const counts = new Map<string, number>();
  const titleTerms = analyse(passage.title);
  const textTerms = analyse(passage.text);
  for (const term of titleTerms) counts.set(term, (counts.get(term) ?? 0) + titleWeight);
  for (const term of textTerms) counts.set(term, (counts.get(term) ?? 0) + 1);
  const found = { counts, length: titleTerms.length * titleWeight + textTerms.length };
  analysed.set(passage, found);
  return found;
}

function indexLanguage(passages: Passage[]): LanguageIndex {
  const postings = new Map<string, Posting[]>();
  const lengths: number[] = [];
  passages.forEach((passage, doc) => {
    const { counts, length } = termCounts(passage);
    lengths.push(length);
    for (const [term, tf] of counts) {
      const list = postings.get(term);
      if (list) list.push({ doc, tf });
      else postings.set(term, [{ doc, tf }]);
    }
  });
  const total = lengths.reduce((sum, length) => sum + length, 0);
  return { passages, lengths, averageLength: passages.length ? total / passages.length : 1, postings };
}

export function buildSearchIndex(passages: readonly Passage[]): SearchIndex {
  const grouped = new Map<Language, Passage[]>();
  for (const passage of passages) {
    const list = grouped.get(passage.language);
    if (list) list.push(passage);
    else grouped.set(passage.language, [passage]);
  }
  const byLanguage = new Map<Language, LanguageIndex>();
  for (const [language, list] of grouped) byLanguage.set(language, indexLanguage(list));
  return { byLanguage };
}

/** Vocabulary terms one typo away from a word the index does not know (deterministic order). */
function typoNeighbours(index: LanguageIndex, term: string): string[] {
  if (term.length < typoMinLength || /\d/.test(term)) return [];
  const found: string[] = [];
  for (const candidate of index.postings.keys()) {
    if (Math.abs(candidate.length - term.length) <= 1 && withinOneEdit(term, candidate)) found.push(candidate);
  }
  return found;
}

/**
 * The reader's synonyms for a question: the words added by each analysed word and by each pair of
 * neighbouring words ("minimum wage"), without the question's own terms.
 */
export function synonymTerms(analysed: readonly string[], synonyms: Synonyms | undefined): Set<string> {
  const added = new Set<string>();
  if (!synonyms) return added;
  for (let i = 0; i < analysed.length; i++) {
    const term = analysed[i] ?? "";
    const pair = i + 1 < analysed.length ? `${term} ${analysed[i + 1]}` : "";
    for (const alias of [...(synonyms.get(term) ?? []), ...(pair ? (synonyms.get(pair) ?? []) : [])]) {
      for (const part of alias.split(" ")) if (part) added.add(part);
    }
  }
  for (const term of analysed) added.delete(term);
  return added;
}

/**
 * The query's terms with their weights: each analysed word once, an unknown word replaced by its
 * one-typo neighbours, and synonyms added at a lower weight so a passage using the reader's own
 * word still ranks first. `groups` keeps, for each word of the question, the terms standing for it
 * and how rare it is, to tell how much of the question a passage covers.
 */
function queryTerms(
  index: LanguageIndex,
  query: string,
  synonyms: Synonyms | undefined,
): { weights: Map<string, number>; own: Set<string>; asked: number; groups: { terms: Set<string>; idf: number }[] } {
  const weights = new Map<string, number>();
  const own = new Set<string>();
  const add = (term: string, weight: number) => weights.set(term, Math.max(weights.get(term) ?? 0, weight));
  const analysed = analyse(query);
  for (const term of synonymTerms(analysed, synonyms)) add(term, 0.7);
  const groups: { terms: Set<string>; idf: number }[] = [];
  for (const term of new Set(analysed)) {
    const terms = new Set<string>(synonymTerms([term], synonyms));
    if (index.postings.has(term)) {
      add(term, 1);
      own.add(term);
      terms.add(term);
    } else {
      for (const neighbour of typoNeighbours(index, term)) {
        add(neighbour, 0.8);
        own.add(neighbour);
        terms.add(neighbour);
      }
    }
    // A word no passage has is as rare as can be: a question about it is not covered.
    const known = [...terms].map((one) => index.postings.get(one)?.length ?? 0).filter((count) => count > 0);
    groups.push({ terms, idf: idfOf(index, known.length > 0 ? Math.min(...known) : 0) });
  }
  return { weights, own, asked: new Set(analysed).size, groups };
}

function idfOf(index: LanguageIndex, documents: number): number {
  return Math.log(1 + (index.passages.length - documents + 0.5) / (documents + 0.5));
}

/** The best passages of one language for a question, best first; empty when nothing matches. */
export function search(
  index: SearchIndex,
  query: string,
  options: { language: Language; limit: number; synonyms?: Synonyms },
): SearchHit[] {
  const languageIndex = index.byLanguage.get(options.language);
  if (!languageIndex) return [];
  const { passages, lengths, averageLength, postings } = languageIndex;
  const scores = new Map<number, number>();
  const matched = new Map<number, number>();
  const { weights, own, asked, groups } = queryTerms(languageIndex, query, options.synonyms);
  for (const [term, weight] of weights) {
    const list = postings.get(term);
    if (!list) continue;
    const idf = idfOf(languageIndex, list.length);
    for (const { doc, tf } of list) {
      const norm = k1 * (1 - b + (b * (lengths[doc] ?? 0)) / averageLength);
      scores.set(doc, (scores.get(doc) ?? 0) + weight * idf * ((tf * (k1 + 1)) / (tf + norm)));
      if (own.has(term)) matched.set(doc, (matched.get(doc) ?? 0) + 1);
    }
  }
  const totalIdf = groups.reduce((sum, group) => sum + group.idf, 0);
  const docHas = (doc: number, term: string) => postings.get(term)?.some((posting) => posting.doc === doc) ?? false;
  return [...scores]
    .sort((x, y) => y[1] - x[1] || x[0] - y[0])
    .slice(0, options.limit)
    .map(([doc, score]) => {
      const covered = groups
        .filter((group) => [...group.terms].some((term) => docHas(doc, term)))
        .reduce((sum, group) => sum + group.idf, 0);
      const coverage = totalIdf > 0 ? covered / totalIdf : 0;
      return { passage: passages[doc] as Passage, score, matched: matched.get(doc) ?? 0, asked, coverage };
    });
}
