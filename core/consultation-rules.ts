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

/** The person's name, as they want to be greeted on the call. */
export const consultationNameMaxLength = 100;

/**
 * The time zone a request is read in when it names none (ADR 0063): the product specification's
 * payload has no time zone, and the team calls from France, so Paris time is the one both sides
 * can check. The person is told so, in the API's answer and in the confirmation e-mail.
 */
export const consultationDefaultTimeZone = "Europe/Paris";

/**
 * A phone number is optional. We check it loosely, because numbering plans differ everywhere:
 * digits, spaces, brackets and hyphens, a "+" only in front, and 6 to 20 digits in all.
 */
export const phoneMinDigits = 6;
export const phoneMaxDigits = 20;
/** Room for the separators around 20 digits. */
export const phoneMaxLength = 40;

/** Collapses runs of white space, so "+33  6 12" is stored as "+33 6 12". */
export function normalisePhone(value: string): string {
  return value.trim().replace(/\s+/g, " ");
}

export function isPlausiblePhone(value: string): boolean {
  const phone = normalisePhone(value);
  if (phone.length > phoneMaxLength || !/^\+?[0-9 ()-]+$/.test(phone)) return false;
  const digits = phone.replace(/\D/g, "").length;
  return digits >= phoneMinDigits && digits <= phoneMaxDigits;
}

/**
 * When the team may call: a part of the day and which days, read in the person's time zone.
 * The hours each part stands for are in the catalogs' labels (morning 9–12, afternoon 12–17,
 * evening 17–20), so the person and the team read the same promise.
 */
export const contactPeriods = ["any", "morning", "afternoon", "evening"] as const;
export type ContactPeriod = (typeof contactPeriods)[number];
export const contactDayChoices = ["any", "weekdays", "weekends"] as const;
export type ContactDays = (typeof contactDayChoices)[number];

let zones: ReadonlySet<string> | undefined;

/** The IANA time zones this runtime knows (Intl.supportedValuesOf), plus UTC, which it leaves out. */
export function timeZoneList(): readonly string[] {
  const listed = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return ["UTC", ...listed.filter((zone) => zone !== "UTC")];
}

/**
 * The time zone as stored, or null when it is not a real one. The name is taken as written when
 * it is in the list; otherwise the runtime's own spelling of it is used if that one is listed
 * ("europe/paris" → "Europe/Paris", "Etc/UTC" → "UTC", "US/Eastern" → "America/New_York"), so
 * an alias a browser reports is still understood. Anything else ("Mars/Olympus", a script) is not.
 */
export function canonicalTimeZone(value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > 64) return null;
  zones ??= new Set(timeZoneList());
  if (zones.has(value)) return value;
  let resolved: string;
  try {
    // Made for this call, not taken from the shared formatters (ADR 0056): the name comes from the
    // request, and every spelling ("europe/paris", "EUROPE/PARIS", …) would be a key of its own,
    // pushing the pages' formatters out of the bounded cache. Only names not in the list get here.
    resolved = new Intl.DateTimeFormat("en", { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
  return zones.has(resolved) ? resolved : null;
}
