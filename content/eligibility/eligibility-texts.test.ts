import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { eligibilityCases } from "../../core/eligibility/eligibility-cases.ts";
import { blankProfile } from "../../core/eligibility/eligibility-profile.ts";
import type { Change, Reason } from "../../core/eligibility/eligibility-result.ts";
import { verdicts } from "../../core/eligibility/eligibility-result.ts";
import { assessedSlugs, evaluateEligibility } from "../../core/eligibility/evaluate-eligibility.ts";
import { type Language, supportedLanguages } from "../../core/languages.ts";
import { changeText } from "./change-texts.ts";
import { conditionLabel } from "./condition-texts.ts";
import { eligibilityFiguresOn } from "./eligibility-figures.ts";
import { reasonText, verdictLabel } from "./eligibility-texts.ts";
import { routeName } from "./eligibility-values.ts";

const defaultStart = "2026-12-01";

// Every reason and change the engine gives over its case table (as core/eligibility/eligibility-cases.test.ts runs it).
// Each distinct one once: the routes of a case repeat the same "purpose" reason many times.
const reasonsByKey = new Map<string, Reason>();
const changesByKey = new Map<string, Change>();
for (const testCase of eligibilityCases) {
  const { nationality, purpose, plannedStart = defaultStart, ...rest } = testCase.profile;
  const profile = { ...blankProfile({ nationality, purpose, plannedStart }), ...rest };
  for (const route of evaluateEligibility(profile, eligibilityFiguresOn(plannedStart)).routes) {
    for (const reason of route.reasons) reasonsByKey.set(JSON.stringify(reason), reason);
    for (const change of route.changes) changesByKey.set(JSON.stringify(change), change);
  }
}
const reasons = [...reasonsByKey.values()];
const changes = [...changesByKey.values()];

const arabicLetters = /[\u0621-\u064a]/;

/** What a text made of a missing or mistyped value shows. */
function expectWords(text: string, where: string) {
  expect(text.trim(), where).not.toBe("");
  expect(text, where).not.toMatch(/undefined|NaN|\[object|null/);
}

// The rule of tests/unit/french-spacing.test.ts: a narrow no-break space before : ; ! ? and inside « ».
function frenchSpacingProblems(text: string): string[] {
  const problems: string[] = [];
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    const before = text[index - 1] ?? "";
    const after = text[index + 1] ?? "";
    if (":;!?".includes(char) && !(char === ":" && /\d/.test(before) && /\d/.test(after)) && before !== "\u202f") {
      problems.push(`${char} in ${text}`);
    }
    if ((char === "«" && after !== "\u202f") || (char === "»" && before !== "\u202f"))
      problems.push(`${char} in ${text}`);
  }
  return problems;
}

/** Every condition id written in the engine's files: the first argument of a condition helper, or a literal `condition:`. */
function conditionIdsInEngine(): string[] {
  const dir = join(import.meta.dirname, "../../core/eligibility");
  const ids = new Set<string>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))) {
    const source = readFileSync(join(dir, file), "utf8");
    const calls = /\b(?:atLeast|atLeastFact|withinFact|yes|assessed|oneOf|moreThan)\(\s*"([\w-]+)"/g;
    for (const match of source.matchAll(calls)) ids.add(match[1]!);
    for (const match of source.matchAll(/\bcondition: "([\w-]+)"/g)) ids.add(match[1]!);
  }
  return [...ids];
}

