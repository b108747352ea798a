import { describe, expect, it } from "vitest";
import { assessmentAnswersSchema } from "./assessment.ts";
import { isWizardSessionId, newWizardSessionId } from "./wizard-session.ts";

describe("wizard session id", () => {
  it("is session_<timestamp>_<random>, and the API accepts what the browser makes", () => {
    const id = newWizardSessionId(1732268400000, (length) => new Uint8Array(length).fill(200));
    expect(id).toBe(`session_1732268400000_${"i".repeat(24)}`);
    expect(isWizardSessionId(id)).toBe(true);
    for (let i = 0; i < 200; i++) {
      const sessionId = newWizardSessionId();
      const parsed = assessmentAnswersSchema.safeParse({
        country: "IN",
        profession: "tech",
        income: "2k_4k",
        sessionId,
      });
      expect(parsed.success, sessionId).toBe(true);
    }
  });

  it("still has a random part when the random source returns zeros", () => {
    expect(isWizardSessionId(newWizardSessionId(1, (length) => new Uint8Array(length)))).toBe(true);
  });

  it("has a secret part of 24 characters from the secure random source: no two alike", () => {
    const suffixes = new Set(Array.from({ length: 1000 }, () => newWizardSessionId().split("_")[2]));
    expect(suffixes.size).toBe(1000);
    for (const suffix of suffixes) expect(suffix).toMatch(/^[a-z0-5]{24}$/);
  });

  it("rejects other shapes", () => {
    for (const value of ["", "session_", "session_1_", "session_x_abc", "SESSION_1_abc", "session_1_ABC", 42, null]) {
      expect(isWizardSessionId(value), String(value)).toBe(false);
    }
  });
});
