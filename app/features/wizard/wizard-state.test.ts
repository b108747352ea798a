import { describe, expect, it } from "vitest";
import {
  type AssessmentResult,
  initialWizardState,
  isStepAnswered,
  type WizardAction,
  type WizardState,
  wizardReducer,
} from "./wizard-state.ts";

const run = (...actions: WizardAction[]) => actions.reduce<WizardState>(wizardReducer, initialWizardState);
const result: AssessmentResult = { id: "a1", options: [], dropped: [], regimes: [] };

describe("wizard state", () => {
  it("starts on step 1 with empty answers", () => {
    expect(initialWizardState).toEqual({
      phase: "questions",
      step: 1,
      answers: { country: "", profession: "", income: "" },
    });
  });

  it("does not continue while the current step is unanswered", () => {
    expect(run({ type: "continue" }).step).toBe(1);
    expect(run({ type: "answer", answers: { country: "IN" } }, { type: "continue" }, { type: "continue" }).step).toBe(
      2,
    );
  });

  it("knows which answer each step needs", () => {
    const answers = { country: "IN", profession: "" as const, income: "over_6k" as const };
    expect(isStepAnswered(1, answers)).toBe(true);
    expect(isStepAnswered(2, answers)).toBe(false);
    expect(isStepAnswered(3, answers)).toBe(true);
  });

  it("goes back one step, never below step 1, keeping the answers", () => {
    const state = run(
      { type: "answer", answers: { country: "IN" } },
      { type: "continue" },
      { type: "answer", answers: { profession: "tech" } },
      { type: "continue" },
      { type: "back" },
      { type: "back" },
      { type: "back" },
    );
    expect(state).toEqual({ phase: "questions", step: 1, answers: { country: "IN", profession: "tech", income: "" } });
  });

  it("submits only from step 3 with every answer, then shows the results", () => {
    const answered = [
      { type: "answer", answers: { country: "IN" } },
      { type: "continue" },
      { type: "answer", answers: { profession: "tech" } },
      { type: "continue" },
      { type: "answer", answers: { income: "over_6k" } },
    ] satisfies WizardAction[];
    expect(run(answered[0]!, { type: "submitted" }).phase).toBe("questions");
    const submitting = run(...answered, { type: "submitted" });
    expect(submitting.phase).toBe("submitting");
    expect(wizardReducer(submitting, { type: "succeeded", result })).toMatchObject({ phase: "results", result });
  });

  it("keeps the answers after a failure and can retry", () => {
    const failed = run(
      { type: "answer", answers: { country: "DE" } },
      { type: "continue" },
      { type: "answer", answers: { profession: "other" } },
      { type: "continue" },
      { type: "answer", answers: { income: "under_2k" } },
      { type: "submitted" },
      { type: "failed" },
    );
    expect(failed).toMatchObject({
      phase: "failed",
      answers: { country: "DE", profession: "other", income: "under_2k" },
      message: null,
    });
    expect(wizardReducer(failed, { type: "submitted" }).phase).toBe("submitting");
    expect(wizardReducer(failed, { type: "back" })).toMatchObject({ phase: "questions", step: 3 });
  });

  it("keeps the API's sentence of a refusal until the next try", () => {
    const submitting = run(
      { type: "answer", answers: { country: "DE", profession: "other", income: "under_2k" } },
      { type: "continue" },
      { type: "continue" },
      { type: "submitted" },
    );
    const message = "Too many requests from your connection. Please try again in 1 minute.";
    const refused = wizardReducer(submitting, { type: "failed", message });
    expect(refused).toMatchObject({ phase: "failed", message });
    const retried = wizardReducer(refused, { type: "submitted" });
    expect(retried.phase).toBe("submitting");
    expect(wizardReducer(retried, { type: "failed" })).toMatchObject({ phase: "failed", message: null });
  });

  it("restarts on step 1 with empty answers from anywhere", () => {
    const results = run(
      { type: "answer", answers: { country: "IN", profession: "tech", income: "over_6k" } },
      { type: "continue" },
      { type: "continue" },
      { type: "submitted" },
      { type: "succeeded", result },
      { type: "restart" },
    );
    expect(results).toEqual(initialWizardState);
  });
});
