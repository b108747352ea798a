import { dateTimeFormat } from "../../../core/intl-formats.ts";
import { adminTimeZone } from "../../lib/admin-date-time.ts";

/**
 * The editor's schedule field is a datetime-local in Paris time (the team's clock, whatever the
 * admin's machine says); the database keeps UTC. These two conversions go through Intl so summer
 * and winter time are Paris's own, not the server's.
 */
function parisParts(date: Date): Record<string, number> {
  const parts = dateTimeFormat("en-GB", {
    timeZone: adminTimeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(date);
  return Object.fromEntries(parts.filter((p) => p.type !== "literal").map((p) => [p.type, Number(p.value)]));
}

/** "2026-11-25T10:30" in Paris → the UTC instant, or null when it is not such a value. */
export function parisLocalToUtc(local: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  if (Number.isNaN(asUtc)) return null;
  // Paris's offset at that moment, measured by formatting the guess back (twice settles DST edges).
  let guess = asUtc;
  for (let i = 0; i < 2; i++) {
    const p = parisParts(new Date(guess));
    const shown = Date.UTC(p.year ?? 0, (p.month ?? 1) - 1, p.day, p.hour, p.minute);
    guess = asUtc - (shown - guess);
  }
  return new Date(guess);
}

/** A UTC instant as the datetime-local value of Paris time ("2026-11-25T10:30"). */
export function utcToParisLocal(instant: Date): string {
  const p = parisParts(instant);
  const two = (n: number | undefined) => String(n ?? 0).padStart(2, "0");
  return `${p.year}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}`;
}
