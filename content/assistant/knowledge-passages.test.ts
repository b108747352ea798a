import { describe, expect, it } from "vitest";
import { cities } from "../cities/cities.ts";
import { currentFact } from "../facts/fact-on.ts";
import { formatFact } from "../facts/format-fact.ts";
import { guidePages } from "../guides/guide-pages.ts";
import { visaSectionOrder } from "../visas/visa-content-types.ts";
import { visaPages } from "../visas/visa-pages.ts";
import { contentPassages } from "./knowledge-passages.ts";

const passages = contentPassages();

/** Every page a content passage may open, with the anchors that page has (app/routes/visa-detail.tsx, guide.tsx). */
const anchorsOf = new Map<string, Set<string>>([
  ...visaPages.map((page): [string, Set<string>] => [
    `/visa/${page.slug}`,
    new Set([...visaSectionOrder, "key-figures-heading", "integration-heading"]),
  ]),
  ...guidePages.map((guide): [string, Set<string>] => [
    `/${guide.slug}`,
    new Set([...guide.text.en.sections, ...guide.text.fr.sections].map((section) => section.id)),
  ]),
  ["/tools/cost-of-living", new Set()],
  ["/tools/budget", new Set()],
  ["/tools/timeline", new Set()],
  ["/city-comparison", new Set()],
  ["/pricing", new Set(["pricing-panel"])],
]);

describe("the assistant's content passages", () => {
  it("have unique ids and open a real page at an anchor it has, in their language", () => {
    expect(new Set(passages.map((passage) => passage.id)).size).toBe(passages.length);
    for (const passage of passages) {
      const url = new URL(passage.url, "http://passerelle.invalid");
      const anchors = anchorsOf.get(url.pathname);
      expect(anchors, passage.url).toBeDefined();
      if (url.hash) expect(anchors?.has(url.hash.slice(1)), passage.url).toBe(true);
      expect(url.searchParams.get("lang")).toBe(passage.language);
    }
  });

  it("write every figure from the registry, never a token, and are never empty", () => {
    for (const passage of passages) {
      expect(passage.text, passage.id).not.toMatch(/\{(fact|city):/);
      expect(passage.text.trim().length, passage.id).toBeGreaterThan(0);
      expect(passage.title.trim().length, passage.id).toBeGreaterThan(0);
    }
    const salary = passages.find((passage) => passage.id === "fact:eu-blue-card.min-annual-salary:fr");
    expect(salary?.text).toContain(formatFact(currentFact("eu-blue-card.min-annual-salary"), "fr"));
    expect(salary?.url).toBe("/visa/carte-bleue-ue?lang=fr#key-figures-heading");
    expect(salary?.sources).toEqual([
      {
        publisher: currentFact("eu-blue-card.min-annual-salary").source.publisher,
        url: currentFact("eu-blue-card.min-annual-salary").source.url,
        checkedOn: currentFact("eu-blue-card.min-annual-salary").checkedOn,
      },
    ]);
  });

  it("cover every visa page, guide and city in English and French, and the EU Blue Card once per language", () => {
    for (const language of ["en", "fr"] as const) {
      const paths = new Set(
        passages.filter((passage) => passage.language === language).map((passage) => passage.url.split("?")[0]),
      );
      for (const guide of guidePages) expect(paths).toContain(`/${guide.slug}`);
      const mine = passages.filter((passage) => passage.language === language);
      for (const city of cities) {
        expect(mine.some((passage) => passage.url.startsWith(`/city-comparison?cities=${city.id}&`))).toBe(true);
      }
      const visas = visaPages.map((page) => `/visa/${page.slug}`).filter((path) => paths.has(path));
      expect(visas.length).toBe(visaPages.length - 1);
    }
    const english = passages.filter((passage) => passage.language === "en").map((passage) => passage.url);
    expect(english.some((url) => url.startsWith("/visa/eu-blue-card?"))).toBe(true);
    expect(english.some((url) => url.startsWith("/visa/carte-bleue-ue?"))).toBe(false);
  });
});
