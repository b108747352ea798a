import { describe, expect, it } from "vitest";
import { cities } from "../cities/cities.ts";
import { currentFact, factIds } from "../facts/fact-on.ts";
import { guidePages } from "../guides/guide-pages.ts";
import { integrationConditions } from "../visas/integration-conditions.ts";
import { visaCatalogue } from "../visas/visa-catalogue.ts";
import { visaPages } from "../visas/visa-pages.ts";
import { withoutTokens } from "./prose-tokens.ts";
import { figureOfFact, resolveFigures } from "./resolve-figures.ts";

// "Every figure the product shows about French immigration comes from the facts registry":
// content prose holds no digit at all, only tokens that resolve to the registry or city data.

function stringsIn(value: unknown, path: string, out: { path: string; text: string }[] = []) {
  if (typeof value === "string") out.push({ path, text: value });
  else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) stringsIn(item, `${path}[${index}]`, out);
  } else if (value && typeof value === "object")
    for (const [key, item] of Object.entries(value)) stringsIn(item, `${path}.${key}`, out);
  return out;
}

const officialHosts = [
  "france-visas.gouv.fr",
  "service-public.fr",
  "welcometofrance.com",
  "legifrance.gouv.fr",
  "administration-etrangers-en-france.interieur.gouv.fr",
  "campusfrance.org",
];
const isOfficial = (url: string) => {
  const { protocol, hostname } = new URL(url);
  return protocol === "https:" && officialHosts.some((host) => hostname === host || hostname.endsWith(`.${host}`));
};

const texts = [
  ...visaPages.map((page) => ({ name: `visa ${page.slug}`, content: page.text })),
  ...guidePages.map((guide) => ({ name: `guide ${guide.slug}`, content: { text: guide.text, faq: guide.faq } })),
  { name: "integration conditions (residence-permit pages)", content: integrationConditions },
  ...cities.map((city) => ({
    name: `city ${city.id}`,
    content: { text: city.text, basis: [city.estimateBasis.en, city.estimateBasis.fr] },
  })),
];

describe("content figures", () => {
  it.each(texts)("$name has no raw figure in its prose", ({ content }) => {
    const offenders = stringsIn(content, "").filter(({ text }) => /\d/.test(withoutTokens(text)));
    expect(offenders).toEqual([]);
  });

  it.each(texts)("$name resolves every figure token in English and French", ({ content }) => {
    expect(() => resolveFigures(content, "en")).not.toThrow();
    expect(() => resolveFigures(content, "fr")).not.toThrow();
  });

  it("labels every figure that is not an exact official value, in every language", () => {
    for (const id of factIds()) {
      const fact = currentFact(id) as { kind?: string; unit: string };
      if (!fact.kind || fact.kind === "official" || fact.unit === "count") continue;
      const suffixes: Record<string, RegExp> = {
        "our-estimate": /\((our estimate|notre estimation|تقديرنا)\)$/,
        "our-reading": /\((our reading|notre lecture|قراءتنا)\)$/,
        approximation: /\((approx\.|environ|تقريبًا)\)$/,
      };
      const suffix = suffixes[fact.kind]!;
      for (const language of ["en", "fr", "ar"] as const) {
        const figure = figureOfFact(id, language);
        expect(figure.kind, id).toBe(fact.kind);
        expect(figure.text, `${id} [${language}]`).toMatch(suffix);
      }
    }
  });

  it("has a page for each of the 29 visa slugs, in English and French", () => {
    expect(visaPages.map((page) => page.slug).sort()).toEqual(visaCatalogue.map((visa) => visa.slug).sort());
    for (const page of visaPages) {
      expect(page.text.en.title, page.slug).not.toBe("");
      expect(page.text.fr.title, page.slug).not.toBe("");
      expect(page.text.en.summary.length, page.slug).toBeLessThanOrEqual(160);
      expect(page.text.fr.summary.length, page.slug).toBeLessThanOrEqual(200);
    }
  });

  it("links only to official French sources", () => {
    const links = [
      ...visaPages.flatMap((page) => page.officialLinks),
      ...guidePages.flatMap((guide) => guide.officialLinks),
    ];
    expect(links.filter((link) => !isOfficial(link.url))).toEqual([]);
  });

  it("never mentions another destination country", () => {
    const all = JSON.stringify([visaPages, guidePages, cities]);
    expect(all).not.toMatch(/malaysia|malaisie/i);
  });
});
