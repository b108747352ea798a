import { describe, expect, it } from "vitest";
import { cities } from "../cities/cities.ts";
import { facts } from "../facts/facts.ts";
import { guidePages } from "../guides/guide-pages.ts";
import { helpNumbers } from "../guides/help-numbers.ts";
import { integrationConditions, showsIntegrationConditions } from "../visas/integration-conditions.ts";
import { formatVisaCost, visaCostOf } from "../visas/visa-costs.ts";
import { visaPages } from "../visas/visa-pages.ts";
import { splitProse } from "./prose-tokens.ts";
import { figureOfFact, resolveFigures } from "./resolve-figures.ts";

// The SMIC of an "arrêté du 22 mai 2026" that does not exist (12.31 EUR an hour, 1,867.02 EUR
// gross, about 1,478 EUR net) must not appear on any page again. Pages are rendered here through
// the same resolution the loaders use: prose with its tokens replaced, key figures, the cost
// breakdown and the integration conditions, in English, French and Arabic.

const languages = ["en", "fr", "ar"] as const;
const withdrawn = /12[.,]31|1[\s.,\u202f\u00a0]?867[.,]02|1[\s.,\u202f\u00a0]?478\b|22 (mai|May) 2026/;

function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const item of value) strings(item, out);
  else if (value && typeof value === "object") for (const item of Object.values(value)) strings(item, out);
  return out;
}

/** Every string of `content` with its tokens replaced by their rendered figures, as a page shows it. */
function rendered(content: unknown, language: (typeof languages)[number]): string {
  const figures = resolveFigures(content, language);
  const text = strings(content).map((value) =>
    splitProse(value)
      .map((part) => (typeof part === "string" ? part : figures[part.key]!.text))
      .join(""),
  );
  const sources = Object.values(figures).map((figure) => `${figure.label} ${figure.text}`);
  return [...text, ...sources].join("\n");
}

describe("withdrawn SMIC figures", () => {
  it("are not in the registry", () => {
    expect(facts["smic.hourly-gross"].value).toBe(12.02);
    expect(facts["smic.monthly-gross"].value).toBe(1823.03);
    expect(facts["smic.monthly-net"].value).toBe(1443);
    expect(JSON.stringify(facts)).not.toMatch(withdrawn);
  });

  for (const language of languages) {
    const textLanguage = language === "fr" ? "fr" : "en";

    it.each(visaPages)(`visa page $slug does not show them [${language}]`, (page) => {
      const integration = showsIntegrationConditions(page.slug) ? integrationConditions[textLanguage] : null;
      const keyFigures = page.keyFacts.map((id) => figureOfFact(id as keyof typeof facts, language).text);
      const cost = visaCostOf(page.slug);
      const shown = [
        rendered({ text: page.text[textLanguage], integration }, language),
        ...keyFigures,
        cost ? formatVisaCost(cost, language) : "",
      ].join("\n");
      expect(shown).not.toMatch(withdrawn);
    });

    it.each(guidePages)(`guide $slug does not show them [${language}]`, (guide) => {
      const shown = rendered({ text: guide.text[textLanguage], faq: guide.faq?.[textLanguage] ?? [] }, language);
      expect(shown).not.toMatch(withdrawn);
    });

    it.each(cities)(`city $id does not show them [${language}]`, (city) => {
      expect(rendered({ text: city.text, basis: city.estimateBasis }, language)).not.toMatch(withdrawn);
    });
  }

  it("the test itself catches a withdrawn figure when one is rendered", () => {
    expect("SMIC: €12.31 per hour").toMatch(withdrawn);
    expect("1 867,02 € par mois").toMatch(withdrawn);
    expect("about €1,478 net").toMatch(withdrawn);
  });

  it("help numbers are data with digits only in the number itself", () => {
    for (const line of helpNumbers) {
      expect(line.number).toMatch(/^\d{2,4}$/);
      expect(JSON.stringify([line.name, line.when])).not.toMatch(/\d/);
    }
    expect(helpNumbers.map((line) => line.number)).toEqual(["112", "15", "17", "18", "114", "3114", "119", "3919"]);
  });
});
