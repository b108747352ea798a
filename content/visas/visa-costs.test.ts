import { describe, expect, it } from "vitest";
import { currentFact } from "../facts/fact-on.ts";
import { kindOf } from "../facts/fact-types.ts";
import { visaCatalogue } from "./visa-catalogue.ts";
import { formatVisaCost, slugsWithCost, visaCostOf, visaProcessingOf } from "./visa-costs.ts";

const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, " ");

describe("visa cost composition", () => {
  it("covers real visa pages only, and every page but the two with no single cost", () => {
    const slugs = visaCatalogue.map((visa) => visa.slug);
    for (const slug of slugsWithCost()) expect(slugs).toContain(slug);
    expect(slugs.filter((slug) => !visaCostOf(slug)).sort()).toEqual(["autres-categories", "vacances-travail"]);
  });

  it.each(slugsWithCost())("%s is registry facts that add up to the total", (slug) => {
    const cost = visaCostOf(slug)!;
    for (const part of cost.parts) expect(part.value).toBe(currentFact(part.factId).value);
    expect(cost.total).toBe(cost.parts.reduce((sum, part) => sum + part.value, 0));
    // A VLS-TS validated online pays the tax; a card made in France, the tax and the stamp duty.
    const expected = cost.firstPermit === "card" ? ["residence-permit-tax", "stamp-duty"] : ["residence-permit-tax"];
    expect(cost.parts.map((part) => part.role).slice(-expected.length)).toEqual(expected);
  });

  it("charges an employee the 2026 amounts for a VLS-TS: visa fee and first-issue tax, no stamp duty", () => {
    const cost = visaCostOf("salarie")!;
    expect(cost.firstPermit).toBe("vls-ts");
    expect(cost.parts.map((part) => part.factId)).toEqual(["long-stay-visa.fee", "residence-permit.tax-first-issue"]);
    expect(cost.total).toBe(99 + 300);
    expect(formatVisaCost(cost, "en")).toBe("€99 visa fee + €300 residence-permit tax = €399 total");
    expect(plain(formatVisaCost(cost, "fr"))).toBe("99 € frais de visa + 300 € taxe de titre de séjour = 399 € total");
  });

  it("gives students, trainees, au pairs and the job-search card (RECE) the reduced tax, and nobody else", () => {
    const reduced = slugsWithCost().filter((slug) => visaCostOf(slug)!.rate === "reduced");
    expect(reduced.sort()).toEqual([
      "au-pair",
      "etudiant",
      "etudiant-vls",
      "job-search-business",
      "stagiaire-etudiant",
    ]);
    expect(visaCostOf("etudiant")!.total).toBe(50 + 100);
    // The RECE card is made in France: reduced tax and stamp duty, no visa fee (100 + 50, not 350).
    const rece = visaCostOf("job-search-business")!;
    expect(rece.firstPermit).toBe("card");
    expect(rece.parts.map((part) => part.factId)).toEqual([
      "residence-permit.tax-first-issue-reduced",
      "residence-permit.stamp-duty",
    ]);
    expect(rece.total).toBe(150);
  });

  it("takes the student fee of the country the application is made from", () => {
    expect(visaCostOf("etudiant", { country: "SN" })!.parts[0]).toMatchObject({ factId: "long-stay-visa.fee-student" });
    expect(visaCostOf("etudiant", { country: "PH" })!.parts[0]).toMatchObject({ factId: "long-stay-visa.fee" });
    expect(visaCostOf("etudiant", { country: "PH" })!.total).toBe(99 + 100);
  });

  it("charges no visa fee where the permit is applied for in France or the visa is free", () => {
    expect(visaCostOf("job-search-business")!.parts.map((part) => part.role)).not.toContain("visa-fee");
    expect(visaCostOf("famille-francais")!.parts.map((part) => part.role)).not.toContain("visa-fee");
  });

  it("gives the same cost to the two EU Blue Card addresses", () => {
    expect(visaCostOf("eu-blue-card")!.total).toBe(visaCostOf("carte-bleue-ue")!.total);
  });

  it("reads typical processing times from the registry, labelled as our estimate there", () => {
    expect(visaProcessingOf("passeport-talent")).toEqual({
      factId: "processing.talent",
      min: 2,
      max: 4,
      unit: "weeks",
    });
    expect(visaProcessingOf("salarie")?.factId).toBe("processing.employee");
    expect(visaProcessingOf("au-pair")).toBeUndefined();
    for (const slug of slugsWithCost()) {
      const processing = visaProcessingOf(slug);
      if (processing) expect(kindOf(currentFact(processing.factId))).toBe("our-estimate");
    }
  });
});
