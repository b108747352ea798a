import { describe, expect, it } from "vitest";
import { assessmentAnswersSchema } from "./assessment.ts";
import { isWizardSessionId, newWizardSessionId } from "./wizard-session.ts";

describe("wizard session id", () => {
  it("is session_<timestamp>_<random>, and the API accepts what the browser makes", () => {
    const id = newWizardSessionId(1732268400000, () => 0.123456789);
    expect(id).toMatch(/^session_1732268400000_[a-z0-9]+$/);
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

  it("still has a random part when the random source returns zero", () => {
    expect(isWizardSessionId(newWizardSessionId(1, () => 0))).toBe(true);
  });

  it("rejects other shapes", () => {
    for (const value of ["", "session_", "session_1_", "session_x_abc", "SESSION_1_abc", "session_1_ABC", 42, null]) {
      expect(isWizardSessionId(value), String(value)).toBe(false);
    }
  });
});
