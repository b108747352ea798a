import { describe, expect, it } from "vitest";
import { countryOptions } from "../../../core/countries.ts";
import { filterCountries } from "./country-picker.tsx";

const names = (query: string, language: "en" | "fr" = "en") =>
  filterCountries(countryOptions(language), query).map((country) => country.name);

describe("country search", () => {
  it("shows every country for an empty query", () => {
    expect(filterCountries(countryOptions("en"), "  ")).toHaveLength(countryOptions("en").length);
  });

  it("puts names that start with the query first, then names with a word that starts with it", () => {
    const found = names("guinea");
    expect(found[0]).toBe("Guinea");
    expect(found).toContain("Papua New Guinea");
  });

  it("ignores case and accents", () => {
    expect(names("cote", "fr")).toContain("Côte d’Ivoire");
    expect(names("ETATS", "fr")[0]).toBe("États-Unis");
  });

  it("finds nothing for a name no country has", () => {
    expect(names("atlantis")).toEqual([]);
  });
});
