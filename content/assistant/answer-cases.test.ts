import { describe, expect, it } from "vitest";
import type { Language } from "../../core/languages.ts";
import { currentFact, isFactId } from "../facts/fact-on.ts";
import type { AnswerExpectation } from "./answer-case-types.ts";
import { answerCases } from "./answer-cases.ts";

/**
 * The answer benchmark's shape: how well the answerer does is measured by scripts/bench/answers.ts,
 * not here; this only checks that every case can be scored.
 */

const factIdsOf = (expectations: readonly AnswerExpectation[] = []) =>
  expectations.flatMap((expectation) => ("fact" in expectation ? [expectation.fact] : []));

describe("the assistant's answer benchmark", () => {
  it("has enough questions in each language", () => {
    const count = (language: Language) => answerCases.filter((c) => c.language === language).length;
    expect(count("en")).toBeGreaterThanOrEqual(60);
    expect(count("fr")).toBeGreaterThanOrEqual(60);
    expect(count("ar")).toBeGreaterThanOrEqual(30);
  });

  it("has unique ids, each starting with the case's language", () => {
    const ids = answerCases.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const c of answerCases) expect(c.id.startsWith(`${c.language}-`), c.id).toBe(true);
  });

  it("asks for registry figures that exist and are one number today", () => {
    for (const c of answerCases) {
      for (const id of [...factIdsOf(c.mustContain), ...factIdsOf(c.mustNotContain)]) {
        expect(isFactId(id), `${c.id}: ${id}`).toBe(true);
        expect(typeof currentFact(id).value, `${c.id}: ${id}`).toBe("number");
      }
    }
  });

  it("expects at least one thing of every answer, and every word list has words", () => {
    for (const c of answerCases) {
      expect(c.mustContain.length, c.id).toBeGreaterThan(0);
      expect(c.question.trim(), c.id).not.toBe("");
      expect(c.about.trim(), c.id).not.toBe("");
      for (const expectation of [...c.mustContain, ...(c.mustNotContain ?? [])]) {
        if (!("anyOf" in expectation)) continue;
        expect(expectation.anyOf.length, c.id).toBeGreaterThan(0);
        for (const word of expectation.anyOf) expect(word.trim(), c.id).not.toBe("");
      }
    }
  });

  it("never forbids a figure it requires (two facts with the same value today)", () => {
    for (const c of answerCases) {
      const required = new Set(factIdsOf(c.mustContain).map((id) => currentFact(id).value));
      for (const id of factIdsOf(c.mustNotContain))
        expect(required.has(currentFact(id).value), `${c.id}: ${id}`).toBe(false);
    }
  });

  it("has follow-ups that carry the earlier questions of their conversation", () => {
    const followUps = answerCases.filter((c) => c.previous !== undefined);
    expect(followUps.length).toBeGreaterThanOrEqual(Math.floor(answerCases.length / 6));
    for (const c of followUps) expect(c.previous!.length, c.id).toBeGreaterThan(0);
  });
});
