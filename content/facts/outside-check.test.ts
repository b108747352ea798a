import { describe, expect, it } from "vitest";
import { netOfGross as netOfGrossFromTable, tableOn } from "../../core/net-gross.ts";
import { addDays, parisDate } from "../../core/paris-date.ts";
import { microEntrepreneurOn, netOfGross, smicOn } from "../../scripts/facts/modele-social.ts";
import { tableDays } from "../../scripts/facts/salary-table-points.ts";
import { factOn, periodsOf } from "./fact-on.ts";
import type { FactId } from "./facts.ts";
import { modeleSocialVersion, netSalaryTables } from "./net-salary-table.ts";

/**
 * The registry against URSSAF's rules as code (modele-social, ADR 0058), on each day a value
 * changes, the day before it, and today: a disagreement fails with both values and the day. What
 * is not in modele-social (visa fees, residence-permit taxes, the talent reference salary…) stays
 * checked by hand against its official page (the checked-on date, `npm run facts:report`).
 */

const today = parisDate();

/** Each day a fact changes, the day before, and today. */
function daysAround(id: FactId): string[] {
  const changes = periodsOf(id).flatMap((period) => (period.from ? [addDays(period.from, -1), period.from] : []));
  return [...new Set([...changes, today])].sort();
}

function amount(id: FactId, day: string): number {
  const { value } = factOn(id, day);
  if (typeof value !== "number") throw new Error(`${id} is not a number`);
  return value;
}

/** "registry 12.02, modele-social 12.31 on 2026-06-01" when the two disagree. */
function disagreement(id: string, registry: number, rules: number, day: string): string {
  return `${id}: registry ${registry}, modele-social ${modeleSocialVersion} ${rules} on ${day}`;
}

describe("the SMIC agrees with modele-social", () => {
  it.each(daysAround("smic.hourly-gross"))("on %s: hourly and monthly gross, to the cent", (day) => {
    const rules = smicOn(day);
    const hourly = amount("smic.hourly-gross", day);
    const monthly = amount("smic.monthly-gross", day);
    expect(hourly, disagreement("smic.hourly-gross", hourly, rules.hourly, day)).toBe(rules.hourly);
    const rulesMonthly = Math.round(rules.monthly * 100) / 100;
    expect(monthly, disagreement("smic.monthly-gross", monthly, rulesMonthly, day)).toBe(rulesMonthly);
  });

  it.each(daysAround("smic.monthly-net"))("on %s: the approximate net SMIC within 0.5 %%", (day) => {
    // Service-Public.fr's net leaves out the company health plan: so does this comparison.
    const rules = netOfGross(day, amount("smic.monthly-gross", day), true);
    const registry = amount("smic.monthly-net", day);
    expect(Math.abs(registry - rules) / rules, disagreement("smic.monthly-net", registry, rules, day)).toBeLessThan(
      0.005,
    );
  });
});

describe("micro-entrepreneur rates and ceilings agree with modele-social", () => {
  const pairs = [
    ["micro-entrepreneur.contribution-rate-sales", "rateSales"],
    ["micro-entrepreneur.contribution-rate-services-bic", "rateServicesBic"],
    ["micro-entrepreneur.contribution-rate-liberal-bnc", "rateLiberalBnc"],
    ["micro-entrepreneur.turnover-ceiling-sales", "ceilingSales"],
    ["micro-entrepreneur.turnover-ceiling-services", "ceilingServices"],
  ] as const;

  it.each(pairs)("%s on each day it changes, the day before and today", (id, key) => {
    for (const day of daysAround(id)) {
      const rules = microEntrepreneurOn(day)[key];
      const registry = amount(id, day);
      expect(registry, disagreement(id, registry, rules, day)).toBe(rules);
    }
  });
});

describe("the wizard's net/gross table is modele-social's", () => {
  it("has a table for each day it is computed on", () => {
    expect(netSalaryTables.map((table) => table.from)).toEqual([...tableDays]);
  });

  // Every other point of each table (about 45 evaluations, ~10 s): the generator computes the
  // same points, so a table left behind by an upgrade of modele-social fails here.
  it.each(netSalaryTables.map((table) => [table.from, table] as const))("on %s", (_from, table) => {
    for (const [gross, net] of table.points.filter((_point, index) => index % 2 === 0)) {
      const rules = Math.round(netOfGross(table.from, gross) * 100) / 100;
      expect(net, `net of ${gross} gross: table ${net}, modele-social ${rules} on ${table.from}`).toBe(rules);
    }
  });

  it("reads between two points within 0.2 % of the rules, today", () => {
    const table = tableOn(netSalaryTables, today);
    for (const gross of [2_100, 3_299, 4_948, 5_150, 7_777]) {
      const rules = netOfGross(today, gross);
      expect(Math.abs(netOfGrossFromTable(gross, table) - rules) / rules, `${gross} gross`).toBeLessThan(0.002);
    }
  });
});
