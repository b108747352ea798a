import { z } from "zod";
import { daysBetween, isIsoDate } from "../calculators/iso-date.ts";
import { reminderCadences } from "./permit-reminders.ts";

/** The permit form's fields, as posted and as echoed back when refused (the member's and the team's). */
export const permitFields = [
  "routeSlug",
  "document",
  "startDate",
  "expiryDate",
  "arrivalDate",
  "departement",
  "filing",
  "validatedOn",
  "renewalFiledOn",
] as const;

/** A member keeps a few documents at most: their own, and perhaps a family member's. */
export const maxPermitsPerAccount = 10;

/**
 * Metropolitan départements (01–95, Corsica 2A/2B) and the overseas ones (971–976): the
 * prefecture that handles the permit. Written as on the envelope, so "75", "2A", "974".
 */
export const departementPattern = /^(0[1-9]|[1-8]\d|9[0-5]|2[AB]|97[1-6])$/;

const day = (required: string, invalid: string) =>
  z.string({ error: required }).trim().min(1, { error: required, abort: true }).refine(isIsoDate, { error: invalid });

const optionalDay = (invalid: string) =>
  z
    .string({ error: invalid })
    .trim()
    .transform((value) => (value === "" ? null : value))
    .refine((value) => value === null || isIsoDate(value), { error: invalid })
    .nullable()
    .optional()
    .transform((value) => value ?? null);

/**
 * What a member records about a visa or permit (POST and PUT /api/permits, and the dashboard's
 * form). The route is checked against the visa pages by the server (content knows them); the
 * rest here, with one message key per fault so the form shows it next to its field.
 */
export const permitInputSchema = z
  .object({
    routeSlug: z.string({ error: "permit_route_required" }).trim().min(1, { error: "permit_route_required" }),
    document: z.enum(["vls-ts", "residence-permit"], { error: "permit_document_invalid" }),
    startDate: day("permit_start_required", "permit_start_invalid"),
    expiryDate: day("permit_expiry_required", "permit_expiry_invalid"),
    arrivalDate: optionalDay("permit_arrival_invalid"),
    departement: z
      .string({ error: "permit_departement_required" })
      .trim()
      .toUpperCase()
      .min(1, { error: "permit_departement_required", abort: true })
      .regex(departementPattern, { error: "permit_departement_invalid" }),
    filing: z.enum(["online", "prefecture"], { error: "permit_filing_invalid" }),
    validatedOn: optionalDay("permit_validated_invalid"),
    renewalFiledOn: optionalDay("permit_filed_invalid"),
  })
  .superRefine((permit, context) => {
    if (isIsoDate(permit.startDate) && isIsoDate(permit.expiryDate)) {
      if (daysBetween(permit.startDate, permit.expiryDate) <= 0) {
        context.addIssue({ code: "custom", path: ["expiryDate"], message: "permit_expiry_before_start" });
      }
    }
    if (permit.document === "vls-ts" && permit.arrivalDate === null) {
      context.addIssue({ code: "custom", path: ["arrivalDate"], message: "permit_arrival_required" });
    }
    if (permit.document !== "vls-ts" && permit.validatedOn !== null) {
      context.addIssue({ code: "custom", path: ["validatedOn"], message: "permit_validated_not_vls" });
    }
  });

export type PermitInput = z.output<typeof permitInputSchema>;

/** PUT /api/permits/reminders and the page's form: an e-mail at each reminder point, or a Monday summary. */
export const reminderCadenceSchema = z.object({
  cadence: z.enum(reminderCadences, { error: "permit_cadence_invalid" }),
});
