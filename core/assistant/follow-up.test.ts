import { describe, expect, it } from "vitest";
import { withContext } from "./follow-up.ts";

const history = [
  { role: "user" as const, text: "What does it cost to live in Paris?" },
  { role: "assistant" as const, text: "About … per month." },
];

describe("follow-up questions", () => {
  it("read a short or 'and …' question with the reader's previous question", () => {
    expect(withContext("and in Lyon?", history)).toBe("and in Lyon? What does it cost to live in Paris?");
    expect(withContext("Et pour un étudiant, c'est combien par mois à Lyon ?", history)).toContain("Paris");
  });

  it("leave a question that names its own subject alone, and the first question too", () => {
    expect(withContext("How do I open a bank account in France?", history)).toBe(
      "How do I open a bank account in France?",
    );
    expect(withContext("and in Lyon?", [])).toBe("and in Lyon?");
  });
});
