import { describe, expect, it } from "vitest";
import { type BudgetFigures, type BudgetRules, planBudget } from "./budget.ts";

const figures: BudgetFigures = {
  visaCostPerAdult: 449,
  visaCostPerChild: 99,
  monthlyRent: 800,
  monthlyLiving: 1700,
  depositMonths: 1,
};
const rules: BudgetRules = { travelPerPerson: 700, setup: 1500, emergencyFundMonths: 3 };

describe("budget planner", () => {
  it("adds up the visa, the move, the deposit and first rent and the emergency fund", () => {
    const budget = planBudget(
      { monthlyIncome: 3000, savings: 5000, monthsUntilMove: 6, people: 1, adults: 1 },
      figures,
      rules,
    );
    expect(budget).toEqual({
      visaAndLegal: 449,
      movingAndSetup: 2200,
      deposit: 800,
      firstMonthRent: 800,
      emergencyFund: 5100,
      total: 9349,
      toSave: 4349,
      // 4,349 / 6 = 724.83…, rounded up so six payments reach the total.
      monthlySavingTarget: 725,
      // 5,000 / 9,349 = 53.48 %, rounded down.
      progressPercent: 53,
      // 725 / 3,000 = 24.17 %, rounded up.
      targetShareOfIncomePercent: 25,
    });
  });

  it("charges adults the whole visa cost and children the visa fee only", () => {
    const family = planBudget(
      { monthlyIncome: 0, savings: 0, monthsUntilMove: 12, people: 4, adults: 2 },
      figures,
      rules,
    );
    expect(family.visaAndLegal).toBe(2 * 449 + 2 * 99);
    expect(family.movingAndSetup).toBe(4 * 700 + 1500);
    expect(family.targetShareOfIncomePercent).toBeNull();
    expect(family.progressPercent).toBe(0);
  });

  it("counts two months of deposit for a furnished let", () => {
    const budget = planBudget(
      { monthlyIncome: 2000, savings: 0, monthsUntilMove: 1, people: 1, adults: 1 },
      { ...figures, depositMonths: 2 },
      rules,
    );
    expect(budget.deposit).toBe(1600);
    expect(budget.monthlySavingTarget).toBe(budget.total);
  });

  it("asks nothing more once the savings cover the total, and stops the bar at 100 %", () => {
    const budget = planBudget(
      { monthlyIncome: 2000, savings: 50_000, monthsUntilMove: 3, people: 1, adults: 1 },
      figures,
      rules,
    );
    expect(budget.toSave).toBe(0);
    expect(budget.monthlySavingTarget).toBe(0);
    expect(budget.progressPercent).toBe(100);
    expect(budget.targetShareOfIncomePercent).toBe(0);
  });
});
