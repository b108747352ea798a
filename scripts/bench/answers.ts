import type { AnswerCase, AnswerExpectation } from "../../content/assistant/answer-case-types.ts";
import { answerCases } from "../../content/assistant/answer-cases.ts";
import { inventedFigures, scoreAnswer } from "../../content/assistant/answer-score.ts";
import { seedPosts } from "../../content/blog/seed-posts.ts";
import { currentFact, factIds } from "../../content/facts/fact-on.ts";
import { formatFact } from "../../content/facts/format-fact.ts";
import type { ChatTurn, Citation } from "../../core/assistant/assistant-contract.ts";
import { supportedLanguages } from "../../core/languages.ts";
import { freshDatabase } from "../../server/db/test-database.ts";
import { assistantTools } from "../../server/modules/assistant/assistant-tools.ts";
import { createBuiltinAnswerer } from "../../server/modules/assistant/builtin-answerer.ts";
import { gatherPassages, loadKnowledgeBase } from "../../server/modules/assistant/knowledge-base.ts";
import { seedBlogPosts } from "../../server/modules/blog/seed-posts.ts";
import { seedFaqItems } from "../../server/modules/faq/seed-faq-items.ts";
import { percentile } from "./percentile.ts";

/**
 * The answer benchmark (ADR 0079): every case of content/assistant/answer-cases.ts asked to
 * the built-in answerer over the knowledge base a fresh server builds, earlier questions first for
 * a follow-up. Scores whether the answer is complete (content/assistant/answer-score.ts), whether
 * it states a figure none of its sources gives (must be none), and the time to its first delta.
 */

export type AnswerOutcome = {
  testCase: AnswerCase;
  answer: string;
  complete: boolean;
  missing: AnswerExpectation[];
  forbidden: AnswerExpectation[];
  invented: string[];
};

const toolOfPath: Record<string, string> = {
  "/tools/cost-of-living": "cost_of_living",
  "/tools/timeline": "timeline",
  "/tools/budget": "budget",
};

/** What the cited engines give for the arguments in their links: the figures an answer may take from them. */
function toolTexts(citations: readonly Citation[], language: AnswerCase["language"]): string[] {
  return citations.flatMap((citation) => {
    const url = new URL(citation.url, "http://passerelle.invalid");
    const tool = assistantTools.find((one) => one.name === toolOfPath[url.pathname]);
    if (!tool) return [];
    const args = Object.fromEntries(
      [...url.searchParams]
        .filter(([key]) => key !== "lang")
        .map(([key, value]) => [key, /^\d+$/.test(value) ? Number(value) : value]),
    );
    try {
      return [tool.run(args, language).text];
    } catch {
      return [];
    }
  });
}

/** Every registry figure in force today as each language writes it. */
function registryTexts(): string[] {
  return factIds().flatMap((id) => {
    const fact = currentFact(id);
    return supportedLanguages.map((language) => `${formatFact(fact, language)} ${JSON.stringify(fact.value)}`);
  });
}

export type AnswerFigures = {
  outcomes: AnswerOutcome[];
  byLanguage: { language: string; complete: number; total: number }[];
  withInvented: number;
  firstDeltaP50Ms: number;
  firstDeltaP95Ms: number;
};

export async function measureAnswers(rounds = 3): Promise<AnswerFigures> {
  const database = await freshDatabase("sqlite");
  try {
    await seedBlogPosts(database.db, seedPosts);
    await seedFaqItems(database.db);
    const knowledge = await loadKnowledgeBase(database.db);
    const sources = [...(await gatherPassages(database.db)).map((passage) => passage.text), ...registryTexts()];
    const answerer = createBuiltinAnswerer();
    const outcomes: AnswerOutcome[] = [];
    const firstDelta: number[] = [];
    for (let round = 0; round < rounds; round++) {
      for (const testCase of answerCases) {
        const history: ChatTurn[] = (testCase.previous ?? []).map((text) => ({ role: "user", text }));
        const started = performance.now();
        const { passages } = knowledge.retrieve(testCase.question, testCase.language, undefined, history);
        const request = { question: testCase.question, language: testCase.language, history, passages };
        let answer = "";
        let citations: Citation[] = [];
        let first = Number.NaN;
        for await (const event of answerer.answer(request, new AbortController().signal)) {
          if (event.type === "delta") {
            if (Number.isNaN(first)) first = performance.now() - started;
            answer += event.text;
          }
          if (event.type === "citations") citations = event.citations;
        }
        firstDelta.push(first);
        if (round > 0) continue;
        const score = scoreAnswer(answer, testCase);
        const invented = inventedFigures(
          answer,
          [...sources, ...toolTexts(citations, testCase.language)],
          [testCase.question, ...(testCase.previous ?? [])],
        );
        outcomes.push({ testCase, answer, ...score, invented });
      }
    }
    firstDelta.sort((a, b) => a - b);
    return {
      outcomes,
      byLanguage: supportedLanguages.map((language) => {
        const mine = outcomes.filter((outcome) => outcome.testCase.language === language);
        return { language, complete: mine.filter((outcome) => outcome.complete).length, total: mine.length };
      }),
      withInvented: outcomes.filter((outcome) => outcome.invented.length > 0).length,
      firstDeltaP50Ms: percentile(firstDelta, 50),
      firstDeltaP95Ms: percentile(firstDelta, 95),
    };
  } finally {
    await database.dispose();
  }
}

const describe = (expectation: AnswerExpectation) =>
  "fact" in expectation ? `{${expectation.fact}}` : `[${expectation.anyOf.slice(0, 3).join(" | ")}]`;

/** The report's lines: the share per language, the invented figures, the timing, then each incomplete case. */
export function answerReport(figures: AnswerFigures, verbose = false): string[] {
  const percent = (part: number, total: number) => (total === 0 ? "n/a" : `${((part / total) * 100).toFixed(1)} %`);
  const lines = [
    `assistant answers: complete ${figures.byLanguage
      .map((one) => `${one.language} ${one.complete}/${one.total} (${percent(one.complete, one.total)})`)
      .join(", ")}`,
    `assistant answers: with a figure in none of their sources ${figures.withInvented}/${figures.outcomes.length} (${percent(figures.withInvented, figures.outcomes.length)})`,
    `assistant answers: time to first delta p50 ${figures.firstDeltaP50Ms.toFixed(2)} ms, p95 ${figures.firstDeltaP95Ms.toFixed(2)} ms`,
  ];
  for (const outcome of figures.outcomes) {
    if (outcome.complete && outcome.invented.length === 0) continue;
    const parts = [
      outcome.missing.length ? `missing ${outcome.missing.map(describe).join(", ")}` : "",
      outcome.forbidden.length ? `must not say ${outcome.forbidden.map(describe).join(", ")}` : "",
      outcome.invented.length ? `figures in no source ${outcome.invented.join(", ")}` : "",
    ].filter(Boolean);
    lines.push(`  ${outcome.testCase.id} "${outcome.testCase.question}": ${parts.join("; ")}`);
    if (verbose) lines.push(`    ${outcome.answer.replace(/\n+/g, " ⏎ ").slice(0, 900)}`);
  }
  return lines;
}
