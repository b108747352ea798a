import { describe, expect, it } from "vitest";
import { cities } from "../../../content/cities/cities.ts";
import { costDefinitions, scoreMetrics, scoreRubric } from "../../../content/cities/rubric.ts";
import { citiesAr } from "../../../content/i18n/cities-ar.ts";
import { citiesEn } from "../../../content/i18n/cities-en.ts";
import { citiesFr } from "../../../content/i18n/cities-fr.ts";
import { guideTexts } from "../../../content/pdf-guide/guide-texts.ts";
import { costMetrics, lifestyleMetrics, practicalMetrics } from "./comparison-model.ts";

/*
 * The comparison names metrics and cities from its UI catalog (the browser needs them without the
 * dataset). In English and French they must be the dataset's own words, and in Arabic the names the
 * printed guide uses, so one city or metric never goes by two names.
 */
describe("the comparison's labels", () => {
  it("name each metric as the rubric and the cost definitions do", () => {
    for (const [language, texts] of [
      ["en", citiesEn],
      ["fr", citiesFr],
    ] as const) {
      for (const metric of scoreMetrics) expect(texts.metrics[metric]).toBe(scoreRubric[metric].label[language]);
      for (const metric of costMetrics) expect(texts.metrics[metric]).toBe(costDefinitions[metric].label[language]);
    }
  });

  it("name each city as the city texts and the printed guide do", () => {
    for (const city of cities) {
      expect(citiesEn.names[city.id]).toBe(city.text.en.name);
      expect(citiesFr.names[city.id]).toBe(city.text.fr.name);
      expect(citiesAr.names[city.id]).toBe(guideTexts.ar.cityNames[city.id]);
    }
  });

  it("show every score once, in Lifestyle or in Practical", () => {
    expect([...lifestyleMetrics, ...practicalMetrics].sort()).toEqual([...scoreMetrics].sort());
  });
});
