import { cities } from "../../../content/cities/cities.ts";
import { visaProcessingOf } from "../../../content/visas/visa-costs.ts";
import type { Passage } from "../../../core/assistant/assistant-contract.ts";
import { foldText } from "../../../core/assistant/text-analysis.ts";

/**
 * Which engine a question asks for, for the built-in answerer (issue 16): it has no model to
 * choose a tool, so it recognises the two questions that carry their own arguments — the cost of
 * living in a named city, and how long a named visa takes (the visa read from the best retrieved
 * passages). The budget and the recommendation need figures a question rarely gives (income,
 * savings, nationality): the built-in answerer quotes our pages and cites those tools instead;
 * a model asks the reader and calls them.
 */
export type ToolIntent =
  | { tool: "cost_of_living"; args: { city: string; people: number } }
  | { tool: "timeline"; args: { visa: string } };

const costWords =
  /\b(cost of living|living costs?|cost to live|costs? of life|how (much|expensive)|expensive|cheap|budget|per month|a month|monthly|cout de la vie|coute la vie|couter|cher|vivre a|par mois|mensuel)\b|تكلفة|كم/;
const durationWords =
  /\b(how long|how many (weeks|months)|timeline|time ?frame|processing time|wait|combien de temps|delais?|duree|calendrier|attendre)\b|كم من الوقت|مدة/;

const numberWords: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
};

function householdSize(folded: string): number {
  const counted =
    /\b(\d|two|three|four|five|deux|trois|quatre|cinq)\s*(people|persons|personnes|of us|adults)\b|\b(family|famille|foyer|household) (of|de) (\d|two|three|four|five|deux|trois|quatre|cinq)\b/.exec(
      folded,
    );
  const word = counted?.[1] ?? counted?.[5];
  if (word) return Math.min(8, Number(word) || numberWords[word] || 1);
  return /\b(couple|wife|husband|partner|spouse|femme|mari|conjoint|a deux)\b/.test(folded) ? 2 : 1;
}

/** A city named in the question: "Nice" only with its capital, since "nice" is also an English word. */
function cityIn(question: string, folded: string): string | null {
  for (const city of cities) {
    const names = [city.text.en.name, city.text.fr.name].map(foldText);
    if (city.id === "nice") {
      if (/\bNice\b/.test(question) || /\bنيس\b/.test(question)) return city.id;
      continue;
    }
    if (names.some((name) => new RegExp(`\\b${name}\\b`).test(folded))) return city.id;
  }
  return null;
}

export function toolIntent(question: string, passages: readonly Passage[]): ToolIntent | null {
  const folded = foldText(question);
  const city = cityIn(question, folded);
  if (city && costWords.test(folded)) return { tool: "cost_of_living", args: { city, people: householdSize(folded) } };
  if (durationWords.test(folded)) {
    // The visa the question is about: the best-ranked passage from a visa page (a section or a figure).
    const visa = passages.find((passage) => passage.url.startsWith("/visa/"));
    const slug = visa ? (/^\/visa\/([a-z0-9-]+)/.exec(visa.url)?.[1] ?? null) : null;
    if (slug && visaProcessingOf(slug)) return { tool: "timeline", args: { visa: slug } };
  }
  return null;
}
