import type { ResourcesFloor } from "../../core/calculators/resources-test.ts";
import { currentFact } from "../facts/fact-on.ts";
import type { Fact } from "../facts/fact-types.ts";
import type { FactId } from "../facts/facts.ts";

/**
 * The resources condition of each visa the registry has a figure for, as the budget planner checks
 * it. Visitors and retirees: at least the net SMIC a month; students: the monthly resources of the
 * student card; family reunification: the sponsor's resources by family size (CESEDA R. 434-4);
 * talent – qualified employee and the EU Blue Card: the gross annual salary of the French contract.
 * Other visas have no single figure here: the planner says so and sends the reader to the visa's
 * page.
 */
export type ResourcesCondition = { factId: FactId; floor: ResourcesFloor };

const monthly: Record<string, FactId> = {
  "visiteur-touriste": "smic.monthly-net",
  etudiant: "student.min-monthly-resources",
  "etudiant-vls": "student.min-monthly-resources",
};

const annualSalary: Record<string, FactId> = {
  "passeport-talent-salarie": "talent.qualified-employee.min-annual-salary",
  "carte-bleue-ue": "eu-blue-card.min-annual-salary",
  "eu-blue-card": "eu-blue-card.min-annual-salary",
};

/** Family reunification: the family's size picks the figure (two or three, four or five, six or more). */
function familyFact(people: number): FactId {
  if (people >= 6) return "family-reunification.resources-six-plus";
  if (people >= 4) return "family-reunification.resources-four-five";
  return "family-reunification.resources-two-three";
}

function amountOf(id: FactId): number {
  const fact: Fact = currentFact(id);
  if (typeof fact.value !== "number") throw new Error(`${id} is not a single amount`);
  return fact.value;
}

export function resourcesConditionOf(visa: string, people: number): ResourcesCondition | null {
  const monthlyFact = visa === "regroupement-familial" ? familyFact(people) : monthly[visa];
  if (monthlyFact) return { factId: monthlyFact, floor: { kind: "monthly", amount: amountOf(monthlyFact) } };
  const salaryFact = annualSalary[visa];
  if (salaryFact) return { factId: salaryFact, floor: { kind: "annual-salary", amount: amountOf(salaryFact) } };
  return null;
}
