import { eligibilityProfileSchema } from "../../../core/eligibility/eligibility-profile-schema.ts";
import {
  type Answers,
  type AskedField,
  profileInputOf,
  type StepId,
  stepFields,
  stepsFor,
} from "./assessment-steps.ts";

/**
 * A step's answers checked with the shared schema (the API's rules and message keys), and the
 * whole profile at the end. Kept apart from assessment-steps.ts so no page bundle takes in Zod.
 */

export type StepCheck =
  | { ok: true; answers: Answers }
  /** Each refused field with its message key (content/messages/eligibility-messages.ts and the API's). */
  | { ok: false; problems: Partial<Record<AskedField, string>> };

export function checkStep(step: StepId, values: Answers): StepCheck {
  const fields = stepFields[step];
  const mask = Object.fromEntries(fields.map((field) => [field, true])) as Record<AskedField, true>;
  const parsed = eligibilityProfileSchema.pick(mask).safeParse(values);
  if (!parsed.success) {
    const problems: Partial<Record<AskedField, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as AskedField;
      problems[field] ??= issue.message;
    }
    return { ok: false, problems };
  }
  const data = parsed.data as Answers;
  // Every field of the step is kept, null when not answered: that is what marks the step answered.
  const answers: Answers = {};
  for (const field of fields) answers[field] = data[field] ?? null;
  return { ok: true, answers };
}

/**
 * The whole profile the answers make, or the first relevant step whose answers no longer pass
 * (an old draft, a field changed by hand).
 */
export function checkProfile(answers: Answers) {
  const parsed = eligibilityProfileSchema.safeParse(profileInputOf(answers));
  if (parsed.success) return { ok: true as const, profile: parsed.data };
  const field = parsed.error.issues[0]?.path[0];
  const step = stepsFor(answers).find((id) => (stepFields[id] as readonly unknown[]).includes(field)) ?? "nationality";
  return { ok: false as const, step };
}
