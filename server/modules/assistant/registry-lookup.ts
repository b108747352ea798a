import { factQuestionWords } from "../../../content/assistant/fact-question-words.ts";
import { currentFact, factIds } from "../../../content/facts/fact-on.ts";
import type { FactId } from "../../../content/facts/facts.ts";
import { synonymTerms } from "../../../core/assistant/search-index.ts";
import { analyse } from "../../../core/assistant/text-analysis.ts";
import { readerSynonyms } from "./reader-synonyms.ts";

/**
 * The registry figure a question names by its own words (ADR 0079): "the tax on a first residence
 * permit", "ETIAS fee", "civic exam pass mark" — each fact's labels (en, fr, ar) and id read like
 * a question, and the facts whose label the question covers best. Strict on purpose: two words of
 * the label at least, half of them, and only the best-scoring facts, so "student visa fee" gives
 * the student fee and not the general one.
 */

type Entry = { id: FactId; labels: Set<string>[] };

let entries: Entry[] | null = null;

function index(): Entry[] {
  entries ??= factIds().map((id) => {
    const fact = currentFact(id);
    const labels = [fact.label.en, fact.label.fr, fact.label.ar ?? ""]
      .filter(Boolean)
      .map((label) => new Set(analyse(label)));
    labels.push(new Set(analyse(id.replace(/[.-]/g, " "))));
    for (const words of factQuestionWords[id] ?? []) labels.push(new Set(analyse(words)));
    return { id, labels };
  });
  return entries;
}

/** At most `max` facts, best first; none when no label is named well enough. */
export function factsNamed(question: string, max = 3): FactId[] {
  const asked = analyse(question);
  const words = new Set(asked);
  const related = synonymTerms(asked, readerSynonyms);
  const scored = index().flatMap(({ id, labels }) => {
    let best = { matched: 0, ratio: 0 };
    for (const label of labels) {
      if (label.size === 0) continue;
      let matched = 0;
      for (const term of label)
        if (words.has(term)) matched += 1;
        else if (related.has(term)) matched += 0.5;
      const ratio = matched / label.size;
      if (matched > best.matched || (matched === best.matched && ratio > best.ratio)) best = { matched, ratio };
    }
    return (best.matched >= 2 && best.ratio >= 0.5) || best.matched >= 3 ? [{ id, ...best }] : [];
  });
  if (scored.length === 0) return [];
  scored.sort((a, b) => b.matched - a.matched || b.ratio - a.ratio);
  const top = scored[0] as (typeof scored)[number];
  return (
    scored
      // The best, and any other named almost as fully ("hours a week and pocket money").
      .filter(
        (one) =>
          (one.matched === top.matched && one.ratio >= top.ratio - 0.15) ||
          (one.matched >= top.matched - 1 && one.ratio >= 0.75),
      )
      .slice(0, max)
      .map((one) => one.id)
  );
}
