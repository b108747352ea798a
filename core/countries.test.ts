import { describe, expect, it } from "vitest";
import { countryCodes, countryName, countryOptions, isCountryCode, uninhabitedCodes } from "./countries.ts";
import { supportedLanguages } from "./languages.ts";

// The 26 wizard countries of the product specification must all still be offered.
const specCountries = "DZ AR AU BE BR CA CL CN EG DE IN IT JP MA NL NZ PL PT SG ZA KR ES CH TN GB US".split(" ");

describe("countries", () => {
  it("lists every inhabited ISO 3166-1 alpha-2 code once, including the spec's 26", () => {
    // 249 assigned codes, less the seven places where nobody lives.
    expect(countryCodes).toHaveLength(242);
    expect(new Set(countryCodes).size).toBe(242);
    expect(countryCodes.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    expect(specCountries.filter((code) => !countryCodes.includes(code))).toEqual([]);
  });

  it("holds countries: no Antarctica and no uninhabited territory, in any list built from it", () => {
    expect([...uninhabitedCodes].sort()).toEqual(["AQ", "BV", "GS", "HM", "IO", "TF", "UM"]);
    for (const code of uninhabitedCodes) {
      expect(countryCodes).not.toContain(code);
      expect(isCountryCode(code)).toBe(false);
    }
    for (const language of supportedLanguages) {
      const codes = countryOptions(language).map((o) => o.code);
      expect(codes.filter((code) => uninhabitedCodes.includes(code))).toEqual([]);
    }
    const names = countryOptions("en").map((o) => o.name);
    for (const name of ["Antarctica", "Bouvet Island", "Heard & McDonald Islands", "U.S. Outlying Islands"]) {
      expect(names).not.toContain(name);
    }
    expect(names).not.toContain(countryName("TF", "en"));
    // Inhabited territories are places people come from, with their own documents: they stay.
    for (const code of ["HK", "PR", "GP", "RE", "GL", "PN"]) expect(isCountryCode(code)).toBe(true);
  });

  it("recognises codes as stored, in capitals", () => {
    expect(isCountryCode("IN")).toBe(true);
    expect(isCountryCode("LI")).toBe(true);
    expect(isCountryCode("in")).toBe(false);
    expect(isCountryCode("XX")).toBe(false);
    expect(isCountryCode("other")).toBe(false);
    expect(isCountryCode(42)).toBe(false);
  });

  it.each(supportedLanguages)("gives a real, localised name to every code in %s", (language) => {
    const options = countryOptions(language);
    expect(options).toHaveLength(countryCodes.length);
    expect(options.filter((o) => o.name === o.code || o.name.trim() === "")).toEqual([]);
  });

  it("localises names in the reader's language", () => {
    expect(countryName("DE", "en")).toBe("Germany");
    expect(countryName("DE", "fr")).toBe("Allemagne");
    expect(countryName("DE", "ar")).toBe("ألمانيا");
    expect(countryName("CI", "fr")).toBe("Côte d’Ivoire");
  });

  it("sorts by the language's own collation, so accented names sit where a reader looks for them", () => {
    const fr = countryOptions("fr").map((o) => o.name);
    // A code-point sort would put "Égypte" after "Zimbabwe"; French readers look for it among the E's.
    expect(fr.indexOf("Égypte")).toBeGreaterThan(fr.indexOf("Danemark"));
    expect(fr.indexOf("Égypte")).toBeLessThan(fr.indexOf("Espagne"));
    expect(fr[0]).toBe("Afghanistan");
    const en = countryOptions("en").map((o) => o.name);
    expect(en.indexOf("Åland Islands")).toBeLessThan(en.indexOf("Albania"));
    for (const language of supportedLanguages) {
      const names = countryOptions(language).map((o) => o.name);
      const collator = new Intl.Collator([language], { sensitivity: "base" });
      expect(names).toEqual([...names].sort(collator.compare));
    }
  });

  it("cannot be changed by a caller", () => {
    const options = countryOptions("en");
    expect(() => (options as { code: string; name: string }[]).pop()).toThrow();
    expect(countryOptions("en")).toHaveLength(countryCodes.length);
  });
});
