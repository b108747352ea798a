import { describe, expect, it } from "vitest";
import { supportedLanguages } from "../../core/languages.ts";
import { freePdfAr } from "../i18n/free-pdf-ar.ts";
import { freePdfEn } from "../i18n/free-pdf-en.ts";
import { freePdfFr } from "../i18n/free-pdf-fr.ts";
import { withoutTokens } from "../prose/prose-tokens.ts";
import { resolveFigures } from "../prose/resolve-figures.ts";
import { guideChecklist } from "./guide-checklist.ts";
import { guideTexts } from "./guide-texts.ts";
import { invoiceTexts } from "./invoice-texts.ts";
import { pdfUnavailableMessages } from "./pdf-messages.ts";

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

// The printed guides follow the site's rule: a figure is a registry token, never a typed number.
describe("the print texts", () => {
  it.each(supportedLanguages)("the %s checklist has no raw figure and resolves every token", (language) => {
    const offenders = strings(guideChecklist[language]).filter((text) => /\d/.test(withoutTokens(text)));
    expect(offenders).toEqual([]);
    expect(() => resolveFigures(guideChecklist[language], language)).not.toThrow();
  });

  it("the checklist has the same steps in every language, kept or left out of the starter guide alike", () => {
    const shape = (language: (typeof supportedLanguages)[number]) =>
      guideChecklist[language].map((phase) => phase.items.map((item) => item.starter));
    expect(shape("fr")).toEqual(shape("en"));
    expect(shape("ar")).toEqual(shape("en"));
  });

  it("the guide, invoice, page and error texts hold no figure (placeholders and legal article numbers aside)", () => {
    const texts = [guideTexts, freePdfEn, freePdfFr, freePdfAr, pdfUnavailableMessages, invoiceTexts];
    const offenders = strings(texts).filter((text) => /\d/.test(text.replace(/\b[LDR]\d+(-\d+)?\b/g, "")));
    expect(offenders).toEqual([]);
  });

  it("lists the same number of items in every language", () => {
    for (const language of supportedLanguages) {
      expect(guideTexts[language].howToRead.paragraphs).toHaveLength(guideTexts.en.howToRead.paragraphs.length);
      expect(guideTexts[language].fullGuide.inside).toHaveLength(guideTexts.en.fullGuide.inside.length);
    }
  });
});
