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
    expect(cost.parts.map((part) => part.role).slice(-2)).toEqual(["residence-permit-tax", "stamp-duty"]);
  });

  it("charges an employee the 2026 amounts: visa fee, first-issue tax and stamp duty", () => {
    const cost = visaCostOf("salarie")!;
    expect(cost.parts.map((part) => part.factId)).toEqual([
      "long-stay-visa.fee",
      "residence-permit.tax-first-issue",
      "residence-permit.stamp-duty",
    ]);
    expect(cost.total).toBe(99 + 300 + 50);
    expect(formatVisaCost(cost, "en")).toBe("€99 visa fee + €300 residence-permit tax + €50 stamp duty = €449 total");
    expect(plain(formatVisaCost(cost, "fr"))).toBe(
      "99 € frais de visa + 300 € taxe de titre de séjour + 50 € droit de timbre = 449 € total",
    );
  });

  it("gives students, trainees and au pairs the reduced tax, and nobody else", () => {
    const reduced = slugsWithCost().filter((slug) => visaCostOf(slug)!.rate === "reduced");
    expect(reduced.sort()).toEqual(["au-pair", "etudiant", "etudiant-vls", "stagiaire-etudiant"]);
    expect(visaCostOf("etudiant")!.total).toBe(50 + 100 + 50);
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
