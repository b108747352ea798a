import { z } from "zod";
import { isCountryCode } from "./countries.ts";
import { missingOr } from "./field-messages.ts";
import { incomeBands, professions } from "./recommend.ts";
import { wizardSessionIdMaxLength, wizardSessionIdPattern } from "./wizard-session.ts";

/**
 * An ISO 3166-1 alpha-2 code from the full country list, in any letter case; stored in capitals.
 */
export const countryCodeSchema = z
  .string(missingOr("country_required", "country_invalid"))
  .trim()
  .min(1, { error: "country_required", abort: true })
  .overwrite((value) => value.toUpperCase())
  .refine(isCountryCode, { error: "country_invalid" });

/** Body of POST /api/assessments: the quick wizard's three answers and its browser session id. */
export const assessmentAnswersSchema = z.object({
  country: countryCodeSchema,
  profession: z.enum(professions, missingOr("profession_required", "profession_invalid")),
  income: z.enum(incomeBands, missingOr("income_required", "income_invalid")),
  sessionId: z
    .string(missingOr("session_id_invalid", "session_id_invalid"))
    .max(wizardSessionIdMaxLength, { error: "session_id_invalid", abort: true })
    .regex(wizardSessionIdPattern, { error: "session_id_invalid" }),
});
export type AssessmentAnswersInput = z.input<typeof assessmentAnswersSchema>;
export type AssessmentAnswersData = z.output<typeof assessmentAnswersSchema>;
