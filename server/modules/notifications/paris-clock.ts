import { dateTimeFormat } from "../../../core/intl-formats.ts";
/**
 * The business's clock: digests go at 08:00 in Paris, whatever the server's own time zone, and
 * "today" for reminders is the Paris day. Intl knows the daylight-saving changes; nothing here
 * assumes an offset.
 */
export const digestHourInParis = 8;

const parisParts = dateTimeFormat("en-GB", {
  timeZone: "Europe/Paris",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  hourCycle: "h23",
});

function partsOf(now: Date) {
  const parts = Object.fromEntries(parisParts.formatToParts(now).map((part) => [part.type, part.value]));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

/** yyyy-mm-dd in Paris. */
export function parisDay(now: Date): string {
  return partsOf(now).day;
}

/** Whether the day's digest may go: at or after 08:00 in Paris. */
export function isDigestTime(now: Date): boolean {
  return partsOf(now).hour >= digestHourInParis;
}

/**
 * The instant of 08:00 in Paris on `now`'s Paris day: what a day's digest covers ends there, so
 * something written at 08:30 waits for tomorrow's digest instead of sending today's at once.
 * Paris is one or two hours ahead of UTC, so 08:00 there is 07:00 or 06:00 UTC.
 */
export function digestCutoff(now: Date): Date {
  const day = parisDay(now);
  for (const utcHour of [7, 6]) {
    const candidate = new Date(`${day}T0${utcHour}:00:00Z`);
    const parts = partsOf(candidate);
    if (parts.day === day && parts.hour === digestHourInParis) return candidate;
  }
  throw new Error(`no 08:00 in Paris on ${day}`);
}

/** A calendar day plus some days (yyyy-mm-dd, counted on the calendar, not in hours). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
