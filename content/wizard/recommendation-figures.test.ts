import { describe, expect, it } from "vitest";
import { countryCodes } from "../../core/countries.ts";
import { incomeBands, professions, type RecommendedOption, recommendationTable } from "../../core/recommend.ts";
import { currentFact, isFactId } from "../facts/fact-on.ts";
import { type Fact, kindOf } from "../facts/fact-types.ts";
import { tokensIn } from "../prose/prose-tokens.ts";
import { visaCostOf, visaProcessingOf } from "../visas/visa-costs.ts";
import { findVisaPage } from "../visas/visa-pages.ts";
import { recommendationFiguresFor, recommendWithRegistry } from "./recommendation-figures.ts";

const recommendationFigures = recommendationFiguresFor("IN");

// Every profile the engine accepts: each country of the list (EU/EEA ones included), each
// profession, each income band.
const profiles = countryCodes.flatMap((country) =>
  professions.flatMap((profession) => incomeBands.map((income) => ({ country, profession, income }))),
);
const results = profiles.map((answers) => ({ answers, ...recommendWithRegistry(answers) }));
const offered: { answers: (typeof profiles)[number]; option: RecommendedOption }[] = results.flatMap((r) =>
  r.options.map((option) => ({ answers: r.answers, option })),
);

describe("the wizard's figures are the linked visa page's figures", () => {
  it("runs over every country × profession × income band and sees every option at least once", () => {
    expect(profiles.length).toBe(countryCodes.length * 7 * 4);
    expect(new Set(offered.map((o) => o.option.id))).toEqual(
      new Set([...recommendationTable.map((row) => row.id), "no-visa-needed"]),
    );
  });

  it("every visa option costs what its page's cost composition says, part by part and in total", () => {
    for (const { answers, option } of offered) {
      if (option.visaSlug === null) continue;
      const page = visaCostOf(option.visaSlug, { country: answers.country });
      expect(page, option.visaSlug).toBeDefined();
      expect(option.cost, `${JSON.stringify(answers)} ${option.id}`).toEqual({
        parts: page!.parts.map(({ role, factId, value }) => ({ role, factId, value })),
        total: page!.total,
      });
      // The total is fee + residence-permit tax + stamp, each a registry fact.
      expect(option.cost!.total).toBe(option.cost!.parts.reduce((sum, part) => sum + part.value, 0));
      for (const part of option.cost!.parts)
        expect(isFactId(part.factId) ? currentFact(part.factId).value : undefined).toBe(part.value);
      // Each option's first permit is a long-stay visa validated online: no stamp duty (visa-costs.ts).
      expect(option.cost!.parts.map((part) => part.role)).toEqual(["visa-fee", "residence-permit-tax"]);
    }
  });

  it("every visa option takes the time of its page's processing-time fact", () => {
    for (const { option } of offered) {
      if (option.visaSlug === null) continue;
      const page = visaProcessingOf(option.visaSlug);
      expect(page, option.visaSlug).toBeDefined();
      const fact: Fact = currentFact(page!.factId);
      expect(option.processing).toEqual({ ...page, ourEstimate: kindOf(fact) === "our-estimate" });
      expect(fact.value).toEqual(
        typeof fact.value === "number"
          ? option.processing!.min
          : { min: option.processing!.min, max: option.processing!.max },
      );
    }
  });

  it("the processing-time fact is the one the linked page's processing section shows, in English and French", () => {
    for (const row of recommendationTable) {
      const page = findVisaPage(row.visaSlug);
      const factId = recommendationFigures[row.id].processing?.factId;
      for (const language of ["en", "fr"] as const) {
        const shown = [...tokensIn(page?.text[language].processing).values()]
          .filter((token) => token.kind === "fact" && token.id.startsWith("processing."))
          .map((token) => (token.kind === "fact" ? token.id : ""));
        expect(shown, `${row.visaSlug} [${language}]`).toEqual([factId]);
      }
    }
  });

  it("salary floors are the registry's: talent 39,582 € and EU Blue Card 59,373 € (1.5 × 39,582) gross a year", () => {
    const talent = recommendationFigures["passeport-talent"].salaryFloor;
    const blueCard = recommendationFigures["eu-blue-card"].salaryFloor;
    expect(talent).toEqual({
      annualGrossEur: currentFact("talent.qualified-employee.min-annual-salary").value,
      factId: "talent.qualified-employee.min-annual-salary",
    });
    expect(blueCard).toEqual({
      annualGrossEur: currentFact("eu-blue-card.min-annual-salary").value,
      factId: "eu-blue-card.min-annual-salary",
    });
    expect(talent?.annualGrossEur).toBe(39582);
    expect(blueCard?.annualGrossEur).toBe(59373);
    expect(blueCard?.annualGrossEur).toBe(Math.round(1.5 * 39582));
    expect(recommendationFigures["retiree-visitor-visa"].resourcesFloor).toEqual({
      monthlyNetEur: currentFact("smic.monthly-net").value,
      factId: "smic.monthly-net",
    });
    for (const id of ["student-visa", "employee-visa", "auto-entrepreneur", "retiree-visitor-visa"] as const) {
      expect(recommendationFigures[id].salaryFloor, id).toBeUndefined();
    }
  });

  it("no option shows the spec's old 269 € or 2-3 months for talent any more", () => {
    const talent = recommendWithRegistry({ country: "IN", profession: "tech", income: "over_6k" }).options[0];
    expect(talent?.id).toBe("passeport-talent");
    expect(talent?.cost?.total).not.toBe(269);
    expect(talent?.cost?.total).toBe(visaCostOf("passeport-talent")?.total);
    expect(talent?.processing).toMatchObject({ min: 2, max: 4, unit: "weeks", factId: "processing.talent" });
  });

  it("a tech profile at 2-4 k€ a month gets the talent option capped at 80 with the floor, not 95", () => {
    const { options, dropped } = recommendWithRegistry({ country: "IN", profession: "tech", income: "2k_4k" });
    expect(options.map((o) => `${o.id} ${o.matchScore}`)).toEqual(["passeport-talent 80", "employee-visa 75"]);
    expect(options[0]?.salaryFloor).toMatchObject({ annualGrossEur: 39582, monthlyGrossEur: 3299, fit: "straddles" });
    expect(dropped).toEqual([]);
  });

  it("EU/EEA citizens keep 'no visa needed' without cost, time or floor", () => {
    for (const { answers, options, dropped } of results.filter((r) => r.options[0]?.id === "no-visa-needed")) {
      expect(options, answers.country).toHaveLength(1);
      expect(options[0]).toMatchObject({ cost: null, processing: null, salaryFloor: null, matchScore: 100 });
      expect(dropped).toEqual([]);
    }
  });

  it("clears the Blue Card floor for a 4-6 k€ net tech profile: its band is converted to gross first", () => {
    const { options } = recommendWithRegistry({ country: "IN", profession: "tech", income: "4k_6k" });
    const blueCard = options.find((option) => option.id === "eu-blue-card");
    expect(blueCard).toMatchObject({ matchScore: 90, salaryFloor: { fit: "above", monthlyGrossEur: 4948 } });
    // 4,000 € net is about 5,100 € gross with URSSAF's rules (modele-social), above 4,948 €.
    expect(blueCard?.salaryFloor?.grossBand.min).toBeGreaterThan(5000);
    expect(blueCard?.salaryFloor?.grossBand.min).toBeLessThan(5300);
  });

  it("tells a retiree at 1-2 k€ the visitor's resources floor, the net SMIC, and caps the match", () => {
    const visitor = recommendWithRegistry({ country: "US", profession: "retiree", income: "under_2k" }).options[0];
    expect(visitor).toMatchObject({
      id: "retiree-visitor-visa",
      matchScore: 80,
      resourcesFloor: { monthlyNetEur: currentFact("smic.monthly-net").value, fit: "straddles" },
    });
  });

  it("charges a student the fee of their country: 50 € in Études en France countries, 99 € elsewhere", () => {
    const feeFor = (country: string) =>
      recommendWithRegistry({ country, profession: "student", income: "under_2k" }).options[0]?.cost?.parts[0];
    expect(feeFor("MA")).toEqual({ role: "visa-fee", factId: "long-stay-visa.fee-student", value: 50 });
    expect(feeFor("IN")).toEqual({ role: "visa-fee", factId: "long-stay-visa.fee-student", value: 50 });
    expect(feeFor("AU")).toEqual({ role: "visa-fee", factId: "long-stay-visa.fee", value: 99 });
    expect(feeFor("PH")).toEqual({ role: "visa-fee", factId: "long-stay-visa.fee", value: 99 });
  });

  it("does not offer an Algerian tech profile the talent card as such", () => {
    const result = recommendWithRegistry({ country: "DZ", profession: "tech", income: "over_6k" });
    expect(result.options.map((option) => option.id)).not.toContain("passeport-talent");
    expect(result.dropped.map((option) => `${option.id} ${option.reason}`)).toContain(
      "passeport-talent nationality-regime",
    );
    expect(result.regimes).toEqual(["franco-algerian"]);
  });
});
