import { z } from "zod";
import { missingOr } from "./field-messages.ts";
import { wizardSessionIdMaxLength, wizardSessionIdPattern } from "./wizard-session.ts";

/** A wizard run's id as the server makes it (a random UUID), in any letter case. */
export const assessmentIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isAssessmentId(value: unknown): value is string {
  return typeof value === "string" && assessmentIdPattern.test(value);
}

/**
 * Body of POST /api/account/assessments/claim (ADR 0024): the run to add to the signed-in
 * account, and the browser session id that made it — the proof that this browser ran it.
 */
export const assessmentClaimSchema = z.object({
  id: z
    .string(missingOr("assessment_id_invalid", "assessment_id_invalid"))
    .regex(assessmentIdPattern, { error: "assessment_id_invalid" })
    .overwrite((value) => value.toLowerCase()),
  sessionId: z
    .string(missingOr("session_id_invalid", "session_id_invalid"))
    .max(wizardSessionIdMaxLength, { error: "session_id_invalid", abort: true })
    .regex(wizardSessionIdPattern, { error: "session_id_invalid" }),
});
export type AssessmentClaimData = z.output<typeof assessmentClaimSchema>;
