import { describe, expect, it } from "vitest";
import { findCity } from "../cities/cities.ts";
import { currentAmount } from "../facts/fact-on.ts";
import { visaCostOf, visaProcessingOf } from "../visas/visa-costs.ts";
import { budgetForMove } from "./budget-for-move.ts";
import { costOfLivingFor } from "./cost-of-living-for-city.ts";
import { resourcesConditionOf } from "./resources-tests.ts";
import { timelineForVisa } from "./timeline-for-visa.ts";
import { toolChoices } from "./tool-choices.ts";

// The calculators on the real dataset and registry. These totals are the ones the browser walk
// (tests/e2e/tools.spec.ts) reads on the pages for the same inputs.

const lyon = findCity("lyon")!;

describe("cost of living on the city dataset", () => {
  it("Lyon, one person in a one-bedroom flat, moderate: the dataset's total plus other costs", () => {
    const result = costOfLivingFor(lyon, { housing: "one-bedroom", people: 1, lifestyle: "moderate" });
    // Without "other", one person in a one-bedroom flat is the dataset's own total per month.
    const { monthly, other } = result;
    expect({
      low: monthly.low - other.low,
      typical: monthly.typical - other.typical,
      high: monthly.high - other.high,
    }).toEqual(lyon.costs.totalMonthly);
    expect(monthly).toEqual({ low: 1333, typical: 1696, high: 2300 });
    expect(result.yearly).toEqual({ low: 15996, typical: 20352, high: 27600 });
  });

  it("Paris, a family of three in a two-bedroom flat, comfortable", () => {
    const result = costOfLivingFor(findCity("paris")!, { housing: "two-bedroom", people: 3, lifestyle: "comfortable" });
    expect(result.monthly).toEqual({ low: 3560, typical: 4653, high: 6823 });
    expect(result.yearly.typical).toBe(55836);
  });
});

describe("budget planner on the registry", () => {
  it("Lyon, employee visa, one person, unfurnished: 9,287 € in all, 715 € a month over six months", () => {
    const plan = budgetForMove({
      income: 3000,
      savings: 5000,
      months: 6,
      people: 1,
      adults: 1,
      city: "lyon",
      visa: "salarie",
      rental: "unfurnished",
    });
    expect(plan.budget.visaAndLegal).toBe(visaCostOf("salarie")!.total);
    expect(plan.budget).toEqual({
      visaAndLegal: 399,
      movingAndSetup: 2200,
      deposit: 800,
      firstMonthRent: 800,
      emergencyFund: 5088,
      total: 9287,
      toSave: 4287,
      monthlySavingTarget: 715,
      progressPercent: 53,
      targetShareOfIncomePercent: 24,
    });
    expect(plan.resources).toBeNull();
  });

  it("Nice, visitor couple, furnished: two months' deposit and a net-SMIC verdict", () => {
    const plan = budgetForMove({
      income: 1200,
      savings: 8000,
      months: 10,
      people: 2,
      adults: 2,
      city: "nice",
      visa: "visiteur-touriste",
      rental: "furnished",
    });
    expect(plan.budget.deposit).toBe(currentAmount("rental-deposit.max-furnished") * plan.monthlyRent);
    expect(plan.budget.total).toBe(11244);
    expect(plan.budget.monthlySavingTarget).toBe(325);
    expect(plan.resources).toMatchObject({
      factId: "smic.monthly-net",
      verdict: {
        outcome: "below",
        floor: currentAmount("smic.monthly-net"),
        shortfall: currentAmount("smic.monthly-net") - 1200,
      },
    });
  });

  it("reads each resources condition from the registry", () => {
    expect(resourcesConditionOf("etudiant", 1)?.floor).toEqual({
      kind: "monthly",
      amount: currentAmount("student.min-monthly-resources"),
    });
    expect(resourcesConditionOf("regroupement-familial", 5)?.factId).toBe("family-reunification.resources-four-five");
    expect(resourcesConditionOf("regroupement-familial", 6)?.factId).toBe("family-reunification.resources-six-plus");
    expect(resourcesConditionOf("carte-bleue-ue", 1)?.floor).toEqual({
      kind: "annual-salary",
      amount: currentAmount("eu-blue-card.min-annual-salary"),
    });
    expect(resourcesConditionOf("salarie", 1)).toBeNull();
  });

  it("offers only visas the registry can price, and times only those it can time", () => {
    for (const slug of toolChoices.budgetVisas) expect(visaCostOf(slug), slug).toBeDefined();
    for (const slug of toolChoices.timelineVisas) expect(visaProcessingOf(slug), slug).toBeDefined();
    expect(toolChoices.budgetVisas).not.toContain("vacances-travail");
  });
});

describe("timeline on the registry", () => {
  it("employee visa, arrival on 1 September 2030, six weeks of documents: start by 9 March 2030", () => {
    const { timeline, processing } = timelineForVisa(
      { visa: "salarie", mode: "date", arrival: "2030-09-01", documentWeeks: 6 },
      "2026-11-25",
    );
    expect(processing).toMatchObject({ factId: "processing.employee", min: 1, max: 3, unit: "months" });
    expect(timeline.status).toBe("on-track");
    expect(timeline.latestStart).toBe("2030-03-09");
    expect(timeline.phases.find((phase) => phase.id === "decision")).toEqual({
      id: "decision",
      start: "2030-05-18",
      end: "2030-08-18",
      earliestEnd: "2030-06-18",
    });
    expect(timeline.completion).toBe("2030-09-29");
    // The registry's deadline: validate the VLS-TS online within three months of arrival.
    expect(currentAmount("vls-ts.validation-deadline")).toBe(3);
    expect(timeline.validationDeadline).toBe("2030-12-01");
  });
});
