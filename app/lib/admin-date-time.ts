import { dateTimeFormat } from "../../core/intl-formats.ts";

/**
 * The back office's one clock: the business's, in Paris, whatever the server's or the
 * administrator's machine says. Orders were shown in Paris time and e-mail captures in the
 * browser's zone, so two rows of the same minute could read an hour or more apart.
 */
export const adminTimeZone = "Europe/Paris";

/**
 * How much of the instant to show: `short` for tables ("24 Nov 2026, 14:05"), `long` for a
 * sentence ("24 November 2026 at 14:05"), `time` for an hour of today ("14:05").
 */
export type AdminDateTimeStyle = "short" | "long" | "time";

const options: Record<AdminDateTimeStyle, Intl.DateTimeFormatOptions> = {
  short: { dateStyle: "medium", timeStyle: "short", timeZone: adminTimeZone },
  long: { dateStyle: "long", timeStyle: "short", timeZone: adminTimeZone },
  time: { hour: "2-digit", minute: "2-digit", timeZone: adminTimeZone },
};

/**
 * Every date-time of the back office goes through here, on the server or in the browser: the
 * zone is fixed, so both sides write the same text for the same instant and language.
 */
export function formatAdminDateTime(
  instant: string | Date,
  language: string,
  style: AdminDateTimeStyle = "short",
): string {
  return dateTimeFormat(language, options[style]).format(typeof instant === "string" ? new Date(instant) : instant);
}
