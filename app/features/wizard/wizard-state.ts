/**
 * The quick assessment's state machine: steps 1, 2, 3, then the results.
 * Continue needs the current step's answer; Back never goes below step 1; Restart goes back to
 * step 1 with empty answers. Kept free of React so the rules are tested on their own.
 */

import type { IncomeBand, Profession, Recommendation } from "../../../core/recommend.ts";

export const totalSteps = 3;
export type Step = 1 | 2 | 3;

export type Answers = { country: string; profession: Profession | ""; income: IncomeBand | "" };

/**
 * What POST /api/assessments returns: the engine's options (at most 3, best first) and the
 * options the income ruled out, with the reason.
 */
export type AssessmentResult = Recommendation & { id: string };

export type WizardState =
  | { phase: "questions"; step: Step; answers: Answers }
  | { phase: "submitting"; step: 3; answers: Answers }
  /** `message`: the API's own sentence when it refused the run (e.g. a limit with the wait). */
  | { phase: "failed"; step: 3; answers: Answers; message: string | null }
  | { phase: "results"; step: 3; answers: Answers; result: AssessmentResult };

export type WizardAction =
  | { type: "answer"; answers: Partial<Answers> }
  | { type: "continue" }
  | { type: "back" }
  | { type: "submitted" }
  | { type: "succeeded"; result: AssessmentResult }
  | { type: "failed"; message?: string | null }
  | { type: "restart" };

export const emptyAnswers: Answers = { country: "", profession: "", income: "" };
export const initialWizardState: WizardState = { phase: "questions", step: 1, answers: emptyAnswers };

const answerOf: Record<Step, keyof Answers> = { 1: "country", 2: "profession", 3: "income" };

/** True when the step's question has an answer, which is what enables Continue. */
export function isStepAnswered(step: Step, answers: Answers): boolean {
  return answers[answerOf[step]] !== "";
}

export function isComplete(answers: Answers): answers is {
  country: string;
  profession: Profession;
  income: IncomeBand;
} {
  return answers.country !== "" && answers.profession !== "" && answers.income !== "";
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case "answer":
      if (state.phase !== "questions") return state;
      return { ...state, answers: { ...state.answers, ...action.answers } };
    case "continue":
      if (state.phase !== "questions" || !isStepAnswered(state.step, state.answers) || state.step === 3) return state;
      return { ...state, step: (state.step + 1) as Step };
    case "back":
      if (state.phase === "questions") return state.step === 1 ? state : { ...state, step: (state.step - 1) as Step };
      // From a failed request, Back returns to the last question with the answers kept.
      if (state.phase === "failed") return { phase: "questions", step: 3, answers: state.answers };
      return state;
    case "submitted":
      if ((state.phase !== "questions" && state.phase !== "failed") || !isComplete(state.answers)) return state;
      if (state.phase === "questions" && state.step !== 3) return state;
      return { phase: "submitting", step: 3, answers: state.answers };
    case "succeeded":
      if (state.phase !== "submitting") return state;
      return { phase: "results", step: 3, answers: state.answers, result: action.result };
    case "failed":
      if (state.phase !== "submitting") return state;
      return { phase: "failed", step: 3, answers: state.answers, message: action.message ?? null };
    case "restart":
      return initialWizardState;
  }
}
