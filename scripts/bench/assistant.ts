import { type RetrievalQuestion, retrievalQuestions } from "../../content/assistant/retrieval-questions.ts";
import { seedPosts } from "../../content/blog/seed-posts.ts";
import type { Citation } from "../../core/assistant/assistant-contract.ts";
import type { Language } from "../../core/languages.ts";
import { freshDatabase } from "../../server/db/test-database.ts";
import { createBuiltinAnswerer } from "../../server/modules/assistant/builtin-answerer.ts";
import { loadKnowledgeBase } from "../../server/modules/assistant/knowledge-base.ts";
import { seedBlogPosts } from "../../server/modules/blog/seed-posts.ts";
import { seedFaqItems } from "../../server/modules/faq/seed-faq-items.ts";
import { answerReport, measureAnswers } from "./answers.ts";
import { percentile } from "./percentile.ts";

/**
 * The assistant's benchmark (ADR 0041): every question of content/assistant/retrieval-questions.ts
 * asked to the built-in answerer over the knowledge base a fresh server builds — a migrated SQLite
 * database with the seeded blog articles and FAQ items, exactly as server/runtime.ts seeds them —
 * so blog and FAQ passages compete with the content passages as they do in production.
 *
 * Prints the share of answers citing one of the expected pages, the misses (what was cited
 * instead), and the time from the question to the first streamed `delta` (retrieval included:
 * what a reader waits for before text appears) over several rounds. The model answerer is not
 * measured: its latency is the provider's. Figures vary with the machine and the content: read
 * them, never assert them in tests.
 */

const rounds = Number(process.env.BENCH_ASSISTANT_ROUNDS ?? 5);

export type Outcome = { question: RetrievalQuestion; cited: string[]; hit: boolean; notes: string[] };

/** A citation's page, as mustCite writes it: the path without query or anchor. */
function pathOf(citation: Citation): string {
  return new URL(citation.url, "http://passerelle.invalid").pathname;
}

export function share(hits: number, total: number): string {
  return `${hits}/${total} cited correctly (${total === 0 ? "n/a" : ((hits / total) * 100).toFixed(1)} %)`;
}

export type AssistantFigures = {
  loadMs: number;
  rounds: number;
  questions: number;
  hits: number;
  /** "en 20/21, fr …": hits per language. */
  byLanguage: string;
  /** Arabic questions answered with a right citation and no "answered_in_english" note, of all Arabic ones. */
  arabicFromArabic: { hits: number; total: number };
  misses: Outcome[];
  retrievalP50Ms: number;
  retrievalP95Ms: number;
  firstDeltaP50Ms: number;
  firstDeltaP95Ms: number;
};

export async function measureAssistant(): Promise<AssistantFigures> {
  const database = await freshDatabase("sqlite");
  try {
    await seedBlogPosts(database.db, seedPosts);
    await seedFaqItems(database.db);
    const loadStarted = performance.now();
    const knowledge = await loadKnowledgeBase(database.db);
    const loadMs = performance.now() - loadStarted;
    const answerer = createBuiltinAnswerer();

    const ask = async (question: RetrievalQuestion) => {
      const started = performance.now();
      const { passages, notes } = knowledge.retrieve(question.question, question.language);
      const retrievedMs = performance.now() - started;
      let firstDeltaMs = Number.NaN;
      let citations: Citation[] = [];
      const startNotes: string[] = [...notes];
      const request = { question: question.question, language: question.language, history: [], passages };
      for await (const event of answerer.answer(request, new AbortController().signal)) {
        if (event.type === "start") startNotes.push(...event.notes);
        if (event.type === "delta" && Number.isNaN(firstDeltaMs)) firstDeltaMs = performance.now() - started;
        if (event.type === "citations") citations = event.citations;
        if (event.type === "error") throw new Error(`${question.question}: ${event.code} ${event.message}`);
      }
      const cited = [...new Set(citations.map(pathOf))];
      const outcome: Outcome = {
        question,
        cited,
        hit: cited.some((path) => question.mustCite.includes(path)),
        notes: [...new Set(startNotes)],
      };
      return { outcome, retrievedMs, firstDeltaMs };
    };

    // The answers are deterministic: the first round gives the hit rate, every round the timings.
    const outcomes: Outcome[] = [];
    const retrieval: number[] = [];
    const firstDelta: number[] = [];
    for (let round = 0; round < rounds; round++) {
      for (const question of retrievalQuestions) {
        const result = await ask(question);
        if (round === 0) outcomes.push(result.outcome);
        retrieval.push(result.retrievedMs);
        firstDelta.push(result.firstDeltaMs);
      }
    }
    retrieval.sort((a, b) => a - b);
    firstDelta.sort((a, b) => a - b);

    const byLanguage = (["en", "fr", "ar"] as Language[])
      .map((language) => {
        const mine = outcomes.filter((outcome) => outcome.question.language === language);
        return `${language} ${mine.filter((outcome) => outcome.hit).length}/${mine.length}`;
      })
      .join(", ");
    const arabic = outcomes.filter((outcome) => outcome.question.language === "ar");
    return {
      loadMs,
      rounds,
      questions: outcomes.length,
      hits: outcomes.filter((outcome) => outcome.hit).length,
      byLanguage,
      arabicFromArabic: {
        hits: arabic.filter((outcome) => outcome.hit && !outcome.notes.includes("answered_in_english")).length,
        total: arabic.length,
      },
      misses: outcomes.filter((outcome) => !outcome.hit),
      retrievalP50Ms: percentile(retrieval, 50),
      retrievalP95Ms: percentile(retrieval, 95),
      firstDeltaP50Ms: percentile(firstDelta, 50),
      firstDeltaP95Ms: percentile(firstDelta, 95),
    };
  } finally {
    await database.dispose();
  }
}

/** A miss as one line: the question, what it should have cited, what it cited. */
export function describeMiss(miss: Outcome): string {
  const expected = miss.question.mustCite.slice(0, 3).join(", ") + (miss.question.mustCite.length > 3 ? ", …" : "");
  const notes = miss.notes.length ? ` [${miss.notes.join(", ")}]` : "";
  return `miss (${miss.question.language}, ${miss.question.topic}) "${miss.question.question}": expected ${expected}; cited ${miss.cited.join(", ") || "nothing"}${notes}`;
}

/** `npm run bench:assistant`: the figures alone, as plain lines. */
export async function benchAssistant(): Promise<void> {
  const figures = await measureAssistant();
  console.log(
    `assistant knowledge base: loaded in ${figures.loadMs.toFixed(0)} ms (SQLite with the seeded blog and FAQ)`,
  );
  console.log(`assistant retrieval: ${share(figures.hits, figures.questions)} — ${figures.byLanguage}`);
  const { arabicFromArabic } = figures;
  console.log(
    `assistant retrieval, Arabic questions answered from Arabic pages: ${share(arabicFromArabic.hits, arabicFromArabic.total)}`,
  );
  for (const miss of figures.misses) console.log(`  ${describeMiss(miss)}`);
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  console.log(
    `assistant built-in answerer, ${figures.rounds} rounds × ${figures.questions} questions: retrieval p50 ${ms(figures.retrievalP50Ms)}, p95 ${ms(figures.retrievalP95Ms)}; time to first delta p50 ${ms(figures.firstDeltaP50Ms)}, p95 ${ms(figures.firstDeltaP95Ms)}`,
  );
  // The answers themselves: complete or not, figures from no source, time to first delta.
  for (const line of answerReport(await measureAnswers(), process.env.BENCH_ANSWERS_VERBOSE === "1")) console.log(line);
}
