import { describe, expect, it } from "vitest";
import { supportedLanguages } from "../../core/languages.ts";
import { homeFaq, homeFaqCategories } from "./home-faq.ts";

describe("home FAQ", () => {
  it.each(supportedLanguages)("has six items in %s covering every category", (language) => {
    const items = homeFaq[language];
    expect(items).toHaveLength(6);
    expect(new Set(items.map((item) => item.category))).toEqual(new Set(homeFaqCategories));
    for (const item of items) {
      expect(item.question.trim(), item.id).not.toBe("");
      expect(item.answer.trim(), item.id).not.toBe("");
    }
  });

  it("asks the same questions, in the same order and categories, in every language", () => {
    const shape = (language: (typeof supportedLanguages)[number]) =>
      homeFaq[language].map(({ id, category }) => `${category}/${id}`);
    expect(shape("fr")).toEqual(shape("en"));
    expect(shape("ar")).toEqual(shape("en"));
  });

  it("has unique ids", () => {
    const ids = homeFaq.en.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("shows no figure: visa figures come only from the facts registry, on the visa pages", () => {
    const texts = supportedLanguages.flatMap((language) =>
      homeFaq[language].flatMap((item) => [item.question, item.answer]),
    );
    expect(texts.filter((text) => /[\d\u0660-\u0669]/.test(text))).toEqual([]);
  });

  it("never mentions another destination country", () => {
    expect(JSON.stringify(homeFaq)).not.toMatch(/malaysia|malaisie|ماليزيا/i);
  });
});
