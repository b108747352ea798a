import { describe, expect, it } from "vitest";
import type { EligibilityFigures } from "../../core/eligibility/eligibility-figures.ts";
import {
  blankProfile,
  type EligibilityProfile,
  eligibilityPurposes,
} from "../../core/eligibility/eligibility-profile.ts";
import type { RouteAssessment } from "../../core/eligibility/eligibility-result.ts";
import { assessedSlugs, evaluateEligibility } from "../../core/eligibility/evaluate-eligibility.ts";
import { visaRoutes } from "../visas/visa-routes.ts";
import { eligibilityFiguresOn } from "./eligibility-figures.ts";

const profile = (answers: Partial<EligibilityProfile> & Pick<EligibilityProfile, "nationality" | "purpose">) => ({
  ...blankProfile({ plannedStart: "2026-12-01", ...answers }),
  ...answers,
});
const routeIn = (
  answers: Parameters<typeof profile>[0],
  slug: string,
  figures?: EligibilityFigures,
): RouteAssessment => {
  const person = profile(answers);
  const result = evaluateEligibility(person, figures ?? eligibilityFiguresOn(person.plannedStart));
  return result.routes.find((route) => route.slug === slug)!;
};

describe("the eligibility engine", () => {
  it("answers for every visa route of the visa pages, once each, and for the EU/EEA page", () => {
    expect([...assessedSlugs].sort()).toEqual(["eu-eea-nationals", ...visaRoutes.map((route) => route.slug)].sort());
    const result = evaluateEligibility(
      profile({ nationality: "MA", purpose: "work" }),
      eligibilityFiguresOn("2026-12-01"),
    );
    expect(result.routes).toHaveLength(assessedSlugs.length);
  });

  it("compares with the threshold in force on the planned start: the SMIC of March 2026, then of July", () => {
    const employee = {
      nationality: "TN",
      purpose: "work" as const,
      contractType: "permanent" as const,
      annualGrossSalaryEur: 22000,
      shortageOccupation: true,
    };
    const march = routeIn({ ...employee, plannedStart: "2026-03-01" }, "salarie");
    const july = routeIn({ ...employee, plannedStart: "2026-07-01" }, "salarie");
    // 12 × 1,823.03 € until 31 May 2026; 12 × 1,867.02 € from 1 June.
    expect(march.reasons.find((reason) => reason.condition === "salary-smic")).toMatchObject({
      threshold: 21876.36,
      met: true,
    });
    expect(march.verdict).toBe("eligible");
    expect(march.changes).toContainEqual({
      action: "apply-before",
      condition: "salary-smic",
      unit: "eur-per-year-gross",
      from: 22000,
      to: 22404.24,
      date: "2026-06-01",
    });
    expect(july.reasons.find((reason) => reason.condition === "salary-smic")).toMatchObject({
      threshold: 22404.24,
      met: false,
      shortBy: 404.24,
    });
    expect(july.verdict).toBe("borderline");
  });

  it("says when waiting makes a route eligible: a sponsor's 17 months, an au pair of 17", () => {
    const reunification = routeIn(
      { nationality: "MA", purpose: "family", familySize: 2, residentSponsorMonths: 17, monthlyResourcesEur: 1500 },
      "regroupement-familial",
    );
    expect(reunification.changes).toEqual([
      { action: "wait", condition: "sponsor-residence", unit: "months", from: 17, to: 18, by: 1, date: "2027-01-01" },
    ]);
    const auPair = routeIn({ nationality: "MX", purpose: "au-pair", age: 17, auPairAgreement: true }, "au-pair");
    expect(auPair.changes).toEqual([
      {
        action: "wait",
        condition: "age",
        unit: "years",
        from: 17,
        to: { min: 18, max: 30 },
        by: 1,
        date: "2027-12-01",
      },
    ]);
    // Too old is not a change anyone can make.
    expect(
      routeIn({ nationality: "MX", purpose: "au-pair", age: 31, auPairAgreement: true }, "au-pair").changes,
    ).toEqual([]);
  });

  it("lists every change a route needs, the smallest for each condition", () => {
    const blueCard = routeIn(
      {
        nationality: "CN",
        purpose: "work",
        diploma: "master",
        contractType: "fixed-term",
        contractMonths: 4,
        annualGrossSalaryEur: 50000,
      },
      "carte-bleue-ue",
    );
    expect(blueCard.verdict).toBe("not-eligible");
    expect(blueCard.changes).toEqual([
      { action: "raise", condition: "contract-length", unit: "months", from: 4, to: 6, by: 2 },
      { action: "raise", condition: "blue-card-salary", unit: "eur-per-year-gross", from: 50000, to: 59373, by: 9373 },
    ]);
    const researcher = routeIn(
      { nationality: "EG", purpose: "research", diploma: "doctorate" },
      "passeport-talent-chercheur",
    );
    expect(researcher.changes).toEqual([
      { action: "obtain", condition: "hosting-agreement", unit: "yes-no", from: false },
    ]);
  });

  it("counts savings spread over the stay where the route accepts them, and offers savings as the other way to close a gap", () => {
    const student = routeIn(
      { nationality: "AU", purpose: "study", admittedToStudies: true, monthlyResourcesEur: 300, savingsEur: 2400 },
      "etudiant",
    );
    expect(student.reasons.at(-1)).toMatchObject({
      value: 500,
      threshold: 615,
      shortBy: 115,
      savings: { total: 2400, months: 12 },
    });
    expect(student.changes).toEqual([
      { action: "raise", condition: "student-resources", unit: "eur-per-month", from: 500, to: 615, by: 115 },
      { action: "raise", condition: "savings", unit: "eur", from: 2400, to: 3780, by: 1380, alternative: true },
    ]);
    // Family reunification counts income, not savings.
    const family = routeIn(
      {
        nationality: "MA",
        purpose: "family",
        familySize: 2,
        residentSponsorMonths: 24,
        monthlyResourcesEur: 1000,
        savingsEur: 50000,
      },
      "regroupement-familial",
    );
    expect(family.reasons.find((reason) => reason.condition === "family-resources")).toMatchObject({
      value: 1000,
      met: false,
    });
  });

  it("tells to apply from the day an announced fall of a threshold lets the person in", () => {
    const today = eligibilityFiguresOn("2026-12-01");
    const falling: EligibilityFigures = {
      ...today,
      thresholds: {
        ...today.thresholds,
        "student.min-monthly-resources": {
          ...today.thresholds["student.min-monthly-resources"],
          next: { from: "2027-09-01", value: 550 },
        },
      },
    };
    const student = routeIn(
      { nationality: "AU", purpose: "study", admittedToStudies: true, monthlyResourcesEur: 560 },
      "etudiant",
      falling,
    );
    expect(student.verdict).toBe("not-eligible");
    expect(student.changes).toEqual([
      {
        action: "apply-from",
        condition: "student-resources",
        unit: "eur-per-month",
        from: 560,
        to: 550,
        date: "2027-09-01",
      },
    ]);
  });

  it("reads a dual national's route with the nationality that serves best, and says which", () => {
    const route = routeIn(
      { nationality: "DZ", secondNationality: "CA", purpose: "working-holiday", age: 33 },
      "vacances-travail",
    );
    expect(route).toMatchObject({ verdict: "eligible", nationality: "CA" });
  });

  it("ranks an overview page just under the route it stands for, with that route's reasons", () => {
    const person = profile({ nationality: "IN", purpose: "invest", investmentEur: 400000 });
    const { routes } = evaluateEligibility(person, eligibilityFiguresOn(person.plannedStart));
    const investor = routes.find((route) => route.slug === "passeport-talent-investisseur")!;
    const overview = routes.find((route) => route.slug === "investisseur-affaires")!;
    expect(overview.score).toBe(investor.score - 1);
    expect(overview.reasons[0]).toMatchObject({
      condition: "best-category",
      value: "passeport-talent-investisseur",
      met: true,
    });
    // Right after it, with only the other overview (the talent card's, listed first) between them.
    const between = routes.slice(routes.indexOf(investor) + 1, routes.indexOf(overview)).map((route) => route.slug);
    expect(between).toEqual(["passeport-talent"]);
  });

  it("keeps each verdict's scores in its band, so the ranking never mixes verdicts", () => {
    const bands = {
      eligible: [85, 100],
      likely: [60, 84],
      borderline: [35, 59],
      "not-eligible": [5, 34],
      "not-applicable": [0, 0],
    };
    for (const purpose of eligibilityPurposes) {
      const person = profile({
        nationality: "BR",
        purpose,
        age: 25,
        monthlyResourcesEur: 1600,
        annualGrossSalaryEur: 45000,
        contractType: "permanent",
        diploma: "master",
      });
      for (const route of evaluateEligibility(person, eligibilityFiguresOn(person.plannedStart)).routes) {
        const [low, high] = bands[route.verdict];
        expect(route.score, `${purpose} ${route.slug}`).toBeGreaterThanOrEqual(low!);
        expect(route.score, `${purpose} ${route.slug}`).toBeLessThanOrEqual(high!);
      }
    }
  });
});
