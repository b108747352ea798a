// Plain rules (no Zod here): the consultation form sits on the home page, and keeping the
// validation library out of that bundle keeps the first load small (see core/email-rules.ts).

export const applicationTypes = ["individual", "family", "entrepreneur"] as const;
export type ApplicationType = (typeof applicationTypes)[number];

/** The value the form sends when the person's country is not in the list. */
export const otherCountry = "other";

/** Length of the "relocation goals" message, counted after trimming. */
export const consultationMessageMinLength = 10;
export const consultationMessageMaxLength = 2000;

export function isApplicationType(value: unknown): value is ApplicationType {
  return typeof value === "string" && (applicationTypes as readonly string[]).includes(value);
}
