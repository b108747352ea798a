import { describe, expect, it } from "vitest";
import { splitProse } from "../prose/prose-tokens.ts";
import { currentFact, factIds, factOn, periodsOf } from "./fact-on.ts";
import { type Fact, type FactUnit, kindOf } from "./fact-types.ts";
import { type FactId, factRegistry } from "./facts.ts";

/** The only sites a figure may be sourced from (the host itself or one of its subdomains). */
const allowedDomains = [
  "france-visas.gouv.fr",
  "service-public.fr",
  "welcometofrance.com",
  "legifrance.gouv.fr",
  "administration-etrangers-en-france.interieur.gouv.fr",
  "campusfrance.org",
  // Official publishers added for the 2026 facts: the interior ministry (civic exam),
  // other ministries and public bodies, and EU law and the EU's own travel pages (EES, ETIAS).
  "gouv.fr",
  "caf.fr",
  "eur-lex.europa.eu",
  "travel-europe.europa.eu",
] as const;

const validUnits = [
  "eur",
  "eur-per-hour",
  "eur-per-day",
  "eur-per-month",
  "eur-per-year",
  "days",
  "weeks",
  "months",
  "years",
  "millimetres",
  "count",
  "multiplier",
  "minutes",
  "percent",
  "cefr-level",
  "date",
] as const satisfies readonly FactUnit[];

// Fails to compile if a unit is added to FactUnit but not to the list above.
type MissingUnit = Exclude<FactUnit, (typeof validUnits)[number]>;
const everyUnitListed: [MissingUnit] extends [never] ? true : false = true;

/** Every fact as in force today: what pages show now. */
const entries = factIds().map((id) => [id, currentFact(id)] as [FactId, Fact]);
/** Every dated value of every fact, past and announced: each must stand on its own. */
const periods = factIds().flatMap((id) =>
  periodsOf(id).map((period, index) => [`${id} #${index}`, { ...currentFact(id), ...period }] as [string, Fact]),
);

/** A number the registry gives today (or on `date`). */
function amount(id: FactId, date?: string): number {
  const { value } = date ? factOn(id, date) : currentFact(id);
  if (typeof value !== "number") throw new Error(`${id} is not a single number`);
  return value;
}

