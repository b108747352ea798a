import { describe, expect, it } from "vitest";
import { splitProse } from "../prose/prose-tokens.ts";
import { type Fact, type FactUnit, kindOf } from "./fact-types.ts";
import { facts } from "./facts.ts";

/** The only sites a figure may be sourced from (the host itself or one of its subdomains). */
const allowedDomains = [
  "france-visas.gouv.fr",
  "service-public.fr",
  "welcometofrance.com",
  "legifrance.gouv.fr",
  "administration-etrangers-en-france.interieur.gouv.fr",
  "campusfrance.org",
  // Official publishers added for the 2026 facts (issue 11): the interior ministry (civic exam),
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

const entries = Object.entries(facts) as [string, Fact][];

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

  it.each(entries)("%s has an https source on an allowed official site", (_id, fact) => {
    const url = new URL(fact.source.url);
    expect(url.protocol).toBe("https:");
    expect(isAllowedHost(url.hostname), `${url.hostname} is not an allowed source domain`).toBe(true);
    expect(fact.source.publisher.trim()).not.toBe("");
  });

  it.each(entries)("%s has a valid checkedOn date that is not in the future", (_id, fact) => {
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

  it.each(entries)("%s has a finite, positive value (ranges in order)", (_id, fact) => {
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
    expect(["official", "approximation", "our-estimate"]).toContain(kindOf(fact));
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

describe("EU Blue Card salary threshold", () => {
  const reference = facts["talent.qualified-employee.min-annual-salary"].value;
  const blueCard = facts["eu-blue-card.min-annual-salary"].value;
  const multiplier = facts["eu-blue-card.salary-multiplier"].value;

  it("is 1.5 times the talent qualified-employee reference salary, to the euro", () => {
    expect(multiplier).toBe(1.5);
    expect(blueCard).toBe(Math.round(multiplier * reference));
  });

  it("is not the spec's outdated 53,836 EUR floor", () => {
    expect(Math.round(blueCard)).not.toBe(53836);
    expect(blueCard).not.toBe(53836.5);
    expect(blueCard).toBeGreaterThan(53836.5);
  });

  it("uses the same unit as the reference salary", () => {
    expect(facts["eu-blue-card.min-annual-salary"].unit).toBe(
      facts["talent.qualified-employee.min-annual-salary"].unit,
    );
  });
});

describe("related facts stay consistent", () => {
  it("gives the gross monthly SMIC as the hourly rate times 35 h x 52 weeks / 12", () => {
    const hourly = facts["smic.hourly-gross"].value;
    expect(facts["smic.monthly-gross"].value).toBeCloseTo((hourly * 35 * 52) / 12, 2);
  });

  it("keeps the net SMIC below the gross SMIC and marks it as an estimate", () => {
    expect(facts["smic.monthly-net"].value).toBeLessThan(facts["smic.monthly-gross"].value);
    expect(kindOf(facts["smic.monthly-net"])).toBe("approximation");
  });

  it("charges students less than the general long-stay visa fee", () => {
    expect(facts["long-stay-visa.fee-student"].value).toBeLessThan(facts["long-stay-visa.fee"].value);
  });

  it("uses the 12-month EU mobility rule of directive (EU) 2021/1883, not the old 18 months", () => {
    expect(facts["eu-blue-card.eu-long-term-mobility-after"].value).toBe(12);
  });
});

describe("2026 figures", () => {
  it("uses the SMIC of décret 2025-1228, not the withdrawn 12.31 EUR", () => {
    expect(facts["smic.hourly-gross"].value).toBe(12.02);
    expect(facts["smic.monthly-gross"].value).toBe(1823.03);
    expect(facts["smic.monthly-net"].value).toBe(1443);
  });

  it("carries the finance law for 2026 residence-permit taxes", () => {
    expect(facts["residence-permit.tax-first-issue"].value).toBe(300);
    expect(facts["residence-permit.tax-first-issue-reduced"].value).toBe(100);
    expect(facts["residence-permit.tax-renewal"].value).toBe(200);
    expect(facts["residence-permit.tax-renewal-reduced"].value).toBe(50);
    expect(facts["residence-permit.stamp-duty"].value).toBe(50);
    expect(facts["regularisation-visa.fee"].value).toBe(300);
    expect(facts["regularisation-visa.fee-at-filing"].value).toBeLessThan(facts["regularisation-visa.fee"].value);
    expect(facts["aps.tax"].value).toBe(100);
    expect(facts["naturalisation.stamp-duty"].value).toBe(255);
  });

  it("asks more French at each step: multi-year card, resident card, naturalisation", () => {
    const levels = [
      facts["integration.french-level-multi-year-card"].value,
      facts["integration.french-level-resident-card"].value,
      facts["integration.french-level-naturalisation"].value,
    ];
    expect(levels).toEqual([2, 3, 4]);
  });

  it("gives a civic-exam pass mark that is the pass rate of the questions", () => {
    const { value: questions } = facts["civic-exam.questions"];
    expect(facts["civic-exam.pass-mark"].value).toBe((questions * facts["civic-exam.pass-rate"].value) / 100);
  });

  it("derives family-reunification resources from the net SMIC: ×1, ×1.1, ×1.2", () => {
    const net = facts["smic.monthly-net"].value;
    expect(facts["family-reunification.resources-two-three"].value).toBe(Math.round(net));
    expect(facts["family-reunification.resources-four-five"].value).toBe(Math.round(net * 1.1));
    expect(facts["family-reunification.resources-six-plus"].value).toBe(Math.round(net * 1.2));
  });

  it("charges a child half the adult short-stay fee", () => {
    expect(facts["short-stay-visa.fee-child"].value * 2).toBe(facts["short-stay-visa.fee"].value);
  });

  it("never calls rent control permanent: it has an end date set by law", () => {
    expect(facts["rent-control.experiment-end"].value).toEqual({ date: "2026-11" });
  });

  it("labels police-certificate, bank-statement and processing figures as our estimate", () => {
    for (const id of Object.keys(facts) as (keyof typeof facts)[]) {
      if (/^(processing|police-certificate|bank-statements)\./.test(id))
        expect(kindOf(facts[id]), id).toBe("our-estimate");
    }
  });
});
