import { describe, expect, it } from "vitest";
import { cities } from "../cities/cities.ts";
import { rentControlText } from "../cities/rent-control.ts";
import { costDefinitions, rubricNote, scoreRubric } from "../cities/rubric.ts";
import type { Translated } from "../content-language.ts";
import { guidePages } from "../guides/guide-pages.ts";
import { integrationConditions } from "../visas/integration-conditions.ts";
import { visaPages } from "../visas/visa-pages.ts";
import { arabicShare, figureTokens, latinPhrase, unmarkedLatinPhrase } from "./arabic-text-checks.ts";
import { termsIn } from "./prose-tokens.ts";

/**
 * Arabic content (ADR 0086) has the shape of the English it translates, the same figures, and
 * reads as Arabic: French names are marked `{fr:…}` terms, never left bare in a sentence, and
 * plain-text fields (titles, summaries, headings) carry no term, since they are shown where
 * markup cannot go (meta descriptions, breadcrumbs, e-mail subjects).
 */

type Entry = { name: string; texts: Translated<unknown>; labels?: Translated<string>[] };

const translated: Entry[] = [
  ...visaPages.map((page) => ({
    name: `visa ${page.slug}`,
    texts: page.text,
    labels: page.officialLinks.map((link) => link.label),
  })),
  ...guidePages.map((guide) => ({
    name: `guide ${guide.slug}`,
    texts: guide.text,
    labels: guide.officialLinks.map((link) => link.label),
  })),
  ...guidePages.flatMap((guide) => (guide.faq ? [{ name: `faq ${guide.slug}`, texts: guide.faq }] : [])),
  { name: "integration conditions", texts: integrationConditions as Translated<unknown> },
  ...cities.map((city) => ({ name: `city ${city.id}`, texts: city.text })),
  ...cities.map((city) => ({
    name: `city ${city.id}: how its costs were estimated`,
    texts: { en: city.estimateBasis.en, fr: city.estimateBasis.fr, ar: city.estimateBasis.ar },
  })),
  ...Object.entries(rentControlText).map(([status, texts]) => ({ name: `rent control: ${status}`, texts })),
  ...Object.entries(scoreRubric).map(([metric, rubric]) => ({
    name: `score rubric: ${metric}`,
    texts: {
      en: [rubric.label.en, rubric.measures.en, ...rubric.bands.map((band) => band.meaning.en)],
      fr: [rubric.label.fr, rubric.measures.fr, ...rubric.bands.map((band) => band.meaning.fr)],
      ar: rubric.label.ar && [rubric.label.ar, rubric.measures.ar, ...rubric.bands.map((band) => band.meaning.ar)],
    },
  })),
  { name: "score rubric: note", texts: rubricNote },
  ...Object.entries(costDefinitions).map(([metric, definition]) => ({
    name: `cost definition: ${metric}`,
    texts: {
      en: [definition.label.en, definition.covers.en],
      fr: [definition.label.fr, definition.covers.fr],
      ar: definition.label.ar && [definition.label.ar, definition.covers.ar],
    },
  })),
];
const withArabic = translated.filter((entry) => entry.texts.ar !== undefined);

/** Keys whose strings are shown as plain text somewhere, so they may hold no `{fr:…}` term. */
const plainKeys = new Set(["title", "summary", "description", "heading", "question", "name", "tagline"]);

/** Strings code reads (a section's id, a block's kind), not the reader. */
const codeKeys = new Set(["id", "kind", "category"]);

type Leaf = { path: string; key: string; text: string };
/** The strings a reader reads, with where they are. */
function leaves(value: unknown, path = "", key = ""): Leaf[] {
  if (typeof value === "string") return codeKeys.has(key) ? [] : [{ path, key, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, `${path}[${index}]`, key));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, item]) => leaves(item, `${path}.${k}`, k));
  return [];
}

/** The shape without the words: keys, list lengths, and the ids and kinds that code reads. */
function shape(value: unknown, key = ""): unknown {
  if (typeof value === "string") return codeKeys.has(key) ? value : "text";
  if (Array.isArray(value)) return value.map((item) => shape(item, key));
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, item]) => [k, shape(item, k)]));
  return value;
}

describe("Arabic content", () => {
  it("exists for at least the visa pages translated so far", () => {
    // Not a target, a floor: the count only goes up as pages are translated.
    expect(withArabic.length).toBeGreaterThan(0);
  });

  describe.each(withArabic)("$name", ({ texts, labels }) => {
    const arabic = texts.ar;
    const englishLeaves = leaves(texts.en);
    const arabicLeaves = leaves(arabic);

    it("has the English text's shape: keys, list lengths, section ids and block kinds", () => {
      expect(shape(arabic)).toEqual(shape(texts.en));
    });

    it("holds the same figure tokens as the English, string by string", () => {
      const differ = arabicLeaves.flatMap((leaf, index) => {
        const english = englishLeaves[index];
        return english && figureTokens(english.text).join() !== figureTokens(leaf.text).join()
          ? [`${leaf.path}: ${figureTokens(english.text).join()} ≠ ${figureTokens(leaf.text).join()}`]
          : [];
      });
      expect(differ).toEqual([]);
    });

    it("reads as Arabic: no Latin phrase outside a {fr:…} term", () => {
      const phrases = arabicLeaves.flatMap((leaf) => {
        const phrase = unmarkedLatinPhrase(leaf.text);
        return phrase ? [`${leaf.path}: unmarked "${phrase}"`] : [];
      });
      expect(phrases).toEqual([]);
    });

    it("is at least 95 % Arabic letters outside figures and French terms (names and acronyms counted)", () => {
      expect(arabicShare(arabicLeaves.map((leaf) => leaf.text))).toBeGreaterThanOrEqual(95);
    });

    it("keeps {fr:…} terms out of plain-text fields, and figures out of terms", () => {
      const problems = arabicLeaves.flatMap((leaf) => {
        const terms = termsIn(leaf.text);
        if (terms.length > 0 && plainKeys.has(leaf.key)) return [`${leaf.path}: a term in a plain-text field`];
        return terms.filter((term) => /\d/.test(term)).map((term) => `${leaf.path}: digit in "${term}"`);
      });
      expect(problems).toEqual([]);
    });

    it("labels every official link in Arabic", () => {
      for (const label of labels ?? []) {
        expect(label.ar, label.en).toBeDefined();
        expect(latinPhrase.test(label.ar ?? ""), label.ar).toBe(false);
      }
    });
  });
});
