import { cities } from "../../../content/cities/cities.ts";
import { citiesAr } from "../../../content/i18n/cities-ar.ts";
import { visaProcessingOf } from "../../../content/visas/visa-costs.ts";
import type { Passage } from "../../../core/assistant/assistant-contract.ts";
import { analyse, foldText } from "../../../core/assistant/text-analysis.ts";

/**
 * Which engine a question asks for, for the built-in answerer: it has no model to choose a tool, so
 * it recognises the two questions that carry their own arguments — the cost of living in a named
 * city, and how long a named visa takes (the visa read from the best retrieved passages). The
 * budget and the recommendation need figures a question rarely gives (income, savings,
 * nationality): the built-in answerer quotes our pages and cites those tools instead; a model asks
 * the reader and calls them.
 */
export type ToolIntent =
  | { tool: "cost_of_living"; args: { city: string; people: number } }
  | { tool: "timeline"; args: { visa: string } };

/** The cost of living asked outright, or "expensive" about living somewhere (not about one rent). */
const costWords =
  /\b(cost of living|living costs?|costs? to live|cost of life|how much (does it|would it|will it)? ?cost|monthly budget|cout de la vie|coute la vie|couter|combien (coute|faut-il|faut il) pour vivre|budget mensuel)\b|تكلفة المعيشة|تكاليف المعيشة/;
const livingWords =
  /\b(live|living|life|vivre|vie|expensive|cheap|cher|per month|a month|each month|monthly|par mois|mensuel)\b/;
const movingWords = /\b(budget|moving|move|demenager|demenagement|installer)\b/;
const rentWords = /\b(rent|rents|loyer|loyers|encadrement|deposit|caution)\b/;
/** How long getting a visa takes (not the deadline of a step once there: "délai pour valider"). */
const durationWords =
  /\b(how long (does|will|would|do|to)|how many (weeks|months)|processing (time|times|delay)|processed|combien de temps|delai (de traitement|d'obtention|pour (obtenir|avoir))|temps de traitement)\b|كم من الوقت/;

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

function countOf(word: string | undefined): number {
  return word ? Number(word) || numberWords[word] || 1 : 0;
}

const counts = "(\\d|two|three|four|five|deux|trois|quatre|cinq)";
const peoplePattern = new RegExp(
  `\\b${counts}\\s*(people|persons|personnes|of us|adults)\\b|\\b(family|famille|foyer|household) (of|de) ${counts}\\b`,
);
const childrenPattern = new RegExp(`\\b${counts}\\s*(kids|children|enfants)\\b`);
const couplePattern = /\b(couple|wife|husband|partner|spouse|we|us|femme|mari|conjoint|nous|a deux)\b/;

/** The household a question describes ("family of four", "avec deux enfants"), one person by default. */
function householdSize(folded: string): number {
  const counted = peoplePattern.exec(folded);
  if (counted) return Math.min(8, countOf(counted[1] ?? counted[5]));
  const adults = couplePattern.test(folded) ? 2 : 1;
  const children = childrenPattern.exec(folded);
  return Math.min(8, adults + countOf(children?.[1]));
}

/** A city named in the question: "Nice" only with its capital, since "nice" is also an English word. */
function cityIn(question: string, folded: string): string | null {
  for (const city of cities) {
    // Arabic names may carry a glued preposition ("بليون", "وليون").
    const arabic = citiesAr.names[city.id];
    if (new RegExp(`(^|[\\s،؟?.!])[بلو]?${arabic}($|[\\s،؟?.!])`).test(question)) return city.id;
    if (city.id === "nice") {
      if (/\bNice\b/.test(question)) return city.id;
      continue;
    }
    const names = [city.text.en.name, city.text.fr.name].map(foldText);
    if (names.some((name) => new RegExp(`\\b${name}\\b`).test(folded))) return city.id;
  }
  return null;
}

/**
 * `contextual` is the question read with the previous one when it is a follow-up
 * (core/assistant/follow-up.ts): "and in Lyon?" after a cost question asks Lyon's cost of living.
 * The city named in the question itself wins over the one of the previous question.
 */
export function toolIntent(question: string, contextual: string, passages: readonly Passage[]): ToolIntent | null {
  const folded = foldText(contextual);
  const city = cityIn(question, foldText(question)) ?? cityIn(contextual, folded);
  const asksCost =
    costWords.test(folded) ||
    ((livingWords.test(folded) || movingWords.test(folded)) &&
      !rentWords.test(folded) &&
      /\b(how much|combien|cost|cout|budget|prevoir|expensive|cheap|cher)\b/.test(folded));
  if (city && asksCost) return { tool: "cost_of_living", args: { city, people: householdSize(folded) } };
  if (durationWords.test(folded)) {
    // The visa the question names: of the retrieved visa passages, the one whose title shares the
    // most words with the question (a blog paragraph may rank first and name several visas).
    const asked = new Set(analyse(contextual));
    const shared = (passage: Passage) =>
      analyse(passage.title.split(" — ")[0] ?? "").filter((term) => asked.has(term)).length;
    const visas = passages.filter((passage) => passage.url.startsWith("/visa/") && shared(passage) > 0);
    const visa = visas.reduce<Passage | undefined>(
      (best, passage) => (best && shared(best) >= shared(passage) ? best : passage),
      undefined,
    );
    const slug = visa ? (/^\/visa\/([a-z0-9-]+)/.exec(visa.url)?.[1] ?? null) : null;
    if (slug && visaProcessingOf(slug)) return { tool: "timeline", args: { visa: slug } };
  }
  return null;
}
