import type { Passage } from "../../core/assistant/assistant-contract.ts";
import type { Language } from "../../core/languages.ts";
import { cities } from "../cities/cities.ts";
import type { City } from "../cities/city-types.ts";
import { figureOfCityCost } from "../prose/resolve-figures.ts";
import { assistantPassageLabels } from "./passage-labels.ts";
import { labelled, pageUrl, writeProse } from "./passage-text.ts";

/**
 * The seven cities as passages: what each is like (the comparison's overview tab) and
 * its monthly costs (the costs tab), figures from the city dataset as the comparison shows them,
 * each marked as our estimate. Cited as the comparison page with that city selected.
 */

const costMetrics: (keyof City["costs"])[] = [
  "rentOneBedroom",
  "rentThreeBedroom",
  "foodAndDining",
  "transportation",
  "utilities",
  "totalMonthly",
];

/** Every city written in `language` (ADR 0086). */
export function cityPassages(language: Language): Passage[] {
  const passages: Passage[] = [];
  for (const city of cities) {
    const text = city.text[language];
    const basis = city.estimateBasis[language];
    if (!text || !basis) continue;
    const written = writeProse(
      [text.tagline, text.overview, ...text.highlights, ...text.considerations, text.visaOptions],
      language,
    );
    passages.push({
      id: `city:${city.id}:${language}`,
      kind: "city",
      language,
      title: text.name,
      text: written.text,
      url: pageUrl(`/city-comparison?cities=${city.id}`, language),
      sources: written.sources,
    });
    const costs = costMetrics.map((metric) => {
      const figure = figureOfCityCost(city, metric, language);
      return `${labelled(figure.label, figure.text, language)}.`;
    });
    passages.push({
      id: `city:${city.id}#costs:${language}`,
      kind: "city",
      language,
      title: `${text.name} — ${assistantPassageLabels[language].monthlyCosts}`,
      text: [...costs, basis].join(" "),
      url: pageUrl(`/city-comparison?cities=${city.id}&tab=costs`, language),
      sources: [],
    });
  }
  return passages;
}
