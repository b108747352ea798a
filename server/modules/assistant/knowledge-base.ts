import { contentPassages } from "../../../content/assistant/knowledge-passages.ts";
import { blogPassages } from "../../../content/assistant/passages-blog.ts";
import { faqPassage } from "../../../content/assistant/passages-faq.ts";
import type { AnswerNote, ChatTurn, Passage } from "../../../core/assistant/assistant-contract.ts";
import { withContext } from "../../../core/assistant/follow-up.ts";
import { buildSearchIndex, type SearchHit, type SearchIndex, search } from "../../../core/assistant/search-index.ts";
import type { Language } from "../../../core/languages.ts";
import type { Db } from "../../db/database.ts";
import { whereLive } from "../blog/live-posts.ts";
import { listFaqItems } from "../faq/faq-items.ts";
import { readerSynonyms } from "./reader-synonyms.ts";

/**
 * The assistant's knowledge (ADR 0041): our content's passages plus the live blog posts
 * and published FAQ items, in one in-memory BM25 index built at server start (a few hundred
 * passages: milliseconds, well under a megabyte). `retrieve` is synchronous and fast enough to run
 * before every answer; `refresh` rebuilds after the blog or FAQ change.
 */

/** The content passages never change while the server runs: built once per process. */
let cachedContent: Passage[] | null = null;

/** Passages from one page beyond this many add nothing an answer could cite. */
const perPage = 2;
/** A passage scoring under this share of the best one is noise, not grounding. */
const relativeFloor = 0.35;
/** Under this many distinct words, a question must find this share of its weight in the best passage. */
const shortQuestionTerms = 5;
const minimumCoverage = 0.3;

/**
 * An Arabic passage covering under this share of the question (its words and their synonyms,
 * weighted by rarity: SearchHit.coverage) does not answer it, and the English pages do. Arabic
 * questions are long and loosely worded (dialect, French words): over the benchmark's 67, the right
 * page was among the first three Arabic hits for 58, most of them at a coverage of 0.1 to 0.3
 * (2026-12-03), so the bar is low; 0.5, set when Arabic had only figure labels, sent 54 of them to
 * the English pages.
 */
const arabicCoverage = 0.1;

function pathOf(passage: Passage): string {
  return passage.url.split(/[?#]/)[0] ?? passage.url;
}

function pick(hits: SearchHit[], limit: number): Passage[] {
  const best = hits[0]?.score ?? 0;
  const byPage = new Map<string, number>();
  const chosen: Passage[] = [];
  for (const hit of hits) {
    if (chosen.length >= limit || hit.score < best * relativeFloor) break;
    const page = pathOf(hit.passage);
    const count = byPage.get(page) ?? 0;
    if (count >= perPage) continue;
    byPage.set(page, count + 1);
    chosen.push(hit.passage);
  }
  return chosen;
}

export class KnowledgeBase {
  #index: SearchIndex;
  #size: number;
  readonly #synonyms = readerSynonyms;

  private constructor(passages: Passage[]) {
    this.#index = buildSearchIndex(passages);
    this.#size = passages.length;
  }

  static async load(db: Db): Promise<KnowledgeBase> {
    return new KnowledgeBase(await gatherPassages(db));
  }

  /** How many passages are indexed (the start-up log says it). */
  get size(): number {
    return this.#size;
  }

  /**
   * The best passages for a question in the reader's language, best first, at most two per page.
   * Arabic falls back to English ("answered_in_english") when no Arabic passage really matches;
   * nothing at all gives "no_grounding", and the answerer says where to check instead.
   * With the conversation so far, a short follow-up ("and in Lyon?") is searched together with
   * the reader's previous question, which gives it its subject.
   */
  retrieve(
    question: string,
    language: Language,
    limit = 6,
    history: readonly ChatTurn[] = [],
  ): { passages: Passage[]; notes: AnswerNote[] } {
    const query = withContext(question, history);
    const searchIn = (lang: Language) =>
      search(this.#index, query, { language: lang, limit: limit * 4, synonyms: this.#synonyms });
    let hits = searchIn(language);
    // A short question whose rarest words no passage has ("can I bring my dog?") is not about our
    // content, however well its common words ("bring", "France") match: say so rather than quote.
    const top = hits[0];
    if (top && top.asked <= shortQuestionTerms && top.coverage < minimumCoverage) hits = [];
    const notes: AnswerNote[] = [];
    const best = hits[0];
    if (language === "ar" && (!best || best.coverage < arabicCoverage)) {
      const english = searchIn("en");
      if (english.length > 0) {
        // The English text, but the page opened in Arabic: its menus, notices and figures are
        // translated and the English prose is marked as such (ADR 0027).
        hits = english.map((hit) => ({
          ...hit,
          passage: { ...hit.passage, url: hit.passage.url.replace("lang=en", "lang=ar") },
        }));
        notes.push("answered_in_english");
      }
    }
    const passages = pick(hits, limit);
    if (passages.length === 0) notes.push("no_grounding");
    return { passages, notes };
  }

  /** Re-reads the blog and the FAQ (after an article is published or an FAQ item edited). */
  async refresh(db: Db): Promise<void> {
    const passages = await gatherPassages(db);
    this.#index = buildSearchIndex(passages);
    this.#size = passages.length;
  }
}

export async function gatherPassages(db: Db, now = new Date()): Promise<Passage[]> {
  cachedContent ??= contentPassages();
  const posts = await whereLive(
    db.selectFrom("blog_posts").select(["slug", "language", "title", "excerpt", "body_markdown"]),
    now,
  )
    .orderBy("published_at", "desc")
    .orderBy("id")
    .execute();
  const blog = posts.flatMap((post) =>
    blogPassages({
      slug: post.slug,
      language: post.language,
      title: post.title,
      excerpt: post.excerpt,
      bodyMarkdown: post.body_markdown,
    }),
  );
  const faq = (await listFaqItems(db))
    .filter((item) => item.published)
    .map((item) =>
      faqPassage({
        id: item.id,
        language: item.language,
        page: item.page,
        question: item.question,
        answer: item.answer,
      }),
    );
  return [...cachedContent, ...blog, ...faq];
}

/** Builds the knowledge base for a server (runtime.ts) or a test. */
export function loadKnowledgeBase(db: Db): Promise<KnowledgeBase> {
  return KnowledgeBase.load(db);
}
