import { describe, expect, it } from "vitest";
import { anyDigit, arabicShare, figureTokens, unmarkedLatinPhrase } from "../prose/arabic-text-checks.ts";
import { termsIn, tokensIn, withoutTokens } from "../prose/prose-tokens.ts";
import { resolveFigures } from "../prose/resolve-figures.ts";
import { visaCatalogue } from "../visas/visa-catalogue.ts";
import { checklistTextLanguage, selfServiceChecklist } from "./self-service-checklist-for-visa.ts";
import { permitTaxNote, processingNotes, selfServiceItems } from "./self-service-items.ts";

/**
 * The checklist in Arabic (ADR 0086), held to the rules of content/prose/arabic-content.test.ts:
 * the English text's figures, no digit typed out, French names marked `{fr:…}` in the prose and
 * none in the titles (shown as plain text), and words that read as Arabic.
 */

/** Every Arabic string of the checklist, with its English counterpart. */
const texts = [
  ...selfServiceItems.flatMap((item) => [
    { name: `${item.key} title`, plain: true, en: item.text.en.title, ar: item.text.ar?.title },
    { name: `${item.key} why`, plain: false, en: item.text.en.why, ar: item.text.ar?.why },
  ]),
  ...Object.entries(processingNotes).map(([name, note]) => ({
    name: `processing note ${name}`,
    plain: false,
    ...note,
  })),
  { name: "permit tax note", plain: false, ...permitTaxNote },
];

describe("the checklist's Arabic", () => {
  it("translates every item", () => {
    expect(selfServiceItems.filter((item) => item.text.ar === undefined).map((item) => item.key)).toEqual([]);
  });

  it.each(texts)("$name has the English figures, no digit, and reads as Arabic", ({ plain, en, ar = "" }) => {
    expect(ar.trim()).not.toBe("");
    expect(ar).not.toMatch(/ {2}|\s[,.،]|\bTODO\b/);
    expect(figureTokens(ar)).toEqual(figureTokens(en));
    expect(withoutTokens(ar)).not.toMatch(anyDigit);
    expect(unmarkedLatinPhrase(ar)).toBeNull();
    const terms = termsIn(ar);
    if (plain) expect(terms, "a plain-text title holds no {fr:…} term").toEqual([]);
    else expect(ar).toMatch(/[.!]$/u);
    for (const term of terms) expect(term).not.toMatch(anyDigit);
    expect(() => resolveFigures(ar, "ar")).not.toThrow();
  });

  it("is at least 95 % Arabic letters outside figures and French terms (names and acronyms counted)", () => {
    expect(arabicShare(texts.map((text) => text.ar ?? ""))).toBeGreaterThanOrEqual(95);
  });

  it("differs from the English and the French", () => {
    for (const item of selfServiceItems) {
      expect(item.text.ar?.title, item.key).not.toBe(item.text.en.title);
      expect(item.text.ar?.why, item.key).not.toBe(item.text.en.why);
    }
  });
});

describe("a visa's checklist for an Arabic reader", () => {
  const arrival = "2027-09-01";
  const today = "2027-01-10";

  it.each(visaCatalogue.map((visa) => visa.slug))("%s is written in Arabic, notes included", (slug) => {
    const checklist = selfServiceChecklist(slug, arrival, today, [], "ar");
    expect(checklist.textLanguage).toBe("ar");
    for (const item of checklist.items) {
      const content = selfServiceItems.find((candidate) => candidate.key === item.key);
      expect(item.title, item.key).toBe(content?.text.ar?.title);
      expect(item.why.startsWith(content?.text.ar?.why ?? "?"), item.key).toBe(true);
      expect(unmarkedLatinPhrase(`${item.title} ${item.why}`), item.key).toBeNull();
      for (const key of tokensIn(item.why).keys()) expect(checklist.figures[key], `${item.key}: ${key}`).toBeDefined();
    }
    const apply = checklist.items.find((item) => item.key === "apply-france-visas");
    const note = checklist.processing.fromRegistry ? processingNotes.registry : processingNotes.longest;
    expect(apply?.why).toContain(note.ar.split("{processing}")[0]);
    const validation = checklist.items.find((item) => item.key === "validate-vls-ts");
    if (validation?.why.includes("{fact:residence-permit.tax"))
      expect(validation.why).toContain(permitTaxNote.ar.split("{tax}")[0]);
  });

  it("falls back to English for the whole list when one of its items has no Arabic", () => {
    const [first, second] = selfServiceItems;
    if (!first || !second) throw new Error("no checklist items");
    const untranslated = { ...second, text: { en: second.text.en, fr: second.text.fr } };
    expect(checklistTextLanguage([first, second], "ar")).toBe("ar");
    expect(checklistTextLanguage([first, untranslated], "ar")).toBe("en");
    expect(checklistTextLanguage([first, untranslated], "fr")).toBe("fr");
  });
});
