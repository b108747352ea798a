import { describe, expect, it } from "vitest";
import { countryOptions } from "../../../core/countries.ts";
import { packCountries, unpackCountries } from "./packed-countries.ts";

describe("packed country list", () => {
  it.each(["en", "fr", "ar"] as const)("round-trips every country in %s, in order", (language) => {
    const countries = countryOptions(language);
    expect(unpackCountries(packCountries(countries))).toEqual(countries);
  });

  it("keeps names with spaces, apostrophes and parentheses", () => {
    const list = [
      { code: "CI", name: "Côte d’Ivoire" },
      { code: "MM", name: "Myanmar (Burma)" },
    ];
    expect(unpackCountries(packCountries(list))).toEqual(list);
  });

  it("unpacks an empty list", () => {
    expect(unpackCountries("")).toEqual([]);
  });
});
