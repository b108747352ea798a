import { describe, expect, it } from "vitest";
import { asLanguage } from "./languages.ts";

describe("asLanguage", () => {
  it("keeps a language we speak and falls back to English for anything else", () => {
    expect(asLanguage("fr")).toBe("fr");
    expect(asLanguage("ar")).toBe("ar");
    expect(asLanguage("en")).toBe("en");
    for (const other of ["de", "FR", "", null, undefined, 3, "fr-FR"]) expect(asLanguage(other)).toBe("en");
  });
});
