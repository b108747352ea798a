import { describe, expect, it } from "vitest";
import { supportedLanguages } from "../../core/languages.ts";
import { freeServiceIds, visaOptionIds } from "../../core/recommend.ts";
import { freeServiceTexts, recommendationTexts } from "./recommendation-texts.ts";

const optionIds = [...visaOptionIds, "no-visa-needed"] as const;

describe("wizard recommendation texts", () => {
  it("has a text for every option the engine can return, and nothing else", () => {
    expect(Object.keys(recommendationTexts).sort()).toEqual([...optionIds].sort());
    expect(Object.keys(freeServiceTexts).sort()).toEqual([...freeServiceIds].sort());
  });

  const cases = optionIds.flatMap((id) => supportedLanguages.map((language) => [id, language] as const));
  it.each(cases)("%s in %s: name, description, eligibility and three or four key requirements", (id, language) => {
    const text = recommendationTexts[id][language];
    expect(text.name.trim()).not.toBe("");
    expect(text.description.trim()).not.toBe("");
    expect(text.eligibility.trim()).not.toBe("");
    expect(text.requirements.length).toBeGreaterThanOrEqual(3);
    expect(text.requirements.length).toBeLessThanOrEqual(4);
    expect(text.requirements.every((r) => r.trim() !== "")).toBe(true);
  });

  it("is really translated: French and Arabic never repeat the English sentence", () => {
    for (const id of optionIds) {
      const { en, fr, ar } = recommendationTexts[id];
      for (const other of [fr, ar]) {
        expect(other.description, id).not.toBe(en.description);
        expect(other.eligibility, id).not.toBe(en.eligibility);
      }
    }
  });

  // Cost and processing come from the engine; thresholds live in the facts registry.
  it("holds no raw figure, so it can never contradict the engine or the registry", () => {
    const offenders = JSON.stringify([recommendationTexts, freeServiceTexts])
      .split('"')
      .filter((text) => /\d/.test(text));
    expect(offenders).toEqual([]);
  });
});
