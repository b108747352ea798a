import { z } from "zod";
import { missingOr } from "./field-messages.ts";
import { isUuid } from "./uuid.ts";
import { wizardSessionIdMaxLength, wizardSessionIdPattern } from "./wizard-session.ts";

/** A wizard run's id as the server makes it (a random UUID), in any letter case. */
export function isAssessmentId(value: unknown): value is string {
  return isUuid(value);
}

/**
 * Body of POST /api/account/assessments/claim (ADR 0024): the run to add to the signed-in
 * account, and the browser session id that made it — the proof that this browser ran it.
 */
export const assessmentClaimSchema = z.object({
  id: z
    .string(missingOr("assessment_id_invalid", "assessment_id_invalid"))
    .refine(isUuid, { error: "assessment_id_invalid" })
    .overwrite((value) => value.toLowerCase()),
  sessionId: z
    .string(missingOr("session_id_invalid", "session_id_invalid"))
    .max(wizardSessionIdMaxLength, { error: "session_id_invalid", abort: true })
    .regex(wizardSessionIdPattern, { error: "session_id_invalid" }),
});
export type AssessmentClaimData = z.output<typeof assessmentClaimSchema>;
