import { describe, expect, it } from "vitest";
import { dfyPackages, dfyPackagesOf } from "../plans-catalogue.ts";
import { casePackageIds, casePackageOf, casePackageView, legacyCaseTiers } from "./case-package.ts";

// A case names the package it was sold, by the catalogue's one name, never a tier of our own.
describe("a case's package", () => {
  it("is one of the catalogue's done-for-you packages, and any of them can be chosen", () => {
    expect(casePackageIds).toEqual(dfyPackages.map((plan) => plan.id));
    for (const id of casePackageIds) expect(casePackageView(id)).toEqual({ id, name: casePackageOf(id)?.name });
  });

  it("reads the tiers stored before issue 28 as the individual packages of the same rank", () => {
    const ladder = dfyPackagesOf("individuals").toSorted((a, b) => (a.priceCents ?? 0) - (b.priceCents ?? 0));
    expect(Object.values(legacyCaseTiers)).toEqual(ladder.map((plan) => plan.id));
    expect(casePackageView("essential")).toEqual({ id: "essential-relocation", name: "Essential Relocation" });
    expect(casePackageView("standard")).toEqual({ id: "family-premium", name: "Family Premium" });
    expect(casePackageView("premium")).toEqual({ id: "executive-vip", name: "Executive VIP" });
  });

  it("reads nothing else as a package", () => {
    for (const stored of ["gold", "", "Essential", "constructor", "__proto__", "premium-relocator"]) {
      expect(casePackageOf(stored), stored).toBeUndefined();
      expect(casePackageView(stored), stored).toBeNull();
    }
  });
});
