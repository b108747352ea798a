import type { OfficialSource } from "../../core/assistant/assistant-contract.ts";
import type { Language } from "../../core/languages.ts";
import { findCity } from "../cities/cities.ts";
import type { City } from "../cities/city-types.ts";
import { isFactId } from "../facts/fact-on.ts";
import { splitProse, type Token } from "../prose/prose-tokens.ts";
import { type Figure, figureOfCityCost, figureOfFact } from "../prose/resolve-figures.ts";

/**
 * Prose with its registry tokens written out, as the assistant quotes it: the same figure text the
 * page shows (formatFact / the city dataset), so an answer can never state a value the page does
 * not, and the official sources of those figures for the citation.
 */
export type PassageText = { text: string; sources: OfficialSource[] };

function figureOf(part: Token, language: Language): Figure | null {
  if (part.kind === "fact") return isFactId(part.id) ? figureOfFact(part.id, language) : null;
  const city = findCity(part.city);
  if (!city || !Object.hasOwn(city.costs, part.metric)) return null;
  return figureOfCityCost(city, part.metric as keyof City["costs"], language);
}

/** Several prose strings (a section's paragraphs or list items) as one text, sources deduplicated. */
export function writeProse(prose: readonly string[], language: Language): PassageText {
  const sources = new Map<string, OfficialSource>();
  const pieces = prose.map((one) =>
    splitProse(one)
      .map((part) => {
        if (typeof part === "string") return part;
        if (part.kind === "term") return part.text;
        const figure = figureOf(part, language);
        // An unknown token is left out rather than shown raw, as the blog renderer keeps pages whole.
        if (!figure) return "";
        if (figure.sourceUrl && figure.publisher) {
          sources.set(figure.sourceUrl, {
            publisher: figure.publisher,
            url: figure.sourceUrl,
            checkedOn: figure.checkedOn,
          });
        }
        return figure.text;
      })
      .join("")
      .trim(),
  );
  // Each piece ends as a sentence so sentence splitting in the answerer never glues two items.
  const text = pieces
    .filter(Boolean)
    .map((piece) => (/[.!?:;…»)]$/.test(piece) ? piece : `${piece}.`))
    .join(" ");
  return { text, sources: [...sources.values()] };
}

/** "Label: value" with the language's typography (a narrow no-break space before the French colon). */
export function labelled(label: string, value: string, language: Language): string {
  return `${label}${language === "fr" ? "\u202f:" : ":"} ${value}`;
}

/** A same-origin address in the reader's language: the page reads ?lang= before cookies. */
export function pageUrl(path: string, language: Language, anchor?: string): string {
  const separator = path.includes("?") ? "&" : "?";
  return `${path}${separator}lang=${language}${anchor ? `#${anchor}` : ""}`;
}
