import { describe, expect, it } from "vitest";
import { type QuestionVocabulary, understandQuestion } from "./question-parts.ts";

const vocabulary: QuestionVocabulary = {
  cities: [
    { slug: "paris", names: ["Paris", "باريس"] },
    { slug: "lyon", names: ["Lyon", "ليون"] },
    { slug: "marseille", names: ["Marseille", "مرسيليا"] },
  ],
};
const read = (question: string, previous: string[] = []) =>
  understandQuestion(
    question,
    previous.map((text) => ({ role: "user" as const, text })),
    vocabulary,
  );

describe("reading a question", () => {
  it("a Moroccan student in Lyon asking for the money to prove and the right to work", () => {
    const parts = read(
      "Je suis étudiante marocaine admise en master à Lyon. Combien d'argent dois-je prouver par mois et est-ce que je peux travailler à côté ?",
    );
    expect(parts.topics).toEqual(["resources", "work-rights"]);
    expect(parts.person).toMatchObject({ nationality: "MA", purpose: "study", city: "lyon" });
  });

  it("a Lebanese designer's salary, read as gross a year, and the spouse's right to work", () => {
    const parts = read(
      "I am a Lebanese product designer with a job offer in Paris paying 52,000 EUR. Can my husband work?",
    );
    expect(parts.topics).toContain("work-rights");
    expect(parts.topics).toContain("salary-floor");
    expect(parts.person).toMatchObject({ nationality: "LB", purpose: "work", city: "paris", partner: true });
    expect(parts.person.amounts).toEqual([{ amount: 52_000, kind: "salary", period: "year", basis: null }]);
  });

  it("amounts as people write them, with their unit", () => {
    expect(read("offer at 52k is that enough for the blue card").person.amounts[0]).toMatchObject({
      amount: 52_000,
      kind: "salary",
      period: "year",
    });
    expect(read("j'ai une offre a 3 200 € brut par mois").person.amounts[0]).toMatchObject({
      amount: 3200,
      period: "month",
      basis: "gross",
    });
    expect(read("ma retraite est de 1 450 euros par mois, c'est assez ?").person.amounts[0]).toMatchObject({
      amount: 1450,
      kind: "resources",
      period: "month",
    });
    expect(read("I'm 31 and I have 2 kids, in 2026").person.amounts).toEqual([]);
  });

  it("several parts in one question, in the order asked, typos included", () => {
    expect(read("how long does the talent pasport take and what are the fees").topics).toEqual([
      "processing-time",
      "fees",
    ]);
    expect(read("quels sont les ressouces pour le visa visiteur").topics).toContain("resources");
  });

  it("Arabic, with Arabic-Indic digits", () => {
    const parts = read("انا طالب مغربي عمري ٢٢ سنة، كم من المال احتاج شهريا وهل يمكنني العمل؟");
    expect(parts.person).toMatchObject({ nationality: "MA", age: 22, purpose: "study" });
    expect(parts.topics).toEqual(expect.arrayContaining(["resources", "work-rights"]));
  });

  it("a follow-up keeps the person and asks again what the last question asked", () => {
    const parts = read("and in Lyon?", ["I'm a student from Morocco, how much money do I need a month?"]);
    expect(parts).toMatchObject({ followUp: true, cityOnly: true, topics: ["cost-of-living"] });
    expect(parts.person).toMatchObject({ nationality: "MA", purpose: "study", city: "lyon" });
    const next = read("et je peux travailler ?", ["combien faut-il pour le visa étudiant par mois"]);
    expect(next.topics).toEqual(["work-rights"]);
    expect(next.routes).toEqual(["etudiant"]);
  });

  it("a question that stands alone asks its own parts about its own route, for the same person", () => {
    const parts = read("What is the minimum salary for the EU Blue Card in France?", ["I'm a student from Morocco"]);
    expect(parts.followUp).toBe(false);
    expect(parts.topics).toEqual(["salary-floor"]);
    expect(parts.routes).toEqual(["carte-bleue-ue"]);
    expect(parts.person.nationality).toBe("MA");
  });

  it("a follow-up saying the household changed drops what no longer holds", () => {
    const parts = read("and if its only my wife?", [
      "i earn 1500 net a month, wife and 2 kids, is it enough for family reunification",
    ]);
    expect(parts.person).toMatchObject({ partner: true, children: 0 });
    expect(parts.person.amounts[0]).toMatchObject({ amount: 1500, period: "month", basis: "net" });
  });
});