describe("eligibility texts", () => {
  it("the case table reaches the engine's conditions and changes", () => {
    expect(new Set(reasons.map((reason) => reason.condition)).size).toBeGreaterThan(60);
    expect(new Set(changes.map((change) => change.action))).toEqual(
      new Set(["raise", "obtain", "wait", "apply-before"]),
    );
  });

  it("names every condition the engine's files can produce, in the three languages", () => {
    const ids = conditionIdsInEngine();
    expect(ids).toContain("best-category");
    for (const id of ids) {
      for (const language of supportedLanguages) expectWords(conditionLabel(id, language), `${id} ${language}`);
      // The fallback for an unknown id is the id itself, in Latin letters: a real Arabic label has Arabic ones.
      expect(conditionLabel(id, "ar"), id).toMatch(arabicLetters);
      expect(frenchSpacingProblems(conditionLabel(id, "fr")), id).toEqual([]);
      expect(conditionLabel(id, "en"), id).not.toBe(id.replaceAll("-", " "));
    }
  });

  it("gives every reason of the case table a label and a sentence in the three languages", () => {
    for (const reason of reasons) {
      for (const language of supportedLanguages) {
        const text = reasonText(reason, language);
        const where = `${reason.condition} ${language} ${JSON.stringify(reason)}`;
        for (const part of Object.values(text)) expectWords(part, where);
        if (language === "ar") expect(text.sentence, where).toMatch(arabicLetters);
        if (language === "fr") expect(frenchSpacingProblems(text.sentence), where).toEqual([]);
      }
    }
  });

  it("gives every change of the case table a sentence of its own in the three languages", () => {
    for (const change of changes) {
      for (const language of supportedLanguages) {
        const sentence = changeText(change, language);
        const where = `${change.action} ${change.condition} ${language}`;
        expectWords(sentence, where);
        if (language === "ar") expect(sentence, where).toMatch(arabicLetters);
        if (language === "fr") expect(frenchSpacingProblems(sentence), where).toEqual([]);
      }
      // Not the generic fallbacks: each obtainable condition and raised figure has its own words.
      expect(changeText(change, "en"), change.condition).not.toMatch(/^Meet this condition|your figure/);
    }
  });

  it("writes the issue's two examples in its shape (money in the project's style, as formatFact writes it)", () => {
    const salary = reasons.find((reason) => reason.condition === "talent-salary" && reason.value === 45000)!;
    expect(reasonText(salary, "en").sentence).toBe("Your salary €45,000 gross a year — required €39,582: met");
    const resources = reasons.find((reason) => reason.condition === "visitor-resources" && reason.value === 1300)!;
    expect(reasonText(resources, "en")).toEqual({
      label: "Net monthly resources (net minimum wage, SMIC)",
      yours: "€1,300 net a month",
      required: "€1,478 net a month",
      status: "short by €178",
      sentence: "Your resources €1,300 net a month — required €1,478: short by €178",
    });
    const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, " ");
    expect(plain(reasonText(resources, "fr").sentence)).toBe(
      "Vos ressources : 1 300 € net par mois — requis : 1 478 € — il manque 178 €",
    );
    expect(reasonText(resources, "ar").sentence).toContain("ينقص");
  });

  it("formats ranges, allowed lists, countries and unanswered figures", () => {
    const age = reasons.find((reason) => reason.condition === "age" && reason.value === 31)!;
    expect(reasonText(age, "en")).toMatchObject({ yours: "31 years", required: "18 to 30 years", status: "not met" });
    const contract = reasons.find((reason) => reason.condition === "fixed-term-contract")!;
    expect(reasonText(contract, "en").required).toBe("fixed-term contract (CDD) or secondment by an employer abroad");
    const country = reasons.find((reason) => reason.condition === "working-holiday-country" && reason.value === "CA")!;
    expect(reasonText(country, "en").yours).toBe("Canada");
    const unanswered = reasons.find((reason) => reason.condition === "investment" && reason.value === null)!;
    expect(reasonText(unanswered, "en").sentence).toBe(
      "Investment in France — required €300,000: not known from your answers",
    );
    const assessed = reasons.find((reason) => reason.condition === "business-viability")!;
    expect(reasonText(assessed, "en").sentence).toBe(
      "Viability of the business project: judged case by case by the authority",
    );
  });

  it("writes each kind of change", () => {
    const en = (change: Partial<Change> & Pick<Change, "action" | "condition" | "unit">) =>
      changeText(change as Change, "en");
    expect(
      en({ action: "raise", condition: "blue-card-salary", unit: "eur-per-year-gross", to: 59373, by: 7373 }),
    ).toBe("Raise your gross annual salary by €7,373 to €59,373");
    expect(en({ action: "obtain", condition: "hosting-agreement", unit: "yes-no" })).toBe(
      "Obtain a hosting agreement (convention d'accueil) from an approved research body",
    );
    expect(en({ action: "wait", condition: "sponsor-residence", unit: "months", by: 1, date: "2027-01-01" })).toBe(
      "Wait 1 month: you can apply from January 1, 2027",
    );
    expect(
      en({
        action: "apply-before",
        condition: "visitor-resources",
        unit: "eur-per-month-net",
        to: 1478,
        date: "2026-06-01",
      }),
    ).toBe("Apply before June 1, 2026: the threshold then rises to €1,478 net a month");
    const applyFrom = { action: "apply-from", condition: "visitor-resources", unit: "eur-per-month-net", to: 1400 };
    for (const language of supportedLanguages) {
      const sentence = changeText({ ...applyFrom, date: "2027-01-01" } as Change, language);
      expectWords(sentence, language);
      if (language === "fr") expect(frenchSpacingProblems(sentence)).toEqual([]);
    }
  });

  it("names every verdict and every route the engine answers for", () => {
    for (const language of supportedLanguages as readonly Language[]) {
      for (const verdict of verdicts) expectWords(verdictLabel(verdict, language), `${verdict} ${language}`);
      for (const slug of assessedSlugs) expect(routeName(slug, language), slug).not.toBe(slug);
    }
    expect(verdictLabel("likely", "en")).toBe("Likely eligible");
    expect(routeName("eu-eea-nationals", "en")).toBe("EU/EEA nationals");
    expect(routeName("passeport-talent-salarie", "ar")).toMatch(arabicLetters);
  });
});