function isAllowedHost(host: string): boolean {
  return allowedDomains.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

describe("facts registry", () => {
  it("is not empty and lists every unit in the test", () => {
    expect(entries.length).toBeGreaterThan(0);
    expect(everyUnitListed).toBe(true);
  });

  it.each(entries)("%s has a label without figures (the value is the only figure shown)", (_id, fact) => {
    expect(`${fact.label.en} ${fact.label.fr} ${fact.label.ar ?? ""}`).not.toMatch(/\d/);
  });

  it.each(periods)("%s has an https source on an allowed official site", (_id, fact) => {
    const url = new URL(fact.source.url);
    expect(url.protocol).toBe("https:");
    expect(isAllowedHost(url.hostname), `${url.hostname} is not an allowed source domain`).toBe(true);
    expect(fact.source.publisher.trim()).not.toBe("");
  });

  it.each(periods)("%s has a valid checkedOn date that is not in the future", (_id, fact) => {
    expect(fact.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const parsed = new Date(`${fact.checkedOn}T00:00:00Z`);
    expect(Number.isNaN(parsed.getTime())).toBe(false);
    // Round trip rejects impossible dates such as 2026-02-30.
    expect(parsed.toISOString().slice(0, 10)).toBe(fact.checkedOn);
    expect(fact.checkedOn <= todayIso()).toBe(true);
  });

  it.each(entries)("%s has an English and a French label", (_id, fact) => {
    expect(fact.label.en.trim()).not.toBe("");
    expect(fact.label.fr.trim()).not.toBe("");
  });

  it.each(periods)("%s has a finite, positive value (ranges in order)", (_id, fact) => {
    if (typeof fact.value === "number") {
      expect(Number.isFinite(fact.value)).toBe(true);
      expect(fact.value).toBeGreaterThan(0);
    } else if ("date" in fact.value) {
      expect(fact.unit).toBe("date");
      expect(fact.value.date).toMatch(/^\d{4}-(\d{2}(-\d{2})?|Q[1-4])$/);
    } else {
      const { min, max } = fact.value;
      expect(Number.isFinite(min) && Number.isFinite(max)).toBe(true);
      expect(min).toBeGreaterThan(0);
      expect(min).toBeLessThanOrEqual(max);
    }
  });

  it.each(entries)("%s has a known unit", (_id, fact) => {
    expect(validUnits).toContain(fact.unit);
  });

  it.each(entries)("%s has a dotted lower-case id and a known kind when set", (id, fact) => {
    expect(id).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/);
    expect(["official", "approximation", "our-estimate", "our-reading"]).toContain(kindOf(fact));
  });

  it.each(entries)("%s can be written as a prose token (no digit in its id)", (id) => {
    expect(splitProse(`{fact:${id}}`)).toEqual([{ key: `fact:${id}`, kind: "fact", id }]);
  });

  it("marks every processing time as an estimate", () => {
    const processing = entries.filter(([id]) => id.startsWith("processing."));
    expect(processing.length).toBeGreaterThan(0);
    for (const [, fact] of processing) expect(kindOf(fact)).toBe("our-estimate");
  });
});

describe("dated history", () => {
  it.each(factIds())("%s lists its values oldest first, only the earliest without a date", (id) => {
    const list = periodsOf(id);
    expect(list.length).toBeGreaterThan(0);
    expect(list[0]!.from).toBeUndefined();
    for (let index = 1; index < list.length; index++) {
      expect(list[index]!.from, `${id} period ${index}`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (index > 1) expect(list[index]!.from! > list[index - 1]!.from!).toBe(true);
    }
  });

  it("derives only from facts of the registry, never from a date", () => {
    for (const [id, definition] of Object.entries(factRegistry)) {
      if (!("derived" in definition)) continue;
      expect(Object.keys(factRegistry), id).toContain(definition.derived.of);
    }
  });
});

describe("EU Blue Card salary threshold", () => {
  const reference = amount("talent.qualified-employee.min-annual-salary");
  const blueCard = amount("eu-blue-card.min-annual-salary");
  const multiplier = amount("eu-blue-card.salary-multiplier");

  it("is 1.5 times the talent qualified-employee reference salary, to the euro", () => {
    expect(multiplier).toBe(1.5);
    expect(blueCard).toBe(Math.round(multiplier * reference));
    expect(blueCard).toBe(59373);
  });

  it("is computed with the registry's multiplier, not a copy of it", () => {
    const definition = factRegistry["eu-blue-card.min-annual-salary"];
    expect("derived" in definition && definition.derived.times).toBe(multiplier);
  });

  it("is not the spec's outdated 53,836 EUR floor", () => {
    expect(blueCard).toBeGreaterThan(53836.5);
  });

  it("uses the same unit as the reference salary", () => {
    expect(currentFact("eu-blue-card.min-annual-salary").unit).toBe(
      currentFact("talent.qualified-employee.min-annual-salary").unit,
    );
  });
});

describe("related facts stay consistent", () => {
  it("gives the gross monthly SMIC as the hourly rate times 35 h x 52 weeks / 12, on every day", () => {
    for (const day of ["2025-12-31", "2026-01-01", "2026-05-31", "2026-06-01"]) {
      expect(amount("smic.monthly-gross", day)).toBeCloseTo((amount("smic.hourly-gross", day) * 35 * 52) / 12, 2);
    }
  });

  it("keeps the net SMIC below the gross SMIC and marks it as an approximation", () => {
    expect(amount("smic.monthly-net")).toBeLessThan(amount("smic.monthly-gross"));
    expect(kindOf(currentFact("smic.monthly-net"))).toBe("approximation");
  });

  it("changes the net and gross SMIC on the same days", () => {
    expect(periodsOf("smic.monthly-net").map((period) => period.from)).toEqual(
      periodsOf("smic.hourly-gross").map((period) => period.from),
    );
  });

  it("charges students less than the general long-stay visa fee", () => {
    expect(amount("long-stay-visa.fee-student")).toBeLessThan(amount("long-stay-visa.fee"));
  });

  it("uses the 12-month EU mobility rule of directive (EU) 2021/1883, not the old 18 months", () => {
    expect(amount("eu-blue-card.eu-long-term-mobility-after")).toBe(12);
  });
});

describe("2026 figures", () => {
  it("uses the SMIC of the arrêté du 22 mai 2026 from 1 June 2026, and décret 2025-1228's before", () => {
    expect(amount("smic.hourly-gross", "2026-05-31")).toBe(12.02);
    expect(amount("smic.monthly-gross", "2026-05-31")).toBe(1823.03);
    expect(amount("smic.monthly-net", "2026-05-31")).toBe(1443);
    expect(amount("smic.hourly-gross", "2026-06-01")).toBe(12.31);
    expect(amount("smic.monthly-gross", "2026-06-01")).toBe(1867.02);
    expect(amount("smic.monthly-net", "2026-06-01")).toBe(1478);
    expect(factOn("smic.hourly-gross", "2026-06-01").basis).toMatch(/22 mai 2026/);
  });

  it("carries the finance law for 2026 residence-permit taxes", () => {
    expect(amount("residence-permit.tax-first-issue")).toBe(300);
    expect(amount("residence-permit.tax-first-issue-reduced")).toBe(100);
    expect(amount("residence-permit.tax-renewal")).toBe(200);
    expect(amount("residence-permit.tax-renewal-reduced")).toBe(50);
    expect(amount("residence-permit.stamp-duty")).toBe(50);
    expect(amount("regularisation-visa.fee")).toBe(300);
    expect(amount("regularisation-visa.fee-at-filing")).toBeLessThan(amount("regularisation-visa.fee"));
    expect(amount("aps.tax")).toBe(100);
    expect(amount("naturalisation.stamp-duty")).toBe(255);
  });

  it("asks more French at each step: multi-year card, resident card, naturalisation", () => {
    const levels = [
      amount("integration.french-level-multi-year-card"),
      amount("integration.french-level-resident-card"),
      amount("integration.french-level-naturalisation"),
    ];
    expect(levels).toEqual([2, 3, 4]);
  });

  it("gives a civic-exam pass mark that is the pass rate of the questions", () => {
    expect(amount("civic-exam.pass-mark")).toBe(
      (amount("civic-exam.questions") * amount("civic-exam.pass-rate")) / 100,
    );
  });

  it("charges a child half the adult short-stay fee", () => {
    expect(amount("short-stay-visa.fee-child") * 2).toBe(amount("short-stay-visa.fee"));
  });

  it("labels police-certificate, bank-statement and processing figures as our estimate", () => {
    for (const id of factIds()) {
      if (/^(processing|police-certificate|bank-statements)\./.test(id))
        expect(kindOf(currentFact(id)), id).toBe("our-estimate");
    }
  });
});
