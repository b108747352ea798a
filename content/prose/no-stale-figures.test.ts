import { afterEach, describe, expect, it, vi } from "vitest";
import { cities } from "../cities/cities.ts";
import type { FactId } from "../facts/facts.ts";
import { guidePages } from "../guides/guide-pages.ts";
import { helpNumbers } from "../guides/help-numbers.ts";
import { integrationConditions, showsIntegrationConditions } from "../visas/integration-conditions.ts";
import { formatVisaCost, visaCostOf } from "../visas/visa-costs.ts";
import { visaPages } from "../visas/visa-pages.ts";
import { splitProse } from "./prose-tokens.ts";
import { figureOfFact, resolveFigures } from "./resolve-figures.ts";

// A revaluation moves every page on its day, and no page keeps the value it replaced: pages are
// rendered here through the same resolution the loaders use (prose with its tokens replaced, key
// figures, the cost breakdown and the integration conditions), in English, French and Arabic, with
// the clock frozen on each side of the SMIC's revaluation of 1 June 2026 (ADR 0057).

const languages = ["en", "fr", "ar"] as const;
/** The SMIC of décret 2025-1228 (12.02 / 1,823.03 / about 1,443 net), replaced on 1 June 2026. */
const januarySmic = /12[.,]02\b|1[\s.,\u202f\u00a0]?823[.,]03|1[\s.,\u202f\u00a0]?443\b/;
/** The SMIC of the arrêté du 22 mai 2026 (12.31 / 1,867.02 / about 1,478 net). */
const juneSmic = /12[.,]31\b|1[\s.,\u202f\u00a0]?867[.,]02|1[\s.,\u202f\u00a0]?478\b/;

const days = [
  { day: "31 May 2026", moment: "2026-05-31T12:00:00Z", stale: juneSmic, current: januarySmic },
  { day: "1 December 2026", moment: "2026-12-01T12:00:00Z", stale: januarySmic, current: juneSmic },
] as const;

afterEach(() => {
  vi.useRealTimers();
});

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
      .map((part) => (typeof part === "string" ? part : part.kind === "term" ? part.text : figures[part.key]!.text))
      .join(""),
  );
  const sources = Object.values(figures).map((figure) => `${figure.label} ${figure.text}`);
  return [...text, ...sources].join("\n");
}

describe.each(days)("figures on $day", ({ moment, stale, current }) => {
  function freeze() {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(moment));
  }

  it("the registry gives the SMIC in force that day, and the test catches the other one", () => {
    freeze();
    expect(figureOfFact("smic.hourly-gross", "en").text).toMatch(current);
    expect(figureOfFact("smic.monthly-net", "fr").text).toMatch(current);
    expect(figureOfFact("smic.monthly-net", "fr").text).not.toMatch(stale);
    expect(`SMIC: ${figureOfFact("smic.hourly-gross", "en").text}`).not.toMatch(stale);
  });

  for (const language of languages) {
    const textLanguage = language === "fr" ? "fr" : "en";

    it.each(visaPages)(`visa page $slug shows no replaced SMIC [${language}]`, (page) => {
      freeze();
      const integration = showsIntegrationConditions(page.slug) ? integrationConditions[textLanguage] : null;
      const keyFigures = page.keyFacts.map((id) => figureOfFact(id as FactId, language).text);
      const cost = visaCostOf(page.slug);
      const shown = [
        rendered({ text: page.text[textLanguage], integration }, language),
        ...keyFigures,
        cost ? formatVisaCost(cost, language) : "",
      ].join("\n");
      expect(shown).not.toMatch(stale);
    });

    it.each(guidePages)(`guide $slug shows no replaced SMIC [${language}]`, (guide) => {
      freeze();
      const shown = rendered({ text: guide.text[textLanguage], faq: guide.faq?.[textLanguage] ?? [] }, language);
      expect(shown).not.toMatch(stale);
    });

    it.each(cities)(`city $id shows no replaced SMIC [${language}]`, (city) => {
      freeze();
      expect(rendered({ text: city.text, basis: city.estimateBasis }, language)).not.toMatch(stale);
    });
  }
});

describe("help numbers", () => {
  it("help numbers are data with digits only in the number itself", () => {
    for (const line of helpNumbers) {
      expect(line.number).toMatch(/^\d{2,4}$/);
      expect(JSON.stringify([line.name, line.when])).not.toMatch(/\d/);
    }
    expect(helpNumbers.map((line) => line.number)).toEqual(["112", "15", "17", "18", "114", "3114", "119", "3919"]);
  });
});
