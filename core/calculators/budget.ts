/**
 * The budget planner (ADR 0032): what a move costs before the first salary, against what the
 * person has saved and the months left. Pure and in whole euros: the visa's cost, the rent and
 * the monthly cost of living come in already composed from the registry and the dataset
 * (content/calculators/budget-for-move.ts), and the rules of thumb come in as data, labelled as our
 * estimates where they are defined (content/calculators/estimates.ts).
 */

export type BudgetFigures = {
  /** What one adult pays the State for the chosen visa (visa fee + residence-permit tax + stamp duty). */
  visaCostPerAdult: number;
  /** What a child pays: the visa fee only (minors need no residence permit in France). */
  visaCostPerChild: number;
  /** Typical monthly rent of the household's home in the target city. */
  monthlyRent: number;
  /** Typical monthly cost of living of the household in the target city. */
  monthlyLiving: number;
  /** The legal maximum deposit, in months of rent, for the kind of let chosen. */
  depositMonths: number;
};

export type BudgetRules = {
  /** Travel and luggage for each person. */
  travelPerPerson: number;
  /** Setting up the home, for the household (less for a furnished flat). */
  setup: number;
  /** Months of living costs kept aside for the first weeks and the unexpected. */
  emergencyFundMonths: number;
};

export type BudgetInput = {
  monthlyIncome: number;
  savings: number;
  monthsUntilMove: number;
  people: number;
  adults: number;
};

export type Budget = {
  visaAndLegal: number;
  movingAndSetup: number;
  deposit: number;
  firstMonthRent: number;
  emergencyFund: number;
  total: number;
  /** What is left to save: the total minus the savings, never below zero. */
  toSave: number;
  /** What to put aside each month until the move (rounded up, so the months add up to the total). */
  monthlySavingTarget: number;
  /** Savings against the total, 0-100, rounded down (100 only once the total is reached). */
  progressPercent: number;
  /** The monthly target as a share of the monthly income (rounded up), or null without an income. */
  targetShareOfIncomePercent: number | null;
};

export function planBudget(input: BudgetInput, figures: BudgetFigures, rules: BudgetRules): Budget {
  const children = input.people - input.adults;
  const visaAndLegal = input.adults * figures.visaCostPerAdult + children * figures.visaCostPerChild;
  const movingAndSetup = input.people * rules.travelPerPerson + rules.setup;
  const deposit = figures.depositMonths * figures.monthlyRent;
  const firstMonthRent = figures.monthlyRent;
  const emergencyFund = rules.emergencyFundMonths * figures.monthlyLiving;
  const total = visaAndLegal + movingAndSetup + deposit + firstMonthRent + emergencyFund;
  const toSave = Math.max(0, total - input.savings);
  const monthlySavingTarget = Math.ceil(toSave / input.monthsUntilMove);
  return {
    visaAndLegal,
    movingAndSetup,
    deposit,
    firstMonthRent,
    emergencyFund,
    total,
    toSave,
    monthlySavingTarget,
    progressPercent: total === 0 ? 100 : Math.min(100, Math.floor((input.savings * 100) / total)),
    targetShareOfIncomePercent:
      input.monthlyIncome > 0 ? Math.ceil((monthlySavingTarget * 100) / input.monthlyIncome) : null,
  };
}
