import { describe, expect, it } from "vitest";
import { isEuEeaCitizen } from "./eu-eea.ts";

describe("isEuEeaCitizen", () => {
  it("knows the EU, the EEA (with Liechtenstein) and Switzerland", () => {
    for (const code of ["DE", "IT", "PL", "IE", "IS", "NO", "LI", "CH", "FR"])
      expect(isEuEeaCitizen(code), code).toBe(true);
  });

  it("accepts any letter case and stray spaces", () => {
    expect(isEuEeaCitizen("li")).toBe(true);
    expect(isEuEeaCitizen(" ch ")).toBe(true);
  });

  it("rejects the United Kingdom since Brexit, other European states and unknown codes", () => {
    for (const code of ["GB", "UA", "TR", "MC", "AD", "SM", "VA", "IN", "US", "", "EU", "XX"]) {
      expect(isEuEeaCitizen(code), code).toBe(false);
    }
  });
});
