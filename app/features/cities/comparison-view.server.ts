import { cities, findCity } from "../../../content/cities/cities.ts";
import { cityGuideSlugs } from "../../../content/cities/city-guides.ts";
import { cityTextLanguage } from "../../../content/cities/city-text-language.ts";
import type { City, CityId } from "../../../content/cities/city-types.ts";
import { rentControlText } from "../../../content/cities/rent-control.ts";
import { costDefinitions, rubricNote, type ScoreMetric, scoreRubric } from "../../../content/cities/rubric.ts";
import { translatedText } from "../../../content/content-language.ts";
import { formatCheckedOn } from "../../../content/facts/format-fact.ts";
import { resolveFigures } from "../../../content/prose/resolve-figures.ts";
import { findVisa } from "../../../content/visas/visa-catalogue.ts";
import { bestPositions } from "../../../core/city-comparison.ts";
import { numberFormat } from "../../../core/intl-formats.ts";
import type { Language } from "../../../core/languages.ts";
import {
  type CityColumn,
  type ComparisonPanel,
  type CostCell,
  type CostMetric,
  costMetrics,
  lifestyleMetrics,
  practicalMetrics,
  type ScoreRow,
} from "./comparison-model.ts";
import type { ComparisonTab } from "./comparison-query.ts";

/*
 * What one tab of the comparison shows, in the reader's language, built on the server: the
 * figures are formatted here (Intl on the server only, so the browser never formats them a second
 * time differently), the best value of each row is marked by the rule of core/city-comparison.ts,
 * and only the chosen tab's texts are sent, so the page carries no other tab's words.
 */

function money(language: Language) {
  return numberFormat(language, { style: "currency", currency: "EUR", maximumFractionDigits: 0 });
}

function costRow(compared: City[], metric: CostMetric, language: Language): CostCell[] {
  const format = money(language);
  const best = bestPositions(
    compared.map((city) => city.costs[metric].typical),
    "lower",
  );
  return compared.map((city, index) => {
    const { typical, low, high } = city.costs[metric];
    return {
      value: typical,
      low,
      high,
      typical: format.format(typical),
      range: format.formatRange(low, high),
      best: best.includes(index),
    };
  });
}

function scoreRows(compared: City[], metrics: ScoreMetric[], language: Language, textLanguage: Language): ScoreRow[] {
  const number = numberFormat(language);
  return metrics.map((metric) => {
    const best = bestPositions(
      compared.map((city) => city.scores[metric]),
      "higher",
    );
    const rubric = scoreRubric[metric];
    return {
      metric,
      measures: translatedText(rubric.measures, textLanguage),
      bands: rubric.bands.map((band) => ({
        range: number.formatRange(band.min, band.max),
        meaning: translatedText(band.meaning, textLanguage),
      })),
      cells: compared.map((city, index) => ({
        value: city.scores[metric],
        text: number.format(city.scores[metric]),
        best: best.includes(index),
      })),
    };
  });
}

function panel(tab: ComparisonTab, compared: City[], language: Language, textLanguage: Language): ComparisonPanel {
  switch (tab) {
    case "overview": {
      const totals = costRow(compared, "totalMonthly", language);
      return {
        tab,
        cities: compared.map((city, index) => ({
          id: city.id,
          tagline: translatedText(city.text, textLanguage).tagline,
          overview: translatedText(city.text, textLanguage).overview,
          highlights: translatedText(city.text, textLanguage).highlights,
          total: totals[index]!,
        })),
      };
    }
    case "costs":
      return {
        tab,
        rows: costMetrics.map((metric) => ({
          metric,
          covers: translatedText(costDefinitions[metric].covers, textLanguage),
          cells: costRow(compared, metric, language),
        })),
        bases: compared.map((city) => ({
          id: city.id,
          text: translatedText(city.estimateBasis, textLanguage),
          estimatedOn: formatCheckedOn(city.estimateBasis.estimatedOn, language),
        })),
      };
    case "lifestyle":
      return {
        tab,
        note: translatedText(rubricNote, textLanguage),
        rows: scoreRows(compared, lifestyleMetrics, language, textLanguage),
      };
    case "practical":
      return {
        tab,
        note: translatedText(rubricNote, textLanguage),
        rows: scoreRows(compared, practicalMetrics, language, textLanguage),
        rentControl: compared.map((city) => ({
          id: city.id,
          status: city.rentControl,
          text: translatedText(rentControlText[city.rentControl], textLanguage),
        })),
        considerations: compared.map((city) => ({
          id: city.id,
          items: translatedText(city.text, textLanguage).considerations,
        })),
      };
    case "visas":
      return {
        tab,
        cities: compared.map((city) => ({
          id: city.id,
          options: translatedText(city.text, textLanguage).visaOptions,
          visas: city.visaSlugs.map((slug) => ({ slug, name: findVisa(slug)?.name[language] ?? slug })),
        })),
      };
  }
}

/** The chosen tab for the compared cities, with the registry figures its texts mention. */
export function comparisonView(ids: readonly CityId[], tab: ComparisonTab, language: Language) {
  const compared = ids.map((id) => findCity(id)).filter((city): city is City => city !== undefined);
  const textLanguage = cityTextLanguage(compared, language);
  const shown = panel(tab, compared, language, textLanguage);
  return {
    textLanguage,
    columns: compared.map((city): CityColumn => ({ id: city.id, guideSlug: cityGuideSlugs[city.id] ?? null })),
    panel: shown,
    // Texts may name registry facts ({fact:…}): resolved here, listed under "Sources".
    figures: resolveFigures(shown, language),
  };
}

export const cityIds: CityId[] = cities.map((city) => city.id);
